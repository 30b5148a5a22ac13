import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayView } from '@/api/display-door.js';
import { routes } from '@/app/router.js';
import { at, displayServer, roomView } from '@/test/display-server.js';
import { renderInSession } from '@/test/render-route.js';
import { DESK_COLOUR, INK, ROOM_COLOUR, WHITE } from './display-colours.js';

// A floor's board (decisions §24): the counts, the plan's rooms and desks by state with their holders'
// initials when names are shown, a legend, and the QR code of the phone's booking page on this floor.

const SECRET = 'f'.repeat(43);
const BOOK_URL = 'http://localhost:3000/birouri?floor=4';
let view: () => DisplayView;

const { calls } = displayServer(({ path }) => (path === `/display/${SECRET}` ? view() : {}));

const floorView = (over: Partial<DisplayView> = {}): DisplayView =>
  roomView([], {
    name: 'Holul etajului 4',
    roomId: null,
    roomName: null,
    floor: 4,
    reservations: null,
    plan: { name: 'Etajul 4', width: 1000, height: 600, hasImage: true },
    desks: [
      { id: '4-1', x: 100, y: 100, state: 'busy', initials: 'AP' },
      { id: '4-2', x: 160, y: 100, state: 'booked', initials: 'IM' },
      { id: '4-3', x: 220, y: 100, state: 'free', initials: null },
      { id: '4-4', x: 280, y: 100, state: 'closed', initials: null },
    ],
    rooms: [
      { id: 'E4-01', name: 'Sala Carpați', x: 500, y: 50, w: 200, h: 120, busy: true },
      { id: 'E4-02', name: 'Sala Dunărea', x: 500, y: 250, w: 200, h: 120, busy: false },
    ],
    freeDesks: 12,
    freeRooms: 1,
    bookUrl: BOOK_URL,
    ...over,
  });

const WAIT = { timeout: 10_000 };
const show = (search = '') => renderInSession(routes, `/display/${SECRET}${search}`);
const plan = () => screen.getByRole('img', { name: 'Planul: Etajul 4' });
const desk = (id: string) => plan().querySelector(`[data-desk="${id}"]`)!;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at('09:07:00'));
  view = () => floorView();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a floor's display", () => {
  it('shows the counts, the plan at its size with rooms and desks by state, the initials, a legend and the QR code', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Etajul 4' }, WAIT)).toBeTruthy();
    expect(screen.getByText('12 birouri libere')).toBeTruthy();
    expect(screen.getByText('1 sală liberă')).toBeTruthy();
    await waitFor(() => expect(plan()).toBeTruthy(), WAIT);
    expect(plan().getAttribute('viewBox')).toBe('0 0 1000 600');
    expect(desk('4-1').textContent).toBe('AP');
    expect(desk('4-1').querySelector('circle')?.getAttribute('fill')).toBe(DESK_COLOUR.busy);
    expect(desk('4-2').textContent).toBe('IM');
    expect(desk('4-3').querySelector('circle')?.getAttribute('fill')).toBe(DESK_COLOUR.free);
    expect(desk('4-4').querySelector('circle')?.getAttribute('stroke-dasharray')).toBe('5 4');
    const carpati = plan().querySelector('[data-room="E4-01"]')!;
    expect(carpati.textContent).toBe('Sala Carpați');
    expect(carpati.querySelector('rect')?.getAttribute('stroke')).toBe(ROOM_COLOUR.busy.ink);
    expect(plan().querySelector('[data-room="E4-02"] rect')?.getAttribute('stroke')).toBe(ROOM_COLOUR.free.ink);

    const legend = screen.getByRole('region', { name: 'Legendă' });
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Birou liber',
      'Birou rezervat',
      'Birou ocupat',
      'Birou indisponibil',
      'Sală liberă',
      'Sală ocupată',
    ]);
    const qr = await screen.findByRole('img', { name: 'Codul QR al paginii de rezervare a birourilor de pe acest etaj' }, WAIT);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('Scanați pentru a rezerva un birou pe acest etaj')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/events'))).toBe(true);
  });

  it('draws no initials when names are hidden', async () => {
    view = () =>
      floorView({
        showNames: false,
        desks: [{ id: '4-1', x: 100, y: 100, state: 'busy', initials: null }],
        freeDesks: 0,
        freeRooms: 20,
      });
    show();
    expect(await screen.findByText('0 birouri libere', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('20 de săli libere')).toBeTruthy();
    await waitFor(() => expect(desk('4-1')).toBeTruthy(), WAIT);
    expect(plan().querySelectorAll('[data-desk] text')).toHaveLength(0);
  });

  it('in e-ink mode, draws in black and white only', async () => {
    show('?eink=1');
    await screen.findByText('12 birouri libere', {}, WAIT);
    await waitFor(() => expect(desk('4-1')).toBeTruthy(), WAIT);
    const painted = [...document.querySelectorAll('[fill], [stroke]')].flatMap((e) => [e.getAttribute('fill'), e.getAttribute('stroke')]);
    expect(new Set(painted.filter(Boolean))).toEqual(new Set([WHITE, INK]));
    expect(screen.getByRole('main').classList.contains('display--eink')).toBe(true);
    expect(calls.some((c) => c.path.endsWith('/events'))).toBe(false);
  });
});
