import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../domain/messages.js';
import { login } from '../../api/accounts.js';
import { ApiError, TOKEN_KEY } from '../../api/client.js';
import { renderRoute } from '../../test/render-route.js';
import { LOGIN_ERROR_MS, LOGIN_NOTICE_MS, LoginPage } from './login-page.js';

vi.mock('../../api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/accounts.js')>()),
  login: vi.fn(),
}));

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Pagina principală</p> },
];

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Nume utilizator'), { target: { value: 'ana' } });
  fireEvent.change(screen.getByLabelText('Parolă'), { target: { value: 'gresita' } });
  fireEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
}

const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('LoginPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.mocked(login).mockReset();
  });

  it("shows the server's error for 5 seconds, then hides it", async () => {
    vi.mocked(login).mockRejectedValue(new ApiError(401, MSG.loginFailed));
    renderRoute(routes, '/login');
    fillAndSubmit();
    await flush(10);
    expect(vi.mocked(login)).toHaveBeenCalledWith('ana', 'gresita');
    expect(screen.getByRole('alert').textContent).toBe(MSG.loginFailed);

    await flush(LOGIN_ERROR_MS - 100);
    expect(screen.queryByText(MSG.loginFailed)).not.toBeNull();
    await flush(200);
    expect(screen.queryByText(MSG.loginFailed)).toBeNull();
  });

  it('refuses a login answer whose user is not valid', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'abc' });
    const { router } = renderRoute(routes, '/login');
    fillAndSubmit();
    await flush(10);
    expect(screen.getByRole('alert').textContent).toBe(MSG.loginFailed);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token and goes to / after a valid login', async () => {
    vi.mocked(login).mockResolvedValue({ uuid: 'u-1', username: 'ana', confirmed: true, token: 'tok-1' });
    const { router } = renderRoute(routes, '/login');
    fillAndSubmit();
    await flush(10);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the reset notice of ?reset=true for 10 seconds', async () => {
    renderRoute(routes, '/login?reset=true');
    await flush(0);
    expect(screen.queryByText(MSG.resetDone)).not.toBeNull();
    await flush(LOGIN_NOTICE_MS - 100);
    expect(screen.queryByText(MSG.resetDone)).not.toBeNull();
    await flush(200);
    expect(screen.queryByText(MSG.resetDone)).toBeNull();
  });

  it('shows the e-mail notice of ?toreset=true', async () => {
    renderRoute(routes, '/login?toreset=true');
    await flush(0);
    expect(screen.queryByText(MSG.resetEmailSent)).not.toBeNull();
  });
});
