import { randomBytes } from 'node:crypto';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { tooMany, unauthorized } from '../http/errors.js';
import { checkPassword, hashPassword } from './passwords.js';
import { presentUser } from './presenter.js';
import { countLoginFailures, deleteLoginFailures, insertLoginFailure, lockLoginName } from './login-queries.js';
import { validUserByLoginName } from './queries.js';
import { createSession } from './sessions-service.js';

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
    if (ctx.db.kind === 'postgres') await lockLoginName(tx, LOGIN_LOCK, key);
    if ((await countLoginFailures(tx, key, since)) >= MAX_FAILURES) return false;
    await insertLoginFailure(tx, key, now);
    return true;
  });
  if (!slot) throw tooMany(MSG.tooManyAttempts);

  const user = await validUserByLoginName(ctx.db, key);
  const passwordRight = await checkPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !passwordRight) throw unauthorized(MSG.loginFailed, APP_REASON.loginFailed);
  await deleteLoginFailures(ctx.db, key);
  const token = await createSession(ctx.db, user.uuid, now, ctx.config.sessionDays);
  return { ...presentUser(user), token };
}
