import { queryOptions } from '@tanstack/react-query';
import { workPattern } from '@/api/pattern.js';

// The work pattern's one cache entry (decisions §20), read by 'Zilele mele la birou' and by the
// tower's part on /turn/account: a save on either page shows on both. Apart from queries/pattern.ts
// so that the tower's page does not load the desks' queries.

export const PATTERN_KEY = ['pattern'] as const;

/** The caller's work pattern (empty days and desks when none was saved). */
export const getPatternQueryOptions = () => queryOptions({ queryKey: PATTERN_KEY, queryFn: workPattern });
