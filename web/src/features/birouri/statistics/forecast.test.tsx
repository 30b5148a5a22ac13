import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OccupancyRow } from '@/api/statistics.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { answerApiWith, askedPaths, refusal } from '@/test/api-answers.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { ForecastBody } from './forecast-body.js';
import { FlexAdminCsvPage } from './groups-statistics-page.js';

// Decisions §21 (#42): the office's forecast on /birouri/admin/csv, from today (Monday 1 March 2027,
// the tests' server clock) to the booking window's end (maxDaysDesk 14: 15 March), per floor.

const day = (date: string, floors: [number, number, number][], roomHours: number, spots: number): OccupancyRow => ({
  date,
  desks: floors.reduce((n, [, desks]) => n + desks, 0),
  reserved: floors.reduce((n, [, , reserved]) => n + reserved, 0),
  present: 0,
  byFloor: floors.map(([floor, desks, reserved]) => ({ floor, desks, reserved })),
  roomHours,
  spots,
});

const FORECAST: OccupancyRow[] = [
  day(
    '2027-03-01',
    [
      [4, 60, 44],
      [5, 60, 40],
    ],
    31.5,
    9,
  ),
  day(
    '2027-03-02',
    [
      [4, 60, 12],
      [5, 60, 60],
    ],
    4,
    2,
  ),
];

let occupancy: () => unknown = () => FORECAST;

answerApiWith((path) => {
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/config')) return [{ name: 'maxDaysDesk', value: 14, building: '1' }];
  if (path.startsWith('/statistics/occupancy/export')) return new Response('Data;Etaj\n', { headers: { 'content-type': 'text/csv' } });
  if (path.startsWith('/statistics/occupancy')) return occupancy();
  return [];
});

const WAIT = { timeout: 30_000 };

const show = (page: ReactNode) => renderRoute([{ path: '/', element: <Suspense fallback={<p>…</p>}>{page}</Suspense> }], '/');

/** The texts of the table's row of a day (its date first). */
function rowOf(table: HTMLElement, date: string): string[] {
  const row = within(table).getByRole('rowheader', { name: date }).closest('tr')!;
  return [...row.children].map((c) => c.textContent ?? '');
}

describe("the office's forecast", () => {
  backToRomanianAfterEach();
  let saved: string[];
  beforeEach(() => {
    occupancy = () => FORECAST;
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("asks from today to the window's end, shows each floor's desks booked in its table, and exports the same days", async () => {
    show(<FlexAdminCsvPage />);
    const section = await screen.findByRole('region', { name: 'Prognoza de ocupare' }, WAIT);
    const table = await within(section).findByRole('table', { name: 'Prognoza de ocupare pe zile' }, WAIT);
    await within(table).findByRole('rowheader', { name: '01.03.2027' }, WAIT);
    expect(askedPaths()).toContain('/statistics/occupancy?from=2027-03-01&to=2027-03-15');
    expect(within(section).getByText('De astăzi, 01.03.2027, până la 15.03.2027')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Data', 'Etajul 4', 'Etajul 5', 'Total', 'Ore în săli', 'Locuri de parcare']);
    expect(rowOf(table, '01.03.2027')).toEqual(['01.03.2027', '44 din 60', '40 din 60', '84 din 120', '31,5', '9']);
    expect(rowOf(table, '02.03.2027')).toEqual(['02.03.2027', '12 din 60', '60 din 60', '72 din 120', '4', '2']);
    // The chart: a series per floor, named in its legend.
    const chart = within(section).getByRole('figure', { name: 'Birouri rezervate pe etaje, din birourile etajului' });
    expect(within(chart).getByText('Etajul 4')).toBeTruthy();
    expect(within(chart).getByText('Etajul 5')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Descărcați prognoza (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['Ocupare.csv']));
    expect(askedPaths()).toContain('/statistics/occupancy/export?from=2027-03-01&to=2027-03-15');
  }, 120_000); // MUI's grid and charts are slow in jsdom

  it('speaks English: its heading, sentence, period, table and export', async () => {
    await chooseLanguage('en');
    show(<FlexAdminCsvPage />);
    const section = await screen.findByRole('region', { name: 'Occupancy forecast' }, WAIT);
    expect(within(section).getByText(/^How many of each floor’s desks are booked/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Occupancy forecast by day' }, WAIT);
    await within(table).findByRole('rowheader', { name: '01/03/2027' }, WAIT);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Floor 4', 'Floor 5', 'Total', 'Room hours', 'Parking spots']);
    expect(rowOf(table, '01/03/2027')).toEqual(['01/03/2027', '44 of 60', '40 of 60', '84 of 120', '31.5', '9']);
    expect(screen.getByText('From today, 01/03/2027, to 15/03/2027')).toBeTruthy();
    expect(screen.getByText('Desks booked by floor, out of the floor’s desks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the forecast (CSV)' })).toBeTruthy();
  }, 120_000);

  it("words a refusal by its reason, in the person's language", async () => {
    occupancy = () => refusal(403, 'Puteți vedea gradul de ocupare doar pentru grupurile pe care le gestionați.', 'forecast.notYourGroup');
    await chooseLanguage('en');
    await loadRefusalWords(); // the English wording of refusals, downloaded ahead: no render suspends for it
    show(<ForecastBody groupId="hr" />);
    expect(await screen.findByText('You can see the occupancy only of the groups you manage.', {}, WAIT)).toBeTruthy();
    expect(askedPaths()).toContain('/statistics/occupancy?from=2027-03-01&to=2027-03-15&groupId=hr');
    expect(screen.queryByRole('table')).toBeNull();
  }, 120_000);
});
