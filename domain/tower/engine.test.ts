import { describe, expect, it } from 'vitest';
import { banDue } from '../discipline.js';
import { capacityOf, openSpaces, presenceOutcome, rating, typeLabel } from './engine.js';

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
