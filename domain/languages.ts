// The languages a person reads the product in (decisions §22): Romanian, the default, and English.
// A person's choice is the users table's `language` (migration 021), part of the API's User.
export const LANGUAGES = ['ro', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language of a person who has not chosen one, and of everything the specifications write. */
export const DEFAULT_LANGUAGE = 'ro' as const satisfies Language;
