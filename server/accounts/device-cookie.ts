// The cookie that marks a browser which has logged into an account (issue #20, point 6). It is
// sent only to the login route (Path), never to scripts (HttpOnly) nor from other sites' pages
// (SameSite=Strict). The Cookie header is read by hand: one name, one value of a known shape.

export const DEVICE_COOKIE = 'login_device';
export const LOGIN_PATH = '/api/users/login';
/** How long a browser stays known without logging in (below the 400 days browsers allow a cookie). */
export const DEVICE_DAYS = 365;

/** newToken()'s shape: 32 random bytes in base64url. Anything else is no device. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device token of a Cookie header, if it carries a well-formed one. */
export function deviceTokenOf(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return undefined;
}

/** The Set-Cookie value of a device token; Secure when the application is served over https. */
export function deviceCookie(token: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${token}; Path=${LOGIN_PATH}; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`;
}
