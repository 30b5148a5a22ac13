import { bucharestDay } from '@domain/time.js';
import type { TokenScope } from '@domain/tokens/scopes.js';
import { formatDay } from '@/i18n/dates.js';
import type { TokensKey } from '@/i18n/tokens.js';

// What the page 'Tokenuri API' says of a token (decisions §23): its scopes in words, its days.

/** Each scope's word and what it lets a token do, in the catalogue (every key written whole: web/catalogue-ids.ts). */
export const SCOPE_WORDS: Record<TokenScope, { label: TokensKey; help: TokensKey }> = {
  read: { label: 'tokens.scope.read', help: 'tokens.scope.readHelp' },
  book: { label: 'tokens.scope.book', help: 'tokens.scope.bookHelp' },
  admin: { label: 'tokens.scope.admin', help: 'tokens.scope.adminHelp' },
};

/** '02.03.2026': the Bucharest day of an instant. */
export const dayOf = (instant: string): string => formatDay(bucharestDay(new Date(instant)));
