import { messages as ro } from './catalogues/reasons/ro.json?lingui';
import { messages as en } from './catalogues/reasons/en.json?lingui';
import { formatDay } from './dates.js';
import { i18n, type Values } from './i18n.js';
import type { Language } from './language.js';

// The part of refusal-words.ts that only a language other than Romanian needs, downloaded when it is
// first chosen: the reasons' catalogues and the reading of a refusal's details from the server's
// Romanian sentence, which is the Romanian catalogue message with the details filled in ('Acest birou
// este alocat pentru Ana Pop.' gives {name: 'Ana Pop'} for 'This desk is allocated to {name}.').

i18n.load('en', en);

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

/**
 * A refusal with this reason and the server's Romanian sentence, in the active language (not Romanian);
 * null for a reason the catalogue does not have, or a detailed sentence the server worded otherwise
 * (its details unknown: its own words beat blanks).
 */
export function wordRefusal(reason: string, server: string, language: Language): string | null {
  const key = `reasons.${reason}`;
  if (!(key in ro)) return null;
  const t = template(key);
  if (!t) return i18n._(key);
  const values = detailsOf(t, server, language);
  return values ? i18n._(key, values) : null;
}
