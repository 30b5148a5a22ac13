import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPE } from '@domain/tower/engine.js';
import type { TowerReservationRow } from '@/api/tower-statistics.js';
import { answerApiWith, askedPaths } from '@/test/api-answers.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { TowerReservationsAdminPage } from './tower-reservations-page.js';

// Statistics without names (decisions §25): with the tower's statisticsPerPerson 0 the administrators'
// requests page says so, shows no plate, name or e-mail, filters by no user or car, and still
// offers to delete a request (its id is enough), but not to change its car (that lists the owner's).

const PERSON = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const ROW: TowerReservationRow = {
  _id: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  date: '2099-03-10',
  licensePlate: null,
  name: null,
  email: null,
  type: TYPE.queue,
  status: 'In asteptare',
  graded: 'Nu',
  functionCar: 'Da',
  uuid: null,
  carId: null,
};

answerApiWith((path) => {
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/config')) return [{ name: 'statisticsPerPerson', value: 0, building: '2' }];
  if (path.startsWith('/statistics/tower/reservations')) return { total: 1, from: '2099-03-01', to: '2099-03-31', rows: [ROW] };
  return [];
});

const WAIT = { timeout: 30_000 };

describe("the tower's requests page without names", () => {
  it('says so, names nobody, has no user or car filter, and deletes but does not change a car', async () => {
    renderRoute([{ path: '/', element: <TowerReservationsAdminPage /> }], `/?uuid=${PERSON}`);
    expect(await screen.findByText(/Organizația a ales statistici fără nume/, {}, WAIT)).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Rezervările utilizatorilor' });
    expect(await within(table).findByRole('button', { name: /Ștergeți rezervarea/ }, WAIT)).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Schimbați mașina/ })).toBeNull();
    for (const gone of ['Nr. înmatriculare', 'Nume', 'E-mail'])
      expect(within(table).queryByRole('columnheader', { name: gone }), gone).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Utilizator' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Mașină' })).toBeNull();
    const asked = askedPaths().filter((p) => p.startsWith('/statistics/tower/reservations'));
    expect(asked.length).toBeGreaterThan(0);
    for (const p of asked) expect(p).not.toContain(PERSON);
  }, 120_000);
});
