import { ApiError, errorMessage } from '../api/client.js';
import { messages as ro } from './catalogues/reasons/ro.json?lingui';
import { formatDay } from './dates.js';
import { currentLanguage, translate, type Values } from './i18n.js';
import type { Language } from './language.js';
import { reasons, type ReasonsKey } from './reasons.js';
import { useT } from './use-t.js';

// A refusal in the person's language (issue #40 point 3, decisions §22): the API's `message` stays the
// specifications' Romanian sentence, and the web words the refusal by its `reason` from the catalogue
// `reasons` (one message per reason of docs/api-reasons.md, 'reasons.desk.taken').
//
// In Romanian the words are the server's own sentence, which the Romanian catalogue repeats (its test
// compares them with domain's): so no page's Romanian changes, not even for a sentence the server
// words otherwise under the same reason. In English, a message with details (a desk, a name, a day, a
// count) reads them back from the server's sentence, the Romanian catalogue message with the details
// filled in: 'Acest birou este alocat pentru Ana Pop.' gives {name: 'Ana Pop'} for 'This desk is
// allocated to {name}.', and a day comes in en-GB.

/** A detail of a message: its name, and whether it is a count (an ICU plural). */
interface Detail {
  name: string;
  count: boolean;
}

interface Template {
  pattern: RegExp;
  details: Detail[];
}

const templates = new Map<string, Template | null>();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Romanian message as a pattern that reads its details back, or null when it has none. */
function template(key: string): Template | null {
  if (templates.has(key)) return templates.get(key)!;
  const compiled: unknown = ro[key];
  let t: Template | null = null;
  if (Array.isArray(compiled) && compiled.some((p) => Array.isArray(p))) {
    const details: Detail[] = [];
    let source = '^';
    for (const p of compiled as unknown[]) {
      if (typeof p === 'string') source += escape(p);
      else if (Array.isArray(p)) {
        source += '(.+?)';
        details.push({ name: String(p[0]), count: p[1] === 'plural' });
      }
    }
    t = { pattern: new RegExp(`${source}$`, 'su'), details };
  }
  templates.set(key, t);
  return t;
}

/** A day as the server writes it, DD.MM.YYYY. */
const SERVER_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** The details of a refusal's Romanian sentence, ready for the message of `language`; null when it does not match. */
function detailsOf(t: Template, message: string, language: Language): Values | null {
  const m = t.pattern.exec(message);
  if (!m) return null;
  const values: Values = {};
  for (const [i, d] of t.details.entries()) {
    const text = m[i + 1];
    if (d.count) {
      const digits = /\d[\d.]*/.exec(text);
      if (!digits) return null;
      values[d.name] = Number(digits[0].replace(/\./g, ''));
    } else {
      const day = SERVER_DAY.exec(text);
      values[d.name] = day ? formatDay(`${day[3]}-${day[2]}-${day[1]}`, language) : text;
    }
  }
  return values;
}

/** The reason's key in the catalogue, or null for a failure without a known reason (a fault, the network's). */
function keyOf(error: unknown): ReasonsKey | null {
  if (!(error instanceof ApiError) || !error.reason) return null;
  const key = `reasons.${error.reason}`;
  return key in ro ? (key as ReasonsKey) : null;
}

/**
 * The sentence to show for a failed request, in the language active now: a refusal by its reason from
 * the catalogue; any other failure (no reason, an unknown one, the network's) as `errorMessage`.
 * The component that shows it calls `useRefusalWords()` (or `useT(reasons)`), so that it re-renders on
 * a switch and the English catalogue is loaded.
 */
export function refusalWords(error: unknown): string {
  const key = keyOf(error);
  if (!key) return errorMessage(error);
  const language = currentLanguage();
  const server = errorMessage(error);
  if (language === 'ro') return server;
  const t = template(key);
  if (!t) return translate(reasons, key);
  const values = detailsOf(t, server, language);
  // A sentence the server worded otherwise: its details are unknown, and its own words beat a blank.
  return values ? translate(reasons, key, values) : server;
}

/** `refusalWords` for a component: loads the reasons' catalogue of the person's language and re-renders on a switch. */
export function useRefusalWords(): (error: unknown) => string {
  useT(reasons);
  return refusalWords;
}
