import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMeta } from '@/api/accounts.js';

// GET /meta: the app's version, support address and guide (the server's clock: server-time.ts).

export const metaKeys = {
  meta: ['meta'] as const,
};

/** The app's version, support address and guide: the same for the whole visit. */
export const getMetaQueryOptions = () => queryOptions({ queryKey: metaKeys.meta, queryFn: getMeta, staleTime: Infinity });

/** The meta of the help dialog and the tower account; off while `enabled` is false (a closed dialog). */
export const useMeta = (enabled = true) => useQuery({ ...getMetaQueryOptions(), enabled });
