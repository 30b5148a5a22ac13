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
 * The messages of one or more areas in the person's language (issue #40): `t('key', {count})` with the key
 * checked against the Romanian catalogue. A page that renders while its area's other language is
 * still downloading suspends (React's `use`) instead of showing keys. No provider is needed: the
 * one Lingui instance is the module's, and a switch re-renders every component that asked.
 */
export function useT<A extends Area<string>[]>(...areas: A): Translate<KeyOf<A[number]>> {
  const language = useLanguage();
  for (const area of areas) if (!area.loaded(language)) use(area.load(language));
  return (key, values) => i18n._(key, values);
}

/** The keys of an area: useT(booking, forms) takes the keys of both. */
type KeyOf<A> = A extends Area<infer K> ? K : never;
