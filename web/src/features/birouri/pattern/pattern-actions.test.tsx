import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/api/client.js';
import type { PatternSaved, WorkPattern } from '@/api/pattern.js';
import { chooseLanguage } from '@/i18n/i18n.js';
// The areas of the panel's lazily loaded parts, known before the switch to English loads them (as a
// page's own areas are): useT would otherwise suspend on them mid-render.
import '@/i18n/forms.js';
import '@/i18n/pattern.js';
import { useSession } from '@/lib/session.js';
import { answerCallsWith, type Call } from '@/test/api-calls.js';
import { aDesk } from '@/test/desks.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { DeskBookingDialog } from '../desk-booking-dialog.js';

// The booking panel's 'Rezervați în fiecare {zi}' and 'Adăugați la birourile preferate' (decisions §20,
// issue #41): each reads the pattern as saved, merges the day and the desk into it, saves, and says so.

let saved: WorkPattern;
let onSave: (body: unknown) => PatternSaved;

const calls = answerCallsWith(({ method, path, body }: Call) => {
  if (path.startsWith('/users/verify')) return sessionUser({ groupList: ['it'], mainGroup: 'it' });
  if (path.startsWith('/meta')) return testMeta();
  if (method === 'GET' && path === '/pattern') return saved;
  if (path === '/pattern/update') return onSave(body);
  if (path.startsWith('/groups/availableParkingSpots')) return 0;
  return [];
});

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  saved = { days: [4], desks: ['4-1', '4-2', '4-3'], parking: false, towerDays: [], carId: null };
  onSave = (body) => ({ pattern: { ...saved, ...(body as object) }, booked: [], notBooked: [] });
});

function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? <>{children}</> : null;
}

const WAIT = { timeout: 20_000 };
// Tuesday 2 March 2027, the day after the tests' server's today.
const show = () =>
  renderRoute(
    [
      {
        path: '/*',
        element: (
          <Suspense fallback={<p>…</p>}>
            <SignedIn>
              <DeskBookingDialog desk={aDesk('4-12')} day="2027-03-02" groupId="it" selfBooked={false} onClose={() => undefined} />
            </SignedIn>
          </Suspense>
        ),
      },
    ],
    '/',
  );
const sent = () => calls.filter((c) => c.path === '/pattern/update').map((c) => c.body);

describe("the booking panel's ways into the work pattern", () => {
  backToRomanianAfterEach();

  it("'Rezervați în fiecare marți' adds Tuesday and puts the desk first among three favourites", async () => {
    onSave = (body) => ({
      pattern: { ...saved, ...(body as object) },
      booked: [{ day: '2027-03-09', deskId: '4-12', floor: 4 }],
      notBooked: [],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Rezervați în fiecare marți' }, WAIT));
    expect(
      await screen.findByText(/^Am adăugat ziua de marți la zilele dumneavoastră obișnuite, cu biroul 4-12 primul/, {}, WAIT),
    ).toBeTruthy();
    expect(sent()).toEqual([{ days: [2, 4], desks: ['4-12', '4-1', '4-2'] }]);
    // Read afresh before the merge: GET /pattern, then the update.
    const order = calls.filter((c) => c.path.startsWith('/pattern')).map((c) => `${c.method} ${c.path}`);
    expect(order.slice(-2)).toEqual(['GET /pattern', 'POST /pattern/update']);
    expect(screen.getByRole('link', { name: 'Zilele mele la birou' }).getAttribute('href')).toBe('/birouri/zilele-mele');
    const outcome = screen.getByRole('list', { name: 'Ce s-a rezervat' });
    expect(within(outcome).getByRole('listitem').textContent).toBe('marți, 9 martie 2027: biroul 4-12, etajul 4');
  }, 60_000);

  it("'Adăugați la birourile preferate' adds the desk last, and says when three are already chosen", async () => {
    saved = { ...saved, desks: ['4-1'] };
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Adăugați la birourile preferate' }, WAIT));
    expect(await screen.findByText(/^Biroul 4-12 a fost adăugat la birourile preferate\./, {}, WAIT)).toBeTruthy();
    expect(sent()).toEqual([{ desks: ['4-1', '4-12'] }]);

    saved = { ...saved, desks: ['4-1', '4-2', '4-3'] };
    fireEvent.click(screen.getByRole('button', { name: 'Adăugați la birourile preferate' }));
    expect(await screen.findByText(/^Aveți deja trei birouri preferate/, {}, WAIT)).toBeTruthy();
    expect(sent()).toHaveLength(1); // nothing more saved
  }, 60_000);

  it('speaks English once it is chosen', async () => {
    await chooseLanguage('en');
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Book every Tuesday' }, WAIT));
    expect(
      await screen.findByText(/^We added Tuesday to your usual days, with desk 4-12 first among your favourites\./, {}, WAIT),
    ).toBeTruthy();
    saved = { ...saved, days: [2, 4], desks: ['4-12', '4-1', '4-2'] };
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourite desks' }));
    expect(await screen.findByText(/^Desk 4-12 is already among your favourite desks\./, {}, WAIT)).toBeTruthy();
  }, 60_000);
});
