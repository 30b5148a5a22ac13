import type { CallAnswer } from '@domain/api/index.js';
import type { RoundsExportQuery } from '@domain/schemas/tower-rounds-answers.js';
import { apiCall, callPath } from './client.js';

// The administrators' view of a day's rounds (decisions §26, issue #47 point 4).

export type DayRounds = CallAnswer<'GET /reservations/parking/rounds'>;
export type Round = DayRounds['rounds'][number];
export type RoundEntry = Round['entries'][number];
/** The export's file kinds, as the call's query declares them. */
export type RoundsFormat = RoundsExportQuery['format'];

/** A day's rounds as they ran. */
export const dayRounds = (date: string) => apiCall('GET /reservations/parking/rounds', { date });

/** The export of a day's rounds, for the export button. */
export const roundsExportPath = (date: string, format: RoundsFormat) =>
  callPath('GET /reservations/parking/rounds/export', { date, format });
