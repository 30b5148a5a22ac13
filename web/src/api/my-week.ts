import type { AbsenceKind } from '@domain/week/messages.js';
import { apiCall } from './client.js';

// A person's week and absences (decisions §20); shapes as domain/schemas/week-answers.ts declares them.

export type { Absence, Week } from '@domain/schemas/week-answers.js';
export type { AbsenceKind };

/** An absence to record: both days included; `uuid` a manager's person (the caller when left out). */
export interface AbsenceInput {
  from: string;
  to: string;
  kind: AbsenceKind;
  uuid?: string;
}

/** The caller's week, Monday to Friday: `from` a Monday, this week's when left out. */
export const myWeek = (from?: string) => apiCall('GET /week', { from });

/** Someone's absences: the caller's, or `uuid`'s for their manager or an administrator. */
export const absencesOf = (uuid?: string) => apiCall('GET /absences', { uuid });

/** Records an absence: answers it, what it cancelled and what it kept. */
export const recordAbsence = (body: AbsenceInput) => apiCall('POST /absences/update', body);

export const deleteAbsence = (_id: string) => apiCall('POST /absences/delete', { _id });
