import { describe, expect, it } from 'vitest';
import { foldName, holdersMatching, MAX_HOLDERS } from './holders.js';

describe("'Find a colleague': the names compared", () => {
  it('folds case and the Romanian diacritics, both spellings of ș and ț', () => {
    expect(foldName('Ștefan ŢUGUI Mănăstire Îngerul Sandu')).toBe('stefan tugui manastire ingerul sandu');
    expect(foldName('şţ')).toBe('st');
  });

  it('keeps the people whose name holds the text anywhere, in their order, at most MAX_HOLDERS', () => {
    const people = ['Ana Pop', 'Ioana Ștefănescu', 'Ion Stan', 'Maria Ionescu'].map((name) => ({ name, folded: foldName(name) }));
    expect(holdersMatching(people, ' ION ').map((p) => p.name)).toEqual(['Ion Stan', 'Maria Ionescu']);
    expect(holdersMatching(people, 'stef').map((p) => p.name)).toEqual(['Ioana Ștefănescu']);
    expect(holdersMatching(people, '%')).toEqual([]);
    const many = Array.from({ length: MAX_HOLDERS + 5 }, (_, i) => ({ folded: `popa ${i}` }));
    expect(holdersMatching(many, 'popa')).toHaveLength(MAX_HOLDERS);
  });
});
