import type { CallAnswer, CallInput } from '@domain/api/index.js';
import { apiCall } from './client.js';

// The work pattern (decisions §20): the person's usual days, favourite desks and parking with the
// desk; shapes as domain/schemas/week-answers.ts declares them.

export type { WorkPattern } from '@domain/schemas/week-answers.js';
/** A pattern's change: a field left out stays as it was. */
export type PatternChange = CallInput<'POST /pattern/update'>;
/** The pattern saved, and what its first run booked (`booked`) and could not (`notBooked`, by reason). */
export type PatternSaved = CallAnswer<'POST /pattern/update'>;

/** The caller's pattern (empty days and desks when none was saved). */
export const workPattern = () => apiCall('GET /pattern');

/** Saves a change of the pattern. */
export const saveWorkPattern = (change: PatternChange) => apiCall('POST /pattern/update', change);
