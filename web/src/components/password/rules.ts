import { MSG } from '@domain/messages.js';
import { changePasswordBody, resetPasswordBody } from '@domain/schemas/accounts.js';
import { translate } from '@/i18n/i18n.js';
import { passwordArea, type PasswordKey } from '@/i18n/password.js';
import { shell } from '@/i18n/shell.js';

// The password rules of flex-office §5, checked with the server's own schemas.

/** The schemas' sentences (domain/messages.ts, Romanian as the server says them) in the person's language (issue #40). */
const WORDED: Record<string, PasswordKey> = {
  [MSG.passwordTooShort]: 'password.tooShort',
  [MSG.resetPasswordTooShort]: 'password.resetTooShort',
  [MSG.oldPasswordWrong]: 'password.oldWrong',
  [MSG.resetLinkInvalid]: 'password.reset.linkInvalid',
};
const said = (message: string | undefined) => {
  if (message === undefined) return translate(shell, 'shell.genericError');
  const key = WORDED[message];
  return key ? translate(passwordArea, key) : message;
};

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** /password: length first ('Parola trebuie să aibă cel puțin 6 caractere'), then match. */
export function changePasswordProblem(user: string, f: ChangePasswordForm): string | null {
  const parsed = changePasswordBody.safeParse({ user, oldPassword: f.oldPassword, newPassword: f.newPassword });
  if (!parsed.success) return said(parsed.error.issues[0]?.message);
  if (f.newPassword !== f.confirm) return translate(passwordArea, 'password.mismatch');
  return null;
}

/** /reset-password/:token: match first ('Parolele nu coincid!'), then length. */
export function resetPasswordProblem(password: string, repeat: string, token: string): string | null {
  if (password !== repeat) return translate(passwordArea, 'password.resetMismatch');
  const parsed = resetPasswordBody.safeParse({ password, token });
  return parsed.success ? null : said(parsed.error.issues[0]?.message);
}
