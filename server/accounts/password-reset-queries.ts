import type { Queryable } from '../db/connection.js';

// SQL of password-reset links: only hashes of their tokens are stored.

export async function insertPasswordReset(q: Queryable, tokenHash: string, userUuid: string, expiresAt: Date): Promise<void> {
  await q.query('INSERT INTO password_resets (token_hash, user_uuid, expires_at) VALUES ($1, $2, $3)', [tokenHash, userUuid, expiresAt]);
}

/** A new link revokes the user's links not used yet (issue #20). */
export async function deleteUnusedPasswordResets(q: Queryable, userUuid: string): Promise<void> {
  await q.query('DELETE FROM password_resets WHERE user_uuid = $1 AND used_at IS NULL', [userUuid]);
}

/** Marks a live, unused reset link used; answers its user, or null when the link is spent, expired or unknown. */
export async function usePasswordReset(q: Queryable, tokenHash: string, now: Date): Promise<string | null> {
  const { rows } = await q.query<{ user_uuid: string }>(
    `UPDATE password_resets SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_uuid`,
    [tokenHash, now],
  );
  return rows[0]?.user_uuid ?? null;
}

/** Whether a reset link is live (unused, not expired), without using it: its page asks as it opens (#39 point 11). */
export async function isLivePasswordReset(q: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const { rows } = await q.query<{ live: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2) AS live',
    [tokenHash, now],
  );
  return rows[0]?.live === true;
}

/** Reset links expired before `at` or already used (the nightly clean-up). */
export async function deleteSpentPasswordResets(q: Queryable, at: Date): Promise<void> {
  await q.query('DELETE FROM password_resets WHERE expires_at < $1 OR used_at IS NOT NULL', [at]);
}
