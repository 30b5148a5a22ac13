import { APP_REASON, MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { resetPasswordMail } from '../mail/templates.js';
import { checkPassword, hashPassword } from './passwords.js';
import type { UserRow } from './presenter.js';
import { setPassword, userForUpdate, validUserByEmail } from './queries.js';
import { insertPasswordReset, usePasswordReset } from './session-queries.js';
import { revokeAllSessions } from './sessions-service.js';
import { hashToken, newToken } from './tokens.js';

const RESET_TTL_MS = 60 * 60_000;

/** The caller changes their own password; every session of theirs ends (decisions §3). */
export async function changePassword(ctx: AppContext, me: UserRow, body: { user: string; oldPassword: string; newPassword: string }) {
  if (body.user.trim().toLowerCase() !== me.username.toLowerCase()) throw forbidden(MSG.changePasswordOtherUser, APP_REASON.changePasswordOtherUser);
  const hashed = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    // The old password is checked on the locked row: of two changes made with it at once, one wins.
    const row = await userForUpdate(tx, me.uuid);
    if (!row) throw unauthorized();
    if (!(await checkPassword(row.password_hash, body.oldPassword))) throw badRequest(MSG.oldPasswordWrong, APP_REASON.oldPasswordWrong);
    await setPassword(tx, me.uuid, hashed);
    await revokeAllSessions(tx, me.uuid);
  });
}

/** Always succeeds from the caller's view: it must not reveal which addresses exist. */
export async function sendResetEmail(ctx: AppContext, email: string) {
  const { token, hash } = newToken();
  const expires = new Date(ctx.clock.now().getTime() + RESET_TTL_MS);
  const user = await ctx.db.transaction(async (tx) => {
    const u = await validUserByEmail(tx, email.trim());
    if (u) await insertPasswordReset(tx, hash, u.uuid, expires);
    return u;
  });
  if (!user) return;
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  await ctx.mailer.send(resetPasswordMail(user.email, user.name, link));
}

/** Sets a new password from an e-mailed token; the token works once, for one hour. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const hashed = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const uuid = await usePasswordReset(tx, hashToken(token), ctx.clock.now());
    if (!uuid) throw badRequest(MSG.resetLinkInvalid, APP_REASON.resetLinkInvalid);
    await setPassword(tx, uuid, hashed);
    await revokeAllSessions(tx, uuid);
  });
}
