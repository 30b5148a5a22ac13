import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OccupancyRow } from '@/api/statistics.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { answerApiWith, askedPaths } from '@/test/api-answers.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { ManagerPage } from './manager-statistics-page.js';

// Decisions §21 (#42): the forecast on the manager's page, for the groups they manage: all together,
// or one chosen. The tests' server day is Monday 1 March 2027; the window (maxDaysDesk 7) ends on the 8th.

const group = (_id: string, name: string) => ({ _id, name, type: 'Departament', parkingSpots: 0, building: '1' });

/** The day's answer: the desks of IT and HR together (11 of 20 booked), or HR's alone (3). */
const row = (groupId: string | null): OccupancyRow => {
  const [four, five] = groupId === 'hr' ? [3, 0] : [7, 4];
  const byFloor = [
    { floor: 4, desks: 12, reserved: four },
    { floor: 5, desks: 8, reserved: five },
  ];
  return { date: '2027-03-01', desks: 20, reserved: four + five, present: 0, byFloor, roomHours: 2, spots: 1 };
};

answerApiWith((path) => {
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/config')) return [{ name: 'maxDaysDesk', value: 7, building: '1' }];
  // A member of Alfa who manages IT and HR.
  if (path.startsWith('/users/groups'))
    return { groups: [group('it', 'IT'), group('alfa', 'Alfa'), group('hr', 'HR')], mainGroup: 'alfa', managerOf: ['it', 'hr'] };
  if (path.startsWith('/statistics/occupancy/export')) return new Response('Data\n', { headers: { 'content-type': 'text/csv' } });
  if (path.startsWith('/statistics/occupancy')) return [row(new URLSearchParams(path.split('?')[1]).get('groupId'))];
  return [];
});

const WAIT = { timeout: 30_000 };

const show = () =>
  renderRoute(
    [
      {
        path: '/',
        element: (
          <Suspense fallback={<p>…</p>}>
            <ManagerPage />
          </Suspense>
        ),
      },
    ],
    '/',
  );

describe("the manager's forecast", () => {
  backToRomanianAfterEach();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads when asked for, shows all their groups together, then the one chosen, and exports it', async () => {
    show();
    const section = await screen.findByRole('region', { name: 'Prognoza de ocupare' }, WAIT);
    expect(askedPaths().some((p) => p.startsWith('/statistics/occupancy'))).toBe(false);
    fireEvent.click(within(section).getByRole('button', { name: 'Afișați prognoza de ocupare' }));

    const table = await within(section).findByRole('table', { name: 'Prognoza de ocupare pe zile' }, WAIT);
    expect(await within(table).findByText('11 din 20', {}, WAIT)).toBeTruthy();
    expect(askedPaths()).toContain('/statistics/occupancy?from=2027-03-01&to=2027-03-08');

    // The groups they manage, not the one they only belong to.
    const chooser = await within(section).findByRole('combobox', { name: 'Grupul' }, WAIT);
    expect(chooser.textContent).toBe('Toate grupurile pe care le gestionați');
    fireEvent.mouseDown(chooser);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Toate grupurile pe care le gestionați', 'HR', 'IT']);
    fireEvent.click(screen.getByRole('option', { name: 'HR' }));

    expect(await within(table).findByText('3 din 20', {}, WAIT)).toBeTruthy();
    expect(askedPaths()).toContain('/statistics/occupancy?from=2027-03-01&to=2027-03-08&groupId=hr');
    fireEvent.click(within(section).getByRole('button', { name: 'Descărcați prognoza (CSV)' }));
    await waitFor(() => expect(askedPaths()).toContain('/statistics/occupancy/export?from=2027-03-01&to=2027-03-08&groupId=hr'));
  }, 120_000); // MUI's grid and charts are slow in jsdom

  it('speaks English: its heading, sentence, button and group chooser', async () => {
    await chooseLanguage('en');
    show();
    const section = await screen.findByRole('region', { name: 'Occupancy forecast' }, WAIT);
    expect(within(section).getByText(/^How many of the desks of the groups you manage are booked/)).toBeTruthy();
    const button = within(section).getByRole('button', { name: 'Show the occupancy forecast' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Hide the occupancy forecast');
    const chooser = await within(section).findByRole('combobox', { name: 'Group' }, WAIT);
    expect(chooser.textContent).toBe('All the groups you manage');
    expect(await within(section).findByText('11 of 20', {}, WAIT)).toBeTruthy();
  }, 120_000);
});
