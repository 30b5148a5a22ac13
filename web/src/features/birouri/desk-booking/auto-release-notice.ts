import { desks } from '@/i18n/desks.js';
import { formatClock } from '@/i18n/dates.js';
import { translate } from '@/i18n/i18n.js';

// What a person booking a desk is told when desks nobody claimed are released (decisions §13): the
// sentence of the reminder e-mail (domain's CHECKIN_MSG.autoReleaseNotice), in the person's language.

/** 'Confirmați prezența până la ora HH:00, …' when auto-release is on (an hour ≥ 0), otherwise null. */
export const autoReleaseNotice = (autoReleaseHour: number): string | null =>
  autoReleaseHour < 0 ? null : translate(desks, 'desks.autoRelease', { time: formatClock(autoReleaseHour) });
