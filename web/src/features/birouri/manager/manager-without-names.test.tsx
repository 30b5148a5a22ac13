import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { ManagerStatsRow } from '@/api/statistics.js';
import { answerApiWith } from '@/test/api-answers.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { ManagerPage } from './manager-statistics-page.js';

// Statistics without names (decisions §25): with the office's statisticsPerPerson 0 the manager's
// page says the organisation chose them, and its table is per group, with nobody named in it.

const GROUP: ManagerStatsRow = {
  uuid: null,
  name: null,
  email: null,
  groupId: 'vanzari',
  groupName: 'Vânzări',
  members: 4,
  reservations: 12,
  present: 9,
  absent: 3,
  attendanceRate: 75,
};

answerApiWith((path) => {
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/config')) return [{ name: 'statisticsPerPerson', value: 0, building: '1' }];
  if (path.startsWith('/statistics/manager')) return [GROUP];
  return [];
});

/** A busy machine renders a page of MUI's grid in seconds. */
const WAIT = { timeout: 30_000 };

describe("the manager's page without names", () => {
  it('says the organisation chose statistics without names and shows each group, no person', async () => {
    renderRoute(
      [
        {
          path: '/*',
          element: (
            <Suspense fallback={<p>…</p>}>
              <ManagerPage />
            </Suspense>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText(/Organizația a ales statistici fără nume/, {}, WAIT)).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Prezența pe grupuri' }, WAIT);
    expect(await within(table).findByText('Vânzări', {}, WAIT)).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Persoane' })).toBeTruthy();
    expect(within(table).getByText('4')).toBeTruthy();
    expect(within(table).getByText(/75/)).toBeTruthy();
    for (const gone of ['Nume', 'E-mail', 'Absență']) expect(within(table).queryByRole('columnheader', { name: gone }), gone).toBeNull();
    expect(within(table).queryByRole('button', { name: /Înregistrați o absență/ })).toBeNull();
  }, 120_000);
});
