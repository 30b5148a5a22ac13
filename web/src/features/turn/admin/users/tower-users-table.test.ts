import { describe, expect, it } from 'vitest';
import { buildingNames, pageQuery, paramsOf, tableStateOf } from './tower-users-table.js';

describe("the tower console's users table", () => {
  it("opens on the tower's users, first page, by name", () => {
    const s = tableStateOf(new URLSearchParams(''));
    expect(s).toEqual({ q: '', building: '2', page: 0, pageSize: 25, sort: 'name', order: 'asc' });
    expect(pageQuery(s)).toEqual({ building: '2', q: undefined, offset: 0, limit: 25, sort: 'name', order: 'asc' });
    expect(paramsOf(s).toString()).toBe('');
  });

  it('keeps a search, a filter, a page and a sort in the address, and asks for everyone with "all"', () => {
    const s = tableStateOf(new URLSearchParams('q=ana&b=all&p=2&n=50&sort=email&order=desc'));
    expect(pageQuery(s)).toEqual({ building: undefined, q: 'ana', offset: 100, limit: 50, sort: 'email', order: 'desc' });
    expect(tableStateOf(paramsOf(s))).toEqual(s);
  });

  it('ignores what the address cannot mean', () => {
    expect(tableStateOf(new URLSearchParams('b=3&p=-4&n=7&sort=password&order=sideways'))).toEqual(tableStateOf(new URLSearchParams('')));
  });

  it('names the buildings of a user, the main one first', () => {
    expect(buildingNames({ building: '2', buildingList: ['1', '2'] })).toBe('Turn, CityOffices');
    expect(buildingNames({ building: '0', buildingList: [] })).toBe('');
  });
});
