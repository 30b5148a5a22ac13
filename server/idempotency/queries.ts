import { prepared, type Queryable } from '../db/connection.js';

// SQL of the Idempotency-Key (migration 020): a person's key, the hash of the call it was first
// used for, and that call's answer.

/** A key already used (and not yet expired): what it was used for and what it answered. */
export interface UsedKey {
  request_hash: string;
  status: number | null;
  body: string | null;
}

// Prepared: an idempotent booking pays two more statements than a plain one, on the hot path.
// A key past its time (`since`) is taken afresh: the row becomes this call's. An unexpired key held
// by a transaction not yet ended makes this one wait for it (the primary key): then it is the
// first's, committed, or gone with its rollback and this call's.
const CLAIM = prepared(
  `INSERT INTO idempotency_keys (user_uuid, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
   ON CONFLICT (user_uuid, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = NULL, body = NULL, created_at = EXCLUDED.created_at
     WHERE idempotency_keys.created_at <= $5
   RETURNING true AS claimed`,
);
// A statement of its own, after CLAIM: in READ COMMITTED it sees the row of a transaction CLAIM waited for.
const USED = prepared('SELECT request_hash, status, body FROM idempotency_keys WHERE user_uuid = $1 AND key = $2');
const ANSWER = prepared('UPDATE idempotency_keys SET status = $3, body = $4 WHERE user_uuid = $1 AND key = $2');

/**
 * Takes the key for this call, in the call's transaction: null when it is this call's to answer
 * (new, or expired since `since`), else the row of its first use (the row stays locked until this
 * transaction ends, so the nightly purge cannot take it meanwhile).
 */
export async function claimKey(
  tx: Queryable,
  k: { user: string; key: string; hash: string; now: Date; since: Date },
): Promise<UsedKey | null> {
  // Twice at most: a row CLAIM found cannot go before this SELECT (CLAIM locked it), but if it did, the key is free again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await tx.query(CLAIM, [k.user, k.key, k.hash, k.now, k.since]);
    if (rows.length) return null;
    const used = await tx.query<UsedKey>(USED, [k.user, k.key]);
    if (used.rows[0]) return used.rows[0];
  }
  throw new Error('an Idempotency-Key was neither taken nor found');
}

/** The call's answer, written before its transaction commits. */
export async function storeAnswer(tx: Queryable, user: string, key: string, status: number, body: string): Promise<void> {
  await tx.query(ANSWER, [user, key, status, body]);
}

/** Keys used before `before` (the nightly purge): they are new keys again. */
export async function deleteOldIdempotencyKeys(tx: Queryable, before: Date): Promise<void> {
  await tx.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before]);
}
