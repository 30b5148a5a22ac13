import { describe, expect, it } from 'vitest';
import { containsPattern, FOLD_FROM, FOLD_TO, foldName } from './holders.js';

describe("'Find a colleague': the names compared", () => {
  it('folds case and the Romanian diacritics, both spellings of ș and ț', () => {
    expect(foldName('Ștefan ŢUGUI Mănăstire Îngerul Sandu')).toBe('stefan tugui manastire ingerul sandu');
    expect(foldName('şţ')).toBe('st');
    expect(FOLD_FROM.length).toBe(FOLD_TO.length);
  });

  it('looks for the text anywhere, its own wildcards taken literally', () => {
    expect(containsPattern('  Ion ')).toBe('%ion%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
