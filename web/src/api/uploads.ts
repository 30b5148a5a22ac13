import type { AttendanceOutcome } from '@domain/schemas/desk-answers.js';
import type { CallAnswer } from '@domain/api/index.js';
import { apiCall, ApiError } from './client.js';

export type { PresenceOutcome } from '@domain/schemas/tower-answers.js';
export type { AttendanceOutcome };

// The administrators' list uploads (decisions §8), both buildings': the file itself goes to the
// server (multipart, field `file`), which reads it and decides. The browser reads it only for the
// preview (components/upload-preview.tsx); the flexible office's lists are read there by the same
// rules the server applies (domain/attendance-list.ts, domain/users-csv.ts).

/** The presence list and the exit list of the tower (columns date, licensePlate). */
export type TowerListKind = 'presence' | 'exit';

/**
 * Every list that is uploaded, by its path: each is the path of its call, 'POST' and the path
 * (domain/api/), whose answer's type is the upload's.
 */
export type ListPath =
  /** The tower's presence and exit lists. */
  | '/reservations/parking/presence'
  | '/reservations/parking/exit'
  /** The company's permanent-access cars (columns nrInmatriculare, marca, optionally electrica), all or none. */
  | '/cars/massAdd'
  /** The tower's users list, all or none. */
  | '/users/massRegisterTurn'
  /** The flexible office's attendance list (.csv: Data, Email), all or nothing. */
  | '/reservations/desks/attending'
  /** The flexible office's users list (.csv, 8 columns), all or none; a refusal names the file's row. */
  | '/users/massRegister';
type ListCall<P extends ListPath> = `POST ${P}`;

/** Sends a list as the file itself (multipart, field `file`): the one way every list is uploaded. */
export function uploadList<P extends ListPath>(path: P, file: File): Promise<CallAnswer<ListCall<P>>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall(`POST ${path}` as ListCall<ListPath>, form) as Promise<CallAnswer<ListCall<P>>>;
}

/** The tower's requests of a range of days, every user's (administrators of the tower). */
export const parkingRequestsBetween = (from: string, to: string) => apiCall('GET /reservations/parking', { from, to });

/**
 * A refusal of a list, introduced by the sentence that says it was not sent (tower §8 "Upload
 * failures each say the list could not be sent"), the server's own sentence kept after it.
 */
export function listRefusal(e: unknown, notSent: string): unknown {
  return e instanceof ApiError ? new ApiError(e.err, `${notSent} ${e.message}`, e.reason) : e;
}
