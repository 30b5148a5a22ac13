import { lazy } from 'react';
import { retryingImport } from '@/lib/connection.js';

// The map's colleagues (decisions §21, #42), loaded once the map has shown or a desk's dialog opens:
// /birouri's first download is at its budget (web/bundle-budget.json). One module for both, so that
// the first download carries one list of the chunks they need.
const load = retryingImport(() => import('./colleagues-parts.js'));
export const MapColleagues = lazy(async () => ({ default: (await load()).MapColleagues }));
export const FollowColleague = lazy(async () => ({ default: (await load()).FollowColleague }));
