import { ApiError, errorMessage } from '../api/client.js';
import { formatDay } from './dates.js';
import { currentLanguage, i18n, type Values } from './i18n.js';
import { useLanguage } from './use-t.js';

// A refusal in the person's language (issue #40 point 3, decisions §22): the API's `message` stays the
// specifications' Romanian sentence, and the web words the refusal by its `reason` from the catalogue
// `reasons` (one message per reason of docs/api-reasons.md, 'reasons.desk.taken').
//
// In Romanian the words are the server's own sentence, which the Romanian catalogue repeats (its test
// compares them with domain's): so no page's Romanian changes, not even for a sentence the server
// words otherwise under the same reason. In English, refusal-details.ts words it, the details (a desk,
// a name, a day, a count) read back from the server's sentence, a day in en-GB. That module and both
// catalogues are downloaded only when English is first chosen: the booking pages that show refusals
// stay within their budgets (web/bundle-budget.json).

type Details = typeof import('./refusal-details.js');
let details: Details | null = null;
let loading: Promise<void> | null = null;

function loadDetails(): Promise<void> {
  loading ??= import('./refusal-details.js').then(
    (m) => {
      i18n.load('en', m.en);
      details = m;
    },
    (e: unknown) => {
      loading = null; // a failed download is tried again at the next render
      throw e;
    },
  );
  return loading;
}

/**
 * The sentence to show for a failed request, in the language active now: a refusal by its reason from
 * the catalogue; any other failure (no reason, an unknown one, the network's) as `errorMessage`.
 * The component that shows it calls `useRefusalWords()`, so that it re-renders on a switch and the
 * catalogues are downloaded; until they are, English shows the server's sentence.
 */
export function refusalWords(error: unknown): string {
  const server = errorMessage(error);
  const language = currentLanguage();
  if (language === 'ro' || !(error instanceof ApiError) || !error.reason) return server;
  if (!details) {
    void loadDetails().catch(() => undefined); // for the next time; the server's words meanwhile
    return server;
  }
  const wording = { say: (key: string, values?: Values) => i18n._(key, values), day: (day: string) => formatDay(day, language) };
  return details.wordRefusal(error.reason, server, wording) ?? server;
}

/**
 * `refusalWords` for a component: re-renders it on a switch of language, and in English suspends it
 * until the reasons' catalogues are downloaded, the first time only. It throws the download, as useT
 * does and for its reason: React replays a component suspended in `use()` with the hooks it had, and
 * a download finished meanwhile skipped the call, so the replay broke on the hooks after it ("Update
 * hook called on initial render", CI of 30 November, the room display in English). `needed` false
 * leaves the download for when there is a refusal to word.
 */
export function useRefusalWords(needed = true): (error: unknown) => string {
  const language = useLanguage();
  if (needed && language !== 'ro' && !details) throw loadDetails();
  return refusalWords;
}

/** Downloads the English wording ahead (tests, or a page that words refusals outside a component). */
export const loadRefusalWords = (): Promise<void> => loadDetails();
