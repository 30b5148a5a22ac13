import type { CallerGroups } from '@domain/schemas/groups-answers.js';
import type { Meta } from '@domain/schemas/meta-answers.js';
import type { Language } from '@domain/languages.js';
import { apiCall } from './client.js';

export type { SignedInUser, VerifiedUser } from '@domain/schemas/accounts-answers.js';

// The account calls of the API (decisions §2). The answers of login (SignedInUser) and verify
// (VerifiedUser) come back as unknown: the client checks them before trusting them
// (lib/user-valid.ts: a user has at least a uuid and a user name).

/** `language`: the one chosen on /login before signing in, saved on the account at sign-in (decisions §22). */
export function login(username: string, password: string, language?: Language): Promise<unknown> {
  return apiCall('POST /users/login', { username, password, ...(language && { language }) }, { auth: false });
}

/** The person's language, chosen in the user menu: e-mails and the next sign-in follow it (decisions §22). */
export function saveLanguage(language: Language): Promise<unknown> {
  return apiCall('POST /users/language', { language });
}

/** Where the browser goes to sign in with the company's account (a navigation: the server sends it on to the provider). */
export const COMPANY_SIGN_IN_START = '/api/auth/oidc/start';

/** The session of a sign-in the company's provider confirmed: its one-time handover travels in an HttpOnly cookie (decisions §17). */
export function takeCompanySession(): Promise<unknown> {
  return apiCall('POST /auth/oidc/session', undefined, { auth: false });
}

export function logout(): Promise<null> {
  return apiCall('GET /users/logout');
}

export function verifyToken(signal?: AbortSignal): Promise<unknown> {
  return apiCall('GET /users/verify', undefined, { signal });
}

export function changePassword(user: string, oldPassword: string, newPassword: string): Promise<null> {
  return apiCall('POST /users/changePassword', { user, oldPassword, newPassword });
}

export function sendResetEmail(email: string): Promise<null> {
  return apiCall('POST /users/sendResetEmail', { email }, { auth: false });
}

/** Refused (reason app.resetLinkInvalid) for a link that is used, expired or unknown; the token stays unused (#39 point 11). */
export function checkResetToken(token: string): Promise<null> {
  return apiCall('POST /users/checkResetToken', { token }, { auth: false });
}

export function resetPassword(password: string, token: string): Promise<null> {
  return apiCall('POST /users/resetPassword', { password, token }, { auth: false });
}

/** GET /api/meta; `now` is the server's clock (decisions §5): the web app reckons days from it, never from the browser's. */
export type AppMeta = Meta;

export function getMeta(): Promise<AppMeta> {
  return apiCall('GET /meta', undefined, { auth: false });
}

/** The caller's groups (GET /users/groups): the answer schema's type, component CallerGroups. */
export type MyGroups = CallerGroups;

export function getMyGroups(): Promise<MyGroups> {
  return apiCall('GET /users/groups');
}

/** GET /groups/: every group (both buildings), as administrators choose among them, in the same shape. */
export function getAllGroups(signal?: AbortSignal): Promise<MyGroups> {
  return apiCall('GET /groups', undefined, { signal });
}
