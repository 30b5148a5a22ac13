import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.js';

// Issue #40, point 6 (decisions §22): each area's English catalogue has every key of the Romanian one
// and no other, no message is empty, each compiles, and both say the same placeholders.
const DIR = join(import.meta.dirname, 'catalogues');
const areas = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const read = (area: string, language: string) =>
  JSON.parse(readFileSync(join(DIR, area, `${language}.json`), 'utf8')) as Record<string, string>;

/** The names a message interpolates ({desk}, {count, plural, …}). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const p of parts) {
      if (Array.isArray(p)) {
        if (typeof p[0] === 'string') names.add(p[0]);
        for (const x of p.slice(1)) if (x && typeof x === 'object') for (const v of Object.values(x)) walk(v);
      }
    }
  };
  const compiled = compileMessage(message);
  walk(typeof compiled === 'string' ? [] : compiled);
  return [...names].sort();
}

describe('the catalogues (#40)', () => {
  it('has areas, each with a catalogue per language', () => {
    expect(areas).toContain('common');
    for (const area of areas) for (const l of LANGUAGES) expect(() => read(area, l), `${area}/${l}.json`).not.toThrow();
  });

  for (const area of areas) {
    it(`${area}: English has exactly the Romanian keys, each message written and compiled, with the same placeholders`, () => {
      const ro = read(area, 'ro');
      const en = read(area, 'en');
      expect(Object.keys(en).sort()).toEqual(Object.keys(ro).sort());
      for (const [key, message] of Object.entries(ro)) {
        expect(key.startsWith(`${area}.`), `${key} is named for its area`).toBe(true);
        expect(message.trim(), `ro ${key}`).not.toBe('');
        expect(en[key].trim(), `en ${key}`).not.toBe('');
        expect(placeholders(en[key]), key).toEqual(placeholders(message));
      }
    });
  }

  it('no key is in two areas', () => {
    const keys = areas.flatMap((a) => Object.keys(read(a, 'ro')));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
