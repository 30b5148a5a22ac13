import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOM_MSG, ROOM_REASON } from '../../../../../domain/rooms/rules.js';
import { getMeta, verifyToken } from '../../../api/accounts.js';
import { ApiError, TOKEN_KEY } from '../../../api/client.js';
import { createRoomReservation, getRooms, getUpcomingRoomReservations, type Room } from '../../../api/rooms.js';
import { RequireAuth } from '../../../app/guards.js';
import { renderRoute } from '../../../test/render-route.js';
import { RoomBookingDialog } from './room-booking-dialog.js';

vi.mock('../../../api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));
vi.mock('../../../api/rooms.js', async (importOriginal) => {
  const getRooms = vi.fn();
  return {
    ...(await importOriginal<typeof import('../../../api/rooms.js')>()),
    getRooms,
    roomsQuery: (groupId: string | null, day: string) => ({ queryKey: ['rooms', groupId, day] as const, queryFn: () => getRooms(groupId, day) }),
    getUpcomingRoomReservations: vi.fn(),
    createRoomReservation: vi.fn(),
  };
});

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
});
const booking = (id: string, begin: string, end: string) => ({ _id: id, uuid: 'u-2', name: 'Ion', dateBegin: begin, dateEnd: end });

function setup(r: Room, upcoming = 0) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  vi.mocked(verifyToken).mockResolvedValue({ uuid: 'u-1', username: 'ana', name: 'Ana', role: 'user', building: '1', buildingList: [], adminOf: [], managerOf: [], confirmed: true });
  vi.mocked(getMeta).mockResolvedValue({ version: '1.1.5', supportEmail: 's@example.com', guideUrl: '/ghid', now: NOW, testClock: true });
  vi.mocked(getRooms).mockResolvedValue([r]);
  vi.mocked(getUpcomingRoomReservations).mockResolvedValue(
    Array.from({ length: upcoming }, (_, i) => ({ ...booking(`m${i}`, '2027-03-03T08:00:00.000Z', '2027-03-03T09:00:00.000Z'), conferenceRoomId: 'E4-01', roomName: 'Sala Olt', creationDate: NOW, status: 'booked' as const })),
  );
  const onClose = vi.fn();
  renderRoute([{ element: <RequireAuth />, children: [{ path: '/', element: <RoomBookingDialog room={r} day={DAY} settings={SETTINGS} onClose={onClose} /> }] }], '/');
  return { onClose };
}

const panel = () => screen.findByRole('dialog', { name: /^Rezervare/ });
const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const confirmButton = () => screen.getByRole('button', { name: 'Confirmă', hidden: true }) as HTMLButtonElement;

describe('RoomBookingDialog', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('proposes the first free hour, lists the day and the features, and books in UTC', async () => {
    const r = room({}, [booking('b1', '2027-03-02T06:00:00.000Z', '2027-03-02T07:00:00.000Z')]);
    vi.mocked(createRoomReservation).mockResolvedValue({} as never);
    const { onClose } = setup(r);
    const dialog = await panel();
    await waitFor(() => expect((screen.getByLabelText('Ora de început') as HTMLSelectElement).value).toBe('9'));
    expect((screen.getByLabelText('Data de început') as HTMLSelectElement).value).toBe(DAY);
    const existing = within(dialog).getByRole('region', { name: /Rezervări existente/ });
    expect(within(existing).getByText('08:00 – 09:00')).toBeTruthy();
    expect(within(dialog).getByText('Telefon: Da, 021 300 4103')).toBeTruthy();
    expect(within(dialog).getByText('Persoane: Maxim 4')).toBeTruthy();
    // Weekends are not offered: Friday 5 March is followed by Monday 8 March.
    const days = [...(screen.getByLabelText('Data de început') as HTMLSelectElement).options].map((o) => o.value);
    expect(days.slice(0, 6)).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-08']);

    select('Ora de început', '14');
    select('Minutul de început', '30');
    select('Ora de sfârșit', '16');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(createRoomReservation).toHaveBeenCalledWith({ conferenceRoomId: 'E4-03', dateBegin: '2027-03-02T12:30:00.000Z', dateEnd: '2027-03-02T14:00:00.000Z' }));
    expect(await screen.findByText(ROOM_MSG.booked)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the overlap message and disables confirm', async () => {
    setup(room({}, [booking('b1', '2027-03-02T08:00:00.000Z', '2027-03-02T09:00:00.000Z')]));
    await panel();
    await waitFor(() => expect(screen.getByLabelText('Ora de început')).toBeTruthy());
    select('Ora de început', '10');
    select('Ora de sfârșit', '12');
    expect(screen.getByText(ROOM_MSG.overlap)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    select('Ora de început', '11');
    expect(screen.queryByText(ROOM_MSG.overlap)).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });

  it('says a room taken all day is booked all day, and shows the AMFITEATRU notice', async () => {
    setup(room({ name: 'AMFITEATRU' }, [booking('b1', '2027-03-02T06:00:00.000Z', '2027-03-02T18:30:00.000Z')]));
    const notice = await screen.findByRole('dialog', { name: 'Sală de ședință' });
    expect(within(notice).getByText(ROOM_MSG.allDay)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(ROOM_MSG.allDay)).toBeNull());
    expect(screen.getByText(ROOM_MSG.amphitheatre)).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it('tells a user at the room limit before they fill anything in', async () => {
    setup(room(), 2);
    const notice = await screen.findByRole('dialog', { name: 'Sală de ședință' });
    expect(within(notice).getByText(ROOM_MSG.maxActive(2))).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });

  it('shows the server\'s room-limit refusal as the notice, recognised by its reason', async () => {
    // The server's limit may differ from the one this page read: its sentence is shown as it came.
    vi.mocked(createRoomReservation).mockRejectedValue(new ApiError(400, ROOM_MSG.maxActive(3), ROOM_REASON.maxActive));
    const { onClose } = setup(room());
    await panel();
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    const notice = await screen.findByRole('dialog', { name: 'Sală de ședință' });
    expect(within(notice).getByText(ROOM_MSG.maxActive(3))).toBeTruthy();
    expect(screen.queryByText(`${ROOM_MSG.bookFailed}: ${ROOM_MSG.maxActive(3)}`)).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(ROOM_MSG.maxActive(3))).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the failure with the server's reason", async () => {
    vi.mocked(createRoomReservation).mockRejectedValue(new ApiError(409, ROOM_MSG.overlap));
    const { onClose } = setup(room());
    await panel();
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(`${ROOM_MSG.bookFailed}: ${ROOM_MSG.overlap}`)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
