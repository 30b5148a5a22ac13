import { use, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, type Area, type Values } from './i18n.js';
import type { Language } from './language.js';

export type Translate<K extends string> = (key: K, values?: Values) => string;

const subscribe = (changed: () => void) => i18n.on('change', changed);

/** The language the interface speaks; a component re-renders when the person switches it. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/**
 * The messages of one area in the person's language (issue #40): `t('key', {count})` with the key
 * checked against the Romanian catalogue. A page that renders while its area's other language is
 * still downloading suspends (React's `use`) instead of showing keys. No provider is needed: the
 * one Lingui instance is the module's, and a switch re-renders every component that asked.
 */
export function useT<K extends string>(area: Area<K>): Translate<K> {
  const language = useLanguage();
  if (!area.loaded(language)) use(area.load(language));
  return (key, values) => i18n._(key, values);
}
