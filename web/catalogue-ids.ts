import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// Issue #40, point 1 (no page grows by more than 8 KB): the catalogues' keys are written for people
// ('desks.cancel.questionFor'), and each travels twice, in the code that asks for it and in the
// catalogue. The build gives every key a short id (base 62 of its place in the sorted keys) in both,
// after minification, so that only words reach the browser. Only literal keys can be renamed: a key
// put together at run time ('desks.state.' + state) would be looked up under its long name and not
// found, so the build fails on any literal that is the start of a key.

const QUOTES = ['"', "'", '`'];

/**
 * Areas whose keys the web puts together at run time and so keep their names: `reasons`, looked up
 * by a refusal's reason (web/src/i18n/refusal-details.ts: 'reasons.' + the API's `reason`).
 */
export const NAMED_AREAS = ['reasons'];

/** Every key of the Romanian catalogues (the English have the same: web/src/i18n/catalogues.test.ts). */
export function catalogueKeys(cataloguesDir: string): string[] {
  return readdirSync(cataloguesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => Object.keys(JSON.parse(readFileSync(join(cataloguesDir, d.name, 'ro.json'), 'utf8')) as object))
    .sort();
}

/** key → short id; ids are distinct because places are. */
export function shortIds(keys: string[]): Map<string, string> {
  return new Map(keys.map((key, i) => [key, base62(i)]));
}

// 62 signs: 3,844 keys in two characters (36 would hold 1,296, fewer than the catalogues have).
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const base62 = (n: number): string => (n < 62 ? DIGITS[n] : base62(Math.floor(n / 62)) + DIGITS[n % 62]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces each quoted key by its quoted id; returns the code and the quoted literals that begin a key without being one. */
export function renameKeys(code: string, ids: Map<string, string>, areas: string[]): { code: string; partial: string[] } {
  // A quote, or an escaped one inside a string (a compiled catalogue is JSON in a string).
  const literal = new RegExp(`(\\\\?["'\`])((?:${areas.map(escape).join('|')})\\.[A-Za-z0-9_.]*)\\1`, 'g');
  const partial: string[] = [];
  // A template literal that begins a key and goes on with a value (`desks.state.${s}`) is put together at run time.
  for (const m of code.matchAll(new RegExp(`\`((?:${areas.map(escape).join('|')})\\.[A-Za-z0-9_.]*)\\$\\{`, 'g'))) partial.push(m[1]);
  const renamed = code.replace(literal, (whole, quote: string, key: string) => {
    const id = ids.get(key);
    if (id !== undefined) return `${quote}${id}${quote}`;
    if (key.endsWith('.') || [...ids.keys()].some((k) => k.startsWith(`${key}.`))) partial.push(key);
    return whole;
  });
  return { code: renamed, partial };
}

export function catalogueIds(cataloguesDir: string): Plugin {
  const areas = readdirSync(cataloguesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !NAMED_AREAS.includes(d.name))
    .map((d) => d.name);
  const ids = shortIds(catalogueKeys(cataloguesDir).filter((k) => !NAMED_AREAS.some((a) => k.startsWith(`${a}.`))));
  return {
    name: 'catalogue-ids',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!QUOTES.some((q) => areas.some((a) => code.includes(`${q}${a}.`)))) return null;
      const { code: renamed, partial } = renameKeys(code, ids, areas);
      if (partial.length)
        this.error(
          `${chunk.fileName}: a catalogue key put together at run time (${partial.join(', ')}): write each key whole (web/catalogue-ids.ts).`,
        );
      return { code: renamed, map: null };
    },
  };
}
