import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '@domain/languages.js';
import { browserLanguage, INTL_TAG, isLanguage, keepBrowserLanguage, type Language } from './language.js';

/**
 * The interface's one Lingui instance (issue #40). Each area of the app has its catalogue
 * (catalogues/{area}/{ro,en}.json): the Romanian part comes with the area's code, the English part
 * is downloaded only when English is chosen (§22, "the other language's catalogue loads only when chosen").
 */
export const i18n = setupI18n({ messages: { ro: {} } }); // an empty Romanian until the areas bring theirs: no warning at the first activate

export interface Area<K extends string> {
  readonly name: string;
  /** Only for the key type: the Romanian catalogue's keys. */
  readonly keys?: K;
  /** Resolves when the area's catalogue of that language is loaded. */
  load(language: Language): Promise<void>;
  loaded(language: Language): boolean;
}

const areas: Area<string>[] = [];

/** An area's catalogue: its Romanian messages at once, each other language's when first asked for. */
export function defineArea<K extends string>(
  name: string,
  ro: Messages,
  others: Record<Exclude<Language, 'ro'>, () => Promise<{ messages: Messages }>>,
): Area<K> {
  i18n.load('ro', ro);
  const pending = new Map<Language, Promise<void>>();
  const done = new Set<Language>(['ro']);
  const area: Area<K> = {
    name,
    loaded: (language) => done.has(language),
    load(language) {
      if (done.has(language)) return Promise.resolve();
      let p = pending.get(language);
      if (!p) {
        p = others[language as Exclude<Language, 'ro'>]().then(
          ({ messages }) => {
            i18n.load(language, messages);
            done.add(language);
          },
          (e: unknown) => {
            pending.delete(language); // a failed download is tried again at the next render
            throw e;
          },
        );
        pending.set(language, p);
      }
      return p;
    },
  };
  areas.push(area);
  return area;
}

/**
 * Something besides the catalogues that speaks the person's language (zod's own messages): brought to
 * the language before each switch, as an area's catalogue is, and to the language active now at once.
 */
export function followLanguage(name: string, apply: (language: Language) => Promise<void>): void {
  areas.push({ name, loaded: () => false, load: apply });
  if (currentLanguage() !== DEFAULT_LANGUAGE) void apply(currentLanguage());
}

/** The language the interface speaks now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * Switches the whole interface without a reload (§22): every area known so far is loaded in the
 * language first, so that no page shows keys meanwhile; areas loaded later suspend until theirs is.
 */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all(areas.map((a) => a.load(language)));
  activate(language);
}

/** The messages and the document's `lang` (axe, screen readers and the browser's hyphenation read it) at once. */
function activate(language: Language): void {
  i18n.activate(language, [INTL_TAG[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A choice of language by the person: kept by the browser too, so that /login opens in it next time. */
export async function chooseLanguage(language: Language): Promise<void> {
  keepBrowserLanguage(language);
  await activateLanguage(language);
}

// Romanian until a person or a browser says otherwise; messages come with each area's defineArea.
activate(DEFAULT_LANGUAGE);
const kept = browserLanguage();
if (kept && kept !== DEFAULT_LANGUAGE) void activateLanguage(kept);

export type Values = Record<string, string | number | null | undefined>;

/**
 * An area's message outside a component (a function that words a refusal, a column's header): in the
 * language active now. The component that shows it calls `useT(area)` too, so that it re-renders on a
 * switch and the area's catalogue is loaded before it renders.
 */
export function translate<K extends string>(_area: Area<K>, key: K, values?: Values): string {
  return i18n._(key, values);
}
