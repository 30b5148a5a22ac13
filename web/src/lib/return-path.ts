// Where /login sends a visitor back after signing in (issue #26: a scanned desk label opens
// /checkin/:deskId before any session). The address travels in /login?next=…, so it survives a
// reload of /login; only a path of this app is followed, never another site.

/** The query parameter of /login that names the page to come back to. */
export const NEXT_PARAM = 'next';

/** The /login address that comes back to `path` (with its query) after signing in. */
export function loginPathBackTo(path: string): string {
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: path }).toString()}`;
}

/**
 * The page to open after signing in: `next` when it is a path of this app, otherwise null.
 * '//host' and '/\host' are other sites to a browser, and a path back to /login would loop.
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return null;
  const path = next.split(/[?#]/, 1)[0];
  return path === '/login' || path.startsWith('/login/') ? null : next;
}

/**
 * The desk whose label sent the visitor to /login, named as the label names it (#39 point 11: the page
 * says why it opened): from a scanned label's /checkin/<desk>. Null for any other page.
 */
export function checkinDeskOf(next: string | null): string | null {
  const segment = next?.startsWith('/checkin/') ? next.slice('/checkin/'.length).split(/[/?#]/, 1)[0] : '';
  let desk = '';
  try {
    desk = decodeURIComponent(segment).trim();
  } catch {
    return null; // not a desk anyone wrote
  }
  return desk && desk.length <= 20 ? desk : null;
}

/** Whether a room booking e-mail's link that confirms a meeting's start (/sala/confirmare/<id>, decisions §24) sent the visitor. */
export const isRoomCheckin = (next: string | null): boolean => /^\/sala\/confirmare\/[^/?#]/.test(next ?? '');

/** Where the company sign-in keeps the page to come back to while the browser is at the provider (decisions §17). */
const COMPANY_RETURN_KEY = 'birouri.companySignIn.next';

/** Before leaving for the provider: the page to open once the sign-in is back (this tab only). */
export function rememberReturnPath(next: string): void {
  try {
    sessionStorage.setItem(COMPANY_RETURN_KEY, next);
  } catch {
    // storage refused: the sign-in opens the home page
  }
}

/** Back from the provider: the page remembered, if it is still a path of this app. */
export function rememberedReturnPath(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(COMPANY_RETURN_KEY));
  } catch {
    return null;
  }
}

/** Once the session is taken: the remembered page is not opened again by a later sign-in. */
export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(COMPANY_RETURN_KEY);
  } catch {
    // nothing stored
  }
}
