import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { takePrefetchedPayload } from '@/api/client.js';
import { statisticsPath } from '@/api/queries/statistics.js';
import type { DayRange } from '@domain/date-range.js';
import { rangeOf } from '@/components/date-range-fields.js';
import { useServerTime } from './server-time.js';
import { readDays, useUrlFilters } from './url-filters.js';

/** What useStatisticsQuery takes: a statistics query's options (api/queries/statistics.ts). */
type StatisticsQuery<T, K extends QueryKey> = Pick<UseQueryOptions<T, Error, T, K>, 'queryKey' | 'queryFn' | 'meta'>;

/**
 * A statistics table's (or chart's) data for its filters (api/queries/statistics.ts): the previous
 * answer kept on screen while the next loads, asked only once the server's day is known (the
 * default ranges are reckoned from it, never from the browser's clock).
 */
export function useStatisticsQuery<T, K extends QueryKey>(options: StatisticsQuery<T, K>, ready: boolean) {
  return useQuery<T, Error, T, K>({
    ...options,
    // Opened directly, the page's first answer may already be here (lib/early-page-data.ts): shown at once.
    initialData: () => (ready ? takePrefetchedPayload<T>(statisticsPath(options)) : undefined),
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
