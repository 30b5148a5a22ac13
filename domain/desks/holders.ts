// 'Find a colleague' on the map (issue #14 point 4; its own answer since #43 point 3): the people
// holding a desk on a day whose name holds what was typed, whatever its case and Romanian
// diacritics ('stefan' finds 'Ștefan', 'ionescu' finds 'IONESCU'). The database folds names with the
// same two strings (translate), so that both sides agree by construction.

/**
 * The letters folded, and what each becomes (ș and ş, ț and ţ: both spellings of each are in use).
 * Capitals too: a database whose character type is plain C lowers only A to Z.
 */
export const FOLD_FROM = 'ăâîșşțţĂÂÎȘŞȚŢ';
export const FOLD_TO = 'aaisstt'.repeat(2);

/** At most this many people in one answer: a list to choose from, not a directory. */
export const MAX_HOLDERS = 20;

/** A name or a query as it is compared: lower case, the Romanian diacritics folded. */
export function foldName(s: string): string {
  let out = '';
  for (const ch of s.toLowerCase()) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out;
}

/** The LIKE pattern of a query: its folded text anywhere in a name, its own % _ and \ taken literally. */
export const containsPattern = (q: string): string => `%${foldName(q.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
