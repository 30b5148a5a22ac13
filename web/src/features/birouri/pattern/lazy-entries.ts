import { lazy } from 'react';
import { retryingImport } from '@/lib/connection.js';

// The work pattern's link and notice (decisions §20) and its page, loaded when first shown: /birouri's
// first download (map and phone alike) is at its budget (web/bundle-budget.json). One module for the
// booking screen and the phone page, so that both share one copy of these loaders.
/** The link's module, which also loads the page (the router's way to it, below). */
export const loadPatternLink = retryingImport(() => import('./pattern-link.js'));
export const PatternLink = lazy(loadPatternLink);

/** Whether the person's desk of `day` was booked by their pattern (`source: 'pattern'`, decisions §20). */
export const bookedByPattern = (mine: readonly { day: string; source?: string }[], day: string) =>
  mine.some((r) => r.day === day && r.source === 'pattern');
