import type { CheckinOutcomeAnswer } from '@domain/schemas/desk-answers.js';
import { apiCall } from './client.js';

// Check-in at the desk (decisions §13): the caller scanned the desk's label, today in Bucharest.
// The answer's type is the server's schema (domain/schemas/desk-answers.ts).

export type CheckinAnswer = CheckinOutcomeAnswer;
export type CheckinAction = CheckinOutcomeAnswer['action'];

export const checkInAtDesk = (deskId: string) => apiCall('POST /reservations/desks/checkin', { deskId });
