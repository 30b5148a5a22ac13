import { describe, expect, it } from 'vitest';
import { OFFICE, TOWER } from '@domain/buildings.js';
import { pageQuery, paramsOf, tableStateOf, type TableOptions } from './users-table-state.js';

const TOWER_TABLE: TableOptions = { building: TOWER, filters: ['all', OFFICE, TOWER] };
const OFFICE_TABLE: TableOptions = { building: OFFICE, filters: [OFFICE] };

describe("the consoles' users table", () => {
  it("opens on the console's building, first page, by name", () => {
    const s = tableStateOf(new URLSearchParams(''), TOWER_TABLE);
    expect(s).toEqual({ q: '', building: '2', page: 0, pageSize: 25, sort: 'name', order: 'asc', deactivated: false });
    expect(pageQuery(s)).toEqual({ building: '2', q: undefined, offset: 0, limit: 25, sort: 'name', order: 'asc' });
    expect(paramsOf(s, TOWER_TABLE).toString()).toBe('');
  });

  it('keeps a search, a filter, a page and a sort in the address, and asks for everyone with "all"', () => {
    const s = tableStateOf(new URLSearchParams('q=ana&b=all&p=2&n=50&sort=email&order=desc'), TOWER_TABLE);
    expect(pageQuery(s)).toEqual({ building: undefined, q: 'ana', offset: 100, limit: 50, sort: 'email', order: 'desc' });
    expect(tableStateOf(paramsOf(s, TOWER_TABLE), TOWER_TABLE)).toEqual(s);
  });

  it('asks for the best matches first when a search keeps the default order (issue #21)', () => {
    const s = tableStateOf(new URLSearchParams('q=manager'), OFFICE_TABLE);
    expect(pageQuery(s)).toEqual({ building: '1', q: 'manager', offset: 0, limit: 25, sort: undefined, order: undefined });
    expect(pageQuery({ ...s, order: 'desc' })).toMatchObject({ sort: 'name', order: 'desc' });
  });

  it('keeps the deactivated accounts in the address and asks for them, the latest deactivated first (decisions §25)', () => {
    const s = tableStateOf(new URLSearchParams('d=1'), OFFICE_TABLE);
    expect(s.deactivated).toBe(true);
    expect(paramsOf(s, OFFICE_TABLE).toString()).toBe('d=1');
    expect(pageQuery(s)).toEqual({
      building: '1',
      q: undefined,
      offset: 0,
      limit: 25,
      sort: undefined,
      order: undefined,
      deactivated: '1',
    });
    expect(pageQuery({ ...s, sort: 'email' })).toMatchObject({ sort: 'email', order: 'asc', deactivated: '1' });
  });

  it('ignores what the address cannot mean, and a filter the console does not offer', () => {
    expect(tableStateOf(new URLSearchParams('b=3&p=-4&n=7&sort=password&order=sideways&d=yes'), TOWER_TABLE)).toEqual(
      tableStateOf(new URLSearchParams(''), TOWER_TABLE),
    );
    expect(pageQuery(tableStateOf(new URLSearchParams('b=all'), OFFICE_TABLE)).building).toBe(OFFICE);
  });
});
