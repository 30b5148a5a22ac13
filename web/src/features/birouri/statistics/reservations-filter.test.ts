import { describe, expect, it } from 'vitest';
import { exportPath } from '@/api/statistics.js';
import {
  floorChoices,
  NO_RESERVATION_FILTERS,
  readReservationFilters,
  reservationsFilter,
  WEEKDAY_ONLY,
  weekdayError,
} from './reservations-filter.js';

const TODAY = '2027-03-01';
const UUID_1 = '0b6f1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';

describe('the filters of /birouri/statistics', () => {
  it('without filters: every floor, group and person of the last 90 days', () => {
    expect(reservationsFilter(NO_RESERVATION_FILTERS, TODAY)).toEqual({
      from: '2026-12-02',
      to: TODAY,
      floor: undefined,
      groupId: undefined,
      uuid: undefined,
    });
    expect(exportPath('reservations', reservationsFilter(NO_RESERVATION_FILTERS, TODAY))).toBe(
      '/statistics/reservations/export?from=2026-12-02&to=2027-03-01',
    );
  });

  it('sends the floor, the group and the person chosen, and the range made whole', () => {
    const f = reservationsFilter({ from: '2027-03-12', to: '2027-03-02', floor: 5, groupId: 'it', uuid: UUID_1 }, TODAY);
    expect(f).toEqual({ from: '2027-03-02', to: '2027-03-12', floor: 5, groupId: 'it', uuid: UUID_1 });
    expect(exportPath('reservations', f)).toBe(
      `/statistics/reservations/export?from=2027-03-02&to=2027-03-12&floor=5&groupId=it&uuid=${UUID_1}`,
    );
  });

  it('reads them from the address, leaving unset what the page cannot use', () => {
    const p = new URLSearchParams(`de=2027-03-02&pana=2027-03-12&etaj=5&grup=it&persoana=${UUID_1}`);
    expect(readReservationFilters(p)).toEqual({ from: '2027-03-02', to: '2027-03-12', floor: 5, groupId: 'it', uuid: UUID_1 });
    expect(readReservationFilters(new URLSearchParams('de=32.01.2027&etaj=900&grup=&persoana=x'))).toEqual(NO_RESERVATION_FILTERS);
  });

  it('does not take a weekend day, and says why under the field', () => {
    const f = reservationsFilter({ ...NO_RESERVATION_FILTERS, from: '2027-03-06', to: '2027-03-09' }, TODAY);
    expect(f).toMatchObject({ from: '2027-03-09', to: '2027-03-09' });
    expect(weekdayError('2027-03-06')).toBe(WEEKDAY_ONLY);
    expect(weekdayError('2027-03-07')).toBe(WEEKDAY_ONLY);
    expect(weekdayError('2027-03-08')).toBeNull();
    expect(weekdayError('')).toBeNull();
  });
});

describe("the floor filter (decisions §18: the building's floors)", () => {
  const floors = [
    { floor: 2, name: 'Parter înalt' },
    { floor: 4, name: 'Etajul 4' },
  ];
  it("lists the building's floors, and reads any floor a building may have from the address", () => {
    expect(floorChoices(floors, '')).toEqual(floors);
    expect(readReservationFilters(new URLSearchParams('etaj=12')).floor).toBe(12);
  });
  it('keeps listing a floor asked for in the address that the building does not have, in its place', () => {
    expect(floorChoices(floors, 3).map((f) => f.name)).toEqual(['Parter înalt', 'Etajul 3 (șters sau inexistent)', 'Etajul 4']);
    expect(floorChoices(undefined, 5)).toEqual([{ floor: 5, name: 'Etajul 5' }]);
  });
});

describe('export paths of the other tables', () => {
  it('append /export to the table and keep its filters, leaving out the unset ones', () => {
    expect(exportPath('groups', { from: '2027-03-01', to: '2027-03-31' })).toBe('/statistics/groups/export?from=2027-03-01&to=2027-03-31');
    expect(exportPath('manager', { from: '2027-03-01', to: '2027-03-01' })).toBe(
      '/statistics/manager/export?from=2027-03-01&to=2027-03-01',
    );
    expect(exportPath('towerDays', { from: '2027-03-01', to: '2027-03-31' })).toBe(
      '/statistics/tower/days/export?from=2027-03-01&to=2027-03-31',
    );
    expect(exportPath('towerReservations', { from: '2027-03-01', to: '2027-03-31', uuid: undefined, carId: 'c-1' })).toBe(
      '/statistics/tower/reservations/export?from=2027-03-01&to=2027-03-31&carId=c-1',
    );
  });
});
