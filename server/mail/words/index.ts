import type { Language } from '../../../domain/languages.js';
import { EN } from './en.js';
import { RO, type MailWords } from './ro.js';

// The e-mails' words by language (decisions §22): an e-mail to a person speaks the person's
// `language`; server/mail/templates.ts picks its words here. A new e-mail adds its entry to
// words/ro.ts, and TypeScript then asks for it in words/en.ts.

export type { MailWords };
export { englishDay } from './days.js';

const WORDS: { readonly [L in Language]: MailWords } = { ro: RO, en: EN };

/** The words of `language`; Romanian for anything else (a row from an older database). */
export const mailWords = (language: Language): MailWords => WORDS[language] ?? RO;

/** Whom an e-mail goes to: the address, the name it greets, the language it speaks. */
export interface Recipient {
  email: string;
  name: string;
  language: Language;
}
