import type { UsersPage } from '@domain/schemas/accounts-answers.js';
import type { UserUpdateBody, USER_SORTS } from '@domain/schemas/users-admin.js';
import { api } from './client.js';

export type { DeletedUser, User, UsersCreated, UsersPage } from '@domain/schemas/accounts-answers.js';

// The users administration of decisions §9, shared by the consoles of both buildings.

export interface UsersPageQuery {
  building?: '1' | '2';
  q?: string;
  offset: number;
  limit: number;
  sort?: (typeof USER_SORTS)[number];
  order?: 'asc' | 'desc';
}

/** One sorted page of the users the caller administers (the console's table). */
export const usersPage = (query: UsersPageQuery, signal?: AbortSignal) =>
  api.call('GET /api/users', { query }, { signal }) as Promise<UsersPage>; // with limit: one page

/** Every user the caller administers that the search finds (pickers: a group's members, a desk's manager). */
export const usersSearch = (query: { building?: '1' | '2'; q?: string }, signal?: AbortSignal) =>
  api.call('GET /api/users', { query: { ...query, limit: 50, offset: 0 } }, { signal }) as Promise<UsersPage>;

/** One user, whole (GET /users/info/{uuid}). */
export const userInfo = (uuid: string) => api.call('GET /api/users/info/:uuid', { params: { uuid } });

export const updateUser = (body: UserUpdateBody) => api.call('POST /api/users/update', { body });
/** The account ends; the answer counts the reservations cancelled from tomorrow on. */
export const deleteUser = (uuid: string) => api.call('POST /api/users/delete', { body: { uuid } });
export const setRandomPassword = (uuid: string) => api.call('POST /api/users/setRandomPassword', { body: { uuid } });
