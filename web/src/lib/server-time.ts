import { useQuery } from '@tanstack/react-query';
import { bucharestDay } from '@domain/time.js';
import { getServerTimeQueryOptions } from '@/api/queries/server-time.js';

// The server's clock decides which days can be booked (decisions §5); the browser's may be
// wrong or, in tests, far from the server's test clock. We keep the offset between them.
export function useServerTime() {
  const meta = useQuery(getServerTimeQueryOptions());
  const offset = meta.data ? Date.parse(meta.data.now) - meta.data.receivedAt : 0;
  const now = () => new Date(Date.now() + offset);
  return { ready: meta.isSuccess, loading: meta.isLoading, now, today: () => bucharestDay(now()) };
}
