import type { Queryable } from '../../db/connection.js';
import type { UserRow } from '../../identity/user-row.js';

// SQL of the company sign-in (decisions §17, migration 018): the sign-ins under way (oidc_flows)
// and those the provider confirmed, waiting for their session (oidc_handovers). Both are taken
// with DELETE … RETURNING: whichever request takes a row first has it, and no one after.

export interface FlowRow {
  state: string;
  nonce: string;
  code_verifier: string;
}

/** The sign-ins of a client address started since `since` and not yet back. */
export async function countOpenFlows(q: Queryable, address: string, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM oidc_flows WHERE client_address = $1 AND created_at > $2', [
    address,
    since,
  ]);
  return rows[0]?.n ?? 0;
}

export async function insertFlow(q: Queryable, keyHash: string, flow: FlowRow, address: string, at: Date): Promise<void> {
  await q.query(
    'INSERT INTO oidc_flows (key_hash, state, nonce, code_verifier, client_address, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [keyHash, flow.state, flow.nonce, flow.code_verifier, address, at],
  );
}

/** The sign-in of a browser's key, removed as it is read; none when unknown, already taken, or started before `since`. */
export async function takeFlow(q: Queryable, keyHash: string, since: Date): Promise<FlowRow | null> {
  const { rows } = await q.query<FlowRow & { created_at: Date }>(
    'DELETE FROM oidc_flows WHERE key_hash = $1 RETURNING state, nonce, code_verifier, created_at',
    [keyHash],
  );
  const row = rows[0];
  return row && new Date(row.created_at) > since ? row : null;
}

/** The user whose e-mail address is `email`, whatever its case, deactivated or not, locked until the end of the transaction. */
export async function userByEmailForUpdate(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1) FOR UPDATE', [email]);
  return rows[0] ?? null;
}

/** A person who signed in through the company's provider counts as confirmed (decisions §17). */
export async function confirmUser(q: Queryable, uuid: string): Promise<void> {
  await q.query('UPDATE users SET confirmed = true WHERE uuid = $1 AND NOT confirmed', [uuid]);
}

export async function insertHandover(q: Queryable, codeHash: string, userUuid: string, expiresAt: Date): Promise<void> {
  await q.query('INSERT INTO oidc_handovers (code_hash, user_uuid, expires_at) VALUES ($1, $2, $3)', [codeHash, userUuid, expiresAt]);
}

/** The valid user a handover names, the handover removed as it is read; none when unknown, taken or expired at `now`. */
export async function takeHandover(q: Queryable, codeHash: string, now: Date): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `WITH taken AS (DELETE FROM oidc_handovers WHERE code_hash = $1 RETURNING user_uuid, expires_at)
     SELECT u.* FROM taken JOIN users u ON u.uuid = taken.user_uuid WHERE taken.expires_at > $2 AND u.valid`,
    [codeHash, now],
  );
  return rows[0] ?? null;
}

/** Sign-ins started before `before` and handovers expired by then (the nightly clean-up). */
export async function deleteStaleSignIns(q: Queryable, flowsBefore: Date, now: Date): Promise<void> {
  await q.query('DELETE FROM oidc_flows WHERE created_at < $1', [flowsBefore]);
  await q.query('DELETE FROM oidc_handovers WHERE expires_at < $1', [now]);
}
