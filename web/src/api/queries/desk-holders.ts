import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { deskHolders } from '@/api/desks.js';
import { deskKeys } from './desks.js';

// 'Find a colleague' (#43 point 3), in a module of its own, loaded with the search (a lazy part of
// the map). Under the maps' prefix, so that a booking or a live change reads it again.

/** The people of `day`'s map whose name holds `q`: asked only once something is typed, the last answer shown meanwhile. */
export const getDeskHoldersQueryOptions = (day: string, q: string) =>
  queryOptions({
    queryKey: [...deskKeys.all, 'holders', day, q],
    queryFn: () => deskHolders(day, q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
