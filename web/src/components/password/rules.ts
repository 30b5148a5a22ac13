import { changePasswordBody, resetPasswordBody } from '@domain/schemas/accounts.js';
import { translate } from '@/i18n/i18n.js';
import { passwordArea, type PasswordKey } from '@/i18n/password.js';
import { shell } from '@/i18n/shell.js';

// The password rules of flex-office §5, checked with the server's own schemas.

/**
 * The schemas' minimum-length rules in the person's language (issue #40), known by the field they
 * refuse, never by the sentence: each field of the two schemas has one such rule (domain/schemas/accounts.ts).
 */
const TOO_SHORT: Record<string, PasswordKey> = {
  newPassword: 'password.tooShort',
  password: 'password.resetTooShort',
  oldPassword: 'password.oldWrong',
  token: 'password.reset.linkInvalid',
};
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
}
const said = (issue: Issue | undefined) => {
  if (issue === undefined) return translate(shell, 'shell.genericError');
  const key = issue.code === 'too_small' ? TOO_SHORT[String(issue.path[0])] : undefined;
  return key ? translate(passwordArea, key) : issue.message;
};

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** /password: length first ('Parola trebuie să aibă cel puțin 6 caractere'), then match. */
export function changePasswordProblem(user: string, f: ChangePasswordForm): string | null {
  const parsed = changePasswordBody.safeParse({ user, oldPassword: f.oldPassword, newPassword: f.newPassword });
  if (!parsed.success) return said(parsed.error.issues[0]);
  if (f.newPassword !== f.confirm) return translate(passwordArea, 'password.mismatch');
  return null;
}

/** /reset-password/:token: match first ('Parolele nu coincid!'), then length. */
export function resetPasswordProblem(password: string, repeat: string, token: string): string | null {
  if (password !== repeat) return translate(passwordArea, 'password.resetMismatch');
  const parsed = resetPasswordBody.safeParse({ password, token });
  return parsed.success ? null : said(parsed.error.issues[0]);
}
