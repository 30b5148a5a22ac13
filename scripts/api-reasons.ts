// docs/api-reasons.md: the list of every `reason` a refusal can carry (domain/reasons.ts) with the
// Romanian message it comes with, written by `npm run openapi` beside openapi.json and checked with it;
// beside it, the English the web words the refusal with (web/src/i18n/catalogues/reasons/en.json, §22).
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MESSAGE_CATALOGUES as CATALOGUES } from '../domain/message-catalogues.js';
import { REASON_CODES } from '../domain/reasons.js';

/** The generic refusals, which name no catalogue's message. */
const GENERIC: Record<string, string> = {
  invalid:
    '400: the request does not match the operation (a field missing or malformed, a body that is not JSON); `message` names the field.',
  unauthenticated: '401: no token, or a token that is not (or no longer) a session.',
  access: "403: the caller's role or building may not call this operation (its `x-access`).",
  forbidden: '403: the caller may call the operation but not on this object.',
  notFound: '404: no such object, or one the caller may not see.',
  conflict: '409: the change conflicts with the current state.',
  throttled: '429: too many attempts; try again later.',
  unavailable:
    '503: the database cannot be reached for the moment (it is restarting or out of reach); „Serviciul este temporar indisponibil. Încercați din nou.”',
};

/** A message with its details left as placeholders (…), as the user reads it with real ones. */
function sample(message: unknown): string {
  if (typeof message === 'string') return message;
  if (typeof message !== 'function') return '';
  // A day is formatted, not repeated: '…' would read 'undefined.undefined.…', so a sample day goes there.
  for (const arg of ['…', ['…'], 0, '2027-03-01']) {
    try {
      // Every parameter the same placeholder: a message of several details (a floor's size) shows each.
      const text = String(message(...Array.from({ length: Math.max(1, message.length) }, () => arg)));
      if (!/undefined|NaN|Invalid/.test(text)) return text;
    } catch {
      // the next kind of argument
    }
  }
  return '';
}

/** The web's English catalogue of refusals, by reason code. */
const ENGLISH_FILE = new URL('../web/src/i18n/catalogues/reasons/en.json', import.meta.url);

/** An ICU message with its details as placeholders (…): a count reads as its 'other' form ('… days'). */
function sampleIcu(message: string): string {
  const walk = (parts: unknown, inPlural: boolean): string =>
    (Array.isArray(parts) ? parts : [parts])
      .map((p) => {
        if (typeof p === 'string') return inPlural && p === '#' ? '…' : p;
        if (!Array.isArray(p)) return '';
        const [, type, choices] = p as [string, string?, Record<string, unknown>?];
        return type === 'plural' && choices ? walk(choices.other, true) : '…';
      })
      .join('');
  return walk(compileMessage(message), false);
}

export function reasonsMarkdown(): string {
  const english = JSON.parse(readFileSync(ENGLISH_FILE, 'utf8')) as Record<string, string>;
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = REASON_CODES.map((code) => {
    const [area, key] = code.split('.');
    const text = key === undefined ? GENERIC[code] : `„${sample(CATALOGUES[area]?.[key])}”`;
    const en = english[`reasons.${code}`];
    return `| \`${code}\` | ${cell(text)} | ${en === undefined ? '' : cell(sampleIcu(en))} |`;
  });
  return [
    "# The reasons of the API's refusals",
    '',
    'Written by `npm run openapi` from domain/reasons.ts; do not edit by hand. Every refusal answers',
    '`{err, payload: null, message, reason}` (the `ApiError` of openapi.json): `message` is the Romanian',
    'sentence for the user and may be reworded; `reason` is one of the codes below and does not change.',
    'A client decides on `reason`, never on `message`. A fault (500) carries no reason.',
    '',
    'The column English is how the web words each refusal for a person who chose English (decisions §22),',
    'from web/src/i18n/catalogues/reasons/en.json; the API itself always answers in Romanian.',
    '',
    '| reason | meaning or message | English |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
