import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOM_MSG, ROOM_REASON } from '@domain/rooms/rules.js';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { ApiError, TOKEN_KEY } from '@/api/client.js';
import { createRoomReservation, getRooms, getUpcomingRoomReservations, type Room } from '@/api/rooms.js';
import { RequireAuth } from '@/app/guards.js';
import { renderRoute } from '@/test/render-route.js';
import { RoomBookingDialog } from './room-booking-dialog.js';
import { roomRefusalText } from './room-refusals.js';
import { sessionUser } from '@/test/session-user.js';
import { testMeta } from '@/test/meta.js';

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));
vi.mock('@/api/rooms.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/rooms.js')>()),
  getRooms: vi.fn(),
  getUpcomingRoomReservations: vi.fn(),
  createRoomReservation: vi.fn(),
}));

// Server clock: Monday 1 March 2027, 09:00 Bucharest (UTC+2).
const NOW = '2027-03-01T07:00:00.000Z';
const DAY = '2027-03-02';
// The flexible office's settings, as the booking screen hands them over.
const SETTINGS = { maxDaysRoom: 30, maxActiveRoom: 2 };

const room = (over: Partial<Room['details']> = {}, reservations: Room['reservations'] = []): Room => ({
  id: 'E4-03',
  floor: 4,
  details: { name: 'Sala Delta', type: '', hasTV: false, hasAudioVideo: true, hasPhone: true, phoneNo: '021 300 4103', ...over },
  peopleNo: 4,
  reservations,
  groupsIdList: ['it'],
  coordinates: { latitude: 0, longitude: 0 },
  box: { x: 0, y: 0, w: 100, h: 60 },
});
const booking = (id: string, begin: string, end: string) => ({ _id: id, uuid: 'u-2', name: 'Ion', dateBegin: begin, dateEnd: end });

function setup(r: Room, upcoming = 0) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  vi.mocked(verifyToken).mockResolvedValue(sessionUser());
  vi.mocked(getMeta).mockResolvedValue(testMeta({ version: '1.1.5', now: NOW }));
  vi.mocked(getRooms).mockResolvedValue([r]);
  vi.mocked(getUpcomingRoomReservations).mockResolvedValue(
    Array.from({ length: upcoming }, (_, i) => ({
      ...booking(`m${i}`, '2027-03-03T08:00:00.000Z', '2027-03-03T09:00:00.000Z'),
      conferenceRoomId: 'E4-01',
      roomName: 'Sala Olt',
      creationDate: NOW,
      status: 'booked' as const,
      released: false,
    })),
  );
  const onClose = vi.fn();
  renderRoute(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/', element: <RoomBookingDialog room={r} day={DAY} settings={SETTINGS} onClose={onClose} /> }],
      },
    ],
    '/',
  );
  return { onClose };
}

const panel = () => screen.findByRole('dialog', { name: /^Rezervare/ }, LOADED);
const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const confirmButton = () => screen.getByRole('button', { name: 'Confirmați', hidden: true }) as HTMLButtonElement;
// Generous waits: the dialog first waits for the clock and the day's rooms, on a machine that may be busy.
const LOADED = { timeout: 5_000 };
const timeline = () => screen.findByRole('listbox', { name: /^Intervale orare/ }, LOADED);
const cell = (name: string) => within(screen.getByRole('listbox')).getByRole('option', { name });
const chosen = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('option', { selected: true })
    .map((o) => o.getAttribute('aria-label')!.split(',')[0]);
/** A press and release of the main button on a half hour, the shift key held or not. */
const press = (el: HTMLElement, shiftKey = false) => {
  fireEvent.pointerDown(el, { button: 0, pointerId: 1, shiftKey });
  fireEvent.pointerUp(el, { button: 0, pointerId: 1 });
};

// Each test may wait LOADED more than once, and whichever runs first also pays for the first render of
// MUI in jsdom (seconds on a busy machine): vitest's 5 s default fits only some orders (shuffled, #23).
describe('RoomBookingDialog', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('opens with nothing chosen and Confirmați off (#39, point 9), lists the day and the features, and books a clicked and shift-clicked range in UTC', async () => {
    const r = room({}, [booking('b1', '2027-03-02T06:00:00.000Z', '2027-03-02T07:00:00.000Z')]);
    vi.mocked(createRoomReservation).mockResolvedValue({} as never);
    const { onClose } = setup(r);
    const dialog = await panel();
    const list = await timeline();
    expect(list.getAttribute('aria-label')).toBe('Intervale orare, marți, 02.03.2027');
    // Nothing chosen: the panel used to open on the first free hour with 'Confirmați' ready.
    expect(chosen(list)).toEqual([]);
    expect(within(dialog).getByText('Niciun interval ales.')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    expect((screen.getByLabelText('Ora de început') as HTMLSelectElement).value).toBe('');
    expect(cell('08:00–08:30, ocupat de Ion').getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByLabelText('Ziua') as HTMLSelectElement).value).toBe(DAY);
    const existing = within(dialog).getByRole('region', { name: /Rezervări existente/ });
    expect(within(existing).getByText('08:00 – 09:00')).toBeTruthy();
    expect(within(dialog).getByText('Telefon: Da, 021 300 4103')).toBeTruthy();
    expect(within(dialog).getByText('Persoane: Maxim 4')).toBeTruthy();
    // Weekends are not offered: Friday 5 March is followed by Monday 8 March.
    const days = [...(screen.getByLabelText('Ziua') as HTMLSelectElement).options].map((o) => o.value);
    expect(days.slice(0, 6)).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-08']);

    press(cell('14:30–15:00, liber'));
    expect(chosen(list)).toEqual(['14:30–15:00']);
    press(cell('15:30–16:00, liber'), true);
    expect(chosen(list)).toEqual(['14:30–15:00', '15:00–15:30', '15:30–16:00']);
    expect(within(dialog).getByText('14:30 – 16:00')).toBeTruthy();
    fireEvent.click(confirmButton());
    await waitFor(() =>
      expect(createRoomReservation).toHaveBeenCalledWith({
        conferenceRoomId: 'E4-03',
        dateBegin: '2027-03-02T12:30:00.000Z',
        dateEnd: '2027-03-02T14:00:00.000Z',
      }),
    );
    expect(await screen.findByText(ROOM_MSG.booked)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('stretches a drag from where it began and stops it before a taken half hour', async () => {
    setup(room({}, [booking('b1', '2027-03-02T10:00:00.000Z', '2027-03-02T11:00:00.000Z')])); // 12:00–13:00
    const list = await timeline();
    fireEvent.pointerDown(cell('11:00–11:30, liber'), { button: 0, pointerId: 1 });
    fireEvent.pointerMove(cell('10:00–10:30, liber'), { pointerId: 1 });
    expect(chosen(list)).toEqual(['10:00–10:30', '10:30–11:00', '11:00–11:30']);
    fireEvent.pointerMove(cell('14:00–14:30, liber'), { pointerId: 1 });
    fireEvent.pointerUp(cell('14:00–14:30, liber'), { pointerId: 1 });
    expect(chosen(list)).toEqual(['11:00–11:30', '11:30–12:00']);
    // A press on a taken half hour chooses nothing.
    press(cell('12:00–12:30, ocupat de Ion'));
    expect(chosen(list)).toEqual(['11:00–11:30', '11:30–12:00']);
    expect(confirmButton().disabled).toBe(false);
  });

  it('takes a click as the start and a later click as the end, says so under the timeline and reads the interval (#21, point 1)', async () => {
    setup(room());
    const list = await timeline();
    const live = screen.getByText('Niciun interval ales.').closest('[aria-live="polite"]')!;
    press(cell('10:00–10:30, liber'));
    expect(chosen(list)).toEqual(['10:00–10:30']);
    expect(live.textContent).toBe('Intervalul ales: 10:00 – 10:30');
    press(cell('11:00–11:30, liber'));
    expect(chosen(list)).toEqual(['10:00–10:30', '10:30–11:00', '11:00–11:30']);
    expect(live.textContent).toBe('Intervalul ales: 10:00 – 11:30');
    // The hint under the timeline is the timeline's description.
    expect(list.getAttribute('aria-describedby')).toBe(screen.getByText('Faceți clic pe ora de început, apoi pe ora de sfârșit.').id);
    // A third click starts over, and so does a click on an earlier half hour after a start.
    press(cell('14:00–14:30, liber'));
    expect(chosen(list)).toEqual(['14:00–14:30']);
    press(cell('13:00–13:30, liber'));
    expect(chosen(list)).toEqual(['13:00–13:30']);
    // By keyboard too: Enter on the start, then on the end.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(chosen(list)).toEqual(['13:00–13:30', '13:30–14:00']);
  });

  it('is used with the keyboard: arrows move, Enter chooses, Shift with an arrow stretches', async () => {
    setup(room());
    const list = await timeline();
    const first = cell('08:00–08:30, liber');
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('08:30–09:00, liber'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(chosen(list)).toEqual(['08:30–09:00']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    expect(chosen(list)).toEqual(['08:30–09:00', '09:00–09:30', '09:30–10:00']);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(chosen(list)).toEqual(['20:00–20:30']);
    expect(screen.getByText('20:00 – 20:30')).toBeTruthy();
  });

  it("shows the web's overlap wording for exact times that overlap, and disables confirm", async () => {
    setup(room({}, [booking('b1', '2027-03-02T08:00:00.000Z', '2027-03-02T09:00:00.000Z')]));
    await timeline();
    fireEvent.click(screen.getByRole('button', { name: 'Ore exacte sau altă zi de sfârșit' }));
    select('Ora de început', '10');
    select('Ora de sfârșit', '12');
    expect(screen.getByText(roomRefusalText('overlap'))).toBeTruthy();
    expect(screen.queryByText(ROOM_MSG.overlap)).toBeNull();
    expect(confirmButton().disabled).toBe(true);
    select('Ora de început', '11');
    expect(screen.queryByText(roomRefusalText('overlap'))).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });

  it('says a room taken all day is booked all day, and shows the AMFITEATRU notice', async () => {
    setup(room({ name: 'AMFITEATRU' }, [booking('b1', '2027-03-02T06:00:00.000Z', '2027-03-02T18:30:00.000Z')]));
    const notice = await screen.findByRole('dialog', { name: 'Sală de ședință' }, LOADED);
    expect(within(notice).getByText(ROOM_MSG.allDay)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(ROOM_MSG.allDay)).toBeNull());
    expect(screen.getByText(ROOM_MSG.amphitheatre)).toBeTruthy();
    expect(within(await timeline()).getAllByRole('option', { name: /ocupat de Ion$/ })).toHaveLength(25);
    // Nothing to choose, and nothing chosen: no overlap to report, and nothing to confirm.
    expect(screen.getByText('Niciun interval ales.')).toBeTruthy();
    expect(screen.queryByText(roomRefusalText('overlap'))).toBeNull();
    expect(confirmButton().disabled).toBe(true);
  });

  it('tells a user at the room limit before they fill anything in', async () => {
    setup(room(), 2);
    const notice = await screen.findByRole('dialog', { name: 'Sală de ședință' }, LOADED);
    expect(within(notice).getByText(roomRefusalText('maxActive', { maxActiveRoom: 2 }))).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it("shows the server's room-limit refusal as the notice, recognised by its reason and worded by the web", async () => {
    // The server's limit may differ from the one this page read: the notice names none.
    vi.mocked(createRoomReservation).mockRejectedValue(new ApiError(400, ROOM_MSG.maxActive(3), ROOM_REASON.maxActive));
    const { onClose } = setup(room());
    await timeline();
    press(cell('10:00–10:30, liber'));
    await waitFor(() => expect(confirmButton().disabled).toBe(false), LOADED);
    fireEvent.click(confirmButton());
    const notice = await screen.findByRole('dialog', { name: 'Sală de ședință' }, LOADED);
    expect(within(notice).getByText(roomRefusalText('maxActive'))).toBeTruthy();
    expect(screen.queryByText(ROOM_MSG.maxActive(3), { exact: false })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(roomRefusalText('maxActive'))).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("words the server's overlap refusal by its reason, not by the API's sentence", async () => {
    vi.mocked(createRoomReservation).mockRejectedValue(new ApiError(409, ROOM_MSG.overlap, ROOM_REASON.overlap));
    const { onClose } = setup(room());
    await timeline();
    press(cell('10:00–10:30, liber'));
    await waitFor(() => expect(confirmButton().disabled).toBe(false), LOADED);
    fireEvent.click(confirmButton());
    expect(await screen.findByText(roomRefusalText('overlap'))).toBeTruthy();
    expect(screen.queryByText(ROOM_MSG.overlap, { exact: false })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the click’s Idempotency-Key, and the same key when the click is tried again after a network failure (#38, point 11)', async () => {
    const real = await vi.importActual<typeof import('@/api/rooms.js')>('@/api/rooms.js');
    vi.mocked(createRoomReservation).mockImplementation(real.createRoomReservation);
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ err: 0, payload: {} }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const { onClose } = setup(room());
      await timeline();
      press(cell('10:00–10:30, liber'));
      await waitFor(() => expect(confirmButton().disabled).toBe(false), LOADED);
      fireEvent.click(confirmButton());
      fireEvent.click(await screen.findByRole('button', { name: 'Reîncercați' }, LOADED));
      await waitFor(() => expect(onClose).toHaveBeenCalled(), LOADED);
      const sent = fetch.mock.calls.filter(([url]) => String(url).endsWith('/reservations/conference-rooms/update'));
      const [first, retried] = sent.map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));
      expect(sent).toHaveLength(2);
      expect(first).toMatch(/^[0-9a-f]{32}$/);
      expect(retried).toBe(first);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows any other failure as a failed booking with what the server said', async () => {
    vi.mocked(createRoomReservation).mockRejectedValue(new ApiError(400, 'Cerere invalidă', 'invalid'));
    setup(room());
    await timeline();
    press(cell('10:00–10:30, liber'));
    await waitFor(() => expect(confirmButton().disabled).toBe(false), LOADED);
    fireEvent.click(confirmButton());
    expect(await screen.findByText(`${ROOM_MSG.bookFailed}: Cerere invalidă`)).toBeTruthy();
  });
});
