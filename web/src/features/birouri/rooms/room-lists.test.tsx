import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESK_MSG } from '@domain/desks/rules.js';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { ApiError, TOKEN_KEY } from '@/api/client.js';
import { checkInRoomReservation } from '@/api/room-checkin.js';
import { cancelRoomReservation, getRooms, getUpcomingRoomReservations, type Room, type RoomReservation } from '@/api/rooms.js';
import { settingsList } from '@/api/settings.js';
import { RequireAuth } from '@/app/guards.js';
import { renderRoute } from '@/test/render-route.js';
import { MyRoomReservations } from './my-room-reservations.js';
import { checkinWindowEdge } from './room-checkin-button.js';
import { RoomListDialog } from './room-list-dialog.js';
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
  cancelRoomReservation: vi.fn(),
}));
vi.mock('@/api/room-checkin.js', () => ({ checkInRoomReservation: vi.fn() }));
vi.mock('@/api/settings.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/settings.js')>()),
  settingsList: vi.fn(() => Promise.resolve([])),
}));

const room = (id: string, name: string, peopleNo: number, reservations: Room['reservations'] = []): Room => ({
  id,
  floor: 4,
  details: { name, type: '', hasTV: true, hasAudioVideo: false, hasPhone: false, phoneNo: null },
  peopleNo,
  reservations,
  groupsIdList: ['it'],
  coordinates: { latitude: 0, longitude: 0 },
  box: { x: 0, y: 0, w: 100, h: 60 },
});

const mine = (id: string, roomName: string | null, begin: string, end: string, over: Partial<RoomReservation> = {}): RoomReservation => ({
  _id: id,
  uuid: 'u-1',
  name: 'Ana',
  conferenceRoomId: 'E4-01',
  roomName,
  creationDate: '2027-03-01T07:00:00.000Z',
  dateBegin: begin,
  dateEnd: end,
  status: 'booked',
  released: false,
  ...over,
});

function renderLoggedIn(element: ReactNode) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  vi.mocked(verifyToken).mockResolvedValue(sessionUser());
  // Server clock: Monday 1 March 2027, 09:00 Bucharest.
  vi.mocked(getMeta).mockResolvedValue(testMeta({ version: '1.1.5' }));
  return renderRoute([{ element: <RequireAuth />, children: [{ path: '/', element }] }], '/');
}

describe('RoomListDialog', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("lists the group's rooms with their maximum people and hands the clicked one over", async () => {
    const rooms = [room('E4-01', 'Sala Dunărea', 8), room('E4-03', 'Sala Delta', 4)];
    vi.mocked(getRooms).mockResolvedValue(rooms);
    const onPick = vi.fn();
    renderLoggedIn(<RoomListDialog open onClose={() => undefined} groupId="it" day="2027-03-02" onPick={onPick} />);
    const dialog = await screen.findByRole('dialog', { name: 'Săli de ședință' });
    await within(dialog).findByText('Sala Delta');
    expect(getRooms).toHaveBeenCalledWith('it', '2027-03-02');
    expect(within(dialog).getByText('Maxim 8 persoane · Etajul 4')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Sala Delta'));
    expect(onPick).toHaveBeenCalledWith(rooms[1]);
  });

  it("shows each room's availability on the day", async () => {
    const taken = (begin: string, end: string) => ({ _id: begin, uuid: 'u-2', name: 'Ion', dateBegin: begin, dateEnd: end });
    vi.mocked(getRooms).mockImplementation(async (_g, day) =>
      day === '2027-03-01'
        ? [room('E4-01', 'Sala Dunărea', 8, [taken('2027-03-01T06:30:00.000Z', '2027-03-01T08:00:00.000Z')])] // 08:30–10:00, now 09:00
        : [
            room('E4-01', 'Sala Dunărea', 8),
            room('E4-03', 'Sala Delta', 4, [taken('2027-03-02T08:00:00.000Z', '2027-03-02T10:00:00.000Z')]),
          ],
    );
    renderLoggedIn(<RoomListDialog open onClose={() => undefined} groupId="it" day="2027-03-02" onPick={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Săli de ședință' });
    expect(await within(dialog).findByText('Liberă toată ziua')).toBeTruthy();
    expect(within(dialog).getByText('10,5 ore libere')).toBeTruthy();
    cleanup();
    renderLoggedIn(<RoomListDialog open onClose={() => undefined} groupId="it" day="2027-03-01" onPick={() => undefined} />);
    expect(await screen.findByText('Ocupată până la 10:00')).toBeTruthy();
  });

  it('asks nothing while closed, and asks as soon as it opens', async () => {
    vi.mocked(getRooms).mockResolvedValue([]);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Săli</button>
          <RoomListDialog open={open} onClose={() => undefined} groupId="it" day="2027-03-02" onPick={() => undefined} />
        </>
      );
    }
    renderLoggedIn(<Page />);
    // The page is shown, so the closed dialog is mounted and its effects have run: no waiting on a timer.
    const opener = await screen.findByRole('button', { name: 'Săli' });
    expect(getRooms).not.toHaveBeenCalled();
    fireEvent.click(opener);
    await waitFor(() => expect(getRooms).toHaveBeenCalledWith('it', '2027-03-02'));
  });
});

describe('MyRoomReservations', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists the upcoming room reservations and cancels one after confirmation', async () => {
    vi.mocked(getUpcomingRoomReservations).mockResolvedValueOnce([
      mine('r1', 'Sala Olt', '2027-03-22T16:00:00.000Z', '2027-03-22T17:00:00.000Z'),
      mine('r2', null, '2027-03-23T06:00:00.000Z', '2027-03-23T07:30:00.000Z'),
    ]);
    vi.mocked(getUpcomingRoomReservations).mockResolvedValue([mine('r2', null, '2027-03-23T06:00:00.000Z', '2027-03-23T07:30:00.000Z')]);
    vi.mocked(cancelRoomReservation).mockResolvedValue(mine('r1', 'Sala Olt', '', ''));
    renderLoggedIn(<MyRoomReservations />);
    const panel = await screen.findByRole('region', { name: 'Rezervările mele – săli de ședință' });
    expect(await within(panel).findByText('22.03.2027, 18:00 – 19:00')).toBeTruthy();
    expect(within(panel).getByText('Sala de conferință')).toBeTruthy();
    expect(getUpcomingRoomReservations).toHaveBeenCalledWith('u-1');

    fireEvent.click(within(panel).getByRole('button', { name: 'Anulați rezervarea Sala Olt, 22.03.2027, 18:00 – 19:00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anulare rezervare' });
    expect(within(confirm).getByText(/rezervarea Sălii Olt din 22\.03\.2027, 18:00 – 19:00/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Da, anulați' }));
    await waitFor(() => expect(cancelRoomReservation).toHaveBeenCalledWith('r1'));
    expect(await screen.findByText(DESK_MSG.cancelled)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sala Olt')).toBeNull());
  });

  it('keeps the reservation and says so when the cancel fails', async () => {
    vi.mocked(getUpcomingRoomReservations).mockResolvedValue([
      mine('r1', 'Sala Olt', '2027-03-22T16:00:00.000Z', '2027-03-22T17:00:00.000Z'),
    ]);
    vi.mocked(cancelRoomReservation).mockRejectedValue(new ApiError(403, 'Nu'));
    renderLoggedIn(<MyRoomReservations />);
    fireEvent.click(await screen.findByRole('button', { name: /Anulați rezervarea Sala Olt/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Da, anulați' }));
    expect(await screen.findByText(DESK_MSG.cancelFailed)).toBeTruthy();
    expect(screen.getByText('Sala Olt')).toBeTruthy();
  });
});

describe("'Confirmați începerea' (decisions §24)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  // The server clock: Monday 1 March 2027, 09:00 Bucharest (07:00Z).
  const list = [
    mine('now', 'Sala Olt', '2027-03-01T07:00:00.000Z', '2027-03-01T08:00:00.000Z'), // under way: in the window
    mine('soon', 'Sala Mureș', '2027-03-01T07:05:00.000Z', '2027-03-01T08:00:00.000Z'), // in 5 minutes: in the window
    mine('later', 'Sala Delta', '2027-03-01T08:00:00.000Z', '2027-03-01T09:00:00.000Z'), // at 10:00: not yet
    mine('busy', 'Sala Prut', '2027-03-01T06:30:00.000Z', '2027-03-01T07:30:00.000Z', { status: 'busy' }), // started already
    mine('other', 'Sala Siret', '2027-03-01T07:00:00.000Z', '2027-03-01T08:00:00.000Z', { uuid: 'u-2', name: 'Ion' }),
    mine('door', 'Sala Jiu', '2027-03-01T07:00:00.000Z', '2027-03-01T08:00:00.000Z', { uuid: null, name: 'Rezervare la ușă' }),
  ];
  const releaseAfter = (minutes: number) =>
    vi.mocked(settingsList).mockResolvedValue([{ name: 'roomReleaseMinutes', value: minutes, building: '1' }]);

  it("offers it for the caller's own booked meeting within its window, only while meetings are released, and confirms", async () => {
    releaseAfter(15);
    vi.mocked(getUpcomingRoomReservations).mockResolvedValue(list);
    vi.mocked(checkInRoomReservation).mockResolvedValue({ ...list[0], status: 'busy' });
    renderLoggedIn(<MyRoomReservations />);
    const confirm = await screen.findByRole('button', { name: 'Confirmați începerea: Sala Olt, 01.03.2027, 09:00 – 10:00' });
    expect(confirm.textContent).toBe('Confirmați începerea');
    expect(screen.getAllByRole('button', { name: /^Confirmați începerea/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Confirmați începerea: Sala Olt, 01.03.2027, 09:00 – 10:00',
      'Confirmați începerea: Sala Mureș, 01.03.2027, 09:05 – 10:00',
    ]);
    // The door booking is listed like any other, without a button of its own.
    expect(screen.getByText('Sala Jiu')).toBeTruthy();

    const asked = vi.mocked(getUpcomingRoomReservations).mock.calls.length;
    fireEvent.click(confirm);
    await waitFor(() => expect(checkInRoomReservation).toHaveBeenCalledWith('now'));
    expect(await screen.findByText('Începerea ședinței a fost confirmată.')).toBeTruthy();
    // The lists are read again (ROOM_BOOKING_STALE).
    await waitFor(() => expect(vi.mocked(getUpcomingRoomReservations).mock.calls.length).toBeGreaterThan(asked));
    cleanup();

    // With the release off (−1) there is nothing to confirm for: no button, even within the window.
    releaseAfter(-1);
    renderLoggedIn(<MyRoomReservations />);
    await screen.findByText('Sala Olt');
    await waitFor(() => expect(settingsList).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Confirmați începerea/ })).toBeNull();
  });

  it('says why the server refused', async () => {
    releaseAfter(10);
    vi.mocked(getUpcomingRoomReservations).mockResolvedValue([list[0]]);
    vi.mocked(checkInRoomReservation).mockRejectedValue(new ApiError(409, 'Rezervarea a fost anulată.', 'room.checkinCancelled'));
    renderLoggedIn(<MyRoomReservations />);
    fireEvent.click(await screen.findByRole('button', { name: /^Confirmați începerea: Sala Olt/ }));
    expect(await screen.findByText('Rezervarea a fost anulată.')).toBeTruthy();
  });

  it('shows and hides itself as the window opens (10 minutes before the start) and closes (at the end)', () => {
    const r = { dateBegin: '2027-03-01T08:00:00.000Z', dateEnd: '2027-03-01T09:00:00.000Z' };
    expect(checkinWindowEdge(r, Date.parse('2027-03-01T07:00:00.000Z'))).toBe(Date.parse('2027-03-01T07:50:00.000Z'));
    expect(checkinWindowEdge(r, Date.parse('2027-03-01T07:50:00.000Z'))).toBe(Date.parse('2027-03-01T09:00:00.000Z'));
    expect(checkinWindowEdge(r, Date.parse('2027-03-01T09:00:00.000Z'))).toBeNull();
  });
});
