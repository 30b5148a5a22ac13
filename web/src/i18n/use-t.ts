import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n, type Area, type Values } from './i18n.js';
import type { Language } from './language.js';

export type Translate<K extends string> = (key: K, values?: Values) => string;

const subscribe = (changed: () => void) => i18n.on('change', changed);

/** The language the interface speaks; a component re-renders when the person switches it. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/**
 * The messages of one or more areas in the person's language (issue #40): `t('key', {count})` with the key
 * checked against the Romanian catalogue. A page that renders while its area's other language is
 * still downloading suspends instead of showing keys. No provider is needed: the one Lingui instance
 * is the module's, and a switch re-renders every component that asked.
 *
 * It suspends by throwing the download, not by `use()`: React replays a component that suspended in
 * `use()` with the hooks it had, and a catalogue that arrived meanwhile skips the call, so the hooks
 * after it (react-query's) broke the replay ("Update hook called on initial render", issue #37).
 * Calling `use()` at every render instead makes `act` stop flushing in tests even for a settled
 * promise. A thrown promise is never replayed: the component renders afresh once it resolves.
 */
export function useT<A extends Area<string>[]>(...areas: A): Translate<KeyOf<A[number]>> {
  const language = useLanguage();
  for (const area of areas) if (!area.loaded(language)) throw area.load(language);
  return (key, values) => i18n._(key, values);
}

/** The keys of an area: useT(booking, forms) takes the keys of both. */
type KeyOf<A> = A extends Area<infer K> ? K : never;
