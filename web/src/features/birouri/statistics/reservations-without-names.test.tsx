import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReservationStatsRow } from '@/api/statistics.js';
import { answerApiWith, askedPaths } from '@/test/api-answers.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { FlexStatisticsPage } from './reservations-statistics-page.js';

// Statistics without names (decisions §25): with the office's statisticsPerPerson 0 the reservations
// page says so, has no person's column nor the person filter, and asks for no person's rows.

const PERSON = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const RESERVATION: ReservationStatsRow = {
  _id: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  date: '2027-02-26',
  deskId: '3-12',
  floor: 3,
  groupId: 'it',
  groupName: 'IT',
  uuid: null,
  name: null,
  email: null,
  status: 'busy',
  released: false,
  parkingSpot: false,
  present: true,
  creatorName: null,
};

answerApiWith((path) => {
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/config')) return [{ name: 'statisticsPerPerson', value: 0, building: '1' }];
  if (path.startsWith('/statistics/reservations')) return { total: 1, from: '2026-12-01', to: '2027-03-01', rows: [RESERVATION] };
  if (path.startsWith('/groups')) return { groups: [], mainGroup: null };
  return [];
});

const WAIT = { timeout: 30_000 };

describe('the reservations page without names', () => {
  it('says so, shows the bookings without whose they are, and drops a person in the address', async () => {
    const page = (
      <Suspense fallback={<p>…</p>}>
        <FlexStatisticsPage />
      </Suspense>
    );
    renderRoute([{ path: '/', element: page }], `/?uuid=${PERSON}`);
    expect(await screen.findByText(/Organizația a ales statistici fără nume/, {}, WAIT)).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Rezervările de birouri' });
    expect(await within(table).findByText('3-12', {}, WAIT)).toBeTruthy();
    for (const gone of ['Nume', 'E-mail', 'Creată de']) expect(within(table).queryByRole('columnheader', { name: gone }), gone).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Persoana' })).toBeNull();
    const asked = askedPaths().filter((p) => p.startsWith('/statistics/reservations'));
    expect(asked.length).toBeGreaterThan(0);
    for (const p of asked) expect(p).not.toContain(PERSON);
  }, 120_000);
});
