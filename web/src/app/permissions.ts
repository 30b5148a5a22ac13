import { isAdminOf, managesGroups, type Subject } from '../../../domain/policy.js';

// Who sees which pages of an area: the shared policy of domain/policy.ts. Building entry itself is domain/buildings.ts.
export { isAdminOf, managesGroups };

/** May open the manager pages: managers, and administrators of the flexible office. */
export function canSeeManagerPages(u: Pick<Subject, 'role' | 'adminOf' | 'managerOf'>): boolean {
  return managesGroups(u) || isAdminOf(u, '1');
}
