import { describe, expect, it } from 'vitest';
import { z } from '@domain/zod-ro.js';
import { chooseLanguage } from './i18n.js';
import './zod-language.js';

// Issue #40: a shared schema's own problem (no specification words it) reads in the person's language.
const problem = () => z.email().safeParse('nu-i e-mail').error?.issues[0].message;

describe("zod's own messages on the web", () => {
  it('are Romanian, English once English is chosen, and Romanian again', async () => {
    expect(problem()).toBe('Format invalid: adresă de email');
    await chooseLanguage('en');
    expect(problem()).toBe('Invalid email address');
    await chooseLanguage('ro');
    expect(problem()).toBe('Format invalid: adresă de email');
    localStorage.clear();
  });
});
