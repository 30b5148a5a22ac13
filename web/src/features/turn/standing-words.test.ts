import { describe, expect, it } from 'vitest';
import type { ParkingStanding } from '@domain/schemas/tower-standing.js';
import { bucharestInstant } from '@domain/time.js';
import { TYPE } from '@domain/tower/engine.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { standingLines } from './standing-words.js';

// #47, decisions §26: the day dialog says the request's place in its last round, and why.
const NONE: ParkingStanding = { date: '2027-03-10', round: null, open: null, requests: null, position: null, outcome: null, rule: null };
const ranked = (s: Partial<ParkingStanding>): ParkingStanding => ({
  ...NONE,
  round: 'first',
  open: 20,
  requests: 41,
  position: 27,
  outcome: TYPE.queue,
  rule: 'indiscipline',
  ...s,
});
/** Just the first sentence, the place. */
const place = (s: Partial<ParkingStanding>) => standingLines(ranked(s), TYPE.first, null)[0];
const FRIDAY = bucharestInstant('2027-03-05', 16);

describe('standingLines in Romanian', () => {
  it('says the place with the feminine ordinal of "cererea" and the plurals with "de" from 20', () => {
    expect(place({ position: 1 })).toBe('În prima rundă, cererea dumneavoastră a fost prima din 41 de cereri pentru 20 de locuri.');
    expect(place({ position: 2, requests: 2, open: 1 })).toBe(
      'În prima rundă, cererea dumneavoastră a fost a 2-a din 2 cereri pentru 1 loc.',
    );
    expect(place({ position: 27 })).toBe('În prima rundă, cererea dumneavoastră a fost a 27-a din 41 de cereri pentru 20 de locuri.');
    expect(place({ position: 41, requests: 41, open: 3 })).toBe(
      'În prima rundă, cererea dumneavoastră a fost a 41-a din 41 de cereri pentru 3 locuri.',
    );
    expect(place({ position: 101, requests: 101, open: 19, round: 'second' })).toBe(
      'În a doua rundă, cererea dumneavoastră a fost a 101-a din 101 cereri pentru 19 locuri.',
    );
    expect(place({ position: 5, requests: 120, open: 101 })).toBe(
      'În prima rundă, cererea dumneavoastră a fost a 5-a din 120 de cereri pentru 101 locuri.',
    );
  });

  it('says a lone request and a round without a free space', () => {
    expect(place({ position: 1, requests: 1, open: 1 })).toBe('În prima rundă, cererea dumneavoastră a fost singura, pentru 1 loc.');
    expect(place({ position: 1, requests: 1, open: 5, round: 'second' })).toBe(
      'În a doua rundă, cererea dumneavoastră a fost singura, pentru 5 locuri.',
    );
    expect(place({ position: 3, requests: 5, open: 0, rule: null })).toBe(
      'În prima rundă nu a fost niciun loc liber; cererea dumneavoastră a fost a 3-a din 5 cereri.',
    );
  });

  it('says the rule, a priority space as got or as kept for others, and what a waiting request waits for', () => {
    expect(standingLines(ranked({ position: 20, outcome: TYPE.first }), TYPE.first, null)).toEqual([
      'În prima rundă, cererea dumneavoastră a fost a 20-a din 41 de cereri pentru 20 de locuri.',
      'A decis indisciplina: acolo unde s-au terminat locurile, cererile cu indisciplină mai mică au trecut înainte.',
    ]);
    expect(standingLines(ranked({ rule: 'time' }), TYPE.queue, null)).toEqual([
      'În prima rundă, cererea dumneavoastră a fost a 27-a din 41 de cereri pentru 20 de locuri.',
      'La indisciplină egală, a decis ora cererii.',
      'Cererea așteaptă a doua rundă, în ziua lucrătoare dinaintea zilei cerute.',
    ]);
    expect(standingLines(ranked({ rule: 'electric', outcome: TYPE.first }), TYPE.first, null)[1]).toBe(
      'Ați primit un loc păstrat pentru mașinile electrice.',
    );
    expect(standingLines(ranked({ rule: 'accessible', outcome: TYPE.second, round: 'second' }), TYPE.second, null)[1]).toBe(
      'Ați primit un loc păstrat pentru persoanele care au nevoie de un loc accesibil.',
    );
    expect(standingLines(ranked({ rule: 'electric', outcome: TYPE.notAllocated, round: 'second' }), TYPE.notAllocated, null)).toEqual([
      'În a doua rundă, cererea dumneavoastră a fost a 27-a din 41 de cereri pentru 20 de locuri.',
      'Locurile rămase erau păstrate pentru mașinile electrice.',
    ]);
    expect(standingLines(ranked({ rule: 'accessible', outcome: TYPE.queue }), TYPE.queue, null)[1]).toBe(
      'Locurile rămase erau păstrate pentru persoanele care au nevoie de un loc accesibil.',
    );
    // No one left out: the place alone.
    expect(standingLines(ranked({ position: 3, requests: 5, rule: null, outcome: TYPE.first }), TYPE.first, null)).toEqual([
      'În prima rundă, cererea dumneavoastră a fost a 3-a din 5 cereri pentru 20 de locuri.',
    ]);
  });

  it('before a round: when it runs for a waiting request, nothing for one that took a free space or is not loaded', () => {
    expect(standingLines(NONE, TYPE.queue, FRIDAY)).toEqual([
      'Runda care decide cererea nu a avut loc încă: locurile se repartizează vineri, 05.03.2027, la ora 16:00.',
    ]);
    expect(standingLines(NONE, TYPE.first, null)).toEqual([]);
    expect(standingLines(NONE, TYPE.queue, null)).toEqual([]);
    expect(standingLines(undefined, TYPE.queue, FRIDAY)).toEqual([]);
  });
});

describe('standingLines in English', () => {
  backToRomanianAfterEach();

  it('says the same with English ordinals and plurals', async () => {
    await chooseLanguage('en');
    expect(place({ position: 1 })).toBe('In the first round, your request was 1st of 41 requests for 20 spaces.');
    expect(place({ position: 2, requests: 2, open: 1 })).toBe('In the first round, your request was 2nd of 2 requests for 1 space.');
    expect(place({ position: 27 })).toBe('In the first round, your request was 27th of 41 requests for 20 spaces.');
    expect(place({ position: 41, requests: 41, round: 'second' })).toBe(
      'In the second round, your request was 41st of 41 requests for 20 spaces.',
    );
    expect(place({ position: 101, requests: 101, open: 3 })).toBe(
      'In the first round, your request was 101st of 101 requests for 3 spaces.',
    );
    expect(place({ position: 23, requests: 113 })).toBe('In the first round, your request was 23rd of 113 requests for 20 spaces.');
    expect(place({ position: 1, requests: 1, open: 1 })).toBe('In the first round, yours was the only request, for 1 space.');
    expect(place({ position: 3, requests: 5, open: 0 })).toBe('In the first round no space was free; your request was 3rd of 5 requests.');
    expect(standingLines(ranked({ rule: 'time' }), TYPE.queue, null).slice(1)).toEqual([
      'With equal indiscipline, the time of the request decided.',
      'Your request waits for the second round, on the working day before the day requested.',
    ]);
    expect(standingLines(ranked({ outcome: TYPE.first }), TYPE.first, null)[1]).toBe(
      'Indiscipline decided: where the spaces ran out, requests with less indiscipline went first.',
    );
    expect(standingLines(ranked({ rule: 'electric', outcome: TYPE.first }), TYPE.first, null)[1]).toBe(
      'You got a space kept for electric cars.',
    );
    expect(standingLines(ranked({ rule: 'accessible', outcome: TYPE.first }), TYPE.first, null)[1]).toBe(
      'You got a space kept for people who need an accessible space.',
    );
    expect(standingLines(ranked({ rule: 'electric', outcome: TYPE.notAllocated }), TYPE.notAllocated, null)[1]).toBe(
      'The remaining spaces were kept for electric cars.',
    );
    expect(standingLines(ranked({ rule: 'accessible', outcome: TYPE.queue }), TYPE.queue, null)[1]).toBe(
      'The remaining spaces were kept for people who need an accessible space.',
    );
    expect(standingLines(NONE, TYPE.queue, FRIDAY)).toEqual([
      'The round that decides your request has not run yet: the spaces are allocated on Friday, 05/03/2027, at 16:00.',
    ]);
  }, 20_000); // the first switch downloads and compiles the English catalogues
});
