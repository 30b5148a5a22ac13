import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/api/client.js';
import type { RoomReservation } from '@/api/rooms.js';
import { RequireAuth } from '@/app/guards.js';
import { answerCallsWith, type Call } from '@/test/api-calls.js';
import { aDesk } from '@/test/desks.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { aGroup } from '@/test/team-answers.js';
import { BirouriHome } from './birouri-home.js';
import { PhoneReservations } from './phone/phone-reservations.js';

// /birouri with the meetings nobody starts (decisions §24): on a phone (decisions §19) the status of a
// released meeting, 'Confirmați începerea', a door booking, and the floor a floor display's QR code names.

const CHECKIN = '/reservations/conference-rooms/checkin';

const room = (id: string, roomName: string, over: Partial<RoomReservation> = {}): RoomReservation => ({
  _id: id,
  uuid: 'u-1',
  name: 'Ana',
  conferenceRoomId: 'E4-01',
  roomName,
  creationDate: '2027-02-26T10:00:00.000Z',
  // Monday 1 March 2027, 09:00–10:00 Bucharest: under way by the tests' server clock.
  dateBegin: '2027-03-01T07:00:00.000Z',
  dateEnd: '2027-03-01T08:00:00.000Z',
  status: 'booked',
  released: false,
  ...over,
});

let rooms: RoomReservation[];
let releaseMinutes: number;

const calls = answerCallsWith(({ path }: Call) => {
  if (path.startsWith('/users/verify')) return sessionUser({ groupList: ['it'], mainGroup: 'it' });
  if (path.startsWith('/meta')) return testMeta();
  if (path === '/config') return [{ name: 'roomReleaseMinutes', value: releaseMinutes, building: '1' }];
  if (path === '/reservations/conference-rooms/user/upcoming') return rooms;
  if (path === CHECKIN) {
    // As the server: the meeting is started, and the lists re-read after it show it so (no button any more).
    rooms = rooms.map((r, i) => (i === 0 ? { ...r, status: 'busy' } : r));
    return rooms[0];
  }
  if (path === '/users/groups') return { groups: [aGroup('it', 'IT')], mainGroup: 'it', managerOf: [] };
  if (path.startsWith('/desks/group/it')) return [aDesk('4-1'), aDesk('4-2'), aDesk('5-3'), aDesk('6-1')];
  // The computer's status card (an object, not a list).
  if (path.startsWith('/reservations/status')) return { reservedOffices: 0, emptyOffices: 4, reservedConfRooms: 0, emptyConfRooms: 1 };
  // The phone page's 'Săptămâna mea' (decisions §20) reads its week: an empty one, so that it draws nothing these tests look for.
  if (path.startsWith('/week')) return { from: new URLSearchParams(path.split('?')[1] ?? '').get('from') ?? '2027-03-01', days: [] };
  if (path === '/floors')
    return [4, 5, 6].map((floor) => ({ floor, name: `Etajul ${floor}`, width: 1000, height: 600, planUrl: null, zones: [] }));
  return [];
});

const WAIT = { timeout: 15_000 };
const width = window.innerWidth;

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  releaseMinutes = 15;
  rooms = [];
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
});

function open(path: string, page = <BirouriHome />) {
  return renderRoute(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/birouri', element: <Suspense fallback={null}>{page}</Suspense> }],
      },
    ],
    path,
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe("the phone's reservations and the meetings nobody starts", () => {
  it("says 'Eliberată automat' for a meeting the release freed, 'Anulat' for one cancelled", async () => {
    rooms = [room('r-1', 'Sala Delta', { status: 'cancelled', released: true }), room('r-2', 'Sala Prut', { status: 'cancelled' })];
    open('/birouri', <PhoneReservations />);
    await screen.findByText('Sala Delta', {}, WAIT);
    expect(within(card('Sala Delta')).getByText('Eliberată automat')).toBeTruthy();
    expect(within(card('Sala Prut')).getByText('Anulat')).toBeTruthy();
    // Neither is live any more: nothing to cancel or confirm.
    expect(within(card('Sala Delta')).queryAllByRole('button')).toEqual([]);
  });

  it("offers 'Confirmați începerea' for the caller's own booked meeting in its window and confirms it", async () => {
    rooms = [room('r-1', 'Sala Olt'), room('r-2', 'Sala Jiu', { uuid: null, name: 'Rezervare la ușă' })];
    open('/birouri', <PhoneReservations />);
    const button = await screen.findByRole('button', { name: 'Confirmați începerea: Sala Olt, 01.03.2027, 09:00 – 10:00' }, WAIT);
    // A door booking (decisions §24) is shown without any action for one who is not role admin.
    expect(within(card('Sala Jiu')).queryAllByRole('button')).toEqual([]);
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((c) => c.path === CHECKIN).map((c) => c.body)).toEqual([{ _id: 'r-1' }]));
    expect(await screen.findByText('Începerea ședinței a fost confirmată.', {}, WAIT)).toBeTruthy();
  });

  it('offers nothing to confirm while meetings are not released (roomReleaseMinutes −1)', async () => {
    releaseMinutes = -1;
    rooms = [room('r-1', 'Sala Olt')];
    open('/birouri', <PhoneReservations />);
    await screen.findByText('Sala Olt', {}, WAIT);
    await waitFor(() => expect(calls.some((c) => c.path === '/config')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card('Sala Olt')).queryByRole('button', { name: /^Confirmați începerea/ })).toBeNull();
    expect(within(card('Sala Olt')).getByRole('button', { name: 'Anulați rezervarea' })).toBeTruthy();
  });
});

describe("a floor display's QR code: /birouri?floor= (decisions §24)", () => {
  it("takes the floor once, writes it as 'etaj', and lists that floor's free desks first", async () => {
    const { router } = open('/birouri?floor=5&zi=2027-03-02');
    await waitFor(() => expect(router.state.location.search).toBe('?zi=2027-03-02&etaj=5'), WAIT);
    const list = await screen.findByRole('group', { name: /^Etajul 5/ }, WAIT);
    const floors = screen.getAllByRole('group', { name: /^Etajul \d/ });
    expect(floors[0]).toBe(list);
    expect(floors.map((f) => f.getAttribute('aria-labelledby'))).toEqual(['birouri-libere-5', 'birouri-libere-4', 'birouri-libere-6']);
  });

  it('selects that floor on the map of a computer', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const { router } = open('/birouri?floor=5');
    await waitFor(() => expect(router.state.location.search).toBe('?etaj=5'), WAIT);
    const floor = await screen.findByRole('combobox', { name: 'Etaj' }, WAIT);
    expect(floor.textContent).toBe('Etajul 5');
  });

  it('lists the floors in their order without one', async () => {
    open('/birouri');
    await screen.findByRole('group', { name: /^Etajul 4/ }, WAIT);
    expect(screen.getAllByRole('group', { name: /^Etajul \d/ }).map((f) => f.getAttribute('aria-labelledby'))).toEqual([
      'birouri-libere-4',
      'birouri-libere-5',
      'birouri-libere-6',
    ]);
  });
});
