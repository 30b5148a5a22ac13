import type { DeskReservation } from '@domain/schemas/desk-answers.js';
import { api } from './client.js';

// Check-in at the desk (decisions §13): the caller scanned the desk's label, today in Bucharest.

/**
 * What the check-in did: `confirmed` the caller's booking of that desk (now `busy`), `already`
 * confirmed before, or `booked` the free desk for the caller and confirmed it (walk-up booking).
 */
export type CheckinAction = 'confirmed' | 'already' | 'booked';

export interface CheckinAnswer {
  action: CheckinAction;
  reservation: DeskReservation;
}

export const checkInAtDesk = (deskId: string) => api.post<CheckinAnswer>('/reservations/desks/checkin', { deskId });
