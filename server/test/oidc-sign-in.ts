import type { TestApp } from './harness.js';

// A browser's part in a company sign-in, for the server tests: the app's routes injected, the
// provider's pages fetched over HTTP on loopback with a cookie jar of their own, its forms posted.

/** The cookies of one site, by name, as a browser keeps them (a cookie set empty or expired is dropped). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()),
      );
      if (!value || gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const setCookiesOf = (header: string | string[] | undefined): string[] => (header === undefined ? [] : [header].flat());

/** What the person does at the provider's pages: sign in as `login` and consent, or cancel at the consent page. */
export interface AtProvider {
  login: string;
  cancel?: boolean;
}

/**
 * From the provider's authorization address to the address it sends the browser back to (the
 * app's callback, with its query), through the provider's own login and consent pages.
 */
export async function throughProvider(authorizationUrl: string, person: AtProvider): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    jar.take(res.headers.getSetCookie());
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt)
      throw new Error(`The provider's page is neither its login nor its consent (${res.status}): ${page.slice(0, 300)}`);
    if (prompt === 'consent' && person.cancel) {
      url = new URL(/href="([^"]+)">\[ Cancel \]/.exec(page)?.[1] ?? '', url);
      continue;
    }
    url = new URL(action, url);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: person.login, password: 'orice-parola' } : { prompt });
  }
  throw new Error('The provider did not send the browser back');
}

/** The app's answer to a browser step: its status, where it sends the browser, the cookies it sets. */
export interface AppStep {
  status: number;
  location: string;
  setCookies: string[];
}

/** A GET the browser makes to the app (a navigation), with its cookies for the app. */
export async function navigate(t: TestApp, path: string, jar: CookieJar, remoteAddress?: string): Promise<AppStep> {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { cookie: jar.header() }, remoteAddress });
  const setCookies = setCookiesOf(res.headers['set-cookie']);
  jar.take(setCookies);
  return { status: res.statusCode, location: String(res.headers.location ?? ''), setCookies };
}

/** POST /api/auth/oidc/session as /login makes it, with the browser's cookies for the app. */
export async function takeSession(t: TestApp, jar: CookieJar) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/session', headers: { cookie: jar.header() } });
  jar.take(setCookiesOf(res.headers['set-cookie']));
  return { status: res.statusCode, body: res.json() as { err: number; payload: any; message?: string; reason?: string } };
}

/** The refusal /login is sent back with (its `oidcError`), or null for a confirmed sign-in (`oidc=1`). */
export function loginReturn(location: string): string | null {
  const url = new URL(location, 'http://app.invalid');
  if (url.pathname !== '/login') throw new Error(`sent to ${location}, not to /login`);
  return url.searchParams.get('oidcError');
}

/**
 * A whole sign-in as a browser makes it: the button's start, the provider's pages, the return
 * (`alter` may change the returned address first, as an attacker would), and, when /login is
 * told the sign-in is confirmed, the session taken.
 */
export async function signIn(t: TestApp, person: AtProvider, o: { alter?: (returned: URL) => URL; jar?: CookieJar } = {}) {
  const jar = o.jar ?? new CookieJar();
  const start = await navigate(t, '/api/auth/oidc/start', jar);
  if (start.status !== 303 || !/^https?:/.test(start.location)) throw new Error(`start answered ${start.status} ${start.location}`);
  let returned = await throughProvider(start.location, person);
  if (o.alter) returned = o.alter(returned);
  const back = await navigate(t, `${returned.pathname}${returned.search}`, jar);
  const refusal = loginReturn(back.location);
  return { jar, start, returned, back, refusal, session: refusal === null ? await takeSession(t, jar) : null };
}
