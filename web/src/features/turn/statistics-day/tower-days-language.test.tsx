import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { monthRange } from '@domain/date-range.js';
import { getTowerDayStatisticsQueryOptions } from '@/api/queries/statistics.js';
import { serverTimeKeys } from '@/api/queries/server-time.js';
import { Providers } from '@/app/providers.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { TowerStatisticsDayPage } from './tower-days-page.js';

// Issue #40: the Tower's statistics by day speak English once it is chosen (catalogue towerDays),
// and Romanian again after the switch back.

// The server's clock: Monday 1 March 2027, 09:00 Bucharest.
const NOW = '2027-03-01T07:00:00.000Z';
const RANGE = monthRange('2027-03-01');

const day = (date: string, requests: number) => ({
  date,
  requests,
  places: 30,
  unallocated: 1,
  absent: 1,
  occupied: 21,
  priorityElectric: 2,
  priorityAccessible: 1,
});

/** The page's answers already in the cache: nothing is fetched. */
function show() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(serverTimeKeys.all, { now: NOW, receivedAt: Date.now() });
  client.setQueryData(getTowerDayStatisticsQueryOptions(RANGE).queryKey, [day('2027-03-01', 22), day('2027-03-02', 0)]);
  const router = createMemoryRouter([{ path: '/', element: <TowerStatisticsDayPage /> }], { initialEntries: ['/'] });
  return render(
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the Tower statistics by day in English', () => {
  backToRomanianAfterEach();
  beforeEach(() => {
    // Nothing is asked of a server: an answer not in the cache never comes.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    return () => vi.unstubAllGlobals();
  });

  it('words the statistics by day, their totals and the chart', async () => {
    await chooseLanguage('en');
    show();
    expect(await screen.findByText('Statistics by day', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText(/^For each working day: the requests/)).toBeTruthy();
    expect(screen.getByText('Download XLSX')).toBeTruthy();
    expect(screen.getByTestId('totals').textContent).toBe(
      'In total: 22 requests, of which 2 unallocated; 2 no-shows; 42 spaces actually occupied.',
    );
    expect(screen.getByText('Date', { selector: '[role=columnheader] *' })).toBeTruthy();
    expect(screen.getByText('Total requests', { selector: '[role=columnheader] *' })).toBeTruthy();
    expect(screen.getByText('Electric priority', { selector: '[role=columnheader] *' })).toBeTruthy();
    expect(screen.getByText('01/03/2027 Monday')).toBeTruthy();
    expect(screen.getByText('Requests and spaces by day')).toBeTruthy();

    await chooseLanguage('ro');
    expect(await screen.findByText('Statistici pe zile', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByTestId('totals').textContent).toBe(
      'În total: 22 de cereri, dintre care 2 nealocate; 2 absenți; 42 de locuri ocupate efectiv.',
    );
    expect(screen.getByText('01.03.2027 luni')).toBeTruthy();
  }, 60_000); // the first switch downloads and compiles the English catalogues
});
