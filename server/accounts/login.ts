import { randomBytes } from 'node:crypto';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { tooMany, unauthorized } from '../http/errors.js';
import { checkPassword, hashPassword } from './passwords.js';
import { presentUser, type UserRow } from './presenter.js';
import { createSession } from './sessions.js';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;
const LOGIN_LOCK = 721_5002;

// An unknown user name is checked against this hash, so that it costs what a wrong password costs.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Logs in, throttled per user name in the database so that every process sees the same count.
 * Each attempt first takes one of the 5 slots of the window, under a lock on the name, and
 * gives it back only when the password is right: however many arrive at once, at most 5
 * passwords are ever checked.
 */
export async function login(ctx: AppContext, username: string, password: string) {
  const now = ctx.clock.now();
  const key = username.trim().toLowerCase();
  const since = new Date(now.getTime() - WINDOW_MS);
  const slot = await ctx.db.transaction(async (tx) => {
    if (ctx.db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_LOCK, key]);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE username = $1 AND at > $2', [key, since]);
    if ((rows[0]?.n ?? 0) >= MAX_FAILURES) return false;
    await tx.query('INSERT INTO login_failures (username, at) VALUES ($1, $2)', [key, now]);
    return true;
  });
  if (!slot) throw tooMany(MSG.tooManyAttempts);

  const { rows } = await ctx.db.query<UserRow>('SELECT * FROM users WHERE lower(username) = $1 AND valid', [key]);
  const user = rows[0];
  const passwordRight = await checkPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !passwordRight) throw unauthorized(MSG.loginFailed, APP_REASON.loginFailed);
  await ctx.db.query('DELETE FROM login_failures WHERE username = $1', [key]);
  const token = await createSession(ctx.db, user.uuid, now, ctx.config.sessionDays);
  return { ...presentUser(user), token };
}
