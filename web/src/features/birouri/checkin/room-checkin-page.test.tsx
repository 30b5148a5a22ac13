import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '@domain/desks/rules.js';
import { ROOM_MSG, ROOM_REASON } from '@domain/rooms/rules.js';
import { ApiError, NETWORK_REASON, TOKEN_KEY } from '@/api/client.js';
import type { RoomReservation } from '@/api/rooms.js';
import { RequireAuth } from '@/app/guards.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { answerCallsWith, Refusal, type Call } from '@/test/api-calls.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { roomCheckinRefused } from './room-checkin-outcome.js';
import { RoomCheckinPage } from './room-checkin-page.js';

// The room booking e-mail's link (decisions §24): /sala/confirmare/:reservationId confirms the meeting's
// start once as it opens and says what happened, a refusal worded by its reason.

const PATH = '/reservations/conference-rooms/checkin';

const started: RoomReservation = {
  _id: 'r-1',
  uuid: 'u-1',
  name: 'Ana',
  conferenceRoomId: 'E4-01',
  roomName: 'Sala Olt',
  creationDate: '2027-02-26T10:00:00.000Z',
  dateBegin: '2027-03-01T07:00:00.000Z', // 09:00 Bucharest, the tests' server clock
  dateEnd: '2027-03-01T08:00:00.000Z',
  status: 'busy',
  released: false,
};

let answer: unknown;
const calls = answerCallsWith(({ path }: Call) => {
  if (path.startsWith('/users/verify')) return sessionUser();
  if (path.startsWith('/meta')) return testMeta();
  if (path === PATH) return answer;
  return [];
});

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  answer = started;
});

const WAIT = { timeout: 10_000 };

function open(reservationId = 'r-1') {
  return renderRoute(
    [
      {
        element: <RequireAuth comeBack />,
        children: [
          {
            path: '/sala/confirmare/:reservationId',
            element: (
              <Suspense fallback={null}>
                <RoomCheckinPage />
              </Suspense>
            ),
          },
        ],
      },
      { path: '/login', element: null },
    ],
    `/sala/confirmare/${reservationId}`,
  );
}

describe('the page that confirms a meeting has started', () => {
  backToRomanianAfterEach();

  it('confirms once as it opens and names the room and the time, with the way back to the bookings', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Începerea ședinței a fost confirmată' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Sala Olt, 01.03.2027, 09:00 – 10:00. Sala rămâne rezervată pentru ședința dumneavoastră.',
    );
    expect(screen.getByRole('link', { name: 'Vedeți rezervările dumneavoastră' }).getAttribute('href')).toBe('/birouri');
    expect(calls.filter((c) => c.path === PATH)).toEqual([{ method: 'POST', path: PATH, body: { _id: 'r-1' } }]);
    expect(document.title).toContain('Confirmarea începerii ședinței');
  });

  it('says, by the reason and not by the sentence, that the start cannot be confirmed yet', async () => {
    answer = new Refusal(409, 'O propoziție pe care pagina nu o citește.', ROOM_REASON.checkinNotNow);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Începerea nu se poate confirma acum' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/se confirmă de la 10 minute înainte de ora de început până la sfârșitul rezervării/)).toBeTruthy();
    expect(screen.queryByText(/pagina nu o citește/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Vedeți rezervările dumneavoastră' })).toBeTruthy();
  });

  it('in English', async () => {
    await chooseLanguage('en');
    await loadRefusalWords(); // the page words refusals: English downloads them first
    answer = new Refusal(409, ROOM_MSG.checkinNotNow, ROOM_REASON.checkinNotNow);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'The start cannot be confirmed now' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/from 10 minutes before it begins until the booking ends/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your bookings' })).toBeTruthy();
  });

  it('asks nothing of a visitor without a session: the guard sends them to sign in and come back', async () => {
    localStorage.removeItem(TOKEN_KEY);
    const { router } = open('r-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), WAIT);
    expect(router.state.location.search).toBe('?next=%2Fsala%2Fconfirmare%2Fr-9');
    expect(calls.filter((c) => c.path === PATH)).toEqual([]);
  });
});

describe("each refusal's words", () => {
  it("words a cancelled or released meeting, one not the caller's, an unknown one, and offers a retry without a network", () => {
    const cancelled = roomCheckinRefused(new ApiError(409, ROOM_MSG.checkinCancelled, ROOM_REASON.checkinCancelled));
    expect(cancelled).toMatchObject({ tone: 'warning', title: 'Rezervarea nu mai este activă' });
    expect(cancelled.text).toContain('eliberată automat');
    expect(roomCheckinRefused(new ApiError(403, DESK_MSG.notOwner, DESK_REASON.notOwner)).title).toBe('Rezervarea nu vă aparține');
    expect(roomCheckinRefused(new ApiError(404, ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound)).title).toBe('Rezervare necunoscută');
    expect(roomCheckinRefused(new ApiError(400, 'x', 'invalid')).title).toBe('Rezervare necunoscută');
    const offline = roomCheckinRefused(new ApiError(0, 'Nu sunteți conectat la internet.', NETWORK_REASON.offline));
    expect(offline).toMatchObject({ retry: true, title: 'Începerea ședinței nu a putut fi confirmată' });
  });

  it('decides on the reason: another sentence with the same reason reads the same', () => {
    const a = roomCheckinRefused(new ApiError(409, 'oricare', ROOM_REASON.checkinCancelled));
    const b = roomCheckinRefused(new ApiError(409, 'alt text', ROOM_REASON.checkinCancelled));
    expect(a).toEqual(b);
  });
});
