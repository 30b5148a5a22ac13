import type { Queryable } from '../db/connection.js';

// SQL of the mail outbox (migration 010): enqueueing, claiming due rows, and what became of them.

export interface OutboxRow {
  id: string;
  kind: string;
  message: Record<string, unknown>;
  attempts: number;
}

export async function insertMails(q: Queryable, messages: object[], at: Date): Promise<void> {
  await q.query("INSERT INTO mail_outbox (kind, message, created_at) SELECT 'mail', m, $2 FROM jsonb_array_elements($1::jsonb) AS m", [
    JSON.stringify(messages),
    at,
  ]);
}

export async function insertResetRequest(q: Queryable, address: string, client: string, at: Date): Promise<void> {
  await q.query(
    "INSERT INTO mail_outbox (kind, message, reset_address, client, created_at) VALUES ('password-reset', jsonb_build_object('to', $1::text), $1, $2, $3)",
    [address, client, at],
  );
}

/** Reset requests accepted for the address since `addressSince`, and from the client since `clientSince`. */
export async function countResetRequests(
  q: Queryable,
  address: string,
  client: string,
  addressSince: Date,
  clientSince: Date,
): Promise<{ address: number; client: number }> {
  const { rows } = await q.query<{ address: number; client: number }>(
    `SELECT (SELECT count(*)::int FROM mail_outbox WHERE reset_address = $1 AND created_at > $3) AS address,
            (SELECT count(*)::int FROM mail_outbox WHERE client = $2 AND created_at > $4) AS client`,
    [address, client, addressSince, clientSince],
  );
  return rows[0];
}

/**
 * Claims up to `limit` due rows: each gets an attempt and a lease (its next attempt moves
 * `leaseMs` ahead), in one statement. SKIP LOCKED passes over rows another worker is claiming,
 * and a row claimed and committed is no longer due: no two workers take the same row.
 */
export async function claimDueMail(q: Queryable, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const { rows } = await q.query<OutboxRow>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + $2 * interval '1 millisecond'
      WHERE id IN (SELECT id FROM mail_outbox
                    WHERE sent_at IS NULL AND dropped_at IS NULL AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id::text, kind, message, attempts`,
    [limit, leaseMs],
  );
  return rows;
}

/** A reset request becomes the e-mail made for it. */
export async function setPreparedMail(q: Queryable, id: string, message: object): Promise<void> {
  await q.query("UPDATE mail_outbox SET kind = 'mail', message = $2 WHERE id = $1", [id, JSON.stringify(message)]);
}

/** Sent: only the recipient and the subject stay. */
export async function markMailSent(q: Queryable, id: string): Promise<void> {
  await q.query(
    "UPDATE mail_outbox SET sent_at = now(), last_error = NULL, message = jsonb_build_object('to', message->'to', 'subject', message->'subject') WHERE id = $1",
    [id],
  );
}

export async function markMailRetry(q: Queryable, id: string, delayMs: number, error: string): Promise<void> {
  await q.query("UPDATE mail_outbox SET next_attempt_at = now() + $2 * interval '1 millisecond', last_error = $3 WHERE id = $1", [
    id,
    delayMs,
    error,
  ]);
}

/** No further attempt; only the recipient and the subject stay. */
export async function markMailDropped(q: Queryable, id: string, error: string): Promise<void> {
  await q.query(
    "UPDATE mail_outbox SET dropped_at = now(), last_error = $2, message = jsonb_build_object('to', message->'to', 'subject', message->'subject') WHERE id = $1",
    [id, error],
  );
}

/** Rows sent or dropped before `before` (the nightly clean-up). */
export async function deleteOldMail(q: Queryable, before: Date): Promise<void> {
  await q.query('DELETE FROM mail_outbox WHERE (sent_at IS NOT NULL OR dropped_at IS NOT NULL) AND created_at < $1', [before]);
}
