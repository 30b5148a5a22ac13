import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages.js';
import { login, verifyToken } from '@/api/accounts.js';
import { ApiError, TOKEN_KEY } from '@/api/client.js';
import { renderInSession } from '@/test/render-route.js';
import { LOGIN_ERROR_MS, LOGIN_NOTICE_MS, LoginPage } from './login-page.js';

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  login: vi.fn(),
  verifyToken: vi.fn(),
}));

// Inside the session only, as in the app: /login needs neither MUI nor the query cache.
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Pagina principală</p> },
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
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.mocked(login).mockReset();
    vi.mocked(verifyToken).mockReset();
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
    expect(vi.mocked(login)).toHaveBeenCalledWith('ana', 'gresita');

    await flush(LOGIN_ERROR_MS - 100);
    expect(screen.queryByText(MSG.loginFailed)).not.toBeNull();
    await flush(200);
    expect(screen.queryByText(MSG.loginFailed)).toBeNull();
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

  it('keeps the token and goes to / after a valid login', async () => {
    vi.mocked(login).mockResolvedValue({ uuid: 'u-1', username: 'ana', confirmed: true, token: 'tok-1' });
    const { router } = renderInSession(routes, '/login');
    fillAndSubmit();
    await settled(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(screen.getByText('Pagina principală')).toBeTruthy();
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
    await settled(() => expect(other.router.state.location.pathname).toBe('/'));
  });

  it('sends a logged-in user on to /', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    vi.mocked(verifyToken).mockResolvedValue({ uuid: 'u-1', username: 'ana' });
    const { router } = renderInSession(routes, '/login');
    await settled(() => expect(router.state.location.pathname).toBe('/'));
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
});
