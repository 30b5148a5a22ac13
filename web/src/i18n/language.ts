import { LANGUAGES, type Language } from '@domain/languages.js';

// The languages of the interface (issue #40, decisions §22): domain/languages.ts names them for both sides.
export { LANGUAGES, type Language };

/** The tag dates and numbers are written with (§22): ro-RO or en-GB. */
export const INTL_TAG: Record<Language, string> = { ro: 'ro-RO', en: 'en-GB' };

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAME: Record<Language, string> = { ro: 'Română', en: 'English' };

const STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The choice made on /login before signing in, kept by the browser (§22); null when none was made. */
export function browserLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage refused (private mode): Romanian
  }
}

export function keepBrowserLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // the choice then lasts as long as the page
  }
}
