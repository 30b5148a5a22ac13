import { api, ApiError, queryString } from './client.js';
import type { PresenceOutcome } from '../../../domain/schemas/tower-answers.js';
import type { Car, ParkingReservation } from './tower.js';

export type { PresenceOutcome } from '../../../domain/schemas/tower-answers.js';

// The administrators' list uploads (decisions §8): the tower's lists go as the file itself
// (multipart, field `file`), the flexible office's attendance as JSON rows read in the browser.

/** The presence list and the exit list of the tower (columns date, licensePlate). */
export type TowerListKind = 'presence' | 'exit';

/** What an attendance list changed: the server's answer (domain/schemas/desk-answers.ts). */
import type { AttendanceOutcome } from '../../../domain/schemas/desk-answers.js';

export type { AttendanceOutcome };

/** A list sent as the file itself (multipart, field `file`). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export const uploadTowerList = (kind: TowerListKind, file: File) => api.post<PresenceOutcome>(`/reservations/parking/${kind}`, fileForm(file));

/** The company's permanent-access cars (columns nrInmatriculare, marca), all or none. */
export const uploadPermanentCars = (file: File) => api.post<Car[]>('/cars/massAdd', fileForm(file));

export const uploadAttendance = (attendingList: { date: string; email: string }[]) =>
  api.post<AttendanceOutcome>('/reservations/desks/attending', { attendingList });

/** The tower's requests of a range of days, every user's (administrators of the tower). */
export const parkingRequestsBetween = (from: string, to: string) => api.get<ParkingReservation[]>(`/reservations/parking?${queryString({ from, to })}`);

/**
 * A refusal of a list, introduced by the sentence that says it was not sent (tower §8 "Upload
 * failures each say the list could not be sent"), the server's own sentence kept after it.
 */
export function listRefusal(e: unknown, notSent: string): unknown {
  return e instanceof ApiError ? new ApiError(e.err, `${notSent} ${e.message}`, e.reason) : e;
}
