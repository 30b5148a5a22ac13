import { isAdminOf, managesGroups, seesManagerPages } from '@domain/policy.js';

// Who sees which pages of an area: the shared policy of domain/policy.ts. Building entry itself is domain/buildings.ts.
export { isAdminOf, managesGroups };

/** May open the manager pages: whoever may call the server's `manager` routes. */
export const canSeeManagerPages = seesManagerPages;
