import { describe, expect, it } from 'vitest';
import { flexPageRange } from '@domain/date-range.js';
import {
  getGroupStatisticsQueryOptions,
  getOccupancyQueryOptions,
  getReservationStatisticsQueryOptions,
  statisticsPath,
} from '@/api/queries/statistics.js';
import { rangeOf } from '@/components/date-range-fields.js';
import { firstPaths, RESERVATIONS_FIRST_PAGE } from '@/lib/early-page-data.js';
import { NO_RESERVATION_FILTERS, reservationsFilter } from './reservations-filter.js';

// Opened directly, a page of charts shows the answers asked for as the app started
// (lib/early-page-data.ts) only if, with no filter chosen, it asks for the very same paths.
const today = '2027-03-02';

describe('the first requests of the office’s pages of charts', () => {
  it('/birouri/statistics asks, unfiltered, for what the app asked for as it started', () => {
    const filter = reservationsFilter(NO_RESERVATION_FILTERS, today);
    const asked = [getReservationStatisticsQueryOptions(filter, RESERVATIONS_FIRST_PAGE), getOccupancyQueryOptions(filter)].map(
      statisticsPath,
    );
    expect(asked).toEqual([
      '/statistics/reservations?from=2026-12-03&to=2027-03-02&offset=0&limit=10',
      '/statistics/occupancy?from=2026-12-03&to=2027-03-02',
    ]);
    expect(firstPaths('/birouri/statistics', today)).toEqual(asked);
  });

  it('/birouri/admin/csv too', () => {
    const range = rangeOf({ from: '', to: '' }, flexPageRange(today));
    expect(firstPaths('/birouri/admin/csv/', today)).toEqual([statisticsPath(getGroupStatisticsQueryOptions(range))]);
  });
});
