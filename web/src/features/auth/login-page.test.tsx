import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages.js';
import { OIDC_MSG, PASSWORD_ADMINS_ONLY } from '@domain/oidc.js';
import { getMeta, login, saveLanguage, takeCompanySession, verifyToken, type AppMeta } from '@/api/accounts.js';
import { chooseLanguage, currentLanguage } from '@/i18n/i18n.js';
import { ApiError, TOKEN_KEY } from '@/api/client.js';
import { renderInSession } from '@/test/render-route.js';
import { LOGIN_ERROR_MS, LOGIN_NOTICE_MS, LoginPage } from './login-page.js';
import { testMeta } from '@/test/meta.js';

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  login: vi.fn(),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
  takeCompanySession: vi.fn(),
  saveLanguage: vi.fn(() => Promise.resolve(null)),
}));

const META: AppMeta = testMeta({ testClock: false });

// Inside the session only, as in the app: /login needs neither MUI nor the query cache.
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Pagina principală</p> },
  { path: '/birouri', element: <p>Harta clădirii</p> },
  { path: '/checkin/:deskId', element: <p>Pagina etichetei</p> },
];

function fillAndSubmit(username = 'ana', password = 'gresita') {
  fireEvent.change(screen.getByLabelText('Nume utilizator'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Parolă'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
}

const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Waits, in steps of 10 ms, for what a submit leads to: the login schema loads at the first submit. */
async function settled(check: () => void) {
  for (let step = 0; step < 20; step++) {
    try {
      return check();
    } catch {
      await flush(10);
    }
  }
  check();
}

describe('LoginPage', () => {
  // The schema's module, once loaded, answers the page's import at once.
  beforeAll(() => import('@domain/schemas/accounts.js'));
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    vi.mocked(getMeta).mockResolvedValue(META);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.mocked(login).mockReset();
    vi.mocked(verifyToken).mockReset();
    vi.mocked(takeCompanySession).mockReset();
  });

  it('starts in the user name, and shows or hides the password', async () => {
    renderInSession(routes, '/login');
    await flush(0);
    expect(screen.getByRole('heading', { name: 'Intrați în cont' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nume utilizator'));
    const password = screen.getByLabelText('Parolă') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Arătați parola' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ascundeți parola' }));
    expect(password.type).toBe('password');
  });

  it("shows the server's error for 5 seconds, then hides it", async () => {
    vi.mocked(login).mockRejectedValue(new ApiError(401, MSG.loginFailed));
    renderInSession(routes, '/login');
    fillAndSubmit();
    await settled(() => expect(screen.getByRole('alert').textContent).toBe(MSG.loginFailed));
    // No language was chosen on /login: the account's saved one applies (decisions §22).
    expect(vi.mocked(login)).toHaveBeenCalledWith('ana', 'gresita', undefined);

    await flush(LOGIN_ERROR_MS - 100);
    expect(screen.queryByText(MSG.loginFailed)).not.toBeNull();
    await flush(200);
    expect(screen.queryByText(MSG.loginFailed)).toBeNull();
  });

  it('sends the language chosen on /login with the sign-in, so that a first-time person starts in it (#40)', async () => {
    vi.mocked(login).mockRejectedValue(new ApiError(401, MSG.loginFailed));
    localStorage.setItem('language', 'en');
    renderInSession(routes, '/login');
    fillAndSubmit();
    await settled(() => expect(vi.mocked(login)).toHaveBeenCalledWith('ana', 'gresita', 'en'));
  });

  it('checks the fields with the login schema before asking the server', async () => {
    renderInSession(routes, '/login');
    fillAndSubmit('  ', '');
    await settled(() => expect(screen.getByRole('alert').textContent).toBe(MSG.loginFailed));
    expect(vi.mocked(login)).not.toHaveBeenCalled();
  });

  it('refuses a login answer whose user is not valid', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'abc' });
    const { router } = renderInSession(routes, '/login');
    fillAndSubmit();
    await settled(() => expect(screen.getByRole('alert').textContent).toBe(MSG.loginFailed));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("keeps the token and goes straight to the person's building after a valid login", async () => {
    vi.mocked(login).mockResolvedValue({ uuid: 'u-1', username: 'ana', confirmed: true, token: 'tok-1' });
    const { router } = renderInSession(routes, '/login');
    fillAndSubmit();
    await settled(() => expect(router.state.location.pathname).toBe('/birouri'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(screen.getByText('Harta clădirii')).toBeTruthy();
  });

  it('goes back to the page of ?next= after the login (a scanned desk label), never to another site', async () => {
    vi.mocked(login).mockResolvedValue({ uuid: 'u-1', username: 'ana', confirmed: true, token: 'tok-1' });
    const { router } = renderInSession(routes, '/login?next=%2Fcheckin%2F4-12');
    fillAndSubmit();
    await settled(() => expect(router.state.location.pathname).toBe('/checkin/4-12'));
    expect(screen.getByText('Pagina etichetei')).toBeTruthy();
    cleanup();
    localStorage.clear();
    const other = renderInSession(routes, '/login?next=%2F%2Frau.example');
    fillAndSubmit();
    await settled(() => expect(other.router.state.location.pathname).toBe('/birouri'));
  });

  it('says why it opened when a scanned desk label sent the visitor here (#39 point 11)', async () => {
    renderInSession(routes, '/login?next=%2Fcheckin%2F4-52');
    await flush(0);
    expect(screen.getByRole('alert').textContent).toBe('Autentificați-vă pentru a confirma prezența la biroul 4-52.');
    cleanup();
    renderInSession(routes, '/login?next=%2Fbirouri');
    await flush(0);
    expect(screen.queryByText(/confirma prezența/)).toBeNull();
  });

  it("says why it opened when a meeting's confirmation link sent the visitor here (decisions §24)", async () => {
    renderInSession(routes, '/login?next=%2Fsala%2Fconfirmare%2Fr-1');
    await flush(0);
    expect(screen.getByRole('alert').textContent).toBe('Autentificați-vă pentru a confirma începerea ședinței.');
  });

  it('sends a logged-in user on to their building, or to the choice of building when they have two', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    vi.mocked(verifyToken).mockResolvedValue({ uuid: 'u-1', username: 'ana' });
    const { router } = renderInSession(routes, '/login');
    await settled(() => expect(router.state.location.pathname).toBe('/birouri'));
    cleanup();
    vi.mocked(verifyToken).mockResolvedValue({ uuid: 'u-1', username: 'ana', buildingList: ['1', '2'] });
    const both = renderInSession([...routes, { path: '/dropdown', element: <p>Alegeți clădirea</p> }], '/login');
    await settled(() => expect(both.router.state.location.pathname).toBe('/dropdown'));
  });

  it('shows the reset notice of ?reset=true for 10 seconds', async () => {
    renderInSession(routes, '/login?reset=true');
    await flush(0);
    expect(screen.queryByText(MSG.resetDone)).not.toBeNull();
    await flush(LOGIN_NOTICE_MS - 100);
    expect(screen.queryByText(MSG.resetDone)).not.toBeNull();
    await flush(200);
    expect(screen.queryByText(MSG.resetDone)).toBeNull();
  });

  it('shows the e-mail notice of ?toreset=true', async () => {
    renderInSession(routes, '/login?toreset=true');
    await flush(0);
    expect(screen.queryByText(MSG.resetEmailSent)).not.toBeNull();
  });

  describe("with the company's account (decisions §17)", () => {
    const companyButton = () => screen.queryByRole('link', { name: 'Autentificare cu contul companiei' });

    it('offers it above the password form, which stays open to everyone under `all`', async () => {
      vi.mocked(getMeta).mockResolvedValue({ ...META, oidc: true });
      renderInSession(routes, '/login?next=%2Fcheckin%2F4-12');
      await flush(0);
      expect(companyButton()?.getAttribute('href')).toBe('/api/auth/oidc/start');
      const password = screen.getByLabelText('Nume utilizator');
      expect(companyButton()?.compareDocumentPosition(password)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(password.closest('details')).toBeNull();
      // Under `all` the form is everyone's: nothing says otherwise.
      expect(screen.queryByText(PASSWORD_ADMINS_ONLY)).toBeNull();
      // The page to come back to travels in this tab's storage while the browser is at the provider.
      fireEvent.click(companyButton() as HTMLElement);
      expect(sessionStorage.getItem('birouri.companySignIn.next')).toBe('/checkin/4-12');
    });

    it('does not offer it without the OIDC settings', async () => {
      renderInSession(routes, '/login');
      await flush(0);
      expect(companyButton()).toBeNull();
      expect(screen.queryByText('Autentificare cu parolă (administratori)')).toBeNull();
    });

    it('folds the password form under `admins`, as a way in for administrators', async () => {
      vi.mocked(getMeta).mockResolvedValue({ ...META, oidc: true, passwordLogin: 'admins' });
      renderInSession(routes, '/login');
      await flush(0);
      expect(companyButton()).not.toBeNull();
      const details = screen.getByText('Autentificare cu parolă (administratori)').closest('details') as HTMLDetailsElement;
      expect(details.open).toBe(false);
      expect(details.contains(screen.getByLabelText('Nume utilizator'))).toBe(true);
    });

    it('says under `admins`, before anything is typed, that the password form is for administrators only (#38 point 6)', async () => {
      vi.mocked(getMeta).mockResolvedValue({ ...META, oidc: true, passwordLogin: 'admins' });
      renderInSession(routes, '/login');
      await flush(0);
      // Shown with the form still folded: the server refuses a non-administrator's password as a wrong one, without saying why.
      const note = screen.getByText(PASSWORD_ADMINS_ONLY);
      expect(note.closest('details')).toBeNull();
      expect((screen.getByText('Autentificare cu parolă (administratori)').closest('details') as HTMLDetailsElement).open).toBe(false);
      expect(companyButton()?.compareDocumentPosition(note)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });

    it('says the refusal the server sent the browser back with, by its reason, in a sentence', async () => {
      const { router } = renderInSession(routes, '/login?oidcError=oidc.noAccount');
      await flush(0);
      expect(screen.getByRole('alert').textContent).toBe('Contul dumneavoastră nu există în aplicație. Contactați administratorul.');
      // The address is cleaned: a reload repeats nothing.
      expect(router.state.location.search).toBe('');
      cleanup();
      renderInSession(routes, '/login?oidcError=%3Cscript%3Eorice');
      await flush(0);
      expect(screen.getByRole('alert').textContent).toBe(OIDC_MSG.failed);
    });

    it('takes the session once back, with no password prompt, and opens the page remembered before leaving', async () => {
      sessionStorage.setItem('birouri.companySignIn.next', '/checkin/4-12');
      vi.mocked(takeCompanySession).mockResolvedValue({ uuid: 'u-1', username: 'ana', confirmed: true, token: 'tok-oidc' });
      const { router } = renderInSession(routes, '/login?oidc=1');
      await settled(() => expect(router.state.location.pathname).toBe('/checkin/4-12'));
      expect(vi.mocked(takeCompanySession)).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-oidc');
      expect(sessionStorage.getItem('birouri.companySignIn.next')).toBeNull();
    });

    it('keeps the language chosen on /login before leaving, and saves it as the person’s (§22)', async () => {
      vi.useRealTimers(); // the English catalogues are downloaded: real time, not the page's timers
      localStorage.setItem('language', 'en');
      vi.mocked(takeCompanySession).mockResolvedValue({ uuid: 'u-1', username: 'ana', confirmed: true, language: 'ro', token: 'tok-oidc' });
      const { router } = renderInSession(routes, '/login?oidc=1');
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/birouri'), { timeout: 10_000 });
      expect(vi.mocked(saveLanguage)).toHaveBeenCalledWith('en');
      await vi.waitFor(() => expect(currentLanguage()).toBe('en'), { timeout: 10_000 });
      await act(() => chooseLanguage('ro'));
    });

    it("shows the server's refusal when the session cannot be taken", async () => {
      vi.mocked(takeCompanySession).mockRejectedValue(new ApiError(401, OIDC_MSG.expired, 'oidc.expired'));
      const { router } = renderInSession(routes, '/login?oidc=1');
      await settled(() => expect(screen.getByRole('alert').textContent).toBe(OIDC_MSG.expired));
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(screen.getByLabelText('Nume utilizator')).toBeTruthy();
    });
  });
});
