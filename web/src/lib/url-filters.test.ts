import { describe, expect, it } from 'vitest';
import { GROUP_ID, readDays, readWhole, readId, UUID, withFilters } from './url-filters.js';
import { readSort, sortParam } from './url-sort.js';

const q = (s: string) => new URLSearchParams(s);

describe('the filters in the address', () => {
  it('read the days, an id and a floor the page can use', () => {
    const p = q('de=2027-01-04&pana=2027-01-08&grup=it&persoana=0b6f1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b&etaj=5');
    expect(readDays(p)).toEqual({ from: '2027-01-04', to: '2027-01-08' });
    expect(readId(p, 'groupId', GROUP_ID)).toBe('it');
    expect(readId(p, 'uuid', UUID)).toBe('0b6f1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b');
    expect(readWhole(p, 'floor', { min: 0, max: 200 })).toBe(5);
  });

  it("ignore what the page cannot use: the page's default holds", () => {
    const p = q('de=01.09.2026&pana=2027-02-30&grup=%3Cscript%3E&etaj=700&persoana=ana&masina=');
    expect(readDays(p)).toEqual({ from: '', to: '' });
    expect(readId(p, 'groupId', GROUP_ID)).toBe('');
    expect(readId(p, 'uuid', UUID)).toBe('');
    expect(readId(p, 'carId', UUID)).toBe('');
    expect(readWhole(p, 'floor', { min: 0, max: 200 })).toBe('');
    expect(readDays(q(''))).toEqual({ from: '', to: '' });
    for (const bad of ['abc', '4.5', '-1', '1e2', ' 4'])
      expect(readWhole(q(`etaj=${encodeURIComponent(bad)}`), 'floor', { min: 0, max: 200 })).toBe('');
  });

  it('write the changes, drop the unset ones and keep the rest', () => {
    const next = withFilters(q('de=2027-01-04&etaj=5&x=1'), { from: '2027-01-05', to: '2027-01-09', floor: '', groupId: 'it' });
    expect(next.toString()).toBe('de=2027-01-05&x=1&pana=2027-01-09&grup=it');
  });

  it("keep a table's order by one of its columns", () => {
    expect(readSort(q('ordine=reservations.desc'), ['name', 'reservations'])).toEqual([{ field: 'reservations', sort: 'desc' }]);
    expect(readSort(q('ordine=password.asc'), ['name', 'reservations'])).toEqual([]);
    expect(readSort(q('ordine=name.up'), ['name'])).toEqual([]);
    expect(sortParam([{ field: 'name', sort: 'asc' }])).toBe('name.asc');
    expect(sortParam([])).toBe('');
    expect(sortParam([{ field: 'name', sort: null }])).toBe('');
  });
});
