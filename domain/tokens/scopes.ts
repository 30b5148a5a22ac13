// Personal API tokens (decisions §23): what a token may do, and how a route says what it needs.

/** The scopes a token is made with: `admin` only by an administrator. */
export const TOKEN_SCOPES = ['read', 'book', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * What a route needs of a token, declared per route by what it does, not by its method
 * (GET /reservations/parking/delete/{id} cancels): `read` only reads; `book` is the owner's own
 * bookings, cancellations and what plans them (check-in, usual days, absences, cars, colleagues
 * followed, profile fields); `admin` what an administrator changes; `never` is not for a token
 * at all (passwords, sessions, tokens, the calendar's secret address, the web app's live stream).
 */
export const ROUTE_SCOPES = ['read', 'book', 'admin', 'never'] as const;
export type RouteScope = (typeof ROUTE_SCOPES)[number];

/** Every token reads; `book` and `admin` are each their own (a token may carry both). */
export function scopeOpens(route: RouteScope, token: readonly TokenScope[]): boolean {
  if (route === 'never') return false;
  if (route === 'read') return token.length > 0;
  return token.includes(route);
}

/** The token scopes that open a route (OpenAPI's `x-scopes`). */
export const scopesOpening = (route: RouteScope): TokenScope[] => TOKEN_SCOPES.filter((s) => scopeOpens(route, [s]));

/** Who may make a token with `admin`: an administrator, role admin or of a building (decisions §23); the server refuses anyone else, the page offers it to no one else. */
export const mayMakeAdminTokens = (u: { role: string; adminOf: readonly string[] }): boolean => u.role === 'admin' || u.adminOf.length > 0;

/** A personal API token is sent as `Authorization: Bearer bt_…`; a session's token never starts so. */
export const API_TOKEN_PREFIX = 'bt_';
export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** How long a token may live, in days. */
export const MAX_TOKEN_DAYS = 365;
/** How many live tokens one person may hold. */
export const MAX_TOKENS_A_PERSON = 20;
