import { MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden } from '../http/errors.js';
import { resetPasswordMail } from '../mail/templates.js';
import { checkPassword, hashPassword } from './passwords.js';
import type { UserRow } from './presenter.js';
import { revokeAllSessions } from './sessions.js';
import { hashToken, newToken } from './tokens.js';

const RESET_TTL_MS = 60 * 60_000;

/** The caller changes their own password; every session of theirs ends (decisions §3). */
export async function changePassword(ctx: AppContext, me: UserRow, body: { user: string; oldPassword: string; newPassword: string }) {
  if (body.user.trim().toLowerCase() !== me.username.toLowerCase()) throw forbidden(MSG.changePasswordOtherUser);
  if (!(await checkPassword(me.password_hash, body.oldPassword))) throw badRequest(MSG.oldPasswordWrong);
  const hashed = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, confirmed = true WHERE uuid = $1', [me.uuid, hashed]);
    await revokeAllSessions(tx, me.uuid);
  });
}

/** Always succeeds from the caller's view: it must not reveal which addresses exist. */
export async function sendResetEmail(ctx: AppContext, email: string) {
  const { rows } = await ctx.db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1) AND valid', [email.trim()]);
  const user = rows[0];
  if (!user) return;
  const { token, hash } = newToken();
  const expires = new Date(ctx.clock.now().getTime() + RESET_TTL_MS);
  await ctx.db.query('INSERT INTO password_resets (token_hash, user_uuid, expires_at) VALUES ($1, $2, $3)', [hash, user.uuid, expires]);
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  await ctx.mailer.send(resetPasswordMail(user.email, user.name, link));
}

/** Sets a new password from an e-mailed token; the token works once, for one hour. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const hashed = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_uuid: string }>(
      `UPDATE password_resets SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_uuid`,
      [hashToken(token), ctx.clock.now()],
    );
    const uuid = rows[0]?.user_uuid;
    if (!uuid) throw badRequest(MSG.resetLinkInvalid);
    await tx.query('UPDATE users SET password_hash = $2, confirmed = true WHERE uuid = $1', [uuid, hashed]);
    await revokeAllSessions(tx, uuid);
  });
}
