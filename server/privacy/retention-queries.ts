import { ANONYMOUS_CAR_ID, ANONYMOUS_NAME, ANONYMOUS_UUID } from '../../domain/privacy/anonymous.js';
import { prepared, type Queryable } from '../db/connection.js';

// SQL of retention (decisions §25): each statement re-points at most `$3` old rows to the account named
// 'Anonim' (ensureAnonymous) and answers how many; rows already anonymous are not read again, so a second
// run finds nothing. SKIP LOCKED: a row a booking or another process's batch holds is left for the next batch.
// Only who the row is about changes: day, desk, group, status, type, presence and indiscipline stay, so
// every count of the statistics stays.

/**
 * Writes, once, the account and the car that hold what retention took (the night's first run): 'Anonim',
 * invalid and deactivated, no building or group, a password hash ('!') no password matches, a username and
 * an e-mail of the reserved .invalid domain no person has; the car inactive, so that no plate is blocked.
 */
export async function ensureAnonymous(q: Queryable, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO users (uuid, username, name, email, password_hash, building, valid, confirmed, deactivated_at, scim_deleted)
     VALUES ($1, 'anonim-00000000a001', $2, 'anonim-00000000a001@anonim.invalid', '!', '0', false, false, $3, true)
     ON CONFLICT (uuid) DO NOTHING`,
    [ANONYMOUS_UUID, ANONYMOUS_NAME, now],
  );
  await q.query(
    `INSERT INTO cars (id, user_id, brand, license_plate, active, date_added, date_removed)
     VALUES ($1, $2, $3, 'ANONIM', false, $4, $4)
     ON CONFLICT (id) DO NOTHING`,
    [ANONYMOUS_CAR_ID, ANONYMOUS_UUID, ANONYMOUS_NAME, now],
  );
}

const DESKS = prepared(
  `UPDATE desk_reservations SET uuid = $1, creator_uuid = $1
    WHERE id IN (SELECT id FROM desk_reservations
                  WHERE day < $2::date AND (uuid <> $1 OR creator_uuid <> $1)
                  ORDER BY day LIMIT $3 FOR UPDATE SKIP LOCKED)`,
);
/** Desk reservations of days before `cutoff`: holder and creator. */
export async function anonymiseDeskBatch(q: Queryable, cutoff: string, batch: number): Promise<number> {
  return (await q.query(DESKS, [ANONYMOUS_UUID, cutoff, batch])).rowCount ?? 0;
}

// A meeting booked at the door has no person (uuid null): nothing to take.
const ROOMS = prepared(
  `UPDATE room_reservations SET uuid = $1
    WHERE id IN (SELECT id FROM room_reservations
                  WHERE date_begin < $2 AND uuid <> $1
                  ORDER BY date_begin LIMIT $3 FOR UPDATE SKIP LOCKED)`,
);
/** Room reservations that began before `before` (the cutoff day's Bucharest midnight). */
export async function anonymiseRoomBatch(q: Queryable, before: Date, batch: number): Promise<number> {
  return (await q.query(ROOMS, [ANONYMOUS_UUID, before, batch])).rowCount ?? 0;
}

// The car too: its plate says whose the request was. The person's cars themselves are left as they are.
const REQUESTS = prepared(
  `UPDATE parking_reservations SET user_id = $1, car_id = $4
    WHERE id IN (SELECT id FROM parking_reservations
                  WHERE reservation_date < $2::date AND (user_id <> $1 OR car_id <> $4)
                  ORDER BY reservation_date LIMIT $3 FOR UPDATE SKIP LOCKED)`,
);
/** Tower requests (and their presence) of days before `cutoff`: requester and car. */
export async function anonymiseRequestBatch(q: Queryable, cutoff: string, batch: number): Promise<number> {
  return (await q.query(REQUESTS, [ANONYMOUS_UUID, cutoff, batch, ANONYMOUS_CAR_ID])).rowCount ?? 0;
}

// §12's one exception: the transaction declares it (migration 035's trigger), for this transaction only.
const AUDIT = prepared(
  `UPDATE audit_log SET details = '{}'::jsonb
    WHERE id IN (SELECT id FROM audit_log
                  WHERE at < $1 AND details <> '{}'::jsonb
                  ORDER BY at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
);
/** Audit entries written before `before` lose their details. */
export async function emptyAuditBatch(q: Queryable, before: Date, batch: number): Promise<number> {
  await q.query("SELECT set_config('app.audit_rewrite', 'retention', true)");
  return (await q.query(AUDIT, [before, batch])).rowCount ?? 0;
}
