import { describe, expect, it } from 'vitest';
import { buildingsOf, dropdownTarget, homeOf, redirectForBuilding, type AccessSubject } from './buildings.js';

const u = (o: Partial<AccessSubject>): AccessSubject => ({ role: 'user', building: '1', buildingList: [], adminOf: [], ...o });

describe('building access', () => {
  it('gives admins both buildings and others their building and list', () => {
    expect(buildingsOf(u({ role: 'admin', building: '0' }))).toEqual(['1', '2']);
    expect(buildingsOf(u({ building: '2' }))).toEqual(['2']);
    expect(buildingsOf(u({ building: '1', buildingList: ['2'] }))).toEqual(['1', '2']);
    expect(buildingsOf(u({ building: '0', adminOf: ['2'] }))).toEqual(['2']);
  });

  it('sends a user without lists straight to their building from /dropdown', () => {
    expect(dropdownTarget(u({ building: '2' }))).toBe('/turn/add');
    expect(dropdownTarget(u({ building: '1' }))).toBe('/birouri');
    expect(dropdownTarget(u({ building: '0' }))).toBe('/birouri');
    expect(dropdownTarget(u({ buildingList: ['1', '2'] }))).toBeNull();
    expect(dropdownTarget(u({ adminOf: ['1'] }))).toBeNull();
    // An administrator with empty lists still sees both buildings: 'Schimbă clădirea' must not bounce.
    expect(dropdownTarget(u({ role: 'admin' }))).toBeNull();
  });

  it('leads / to the building of a user without lists, and to /dropdown for one who chooses', () => {
    expect(homeOf(u({ building: '2' }))).toBe('/turn/add');
    expect(homeOf(u({ building: '1' }))).toBe('/birouri');
    expect(homeOf(u({ buildingList: ['1', '2'] }))).toBe('/dropdown');
    expect(homeOf(u({ role: 'admin' }))).toBe('/dropdown');
  });

  it('redirects a route of a building the user lacks to the other building', () => {
    expect(redirectForBuilding(u({ building: '2' }), '/birouri/admin')).toBe('/turn/add');
    expect(redirectForBuilding(u({ building: '1' }), '/turn/reservations')).toBe('/birouri');
    expect(redirectForBuilding(u({ building: '1' }), '/birouri')).toBeNull();
    expect(redirectForBuilding(u({ building: '1' }), '/password')).toBeNull();
    expect(redirectForBuilding(u({ building: '0' }), '/turn/add')).toBeNull();
  });
});
