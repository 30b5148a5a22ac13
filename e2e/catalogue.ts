import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The web's Romanian words (web/src/i18n/catalogues, issue #40) as the specs expect them on screen. Read
// from the catalogue itself: the modules that word them import it with `?lingui`, which only the
// build compiles, so a spec cannot import those modules.
export function romanian(area: string, key: string, values: Record<string, string> = {}): string {
  const file = fileURLToPath(new URL(`../web/src/i18n/catalogues/${area}/ro.json`, import.meta.url));
  const message = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (message === undefined) throw new Error(`${key} is not in the ${area} catalogue`);
  return message.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? `{${name}}`);
}

/** The web's English words (issue #40), read from the English catalogue as `romanian` reads the Romanian. */
export function english(area: string, key: string, values: Record<string, string> = {}): string {
  const file = fileURLToPath(new URL(`../web/src/i18n/catalogues/${area}/en.json`, import.meta.url));
  const message = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (message === undefined) throw new Error(`${key} is not in the ${area} English catalogue`);
  return message.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? `{${name}}`);
}
