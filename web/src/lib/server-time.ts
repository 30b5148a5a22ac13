import { useQuery } from '@tanstack/react-query';
import { bucharestDay } from '../../../domain/time.js';
import { fetchTimedMeta, takeArrivedServerTime, takeEarlyServerTime } from './early-server-time.js';

// The server's clock decides which days can be booked (decisions §5); the browser's may be
// wrong or, in tests, far from the server's test clock. We keep the offset between them.
export function useServerTime() {
  const meta = useQuery({
    queryKey: ['server-time'],
    queryFn: async () => (await takeEarlyServerTime()) ?? fetchTimedMeta(),
    // Arrived before the first render (early-server-time.ts): the page's day is known at once.
    initialData: takeArrivedServerTime,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
  const offset = meta.data ? Date.parse(meta.data.now) - meta.data.receivedAt : 0;
  const now = () => new Date(Date.now() + offset);
  return { ready: meta.isSuccess, now, today: () => bucharestDay(now()) };
}
