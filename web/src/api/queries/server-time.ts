import { queryOptions } from '@tanstack/react-query';
import { fetchTimedMeta, takeArrivedServerTime, takeEarlyServerTime } from '@/lib/early-server-time.js';

// The server's clock (GET /meta's `now`): lib/server-time.ts keeps its offset to the browser's.

export const serverTimeKeys = {
  all: ['server-time'] as const,
};

/**
 * The server's clock, asked afresh every 5 minutes. Arrived before the first render
 * (lib/early-server-time.ts): the page's day is known at once.
 */
export const getServerTimeQueryOptions = () =>
  queryOptions({
    queryKey: serverTimeKeys.all,
    queryFn: async () => (await takeEarlyServerTime()) ?? fetchTimedMeta(),
    initialData: takeArrivedServerTime,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
