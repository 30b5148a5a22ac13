import { MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { tooMany, unauthorized } from '../http/errors.js';
import { checkPassword } from './passwords.js';
import { presentUser, type UserRow } from './presenter.js';
import { createSession } from './sessions.js';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;

/** Logs in, throttled per user name in the database so that every process sees the same count. */
export async function login(ctx: AppContext, username: string, password: string) {
  const now = ctx.clock.now();
  const key = username.trim().toLowerCase();
  const since = new Date(now.getTime() - WINDOW_MS);
  const { rows: f } = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_failures WHERE username = $1 AND at > $2',
    [key, since],
  );
  if ((f[0]?.n ?? 0) >= MAX_FAILURES) throw tooMany(MSG.tooManyAttempts);

  const { rows } = await ctx.db.query<UserRow>('SELECT * FROM users WHERE lower(username) = $1 AND valid', [key]);
  const user = rows[0];
  if (!user || !(await checkPassword(user.password_hash, password))) {
    await ctx.db.query('INSERT INTO login_failures (username, at) VALUES ($1, $2)', [key, now]);
    throw unauthorized(MSG.loginFailed);
  }
  await ctx.db.query('DELETE FROM login_failures WHERE username = $1', [key]);
  const token = await createSession(ctx.db, user.uuid, now, ctx.config.sessionDays);
  return { ...presentUser(user), token };
}
