import { describe, expect, it } from 'vitest';
import { TYPE, TYPE_LABEL } from './engine.js';
import { statusWords, typeOfLabel, TYPE_WORDS } from './type-words.js';

describe('the words of a request type', () => {
  it('say every type with diacritics, while the API keeps the labels of tower §4', () => {
    expect(Object.values(TYPE_WORDS)).toEqual([
      'În așteptare',
      'Rezervare prima rundă',
      'Rezervare a doua rundă',
      'Absent',
      'Nealocat',
      'Anulată',
    ]);
    expect(TYPE_LABEL[TYPE.first]).toBe('Rezervare prima runda');
  });

  it('read an API status by the type its label names', () => {
    expect(typeOfLabel('In asteptare')).toBe(TYPE.queue);
    expect(statusWords('In asteptare')).toBe('În așteptare');
    expect(statusWords('Rezervare a doua runda')).toBe('Rezervare a doua rundă');
    expect(statusWords('Anulata')).toBe('Anulată');
    expect(statusWords('N/A')).toBe('N/A');
  });
});
