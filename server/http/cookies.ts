// The server's few cookies (a device marker, the steps of a company sign-in) each carry one random
// token, newToken()'s shape. The Cookie header is read by hand: a known name, a value of that shape.

/** newToken()'s shape: 32 random bytes in base64url. Anything else is no token. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token the cookie `name` of a Cookie header carries, if it is well-formed. */
export function tokenCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return undefined;
}

export interface CookieOptions {
  /** Sent back only to this path (and below). */
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** Strict: never from another site's page; Lax: also on a top-level navigation from one (a provider's redirect). */
  sameSite: 'Strict' | 'Lax';
  /** The application's address (PUBLIC_URL): the cookie is Secure when it is https. */
  publicUrl: string;
}

/** A Set-Cookie value, never readable by scripts (HttpOnly). */
export function setCookie(name: string, value: string, o: CookieOptions): string {
  const secure = o.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${name}=${value}; Path=${o.path}; Max-Age=${o.maxAge}; HttpOnly; SameSite=${o.sameSite}${secure}`;
}
