import { describe, expect, it } from 'vitest';
import { OTHER_BRAND } from '@domain/tower/brands.js';
import { TOWER_WORDS } from '@/features/turn/tower-messages.js';
import type { Car } from '@/api/tower.js';
import {
  brandFields,
  brandOf,
  carEditBody,
  carEditProblems,
  daysText,
  flagsOf,
  NO_OWNER,
  ownerShown,
  setFlag,
  valuesOf,
} from './car-edit.js';

const NOW = new Date('2027-03-01T07:00:00Z');
const car = (over: Partial<Car> = {}): Car => ({
  _id: 'c1',
  brand: 'Dacia',
  license_plate: 'B123ABC',
  foreign_plate: false,
  active: true,
  user_id: 'u1',
  owner: 'Ana Pop',
  date_removed: null,
  function_car: false,
  permanent_access: false,
  electric: false,
  ...over,
});

describe('the brand', () => {
  it('is one of the list, or written after Alta marca', () => {
    expect(brandFields('Dacia')).toEqual({ choice: 'Dacia', other: '' });
    expect(brandFields('Trabant')).toEqual({ choice: OTHER_BRAND, other: 'Trabant' });
    expect(brandFields(OTHER_BRAND)).toEqual({ choice: OTHER_BRAND, other: '' });
    expect(brandOf({ choice: 'Volvo', other: 'ignored' })).toBe('Volvo');
    expect(brandOf({ choice: OTHER_BRAND, other: ' Trabant ' })).toBe('Trabant');
    expect(brandOf({ choice: OTHER_BRAND, other: ' ' })).toBe(OTHER_BRAND);
  });
});

describe('function car and permanent access (tower §4)', () => {
  it('ticking one clears the other, and unticking it restores the other', () => {
    const f = flagsOf(car({ function_car: true }));
    const permanent = setFlag(f, 'permanent_access', true);
    expect([permanent.function_car, permanent.permanent_access]).toEqual([false, true]);
    const back = setFlag(permanent, 'permanent_access', false);
    expect([back.function_car, back.permanent_access]).toEqual([true, false]);
  });

  it('restores only what was cleared', () => {
    const f = flagsOf(car());
    const ticked = setFlag(f, 'function_car', true);
    expect(setFlag(ticked, 'function_car', false)).toMatchObject({ function_car: false, permanent_access: false });
    // The other way round: a company car made a function car gets its permanent access back.
    const company = setFlag(flagsOf(car({ permanent_access: true })), 'function_car', true);
    expect(company).toMatchObject({ function_car: true, permanent_access: false });
    expect(setFlag(company, 'function_car', false)).toMatchObject({ function_car: false, permanent_access: true });
  });
});

describe('the plate', () => {
  const cars = [
    car(),
    car({ _id: 'c2', license_plate: 'CJ12ABC' }),
    car({ _id: 'c3', license_plate: 'B99OLD', active: false, date_removed: '2027-02-15T00:00:00Z' }),
  ];
  const edit = (plate: string, foreign = false) => ({ ...valuesOf(car()), plate, foreign });

  it('is checked as when adding a car: required, the format unless foreign, free', () => {
    expect(carEditProblems(car(), edit(''), cars, NOW, 60).plate).toBe(TOWER_WORDS.required);
    expect(carEditProblems(car(), edit('XY 12'), cars, NOW, 60)).toEqual({ plate: TOWER_WORDS.plateInvalid });
    expect(carEditProblems(car(), edit('XY 12', true), cars, NOW, 60)).toEqual({});
    expect(carEditProblems(car(), edit('cj-12-abc'), cars, NOW, 60)).toEqual({ form: TOWER_WORDS.carExistsClient });
    expect(carEditProblems(car(), edit('B99OLD'), cars, NOW, 60)).toEqual({ form: TOWER_WORDS.carExistsClient });
    expect(carEditProblems(car(), edit('b 321 abc'), cars, NOW, 60)).toEqual({});
  });

  it('kept as it was is not judged again (an older plate), and the car is no clash with itself', () => {
    const old = car({ license_plate: 'OLD1' });
    expect(carEditProblems(old, valuesOf(old), [old], NOW, 60)).toEqual({});
  });

  it('is sent normalised with the other fields', () => {
    expect(carEditBody(car(), { ...edit('b-321 abc'), brand: { choice: OTHER_BRAND, other: 'Trabant' } })).toEqual({
      _id: 'c1',
      brand: 'Trabant',
      license_plate: 'B321ABC',
      foreign_plate: false,
      function_car: false,
      permanent_access: false,
      electric: false,
    });
  });

  it('keeps the electric flag as read, and sends it as ticked, whatever the other flags (decisions §26)', () => {
    const electric = car({ electric: true, permanent_access: true });
    expect(valuesOf(electric).electric).toBe(true);
    expect(carEditBody(electric, valuesOf(electric))).toMatchObject({ electric: true, permanent_access: true });
    const ticked = { ...valuesOf(car()), electric: true, flags: setFlag(valuesOf(car()).flags, 'function_car', true) };
    expect(carEditBody(car(), ticked)).toMatchObject({ electric: true, function_car: true, permanent_access: false });
    expect(carEditBody(electric, { ...valuesOf(electric), electric: false }).electric).toBe(false);
  });
});

describe('the owner shown', () => {
  it('is the company label for permanent access, else the user', () => {
    expect(ownerShown(car(), false)).toBe('Ana Pop');
    expect(ownerShown(car(), true)).toBe('Companie');
    expect(ownerShown(car({ permanent_access: true, owner: 'Compania X', user_id: null }), true)).toBe('Compania X');
    expect(ownerShown(car({ permanent_access: true, owner: 'Companie', user_id: null }), false)).toBe(NO_OWNER);
    expect(ownerShown(car({ permanent_access: true, owner: 'Companie' }), false, 'Ana Pop')).toBe('Ana Pop');
  });
});

it('counts days in Romanian', () => {
  expect([1, 5, 19, 20, 60, 101, 119, 120, 200].map(daysText)).toEqual([
    '1 zi',
    '5 zile',
    '19 zile',
    '20 de zile',
    '60 de zile',
    '101 zile',
    '119 zile',
    '120 de zile',
    '200 de zile',
  ]);
});
