import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';

/** A file that switches to English (issue #40) hands the next test Romanian, an empty page and no kept choice. */
export function backToRomanianAfterEach(): void {
  afterEach(async () => {
    cleanup();
    await chooseLanguage('ro');
    localStorage.clear();
  });
}
