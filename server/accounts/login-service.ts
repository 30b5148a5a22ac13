import { randomBytes } from 'node:crypto';
import type { Language } from '../../domain/languages.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { SignedInUser } from '../../domain/schemas/accounts-answers.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { lockKey } from '../db/locks.js';
import { forbidden, tooMany, unauthorized } from '../errors.js';
import { DEVICE_DAYS } from './device-cookie.js';
import {
  countDeviceFailures,
  countLoginFailures,
  deleteDeviceFailures,
  deleteLoginFailures,
  insertDevice,
  insertLoginFailure,
  isDeviceOfLoginName,
  touchDevice,
} from './login-queries.js';
import { checkPassword, hashPassword } from './passwords.js';
import { presentUser } from './presenter.js';
import { setLanguage } from './profile-queries.js';
import { userByLoginName } from './queries.js';
import { createSession } from '../identity/sessions-service.js';
import { hashToken, newToken } from '../identity/tokens.js';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;
const DAY_MS = 86_400_000;

// An unknown user name is checked against this hash, so that it costs what a wrong password costs.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Logs in, throttled per user name in the database so that every process sees the same count.
 * Each attempt first takes one of the 5 slots of the window, under a lock on the name, and
 * gives it back only when the password is right: however many arrive at once, at most 5
 * passwords are ever checked. While the name is closed, a browser that has logged into this
 * account before (its device cookie, `device`) has 5 slots of its own, so that a stranger's
 * wrong guesses cannot lock the owner out (issue #20). Answers the user with a session token,
 * and the device token the browser keeps. A `language` chosen on /login before signing in is saved
 * on the account once the password opened it (decisions §22); without one the saved language stays.
 */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  device?: string,
  language?: Language,
): Promise<{ user: SignedInUser; device: string }> {
  const now = ctx.clock.now();
  const key = username.trim().toLowerCase();
  const since = new Date(now.getTime() - WINDOW_MS);
  const deviceHash = device ? hashToken(device) : null;
  const slot = await ctx.db.transaction(async (tx) => {
    await lockKey(ctx.db, tx, 'login', key);
    if ((await countLoginFailures(tx, key, since)) < MAX_FAILURES) {
      await insertLoginFailure(tx, key, now, deviceHash);
      return 'name';
    }
    if (deviceHash && (await deviceMayTry(tx, key, deviceHash, now, since))) {
      await insertLoginFailure(tx, key, now, deviceHash);
      return 'device';
    }
    return null;
  });
  if (!slot) throw tooMany(MSG.tooManyAttempts);

  let user = await userByLoginName(ctx.db, key);
  const passwordRight = await checkPassword(user?.password_hash ?? (await decoy()), password);
  // OIDC_PASSWORD_LOGIN=admins (decisions §17): the password opens role admin's accounts only. Anyone
  // else's, right or wrong, is the same failure: the same answer, after the same work (one hash
  // checked), keeping its throttling slot; a different answer to the right one would tell a guesser
  // they had found it (#38 point 6). /login says beforehand that the form is for administrators.
  const passwordOpens = ctx.config.passwordLogin === 'all' || user?.role === 'admin';
  if (!user || !passwordRight || !passwordOpens) throw unauthorized(MSG.loginFailed, APP_REASON.loginFailed);
  // Said only to whoever knows the password, whose attempt still counts as a failure (decisions §25).
  if (!user.valid) throw forbidden(MSG.accountDeactivated, APP_REASON.accountDeactivated);
  // Through the device's own slots only its failures are forgiven: the name stays closed to others.
  if (slot === 'name') await deleteLoginFailures(ctx.db, key);
  else if (deviceHash) await deleteDeviceFailures(ctx.db, key, deviceHash);
  if (language && language !== user.language) user = (await setLanguage(ctx.db, user.uuid, language)) ?? user;
  const token = await createSession(ctx.db, user.uuid, now, ctx.config.sessionDays);
  return { user: { ...presentUser(user), token }, device: await rememberDevice(ctx.db, user.uuid, device, now) };
}

/** A known browser of the account named `key`, with fewer than 5 failures of its own in the window. */
async function deviceMayTry(tx: Queryable, key: string, deviceHash: string, now: Date, since: Date): Promise<boolean> {
  if (!(await isDeviceOfLoginName(tx, deviceHash, key, new Date(now.getTime() - DEVICE_DAYS * DAY_MS)))) return false;
  return (await countDeviceFailures(tx, key, deviceHash, since)) < MAX_FAILURES;
}

/** The browser's device token: the one it sent when it is this user's, else a new one (one browser, one account). */
async function rememberDevice(q: Queryable, userUuid: string, presented: string | undefined, now: Date): Promise<string> {
  if (presented && (await touchDevice(q, hashToken(presented), userUuid, now))) return presented;
  const { token, hash } = newToken();
  await insertDevice(q, hash, userUuid, now);
  return token;
}
