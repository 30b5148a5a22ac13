import { describe, expect, it } from 'vitest';
import { MSG } from '@domain/messages.js';
import { changePasswordProblem, resetPasswordProblem } from './rules.js';

describe('changePasswordProblem', () => {
  const ok = { oldPassword: 'veche1', newPassword: 'noua123', confirm: 'noua123' };

  it('accepts a valid change', () => {
    expect(changePasswordProblem('ana', ok)).toBeNull();
  });

  it('checks the length before the match', () => {
    expect(changePasswordProblem('ana', { ...ok, newPassword: 'abc', confirm: 'xyz' })).toBe(MSG.passwordTooShort);
    expect(changePasswordProblem('ana', { ...ok, confirm: 'altceva' })).toBe(MSG.passwordsDontMatch);
  });
});

describe('resetPasswordProblem', () => {
  const token = 'a'.repeat(32);

  it('accepts matching passwords of 6 characters or more', () => {
    expect(resetPasswordProblem('noua123', 'noua123', token)).toBeNull();
  });

  it('checks the match, then the length', () => {
    expect(resetPasswordProblem('abc', 'abd', token)).toBe(MSG.resetPasswordsDontMatch);
    expect(resetPasswordProblem('abc', 'abc', token)).toBe(MSG.resetPasswordTooShort);
  });
});
