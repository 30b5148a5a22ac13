import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { takePrefetchedPayload } from '../api/client.js';
import type { StatisticsCall } from '../api/statistics.js';
import type { DayRange } from '../../../domain/date-range.js';
import { rangeOf } from '../components/date-range-fields.js';
import { useServerTime } from './server-time.js';
import { readDays, useUrlFilters } from './url-filters.js';

/**
 * A statistics table's (or chart's) data for its filters: keyed by them under `key`, the previous
 * answer kept on screen while the next loads, asked only once the server's day is known (the
 * default ranges are reckoned from it, never from the browser's clock).
 */
export function useStatisticsQuery<P, T>(key: readonly unknown[], params: P, call: StatisticsCall<P, T>, ready: boolean) {
  return useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => call(params, signal),
    // Opened directly, the page's first answer may already be here (lib/early-page-data.ts): shown at once.
    initialData: () => (ready ? takePrefetchedPayload<T>(call.path(params)) : undefined),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
}

/**
 * The two day fields of a statistics page, kept in the address (lib/url-filters.ts), and the
 * range they give, `defaultRange` of the server's today when both are unset.
 */
export function useDayRange(defaultRange: (today: string) => DayRange) {
  const time = useServerTime();
  const [days, setDays] = useUrlFilters(readDays);
  const today = time.today();
  return { time, today, days, setDays, range: rangeOf(days, defaultRange(today)) };
}
