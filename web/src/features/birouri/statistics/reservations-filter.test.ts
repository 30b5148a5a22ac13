import { describe, expect, it } from 'vitest';
import { exportPath } from '../../../api/statistics.js';
import { NO_RESERVATION_FILTERS, reservationsFilter, WEEKDAY_ONLY, weekdayError } from './reservations-filter.js';

const TODAY = '2027-03-01';

describe('the filters of /birouri/statistics', () => {
  it('without filters: every floor, group and person from 2021-02-08 to today', () => {
    expect(reservationsFilter(NO_RESERVATION_FILTERS, TODAY)).toEqual({ from: '2021-02-08', to: TODAY, floor: undefined, groupId: undefined, uuid: undefined });
    expect(exportPath('reservations', reservationsFilter(NO_RESERVATION_FILTERS, TODAY))).toBe('/statistics/reservations/export?from=2021-02-08&to=2027-03-01');
  });

  it('sends the floor, the group and the person chosen, and the range made whole', () => {
    const f = reservationsFilter(
      { days: { from: '2027-03-12', to: '2027-03-02' }, floor: 5, group: { _id: 'it', name: 'Tehnologia Informației' }, user: { uuid: 'u-1', name: 'Ana' } },
      TODAY,
    );
    expect(f).toEqual({ from: '2027-03-02', to: '2027-03-12', floor: 5, groupId: 'it', uuid: 'u-1' });
    expect(exportPath('reservations', f)).toBe('/statistics/reservations/export?from=2027-03-02&to=2027-03-12&floor=5&groupId=it&uuid=u-1');
  });

  it('does not take a weekend day, and says why under the field', () => {
    const f = reservationsFilter({ ...NO_RESERVATION_FILTERS, days: { from: '2027-03-06', to: '2027-03-09' } }, TODAY);
    expect(f).toMatchObject({ from: '2027-03-09', to: '2027-03-09' });
    expect(weekdayError('2027-03-06')).toBe(WEEKDAY_ONLY);
    expect(weekdayError('2027-03-07')).toBe(WEEKDAY_ONLY);
    expect(weekdayError('2027-03-08')).toBeNull();
    expect(weekdayError('')).toBeNull();
  });
});

describe('export paths of the other tables', () => {
  it('append /export to the table and keep its filters, leaving out the unset ones', () => {
    expect(exportPath('groups', { from: '2027-03-01', to: '2027-03-31' })).toBe('/statistics/groups/export?from=2027-03-01&to=2027-03-31');
    expect(exportPath('manager', { from: '2027-03-01', to: '2027-03-01' })).toBe('/statistics/manager/export?from=2027-03-01&to=2027-03-01');
    expect(exportPath('towerDays', { from: '2027-03-01', to: '2027-03-31' })).toBe('/statistics/tower/days/export?from=2027-03-01&to=2027-03-31');
    expect(exportPath('towerReservations', { from: '2027-03-01', to: '2027-03-31', uuid: undefined, carId: 'c-1' })).toBe(
      '/statistics/tower/reservations/export?from=2027-03-01&to=2027-03-31&carId=c-1',
    );
  });
});
