// 'Find a colleague' on the map (issue #14 point 4; its own answer since #43 point 3): the people
// holding a desk on a day whose name holds what was typed, whatever its case and Romanian
// diacritics ('stefan' finds 'Ștefan', 'ionescu' finds 'IONESCU').

/** The letters folded, and what each becomes (ș and ş, ț and ţ: both spellings of each are in use). */
const FOLD_FROM = 'ăâîșşțţ';
const FOLD_TO = 'aaisstt';

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

/** The first MAX_HOLDERS of `people` (folded names given) whose name holds `q`, in their order. */
export function holdersMatching<T extends { folded: string }>(people: readonly T[], q: string): T[] {
  const text = foldName(q.trim());
  const found: T[] = [];
  for (const p of people) {
    if (!p.folded.includes(text)) continue;
    found.push(p);
    if (found.length === MAX_HOLDERS) break;
  }
  return found;
}
