import { MSG } from '@domain/messages.js';
import { changePasswordBody, resetPasswordBody } from '@domain/schemas/accounts.js';
import { translate } from '@/i18n/i18n.js';
import { shell, type ShellKey } from '@/i18n/shell.js';

// The password rules of flex-office §5, checked with the server's own schemas.

/** The schemas' sentences (domain/messages.ts, Romanian as the server says them) in the person's language (issue #40). */
const WORDED: Record<string, ShellKey> = {
  [MSG.passwordTooShort]: 'shell.password.tooShort',
  [MSG.resetPasswordTooShort]: 'shell.password.resetTooShort',
  [MSG.oldPasswordWrong]: 'shell.password.oldWrong',
  [MSG.resetLinkInvalid]: 'shell.reset.linkInvalid',
  [MSG.genericError]: 'shell.genericError',
};
const said = (message: string | undefined) => {
  const text = message ?? MSG.genericError;
  const key = WORDED[text];
  return key ? translate(shell, key) : text;
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
  if (f.newPassword !== f.confirm) return translate(shell, 'shell.password.mismatch');
  return null;
}

/** /reset-password/:token: match first ('Parolele nu coincid!'), then length. */
export function resetPasswordProblem(password: string, repeat: string, token: string): string | null {
  if (password !== repeat) return translate(shell, 'shell.password.resetMismatch');
  const parsed = resetPasswordBody.safeParse({ password, token });
  return parsed.success ? null : said(parsed.error.issues[0]?.message);
}
