import { messages as ro } from './catalogues/reasons/ro.json?lingui';
import type { Values } from './i18n.js';

// The part of refusal-words.ts that only a language other than Romanian needs, downloaded when it is
// first chosen: the reasons' catalogues and the reading of a refusal's details from the server's
// Romanian sentence, which is the Romanian catalogue message with the details filled in ('Acest birou
// este alocat pentru Ana Pop.' gives {name: 'Ana Pop'} for 'This desk is allocated to {name}.').
// It imports none of the modules every page has (i18n.ts, dates.ts): refusal-words.ts hands them in,
// so that they stay in the page's own chunks.

/** The English catalogue, which refusal-words.ts loads into the interface's Lingui instance. */
export { messages as en } from './catalogues/reasons/en.json?lingui';

/** What wording a refusal needs from the page: a catalogue message, and a day (YYYY-MM-DD) in the language. */
export interface Wording {
  say(key: string, values?: Values): string;
  day(day: string): string;
}

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

/** The details of a refusal's Romanian sentence, ready for the other language's message; null when it does not match. */
function detailsOf(t: Template, message: string, wording: Wording): Values | null {
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
      values[d.name] = day ? wording.day(`${day[3]}-${day[2]}-${day[1]}`) : text;
    }
  }
  return values;
}

/**
 * A refusal with this reason and the server's Romanian sentence, in the active language (not Romanian);
 * null for a reason the catalogue does not have, or a detailed sentence the server worded otherwise
 * (its details unknown: its own words beat blanks).
 */
export function wordRefusal(reason: string, server: string, wording: Wording): string | null {
  const key = `reasons.${reason}`;
  if (!(key in ro)) return null;
  const t = template(key);
  if (!t) return wording.say(key);
  const values = detailsOf(t, server, wording);
  return values ? wording.say(key, values) : null;
}
