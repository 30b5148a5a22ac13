import { setCookie, tokenCookie } from '../http/cookies.js';

// The cookie that marks a browser which has logged into an account (issue #20, point 6). It is
// sent only to the login route (Path), never to scripts (HttpOnly) nor from other sites' pages
// (SameSite=Strict).

export const DEVICE_COOKIE = 'login_device';
export const LOGIN_PATH = '/api/users/login';
/** How long a browser stays known without logging in (below the 400 days browsers allow a cookie). */
export const DEVICE_DAYS = 365;

/** The device token of a Cookie header, if it carries a well-formed one. */
export const deviceTokenOf = (header: string | undefined): string | undefined => tokenCookie(header, DEVICE_COOKIE);

/** The Set-Cookie value of a device token; Secure when the application is served over https. */
export const deviceCookie = (token: string, publicUrl: string): string =>
  setCookie(DEVICE_COOKIE, token, { path: LOGIN_PATH, maxAge: DEVICE_DAYS * 86_400, sameSite: 'Strict', publicUrl });
