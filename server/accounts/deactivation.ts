import { AUDIT_KIND, type AuditKind } from '../../domain/audit.js';
import { TOWER } from '../../domain/buildings.js';
import { bucharestDay } from '../../domain/time.js';
import { userMayChange } from '../../domain/tower/calendar.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { Queryable } from '../db/connection.js';
import { conflict } from '../errors.js';
import { tellDeskReservations } from '../desk-reservations/heard.js';
import type { UserRow } from '../identity/user-row.js';
import { tellRoomReservations } from '../rooms/heard.js';
import { buildingSettings } from '../settings/queries.js';
import { tellTowerRequests } from '../tower/heard.js';
import { lockDay } from '../tower/parking-queries.js';
import { revokeCredentials } from './credentials.js';
import {
  cancelDesksFromNow,
  cancelRequests,
  cancelRoomsNotStarted,
  liveRequestsAfter,
  markDeactivated,
  markReactivated,
} from './deactivation-queries.js';
import { tellUsers } from './heard.js';

// An account's deactivation (decisions §25), whoever asks it: an administrator, the account's
// deletion, SCIM's `active` false or DELETE, the erasure. All of it in the caller's transaction,
// on the row the caller locked, so that nothing is half done and two deactivations never interleave.

/** What a deactivation cancelled, by id. */
export interface Cancelled {
  desks: string[];
  rooms: string[];
  parking: string[];
}

/**
 * At once: the account cannot sign in; its sessions, API tokens and calendar address are revoked;
 * its reservations from now on are cancelled, spots returned: desks of later days and today's not
 * yet started, rooms not yet started, and tower requests whose day's list has not been sent (at
 * confirmationDeadlineHour the working day before: from then on the day's cars are the guards').
 */
export async function deactivate(tx: Queryable, uuid: string, now: Date): Promise<{ user: UserRow; cancelled: Cancelled }> {
  const user = await markDeactivated(tx, uuid, now);
  await revokeCredentials(tx, uuid);
  const today = bucharestDay(now);
  const desks = await cancelDesksFromNow(tx, uuid, today);
  const rooms = await cancelRoomsNotStarted(tx, uuid, now);
  const requests = await liveRequestsAfter(tx, uuid, today);
  let parking: string[] = [];
  if (requests.length) {
    const { confirmationDeadlineHour } = await buildingSettings(tx, TOWER);
    const open = requests.filter((r) => userMayChange(r.day, now, confirmationDeadlineHour));
    // A change to a tower day's allocation holds the day's lock first (docs/decisions/tower.md, per-day lock).
    for (const day of new Set(open.map((r) => r.day))) await lockDay(tx, day);
    parking = await cancelRequests(
      tx,
      open.map((r) => r.id),
    );
  }
  return { user, cancelled: { desks, rooms, parking } };
}

/**
 * The account may sign in again; what the deactivation cancelled stays cancelled. An erased account
 * is anonymous for good (decisions §25), whoever asks (the console, SCIM): 409.
 */
export async function reactivate(tx: Queryable, uuid: string): Promise<UserRow> {
  const user = await markReactivated(tx, uuid);
  if (!user) throw conflict(MSG.accountErased, APP_REASON.accountErased);
  return user;
}

/** Nothing cancelled: a reactivation's, or a deactivation's of an account already deactivated. */
export const NONE: Cancelled = { desks: [], rooms: [], parking: [] };

/**
 * Deactivates (`active` false) or reactivates the locked account, whoever asks (an administrator,
 * SCIM): the change, its audit entry written by `audit` (the caller's actor) and the webhooks told.
 * Answers what was cancelled, and whether a webhook listens (then kick ctx.webhooks).
 */
export async function switchActive(
  tx: Queryable,
  row: Pick<UserRow, 'uuid' | 'username' | 'name'>,
  active: boolean,
  now: Date,
  audit: (kind: AuditKind, details: object) => Promise<void>,
): Promise<{ cancelled: Cancelled; heard: boolean }> {
  const cancelled = active ? (await reactivate(tx, row.uuid), NONE) : (await deactivate(tx, row.uuid, now)).cancelled;
  await audit(active ? AUDIT_KIND.usersReactivate : AUDIT_KIND.usersDeactivate, {
    username: row.username,
    name: row.name,
    ...(active ? {} : { cancelled: countsOf(cancelled) }),
  });
  return { cancelled, heard: await tellActiveChange(tx, row.uuid, active, cancelled, now) };
}

/** The counts an answer gives of what was cancelled. */
export const countsOf = (c: Cancelled) => ({ desks: c.desks.length, rooms: c.rooms.length, parking: c.parking.length });

/**
 * Tells the webhooks (decisions §23) of an account's deactivation or reactivation and of each booking
 * it cancelled, in the change's transaction. True when one listens: kick ctx.webhooks.
 */
export async function tellActiveChange(tx: Queryable, uuid: string, active: boolean, cancelled: Cancelled, now: Date) {
  const told = [
    await tellUsers(tx, active ? 'user.reactivated' : 'user.deactivated', [uuid], now),
    await tellDeskReservations(tx, 'desk.cancelled', cancelled.desks, now),
    await tellRoomReservations(tx, 'room.cancelled', cancelled.rooms, now),
    await tellTowerRequests(tx, 'tower.cancelled', cancelled.parking, now),
  ];
  return told.includes(true);
}
