import type { UsersPage } from '@domain/schemas/accounts-answers.js';
import type { UserUpdateBody, USER_SORTS } from '@domain/schemas/users-admin.js';
import { apiCall } from './client.js';

export type { ActiveChanged, User, UsersCreated, UsersPage } from '@domain/schemas/accounts-answers.js';

// The users administration of decisions §9, shared by the consoles of both buildings.

export interface UsersPageQuery {
  building?: '1' | '2';
  q?: string;
  offset: number;
  limit: number;
  sort?: (typeof USER_SORTS)[number];
  order?: 'asc' | 'desc';
  /** '1': the deactivated accounts, the latest first unless sorted. */
  deactivated?: '1';
}

/** GET /users answers every user without `limit`, one page with it: these calls send it, and read the page. */
const pageOf = (answer: UsersPage | UsersPage['rows']): UsersPage =>
  Array.isArray(answer) ? { total: answer.length, rows: answer } : answer;

/** One sorted page of the users the caller administers (the console's table). */
export const usersPage = async (query: UsersPageQuery, signal?: AbortSignal) => pageOf(await apiCall('GET /users', query, { signal }));

/** Every user the caller administers that the search finds (pickers: a group's members, a desk's manager). */
export const usersSearch = async (query: { building?: '1' | '2'; q?: string }, signal?: AbortSignal) =>
  pageOf(await apiCall('GET /users', { ...query, limit: 50, offset: 0 }, { signal }));

/** One user, whole (GET /users/info/{uuid}). */
export const userInfo = (uuid: string) => apiCall('GET /users/info/:uuid', { uuid });

export const updateUser = (body: UserUpdateBody) => apiCall('POST /users/update', body);
/** Deactivates the account (`active` false) or reactivates it (decisions §25); the answer counts what was cancelled. */
export const setUserActive = (uuid: string, active: boolean) => apiCall('POST /users/deactivate', { uuid, active });
export const setRandomPassword = (uuid: string) => apiCall('POST /users/setRandomPassword', { uuid });
/** A person's erasure, for good (decisions §25). */
export const eraseUser = (uuid: string) => apiCall('POST /users/erase', { uuid });
