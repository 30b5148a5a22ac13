import { describe, expect, it } from 'vitest';
import { banDue } from '../discipline.js';
import { allocate, capacityOf, openSpaces, presenceOutcome, rating, roundOutcome, TYPE, typeLabel } from './engine.js';

describe('capacity', () => {
  it('takes the day log, then the weekday setting, then maxParkingSpaces, then 100', () => {
    expect(capacityOf(1, 12, { maxParkingSpacesMonday: 40, maxParkingSpaces: 50 })).toBe(12);
    expect(capacityOf(1, null, { maxParkingSpacesMonday: 40, maxParkingSpaces: 50 })).toBe(40);
    expect(capacityOf(2, null, { maxParkingSpacesMonday: 40, maxParkingSpaces: 50 })).toBe(50);
    expect(capacityOf(3, null, {})).toBe(100);
    expect(capacityOf(1, 0, { maxParkingSpaces: 50 })).toBe(0);
  });

  it('takes the permanent-access cars off', () => {
    expect(openSpaces(50, 8)).toBe(42);
    expect(openSpaces(5, 8)).toBe(0);
  });
});

describe('allocation order', () => {
  const req = (id: string, userId: string, minute: number) => ({ id, userId, dateAdded: new Date(Date.UTC(2026, 2, 2, 8, minute)) });
  const scores: Record<string, number> = { ana: 0, ion: 2, eva: 0, dan: 1 };
  const score = (u: string) => scores[u] ?? 0;

  it('serves the lowest indiscipline first, then the earliest request', () => {
    const waiting = [req('a', 'ion', 1), req('b', 'ana', 5), req('c', 'dan', 0), req('d', 'eva', 3)];
    const { granted, rest } = allocate(waiting, 3, score);
    expect(granted.map((r) => r.id)).toEqual(['d', 'b', 'c']);
    expect(rest.map((r) => r.id)).toEqual(['a']);
  });

  it('grants nothing when no space is free, and everything when there is room', () => {
    const waiting = [req('a', 'ion', 1), req('b', 'ana', 5)];
    expect(allocate(waiting, 0, score).granted).toEqual([]);
    expect(allocate(waiting, -3, score).granted).toEqual([]);
    expect(allocate(waiting, 10, score).rest).toEqual([]);
  });
});

describe('rounds', () => {
  const req = (id: string, userId: string, minute: number) => ({ id, userId, dateAdded: new Date(Date.UTC(2026, 2, 2, 8, minute)) });
  const waiting = [req('a', 'ion', 1), req('b', 'ana', 2), req('c', 'eva', 3)];
  const score = (u: string) => (u === 'ion' ? 2 : 0);

  it('the first round grants type 1 and leaves the others waiting', () => {
    expect(Object.fromEntries(roundOutcome('first', waiting, 2, score))).toEqual({ b: TYPE.first, c: TYPE.first });
  });
  it('the second round grants type 2 and closes the rest as not allocated', () => {
    expect(Object.fromEntries(roundOutcome('second', waiting, 1, score))).toEqual({
      b: TYPE.second,
      c: TYPE.notAllocated,
      a: TYPE.notAllocated,
    });
    expect(Object.fromEntries(roundOutcome('second', waiting, 0, score))).toEqual({ a: 4, b: 4, c: 4 });
  });
});

describe('presence, absences and bans', () => {
  const allocated = [
    { id: 'r1', plate: 'B01ABC', confirmed: false },
    { id: 'r2', plate: 'B02ABC', confirmed: false },
    { id: 'r3', plate: 'B03ABC', confirmed: true }, // confirmed by an earlier exit list
  ];
  it('confirms the listed cars and turns the other unconfirmed ones into absences', () => {
    expect(presenceOutcome(allocated, ['B01ABC', 'CJ99XYZ'], 'presence')).toEqual({ confirmed: ['r1'], absent: ['r2'] });
  });
  it('an exit list confirms but never records an absence', () => {
    expect(presenceOutcome(allocated, ['B02ABC'], 'exit')).toEqual({ confirmed: ['r2'], absent: [] });
  });
  it('bans for banDays once the score reaches banAtScore', () => {
    const now = new Date('2026-03-10T17:00:00Z');
    expect(banDue(2, { banAtScore: 3, banDays: 14 }, now)).toBeNull();
    expect(banDue(3, { banAtScore: 3, banDays: 14 }, now)).toEqual(new Date('2026-03-24T17:00:00Z'));
  });
});

describe('rating and labels', () => {
  it('rates 3 less the indiscipline, not below 0', () => {
    expect([0, 1, 2, 3, 5].map(rating)).toEqual([3, 2, 1, 0, 0]);
  });
  it('labels each type as §4 says', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((t) => typeLabel(t))).toEqual([
      'In asteptare',
      'Rezervare prima runda',
      'Rezervare a doua runda',
      'Absent',
      'Nealocat',
      'Anulata',
      'N/A',
    ]);
    expect(typeLabel(2, false, true)).toBe('Absent');
  });
});
