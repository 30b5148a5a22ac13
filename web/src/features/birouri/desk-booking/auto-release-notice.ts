import { CHECKIN_MSG } from '@domain/desks/checkin.js';

// What a person booking a desk is told when desks nobody claimed are released (decisions §13): the
// sentence of the reminder e-mail, from the domain's catalogue.

/** 'Confirmați prezența până la ora HH:00, …' when auto-release is on (an hour ≥ 0), otherwise null. */
export const autoReleaseNotice = (autoReleaseHour: number): string | null =>
  autoReleaseHour < 0 ? null : CHECKIN_MSG.autoReleaseNotice(autoReleaseHour);
