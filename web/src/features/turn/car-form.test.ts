import { describe, expect, it } from 'vitest';
import { TOWER_WORDS } from './tower-messages.js';
import { carFormProblems } from './car-form.js';

const now = new Date('2027-03-01T07:00:00Z');
const car = (license_plate: string, over: { brand?: string; foreign_plate?: boolean } = {}) => ({
  brand: 'Dacia',
  foreign_plate: false,
  license_plate,
  ...over,
});

describe('carFormProblems', () => {
  it('asks for a plate and a brand', () => {
    expect(carFormProblems(car(' '), [], now, 60)).toEqual({ plate: TOWER_WORDS.required, form: TOWER_WORDS.carDataInvalid });
    expect(carFormProblems(car('B123ABC', { brand: ' ' }), [], now, 60)).toEqual({ form: TOWER_WORDS.carDataInvalid });
  });
  it('checks the Romanian format unless the plate is foreign', () => {
    expect(carFormProblems(car('XY12ABC'), [], now, 60)).toEqual({ plate: TOWER_WORDS.plateInvalid });
    expect(carFormProblems(car('b-12-abc'), [], now, 60)).toEqual({});
    expect(carFormProblems(car('XY12ABC', { foreign_plate: true }), [], now, 60)).toEqual({});
  });
  it('refuses an own car that is active or was removed within 60 days', () => {
    const active = { license_plate: 'B12ABC', active: true, date_removed: null };
    const recent = { license_plate: 'B12ABC', active: false, date_removed: '2027-02-01T00:00:00Z' };
    const old = { license_plate: 'B12ABC', active: false, date_removed: '2026-12-01T00:00:00Z' };
    expect(carFormProblems(car('B 12 ABC'), [active], now, 60)).toEqual({ form: TOWER_WORDS.carExistsClient });
    expect(carFormProblems(car('B12ABC'), [recent], now, 60)).toEqual({ form: TOWER_WORDS.carExistsClient });
    expect(carFormProblems(car('B12ABC'), [old], now, 60)).toEqual({});
  });
});
