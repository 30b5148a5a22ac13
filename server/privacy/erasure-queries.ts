import { ANONYMOUS_NAME } from '../../domain/privacy/anonymous.js';
import type { Queryable } from '../db/connection.js';
import type { UserRow } from '../identity/user-row.js';

// The statements of a person's erasure (decisions §25), on the account's row locked by the caller.
// The row and its reservations stay (the statistics count them); every word that named the person
// goes, for good: the account's fields, their cars' plates, the copies other rows keep of them.

/** The account's stand-ins: unique like the fields they replace, and an address no mail reaches (RFC 2606). */
export const anonymousAccount = (uuid: string) => ({ username: `anonim-${uuid}`, email: `anonim-${uuid}@anonim.invalid` });

/** The account, anonymous and marked erased, its health data gone (accessible_space, decisions §26); no password opens it ('!' is no hash). */
export async function anonymiseUser(q: Queryable, uuid: string, now: Date): Promise<UserRow> {
  const { username, email } = anonymousAccount(uuid);
  const { rows } = await q.query<UserRow>(
    `UPDATE users SET name = $2, username = $3, email = $4, password_hash = '!', confirmed = false,
            phone_number = NULL, department_name = NULL, office_floor = NULL, office_room = NULL,
            manager = NULL, director = NULL, external_id = NULL, accessible_space = false, erased_at = $5
      WHERE uuid = $1 RETURNING *`,
    [uuid, ANONYMOUS_NAME, username, email, now],
  );
  return rows[0];
}

/** Other accounts' manager and director, texts that may hold the person's name. Answers how many. */
export async function anonymiseNamedBoss(q: Queryable, uuid: string, name: string): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE users SET manager = CASE WHEN lower(manager) = lower($2) THEN $3 ELSE manager END,
                      director = CASE WHEN lower(director) = lower($2) THEN $3 ELSE director END
      WHERE uuid <> $1 AND (lower(manager) = lower($2) OR lower(director) = lower($2))`,
    [uuid, name, ANONYMOUS_NAME],
  );
  return rowCount ?? 0;
}

/**
 * The person's cars, removed, their brand, plate and label replaced: the tower's past requests keep
 * their car, now anonymous. A plate is unique among active cars only; 'ANONIM' and the car's id keep
 * each apart anyway, within the plates' alphabet. Answers the plates that were.
 */
export async function anonymiseCars(q: Queryable, uuid: string, now: Date): Promise<string[]> {
  const { rows } = await q.query<{ plate: string }>(
    `WITH old AS (SELECT id, license_plate AS plate, brand, owner_label AS label FROM cars WHERE user_id = $1 FOR UPDATE)
     UPDATE cars c SET license_plate = 'ANONIM' || upper(replace(c.id::text, '-', '')), brand = $2, owner_label = NULL,
            active = false, date_removed = coalesce(c.date_removed, $3)
       FROM old WHERE c.id = old.id
     RETURNING old.plate`,
    [uuid, ANONYMOUS_NAME, now],
  );
  return rows.map((r) => r.plate);
}

/** What only served the person: their usual week, whom they follow and who follows them, their open doors. */
export async function deletePersonal(q: Queryable, uuid: string, loginNames: string[]): Promise<void> {
  await q.query('DELETE FROM work_patterns WHERE uuid = $1', [uuid]);
  await q.query('DELETE FROM following WHERE uuid = $1 OR follows = $1', [uuid]);
  await q.query('DELETE FROM password_resets WHERE user_uuid = $1', [uuid]);
  await q.query('DELETE FROM oidc_handovers WHERE user_uuid = $1', [uuid]);
  await q.query('DELETE FROM login_devices WHERE user_uuid = $1', [uuid]);
  await q.query('DELETE FROM login_failures WHERE lower(username) = ANY($1::text[])', [loginNames.map((n) => n.toLowerCase())]);
}

/** LIKE patterns of the needles, lower case (ILIKE is not PGlite's and PostgreSQL's alike on every collation). */
const likeAny = (needles: string[]) => needles.map((n) => `%${n.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);

export interface AuditCopy {
  id: string;
  about: boolean;
  details: unknown;
}

/** The audit entries about the person, by them, or whose details mention one of the needles. */
export async function auditCopies(q: Queryable, uuid: string, needles: string[]): Promise<AuditCopy[]> {
  const { rows } = await q.query<AuditCopy>(
    `SELECT id::text, target = $1::text AS about, details FROM audit_log
      WHERE target = $1::text OR actor_uuid = $1::uuid OR lower(details::text) LIKE ANY($2::text[])`,
    [uuid, likeAny(needles)],
  );
  return rows;
}

/** Lets this transaction rewrite audit entries' details and actor names, §12's one exception (migration 036). */
export async function allowAuditRewrite(q: Queryable): Promise<void> {
  await q.query("SELECT set_config('app.audit_rewrite', 'erasure', true)");
}

/** The entries the person made name them no more; answers how many. */
export async function anonymiseActor(q: Queryable, uuid: string): Promise<number> {
  const { rowCount } = await q.query('UPDATE audit_log SET actor_name = $2 WHERE actor_uuid = $1', [uuid, ANONYMOUS_NAME]);
  return rowCount ?? 0;
}

export async function rewriteAuditDetails(q: Queryable, id: string, details: unknown): Promise<void> {
  await q.query('UPDATE audit_log SET details = $2::jsonb WHERE id = $1::bigint', [id, JSON.stringify(details)]);
}

/** The mails that mention the person: never sent from now on, and their copy anonymous. */
export async function mailCopies(q: Queryable, needles: string[]): Promise<{ id: string; message: unknown; sent: boolean }[]> {
  const { rows } = await q.query<{ id: string; message: unknown; sent: boolean }>(
    `SELECT id::text, message, sent_at IS NOT NULL AS sent FROM mail_outbox
      WHERE lower(message::text) LIKE ANY($1::text[]) OR lower(coalesce(reset_address, '')) LIKE ANY($1::text[])`,
    [likeAny(needles)],
  );
  return rows;
}

export async function rewriteMail(q: Queryable, id: string, message: unknown, now: Date): Promise<void> {
  await q.query(
    `UPDATE mail_outbox SET message = $2::jsonb, reset_address = NULL, last_error = NULL,
            dropped_at = CASE WHEN sent_at IS NULL THEN coalesce(dropped_at, $3) ELSE dropped_at END
      WHERE id = $1::bigint`,
    [id, JSON.stringify(message), now],
  );
}

/** The webhooks' deliveries whose body mentions the person (a user.deactivated tells the account as it was). */
export async function deliveryCopies(q: Queryable, needles: string[]): Promise<{ id: string; body: string }[]> {
  const { rows } = await q.query<{ id: string; body: string }>(
    'SELECT id::text, body FROM webhook_deliveries WHERE lower(body) LIKE ANY($1::text[])',
    [likeAny(needles)],
  );
  return rows;
}

export async function rewriteDelivery(q: Queryable, id: string, body: string): Promise<void> {
  await q.query('UPDATE webhook_deliveries SET body = $2, last_error = NULL WHERE id = $1::uuid', [id, body]);
}

/** Idempotent answers kept for a retry (a day at most) that mention the person: dropped, a retry is then a new call. */
export async function dropIdempotentCopies(q: Queryable, uuid: string, needles: string[]): Promise<void> {
  await q.query("DELETE FROM idempotency_keys WHERE user_uuid = $1 OR lower(coalesce(body, '')) LIKE ANY($2::text[])", [
    uuid,
    likeAny(needles),
  ]);
}
