import type { BuildingCode } from '../../../domain/buildings.js';
import type { UserInfo } from '../../../domain/schemas/accounts.js';

// Who sees which pages of an area. Building entry itself is domain/buildings.ts.
type Subject = Pick<UserInfo, 'role' | 'adminOf' | 'managerOf'>;

/** An administrator of the building: role admin, or named in adminOf for it. */
export function isAdminOf(u: Subject, building: BuildingCode): boolean {
  return u.role === 'admin' || u.adminOf.includes(building);
}

/** Manages at least one department or project (flex-office §6). */
export function managesGroups(u: Subject): boolean {
  return u.managerOf.length > 0;
}

/** May open the manager pages: managers, and administrators of the flexible office. */
export function canSeeManagerPages(u: Subject): boolean {
  return managesGroups(u) || isAdminOf(u, '1');
}
