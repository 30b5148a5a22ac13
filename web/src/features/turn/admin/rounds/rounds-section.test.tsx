import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPE } from '@domain/tower/engine.js';
import type { DayRounds } from '@/api/tower-rounds.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { RoundsSection } from './rounds-section.js';

// Rundele unei zile (decisions §26): a day's rounds, each its own table; a plain sentence for a day
// no round has run for; the words follow the language.

const DAY: DayRounds = {
  date: '2027-03-09',
  rounds: [
    {
      round: 'first',
      ranAt: '2027-03-05T12:00:00.000Z',
      open: 20,
      free: 18,
      electricSpaces: 2,
      accessibleSpaces: 1,
      requests: 2,
      entries: [
        {
          position: 1,
          requestId: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
          userId: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
          name: 'Ana Popescu',
          licensePlate: 'B123ABC',
          indiscipline: 0,
          dateAdded: '2027-03-01T08:00:00.000Z',
          electric: true,
          accessible: false,
          priority: 'electric',
          outcome: TYPE.first,
          rule: 'electric',
        },
        {
          position: 2,
          requestId: '8a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
          userId: '4f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
          name: 'Bogdan Ionescu',
          licensePlate: 'CJ07XYZ',
          indiscipline: 2,
          dateAdded: '2027-03-01T07:00:00.000Z',
          electric: false,
          accessible: false,
          priority: null,
          outcome: TYPE.queue,
          rule: 'indiscipline',
        },
      ],
    },
  ],
};

const envelope = (payload: unknown) =>
  new Response(JSON.stringify({ err: 0, payload }), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('/meta')) return envelope(testMeta());
    if (path.includes('/reservations/parking/rounds?date=2027-03-09')) return envelope(DAY);
    if (path.includes('/reservations/parking/rounds?date=')) return envelope({ date: path.slice(-10), rounds: [] });
    return envelope(sessionUser({ role: 'user', building: '2', adminOf: ['2'] }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("a day's rounds", () => {
  backToRomanianAfterEach();

  it('shows each round as a table, in the order it ran, with its spaces', async () => {
    renderRoute([{ path: '/runde', element: <RoundsSection /> }], '/runde?zi=2027-03-09');
    const table = await screen.findByRole('table', { name: 'Prima rundă' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => within(r).getAllByRole(r.querySelector('th') ? 'columnheader' : 'cell')[0].textContent)).toEqual([
      'Poziția',
      '1',
      '2',
    ]);
    expect(within(rows[1]).getAllByText('Mașină electrică')).toHaveLength(2); // eligible for it, and given it
    expect(within(rows[1]).getByText('Rezervare prima rundă')).toBeTruthy();
    expect(within(rows[1]).getByText('Loc pentru mașini electrice')).toBeTruthy();
    expect(within(rows[2]).getByText('În așteptare')).toBeTruthy();
    expect(screen.getByText(/Locuri deschise: 20; împărțite în această rundă: 18/)).toBeTruthy();
    expect(screen.getByText('2 cereri în ordinea rundei.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Descărcați XLSX/ })).toBeTruthy();
  });

  it('says so in a sentence when no round has run for the day, in English too', async () => {
    await chooseLanguage('en');
    renderRoute([{ path: '/runde', element: <RoundsSection /> }], '/runde?zi=2027-03-10');
    expect((await screen.findByTestId('no-round')).textContent).toBe('No round has run yet for 10/03/2027.');
    expect(screen.getByRole('heading', { name: "A day's rounds" })).toBeTruthy();
  }, 60_000);
});
