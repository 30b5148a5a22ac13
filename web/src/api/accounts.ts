import type { Group } from '../../../domain/schemas/accounts.js';
import { api } from './client.js';

// The account calls of the API (decisions §2). Answers the client must check before
// trusting (login, verify) come back as unknown.

export function login(username: string, password: string): Promise<unknown> {
  return api.post<unknown>('/users/login', { username, password }, { auth: false });
}

export function logout(): Promise<unknown> {
  return api.get<unknown>('/users/logout');
}

export function verifyToken(signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>('/users/verify/', { signal });
}

export function changePassword(user: string, oldPassword: string, newPassword: string): Promise<unknown> {
  return api.post<unknown>('/users/changePassword', { user, oldPassword, newPassword });
}

export function sendResetEmail(email: string): Promise<unknown> {
  return api.post<unknown>('/users/sendResetEmail', { email }, { auth: false });
}

export function resetPassword(password: string, token: string): Promise<unknown> {
  return api.post<unknown>('/users/resetPassword', { password, token }, { auth: false });
}

export interface AppMeta {
  version: string;
  supportEmail: string;
  guideUrl: string;
  /** The server's clock (decisions §5): the web app reckons days from it, never from the browser's. */
  now: string;
  testClock: boolean;
}

export function getMeta(): Promise<AppMeta> {
  return api.get<AppMeta>('/meta', { auth: false });
}

export interface MyGroups {
  groups: Group[];
  mainGroup: string | null;
  managerOf: string[];
}

export function getMyGroups(): Promise<MyGroups> {
  return api.get<MyGroups>('/users/groups/');
}
