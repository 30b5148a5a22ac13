import type { Queryable } from '../db/connection.js';

// SQL of login throttling: failed attempts per lower-cased user name (login_failures), and the
// browsers that have logged into an account (login_devices: the hashes of their cookies).

export async function countLoginFailures(q: Queryable, key: string, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE username = $1 AND at > $2', [
    key,
    since,
  ]);
  return rows[0]?.n ?? 0;
}

/** A failure of the name; `device` is the hash of the browser's cookie when it carried one of this account. */
export async function insertLoginFailure(q: Queryable, key: string, at: Date, device: string | null): Promise<void> {
  await q.query('INSERT INTO login_failures (username, at, device_hash) VALUES ($1, $2, $3)', [key, at, device]);
}

export async function deleteLoginFailures(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE username = $1', [key]);
}

/** The failures of the name that came from one browser. */
export async function countDeviceFailures(q: Queryable, key: string, device: string, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_failures WHERE username = $1 AND device_hash = $2 AND at > $3',
    [key, device, since],
  );
  return rows[0]?.n ?? 0;
}

export async function deleteDeviceFailures(q: Queryable, key: string, device: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE username = $1 AND device_hash = $2', [key, device]);
}

/** Whether the cookie's hash is of a browser that logged into the (not deleted) account of this name since `since`. */
export async function isDeviceOfLoginName(q: Queryable, device: string, key: string, since: Date): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM login_devices d JOIN users u ON u.uuid = d.user_uuid WHERE d.token_hash = $1 AND lower(u.username) = $2 AND u.valid AND d.last_used_at > $3',
    [device, key, since],
  );
  return rows.length > 0;
}

/** Marks the browser used now when it is one of this user's; answers whether it was. */
export async function touchDevice(q: Queryable, device: string, userUuid: string, at: Date): Promise<boolean> {
  const { rows } = await q.query('UPDATE login_devices SET last_used_at = $3 WHERE token_hash = $1 AND user_uuid = $2 RETURNING 1', [
    device,
    userUuid,
    at,
  ]);
  return rows.length > 0;
}

export async function insertDevice(q: Queryable, device: string, userUuid: string, at: Date): Promise<void> {
  await q.query('INSERT INTO login_devices (token_hash, user_uuid, last_used_at) VALUES ($1, $2, $3)', [device, userUuid, at]);
}

/** Browsers unused since `before` (the nightly clean-up). */
export async function deleteOldDevices(q: Queryable, before: Date): Promise<void> {
  await q.query('DELETE FROM login_devices WHERE last_used_at < $1', [before]);
}

/** Failures older than a day before `at` (the nightly clean-up). */
export async function deleteOldLoginFailures(q: Queryable, at: Date): Promise<void> {
  await q.query("DELETE FROM login_failures WHERE at < $1::timestamptz - interval '1 day'", [at]);
}
