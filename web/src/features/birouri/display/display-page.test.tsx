import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/api/client.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import type { DisplayView } from '@/api/display-door.js';
import { routes } from '@/app/router.js';
import { at, booking, displayServer, roomView, type Failure } from '@/test/display-server.js';
import { renderInSession } from '@/test/render-route.js';

// A room's door (decisions §24) at /display/:secret, as main.tsx mounts the app: no session, no shell,
// never /login. The server's clock is the fake one, Monday 1 March 2027 in Bucharest.

const SECRET = 'k'.repeat(43);
let view: () => DisplayView | Failure;
let onPress: (path: string) => unknown;

const { calls, streams } = displayServer(({ method, path }) => {
  if (path.startsWith('/users/verify')) return { status: 401, message: 'Neautentificat.', reason: 'unauthenticated' };
  if (path === `/display/${SECRET}`) return view();
  if (method === 'POST') return onPress(path);
  return {};
});
const presses = () => calls.filter((c) => c.method === 'POST').map((c) => c.path.replace(SECRET, 'S'));

const WAIT = { timeout: 10_000 };
const show = (search = '') => renderInSession(routes, `/display/${SECRET}${search}`);
const state = () => document.querySelector('.display-state') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at('09:07:00'));
  view = () => roomView([booking('r2', '10:00', '11:00')]);
  onPress = () => ({});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a room's display", () => {
  it('says the room is free in large type on green, with the next reservation and both lengths to book', async () => {
    const { router } = show();
    expect(await screen.findByText('Liberă', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sala Carpați' })).toBeTruthy();
    expect(state().style.background).toBe('rgb(27, 94, 32)');
    const next = screen.getByRole('region', { name: 'Următoarele rezervări de azi' });
    expect(within(next).getByRole('listitem').textContent).toBe('10:00–11:00Ana Angajat');
    expect(screen.getByRole('button', { name: 'Rezervați acum până la 09:30' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rezervați acum până la 10:00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliberați sala' })).toBeNull();
    // Its stream is open, without a token.
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/events'))?.[1]?.headers).toEqual({
      Accept: 'text/event-stream',
    });
    expect(router.state.location.pathname).toBe(`/display/${SECRET}`);
  });

  it('says until when the room is taken, on red, and offers to confirm and release it, not to book it', async () => {
    view = () => roomView([booking('r1', '09:00', '10:00', { name: 'Ion Popescu' }), booking('r2', '10:00', '11:00')]);
    show();
    expect(await screen.findByText('Ocupată până la 11:00', {}, WAIT)).toBeTruthy();
    expect(state().style.background).toBe('rgb(183, 28, 28)');
    expect(screen.getByText('Rezervată de Ion Popescu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmați începerea' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliberați sala' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Rezervați acum/ })).toBeNull();
  });

  it('books 30 minutes with the minutes in the query, and says so', async () => {
    onPress = (path) => {
      view = () => roomView([booking('d1', '09:07', '09:30', { door: true, name: 'Rezervare la ușă' }), booking('r2', '10:00', '11:00')]);
      return path.endsWith('/book?minutes=30')
        ? { action: 'booked', reservation: booking('d1', '09:07', '09:30', { door: true, name: 'Rezervare la ușă' }) }
        : {};
    };
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Rezervați acum până la 09:30' }, WAIT));
    expect(await screen.findByText('Sala este rezervată până la 09:30.', {}, WAIT)).toBeTruthy();
    expect(presses()).toEqual(['/display/S/book?minutes=30']);
    expect(await screen.findByText('Ocupată până la 09:30', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Rezervată de Rezervare la ușă')).toBeTruthy();
  });

  it("shows the server's refusal of a press", async () => {
    onPress = () => ({ status: 409, message: 'Sala este ocupată acum.', reason: 'display.underWay' });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Rezervați acum până la 10:00' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('Sala este ocupată acum.');
    expect(presses()).toEqual(['/display/S/book?minutes=60']);
  });

  it('asks before releasing the room, and confirms a start only while it is booked', async () => {
    view = () => roomView([booking('r1', '09:00', '10:00', { status: 'busy' })]);
    onPress = () => {
      view = () => roomView([]);
      return { action: 'released', reservation: booking('r1', '09:00', '09:07', { status: 'busy' }) };
    };
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliberați sala' }, WAIT));
    expect(screen.queryByRole('button', { name: 'Confirmați începerea' })).toBeNull();
    const question = screen.getByRole('alertdialog', { name: /Eliberați sala acum\?/ });
    fireEvent.click(within(question).getByRole('button', { name: 'Renunțați' }));
    expect(presses()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliberați sala' }));
    fireEvent.click(screen.getByRole('button', { name: 'Da, eliberați sala' }));
    expect(await screen.findByText('Sala a fost eliberată.', {}, WAIT)).toBeTruthy();
    expect(presses()).toEqual(['/display/S/release']);
    expect(await screen.findByText('Liberă', {}, WAIT)).toBeTruthy();
  });

  it('shows only the times when names are hidden', async () => {
    view = () =>
      roomView([booking('r1', '09:00', '10:00', { name: null }), booking('r2', '10:00', '11:00', { name: null })], { showNames: false });
    show();
    expect(await screen.findByText('Ocupată până la 11:00', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/Rezervată de/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Următoarele rezervări de azi' })).getByRole('listitem').textContent).toBe(
      '10:00–11:00',
    );
  });

  it("says 'Fără conexiune' when the view cannot be read, and recovers by itself", async () => {
    let failing = true;
    view = () => (failing ? 'network' : roomView([]));
    show();
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toMatch(/^Fără conexiune/);
    failing = false;
    expect(await screen.findByText('Liberă', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Fără conexiune')).toBeNull(), WAIT);
  });

  it('reads the view again on each office event of its stream', async () => {
    show();
    expect(await screen.findByText('Liberă', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(1));
    view = () => roomView([booking('r1', '09:00', '10:00', { name: 'Ion Popescu' })]);
    streams[0].send(': heartbeat\n\nevent: office\ndata: {"day":"2027-03-01","version":7}\n\n');
    expect(await screen.findByText('Ocupată până la 10:00', {}, WAIT)).toBeTruthy();
  });

  it("says 'Fără conexiune' when its stream is lost, opens it again by itself and reads what changed meanwhile", async () => {
    show();
    expect(await screen.findByText('Liberă', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(1));
    view = () => roomView([booking('r1', '09:00', '10:00')]);
    streams[0].end();
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toMatch(/^Fără conexiune/);
    await waitFor(() => expect(streams).toHaveLength(2), WAIT);
    expect(await screen.findByText('Ocupată până la 10:00', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Fără conexiune')).toBeNull();
  });

  it('turns busy at the reservation’s start by its own clock, without asking the server', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(at('09:59:50'));
    view = () => roomView([booking('r2', '10:00', '11:00')]);
    show();
    expect(await screen.findByRole('button', { name: 'Rezervați acum până la 10:00' }, WAIT)).toBeTruthy();
    const reads = calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.getByText('Ocupată până la 11:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmați începerea' })).toBeTruthy();
    expect(calls.length).toBe(reads);
  });

  it("shows only 'Ecranul nu a fost găsit.' for an unknown address, even with a stale session, and never /login", async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    view = () => ({ status: 404, message: 'Ecranul nu a fost găsit.', reason: 'display.notFound' });
    const { router } = show();
    const main = await screen.findByRole('main', {}, WAIT);
    await waitFor(() => expect(main.textContent).toBe('Ecranul nu a fost găsit.'), WAIT);
    expect(screen.queryByRole('button')).toBeNull();
    expect(router.state.location.pathname).toBe(`/display/${SECRET}`);
  });

  it('keeps the screen awake where the browser can', async () => {
    const request = vi.fn(async () => ({ released: false, release: async () => undefined }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    show();
    await screen.findByText('Liberă', {}, WAIT);
    expect(request).toHaveBeenCalledWith('screen');
    Object.defineProperty(navigator, 'wakeLock', { value: undefined, configurable: true });
  });
});

describe("a room's display in the browser's language", () => {
  afterEach(async () => {
    await chooseLanguage('ro');
    localStorage.clear();
  });

  it('speaks English when the browser chose it, refusals included', async () => {
    await chooseLanguage('en');
    onPress = () => ({ status: 409, message: 'Sala este ocupată acum.', reason: 'display.underWay' });
    show();
    expect(await screen.findByText('Free', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Next bookings today' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book now until 09:30' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('The room is in use now.');
  });
});

describe("a room's display in e-ink mode", () => {
  it('is black on white with no colour and nothing moving, and opens no stream', async () => {
    view = () => roomView([booking('r1', '09:00', '10:00')]);
    show('?eink=1');
    expect(await screen.findByText('Ocupată până la 10:00', {}, WAIT)).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.classList.contains('display--eink')).toBe(true);
    expect(document.querySelector('.display--colour')).toBeNull();
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    expect(calls.some((c) => c.path.endsWith('/events'))).toBe(false);
    // The stylesheet stills every transition and animation in this mode.
    const css = readFileSync(join(import.meta.dirname, 'display.css'), 'utf8');
    expect(css).toMatch(/\.display--eink \*,[^{]*\{\s*transition: none !important;\s*animation: none !important;/);
  });
});
