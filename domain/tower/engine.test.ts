import { describe, expect, it } from 'vitest';
import { allocate, capacityOf, openSpaces, rating, typeLabel } from './engine.js';

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

describe('rating and labels', () => {
  it('rates 3 less the indiscipline, not below 0', () => {
    expect([0, 1, 2, 3, 5].map(rating)).toEqual([3, 2, 1, 0, 0]);
  });
  it('labels each type as §4 says', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((t) => typeLabel(t))).toEqual([
      'In asteptare', 'Rezervare prima runda', 'Rezervare a doua runda', 'Absent', 'Nealocat', 'Anulata', 'N/A',
    ]);
    expect(typeLabel(2, false, true)).toBe('Absent');
  });
});
