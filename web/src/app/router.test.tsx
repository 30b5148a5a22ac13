import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages.js';
import { login, verifyToken } from '../api/accounts.js';
import { TOKEN_KEY } from '../api/client.js';
import { renderInSession } from '../test/render-route.js';
import { routes } from './router.js';
import { sessionUser } from '@/test/session-user.js';

vi.mock('../api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/accounts.js')>()),
  verifyToken: vi.fn(),
  login: vi.fn(),
}));

const user = sessionUser;

function loggedInAs(u: ReturnType<typeof user>) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  vi.mocked(verifyToken).mockResolvedValue(u);
}

async function landOn(path: string) {
  // As main.tsx mounts the app: the session around the router; the shell brings the rest.
  const { router } = renderInSession(routes, path);
  // Pages and layouts load lazily (their own chunks): the first import of each may take a while here.
  await waitFor(() => expect(screen.queryByLabelText('Se încarcă')).toBeNull(), { timeout: 10_000 });
  return router;
}

// A redirect may start a lazy page's first import after landOn returned: the same allowance as there.
const LAZY = { timeout: 10_000 };
const heading = (name: string) => screen.findByRole('heading', { name }, LAZY);

describe('routes and guards', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => {
    cleanup();
    vi.mocked(verifyToken).mockReset();
    vi.mocked(login).mockReset();
  });

  it('sends a visitor without a session to /login, also from unknown paths', async () => {
    for (const path of ['/birouri', '/turn/add', '/password', '/nu-exista']) {
      const router = await landOn(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      cleanup();
    }
  });

  it("sends a visitor without a session from a desk label's address to /login, to come back to it", async () => {
    const router = await landOn('/checkin/4-12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fcheckin%2F4-12');
  });

  it("sends a visitor without a session from a meeting's confirmation link to /login, to come back to it", async () => {
    const router = await landOn('/sala/confirmare/r-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fsala%2Fconfirmare%2Fr-1');
  });

  it('keeps public pages public', async () => {
    await landOn('/ghid');
    expect(await heading('Ghidul utilizatorului')).toBeTruthy();
    cleanup();
    const router = await landOn('/turn/cancelation/r-1');
    expect(await heading('Anularea rezervării')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/turn/cancelation/r-1');
  });

  it('forgets a token the server answers {} for', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    vi.mocked(verifyToken).mockResolvedValue({});
    const router = await landOn('/birouri');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs in on /login and asks an unconfirmed account to change its generated password', async () => {
    vi.mocked(login).mockResolvedValue({ ...user({ confirmed: false }), token: 'tok-1' });
    const router = await landOn('/login');
    const paths: string[] = [];
    router.subscribe((state) => paths.push(state.location.pathname));
    fireEvent.change(screen.getByLabelText('Nume utilizator'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Parolă'), { target: { value: 'Parola123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
    // The dialog is the shell's: it comes with the first page after /login.
    expect(await screen.findByRole('dialog', { name: MSG.unconfirmedTitle }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/birouri'), { timeout: 10_000 });
    // Straight there: not through /dropdown, whose top bar and menu the building's page would replace under the pointer.
    expect(paths.filter((p) => p !== '/login' && p !== '/birouri')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Schimbă parola' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password'));
  }, 20_000);

  it('takes a user with one building from / straight to it', async () => {
    loggedInAs(user());
    const router = await landOn('/');
    expect((await screen.findByRole('link', { name: 'Hartă' }, LAZY)).getAttribute('aria-current')).toBe('page');
    expect(router.state.location.pathname).toBe('/birouri');
  });

  it("opens 'Săptămâna mea' from the user menu, on a page of its own (#41)", async () => {
    loggedInAs(user());
    const router = await landOn('/birouri');
    fireEvent.click(await screen.findByRole('button', { name: 'Meniu utilizator' }, LAZY));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Săptămâna mea' }));
    expect(await screen.findByRole('heading', { name: 'Săptămâna mea', level: 1 }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/birouri/saptamana');
  }, 30_000); // the booking screen's and the week's chunks, first imported here

  it("opens 'Săptămâna echipei' from the user menu, on a page of its own (#42)", async () => {
    loggedInAs(user());
    const router = await landOn('/birouri');
    fireEvent.click(await screen.findByRole('button', { name: 'Meniu utilizator' }, LAZY));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Săptămâna echipei' }, LAZY));
    expect(await screen.findByRole('heading', { name: 'Săptămâna echipei', level: 1 }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/birouri/echipa');
  }, 30_000); // the team page's chunk, first imported here

  it('offers the week in the user menu only to the people of building 1', async () => {
    loggedInAs(user({ building: '2' }));
    await landOn('/turn/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Meniu utilizator' }, LAZY));
    await screen.findByRole('menuitem', { name: 'Calendar' });
    expect(screen.queryByRole('menuitem', { name: 'Săptămâna mea' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Săptămâna echipei' })).toBeNull();
  });

  it('offers both buildings on /dropdown to a user who has them', async () => {
    loggedInAs(user({ buildingList: ['1', '2'] }));
    await landOn('/dropdown');
    expect(await heading('Selectați clădirea')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CityOffices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn' })).toBeTruthy();
  });

  it('sends a tower-only user from /birouri to /turn/add', async () => {
    loggedInAs(user({ building: '2' }));
    const router = await landOn('/birouri');
    expect(await heading('Rezervare nouă')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/turn/add');
  });

  it('refuses a user who can enter neither building', async () => {
    loggedInAs(user({ building: '0' }));
    await landOn('/birouri');
    expect(await heading(MSG.noBuildingAccess)).toBeTruthy();
  });

  it('keeps admin pages for admins', async () => {
    loggedInAs(user());
    const router = await landOn('/birouri/admin/settings');
    // The console is a lazy route: the router loads its module before the guard can send the user away.
    await waitFor(() => expect(router.state.location.pathname).toBe('/birouri'), { timeout: 15_000 });
    cleanup();
    loggedInAs(user({ role: 'admin' }));
    await landOn('/birouri/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Setări' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statistici' })).toBeTruthy();
  }, 40_000);

  it('shows the not-found page to a logged-in user', async () => {
    loggedInAs(user());
    await landOn('/nu-exista');
    expect(await heading(MSG.pageNotFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Înapoi la pagina principală' })).toBeTruthy();
  });

  it('shows the phone notice, that booking works below, with a tower link on a narrow window', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    loggedInAs(user({ buildingList: ['1', '2'] }));
    await landOn('/birouri');
    // The headline says where booking works, not that it does not (#39 point 3).
    const notice = await heading(MSG.phoneNotice);
    expect(notice.textContent).toBe('Harta birourilor este disponibilă doar pe calculator. Pe telefon puteți rezerva mai jos, fără hartă.');
    const link = screen.getByRole('link', { name: 'Mergeți la parcarea din Turn' });
    expect(link.getAttribute('href')).toBe('/turn/add');
  });
});
