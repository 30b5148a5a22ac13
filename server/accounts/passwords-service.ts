import { APP_REASON, MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, unauthorized } from '../errors.js';
import type { Preparer } from '../mail/outbox.js';
import { countResetRequests, insertResetRequest } from '../mail/outbox-queries.js';
import { lockKey } from '../db/locks.js';
import { resetPasswordMail } from '../mail/templates.js';
import { checkPassword, hashPassword } from './passwords.js';
import type { UserRow } from '../identity/user-row.js';
import { setPassword, userForUpdate, validUserByEmailForUpdate } from './queries.js';
import { deleteUnusedPasswordResets, insertPasswordReset, isLivePasswordReset, usePasswordReset } from './password-reset-queries.js';
import { revokeCredentials } from './credentials.js';
import { hashToken, newToken } from '../identity/tokens.js';

const RESET_TTL_MS = 60 * 60_000;

/** The caller changes their own password; every session of theirs and their calendar address end (decisions §3, #38 point 5). */
export async function changePassword(ctx: AppContext, me: UserRow, body: { user: string; oldPassword: string; newPassword: string }) {
  if (body.user.trim().toLowerCase() !== me.username.toLowerCase())
    throw forbidden(MSG.changePasswordOtherUser, APP_REASON.changePasswordOtherUser);
  const hashed = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    // The old password is checked on the locked row: of two changes made with it at once, one wins.
    const row = await userForUpdate(tx, me.uuid);
    if (!row) throw unauthorized();
    if (!(await checkPassword(row.password_hash, body.oldPassword))) throw badRequest(MSG.oldPasswordWrong, APP_REASON.oldPasswordWrong);
    await setPassword(tx, me.uuid, hashed);
    await revokeCredentials(tx, me.uuid);
  });
}

// Reset e-mails (issue #20): at most 3 per address in a rolling hour, and reset requests from one
// client at most 10 in 15 minutes, counted in the database (every process sees the same count).
const ADDRESS_WINDOW_MS = 60 * 60_000;
const PER_ADDRESS = 3;
const CLIENT_WINDOW_MS = 15 * 60_000;
const PER_CLIENT = 10;

/**
 * Always succeeds, with the same answer: it must not reveal which addresses exist, nor that a
 * ceiling was reached. The request does the same work for every address (under the ceilings, one
 * row in the mail outbox); the outbox's worker finds the account and makes the link after the
 * answer went out (resetMailPreparer).
 */
export async function sendResetEmail(ctx: AppContext, email: string, client: string) {
  const address = email.trim().toLowerCase();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Always the address first, then the client: two requests never hold one each while waiting for the other's.
    await lockKey(ctx.db, tx, 'resetAddress', address);
    await lockKey(ctx.db, tx, 'resetClient', client);
    const n = await countResetRequests(
      tx,
      address,
      client,
      new Date(now.getTime() - ADDRESS_WINDOW_MS),
      new Date(now.getTime() - CLIENT_WINDOW_MS),
    );
    if (n.address >= PER_ADDRESS || n.client >= PER_CLIENT) return;
    await insertResetRequest(tx, address, client, now);
    ctx.outbox.kick();
  });
}

/**
 * The e-mail of a reset request, made by the outbox's worker: none for an address without a
 * valid account; otherwise a new link, valid for one hour, which revokes the user's unused ones.
 */
export function resetMailPreparer(ctx: Pick<AppContext, 'config' | 'clock'>): Preparer {
  return async (tx, { to }) => {
    // Locked: two requests of one user prepared at once leave one live link.
    const user = await validUserByEmailForUpdate(tx, to);
    if (!user) return null;
    const { token, hash } = newToken();
    await deleteUnusedPasswordResets(tx, user.uuid);
    await insertPasswordReset(tx, hash, user.uuid, new Date(ctx.clock.now().getTime() + RESET_TTL_MS));
    return resetPasswordMail(user, `${ctx.config.publicUrl}/reset-password/${token}`);
  };
}

/**
 * Refuses a reset token that is unknown, used or expired, with the refusal the reset itself would
 * give: the link's page says so as it opens, before a new password is typed twice (#39 point 11).
 */
export async function checkResetToken(ctx: AppContext, token: string) {
  if (!(await isLivePasswordReset(ctx.db, hashToken(token), ctx.clock.now())))
    throw badRequest(MSG.resetLinkInvalid, APP_REASON.resetLinkInvalid);
}

/** Sets a new password from an e-mailed token, which works once, for one hour; sessions and the calendar address end. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const hashed = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const uuid = await usePasswordReset(tx, hashToken(token), ctx.clock.now());
    if (!uuid) throw badRequest(MSG.resetLinkInvalid, APP_REASON.resetLinkInvalid);
    await setPassword(tx, uuid, hashed);
    await revokeCredentials(tx, uuid);
  });
}
