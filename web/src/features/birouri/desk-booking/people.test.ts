import { describe, expect, it } from 'vitest';
import { filterPeople, personDetail, personOptions } from './people.js';

const people = [
  { uuid: 'a1', name: 'Andrei Stan', email: 'andrei.stan12@example.com', role: 'user' as const },
  { uuid: 'a2', name: 'Andrei Stan', email: 'andrei.stan87@example.com', role: 'user' as const },
  { uuid: 's', name: 'Ștefan Popa', email: 'stefan.popa3@example.com', role: 'user' as const },
  { uuid: 'm', name: 'Mihai Manager', email: 'manager@example.com', role: 'manager' as const },
  { uuid: 'b', name: 'Bianca Ionescu', email: 'bianca.ionescu9@example.com', role: 'manager' as const },
  { uuid: 'c', name: 'Bogdan Constantin', email: 'bogdan.constantin4@example.com', role: 'user' as const },
];
const me = { ...people[3], managerOf: ['it'] };

describe('team picker filter', () => {
  it('finds people by name, and both namesakes by their shared name', () =>
    expect(filterPeople(people, 'andrei stan').map((p) => p.uuid)).toEqual(['a1', 'a2']));
  it('tells namesakes apart by e-mail', () => expect(filterPeople(people, 'andrei.stan87@').map((p) => p.uuid)).toEqual(['a2']));
  it('matches words in any order, across name and e-mail, whatever the case and diacritics', () => {
    expect(filterPeople(people, 'STAN andrei.stan12').map((p) => p.uuid)).toEqual(['a1']);
    expect(filterPeople(people, 'stefan').map((p) => p.uuid)).toEqual(['s']);
    expect(filterPeople(people, 'ștefan').map((p) => p.uuid)).toEqual(['s']);
    expect(filterPeople(people, 'popa3@example').map((p) => p.uuid)).toEqual(['s']);
    expect(filterPeople(people, 'andrei.stan12@example.com').map((p) => p.uuid)).toEqual(['a1']);
  });
  it('matches the beginning of a name or e-mail part, not the middle of a word', () => {
    expect(filterPeople(people, 'stan').map((p) => p.uuid)).toEqual(['a1', 'a2']);
    expect(filterPeople(people, 'escu').map((p) => p.uuid)).toEqual([]);
  });
  it('keeps everyone for an empty search and no one for a stranger', () => {
    expect(filterPeople(people, '  ')).toHaveLength(people.length);
    expect(filterPeople(people, 'nimeni')).toEqual([]);
  });
});

describe('team picker options', () => {
  const desks = new Map([['a2', '4-12']]);
  it('puts the caller first, then the others by name and e-mail, each with the desk held that day', () => {
    const options = personOptions(me, people, false, desks);
    expect(options.map((o) => [o.uuid, o.isMe])).toEqual([
      ['m', true],
      ['a1', false],
      ['a2', false],
      ['b', false],
      ['c', false],
      ['s', false],
    ]);
    expect(options.map(personDetail)).toEqual([
      'manager@example.com',
      'andrei.stan12@example.com',
      'andrei.stan87@example.com · are deja biroul 4-12',
      'bianca.ionescu9@example.com',
      'bogdan.constantin4@example.com',
      'stefan.popa3@example.com',
    ]);
  });
  it('offers only employees to a manager who already holds a desk that day', () =>
    expect(personOptions(me, people, true, desks).map((o) => o.uuid)).toEqual(['a1', 'a2', 'c', 's']));
});
