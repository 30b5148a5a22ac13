import { MSG } from '@domain/messages.js';
import { changePasswordBody, resetPasswordBody } from '@domain/schemas/accounts.js';

// The password rules of flex-office §5, checked with the server's own schemas.

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** /password: length first ('Parola trebuie să aibă cel puțin 6 caractere'), then match. */
export function changePasswordProblem(user: string, f: ChangePasswordForm): string | null {
  const parsed = changePasswordBody.safeParse({ user, oldPassword: f.oldPassword, newPassword: f.newPassword });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MSG.genericError;
  if (f.newPassword !== f.confirm) return MSG.passwordsDontMatch;
  return null;
}

/** /reset-password/:token: match first ('Parolele nu coincid!'), then length. */
export function resetPasswordProblem(password: string, repeat: string, token: string): string | null {
  if (password !== repeat) return MSG.resetPasswordsDontMatch;
  const parsed = resetPasswordBody.safeParse({ password, token });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MSG.genericError);
}
