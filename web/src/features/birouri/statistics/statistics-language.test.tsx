import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { GroupStatsRow, ReservationStatsRow } from '@/api/statistics.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { answerApiWith } from '@/test/api-answers.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { FlexAdminCsvPage } from './groups-statistics-page.js';
import { FlexStatisticsPage } from './reservations-statistics-page.js';

// Issue #40: the flexible office's statistics pages speak English once it is chosen (catalogue `statistics`).

const GROUPS: GroupStatsRow[] = [
  {
    groupId: 'it',
    name: 'IT',
    type: 'Departament',
    desks: 10,
    businessDays: 20,
    allocations: 200,
    reservations: 100,
    present: 50,
    attendanceRate: 50,
  },
  {
    groupId: 'hr',
    name: 'HR',
    type: 'Departament',
    desks: 2,
    businessDays: 20,
    allocations: 40,
    reservations: 0,
    present: 0,
    attendanceRate: 0,
  },
  {
    groupId: 'p1',
    name: 'Alfa',
    type: 'Proiect',
    desks: 1,
    businessDays: 20,
    allocations: 20,
    reservations: 0,
    present: 0,
    attendanceRate: 0,
  },
];

const RESERVATION: ReservationStatsRow = {
  _id: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  date: '2027-02-26',
  deskId: '3-12',
  floor: 3,
  groupId: 'it',
  groupName: 'IT',
  uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  name: 'Ana Popescu',
  email: 'ana.popescu@example.ro',
  status: 'cancelled',
  released: true,
  parkingSpot: true,
  present: false,
  creatorName: null,
};

/** The server's answers by path: the envelope of api/client.ts. */
function answer(path: string): unknown {
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/statistics/groups')) return GROUPS;
  if (path.startsWith('/statistics/reservations')) return { total: 1, from: '2026-12-01', to: '2027-03-01', rows: [RESERVATION] };
  if (path.startsWith('/groups')) return { groups: [], mainGroup: null };
  return [];
}

answerApiWith(answer);

/** A busy machine renders a page of MUI's grid in seconds. */
const WAIT = { timeout: 30_000 };

const show = (page: React.ReactNode, path = '/') =>
  renderRoute([{ path: '/', element: <Suspense fallback={<p>…</p>}>{page}</Suspense> }], path);

describe('the statistics pages in English', () => {
  backToRomanianAfterEach();

  it("words the departments' table, its chart and the groups left out of it, then Romanian again", async () => {
    await chooseLanguage('en');
    show(<FlexAdminCsvPage />);
    expect(await screen.findByRole('heading', { name: 'Statistics by department', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'Department / project' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Working days' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Attendance rate' })).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Statistics by department' });
    expect(await within(table).findByText('50%', {}, WAIT)).toBeTruthy();
    expect(within(table).getAllByText('Department')).toHaveLength(2);
    expect(within(table).getByText('Project')).toBeTruthy();
    expect(screen.getByText('Attendance rate by department and project')).toBeTruthy();
    expect(screen.getByText('2 groups without bookings in the chosen period are not shown in the chart.')).toBeTruthy();

    await chooseLanguage('ro');
    expect(await screen.findByRole('heading', { name: 'Statistici pe departamente', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByText('2 grupuri fără rezervări în perioada aleasă nu apar în grafic.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Zile lucrătoare' })).toBeTruthy();
  }, 120_000); // the first switch downloads and compiles the English catalogues; MUI's grid is slow in jsdom

  it("words the reservations' filters, columns, a released reservation and a weekend day refused", async () => {
    await chooseLanguage('en');
    show(<FlexStatisticsPage />, '/?de=2027-02-27');
    expect(await screen.findByRole('heading', { name: 'Statistics', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByText('Choose a working day (Monday–Friday).')).toBeTruthy();
    expect(screen.getByText('Desk occupancy by day')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Made by' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Desk bookings' });
    expect(await within(table).findByText('Cancelled automatically', {}, WAIT)).toBeTruthy();
    expect(within(table).getByText('26/02/2027')).toBeTruthy();
    expect(within(table).getByText('Yes')).toBeTruthy();
    expect(within(table).getByText('No')).toBeTruthy();

    await chooseLanguage('ro');
    expect(await within(table).findByText('Anulat automat', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Alegeți o zi lucrătoare (luni–vineri).')).toBeTruthy();
    expect(within(table).getByText('26.02.2027')).toBeTruthy();
  }, 120_000);
});
