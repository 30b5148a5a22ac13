import { isWeekday } from '../time.js';
import { firstRoundDone } from './calendar.js';
import { TYPE, type RequestType } from './engine.js';

// What the tower's administrators may do with someone's requests (tower §4, decisions §9),
// shared by the server, which decides, and the reservations screen, which offers the actions.

/** Days an administrator may request for someone: working days from today on (the user's window does not bind them). */
export function adminMayRequest(day: string, today: string): boolean {
  return isWeekday(day) && day >= today;
}

/**
 * The type a new request gets (tower §4): first round when the first round has already shared
 * out its day (this week, or next week once the Friday cut-off has passed) and the day still
 * has an open space; otherwise it waits in the queue.
 */
export function arrivalType(day: string, now: Date, fridayCutoffHour: number, freeSpaces: number): RequestType {
  return firstRoundDone(day, now, fridayCutoffHour) && freeSpaces > 0 ? TYPE.first : TYPE.queue;
}

/** An administrator may change the car of a live request (not cancelled) dated after today. */
export function adminMayChangeCar(r: { type: number; reservation_date: string }, today: string): boolean {
  return r.type !== TYPE.cancelled && r.reservation_date > today;
}

/** An administrator may delete (cancel) any live request. */
export function adminMayCancel(r: { type: number }): boolean {
  return r.type !== TYPE.cancelled;
}
