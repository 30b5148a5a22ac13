import { expect, it } from 'vitest';
import { freeGroupId, groupIdCandidates, groupSavedMessage, groupSlug, unknownIds } from './groups.js';
import { MSG } from './messages.js';

it('keys a group by its name as the demo groups are keyed', () => {
  expect(groupSlug('Regiunea Bucuresti')).toBe('regiunea-bucuresti');
  expect(groupSlug('  Proiect Știință & Țară ')).toBe('proiect-stiinta-tara');
  expect(groupSlug('Resurse Umane!')).toBe('resurse-umane');
  expect(groupSlug('!!!')).toBe('grup');
  expect(groupSlug('x'.repeat(200))).toHaveLength(60);
});

it('numbers a key already taken', () => {
  expect(freeGroupId(groupIdCandidates('it'), [])).toBe('it');
  expect(freeGroupId(groupIdCandidates('it'), ['it', 'it-2'])).toBe('it-3');
  expect(freeGroupId(groupIdCandidates('it', 2), ['it', 'it-2'])).toBeNull();
});

it('names the unknown ids in the order they were sent', () => {
  expect(unknownIds(['b', 'a', 'c'], ['a'])).toEqual(['b', 'c']);
});

it('says what a save did: created, parking spots only, or updated', () => {
  expect(groupSavedMessage(true, ['name', 'parkingSpots'])).toBe('Departamentul a fost adăugat cu succes!');
  expect(groupSavedMessage(false, ['parkingSpots'])).toBe('Setările parcării au fost actualizate cu succes!');
  expect(groupSavedMessage(false, ['parkingSpots', 'users'])).toBe(MSG.groupUpdated);
  expect(groupSavedMessage(false, [])).toBe(MSG.groupUpdated);
});
