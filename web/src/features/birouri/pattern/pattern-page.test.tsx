import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PATTERN_MSG } from '@domain/week/messages.js';
import { TOKEN_KEY } from '@/api/client.js';
import type { PatternSaved, WorkPattern } from '@/api/pattern.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { useSession } from '@/lib/session.js';
import { answerCallsWith, Refusal, type Call } from '@/test/api-calls.js';
import { aDesk } from '@/test/desks.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { PatternPage } from './pattern-page.js';

// 'Zilele mele la birou' (decisions §20, issue #41): the weekdays, the favourite desks by list and
// keyboard, parking with the desk only with parking right, the save's body, its outcome and a refusal.

let saved: WorkPattern;
let user: Record<string, unknown>;
let onSave: (body: unknown) => PatternSaved | Refusal;

const calls = answerCallsWith(({ method, path, body }: Call) => {
  if (path.startsWith('/users/verify')) return user;
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/users/groups'))
    return { groups: [{ _id: 'it', name: 'IT', type: 'Departament', building: '1', parkingSpots: 2 }], mainGroup: 'it', managerOf: [] };
  if (path.startsWith('/desks/group/it')) return [aDesk('4-12'), aDesk('4-3'), aDesk('5-1')];
  if (method === 'GET' && path === '/pattern') return saved;
  if (path === '/pattern/update') return onSave(body);
  if (path.startsWith('/config')) return [];
  return [];
});

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  saved = { days: [2], desks: ['4-12'], parking: false, towerDays: [], carId: null };
  user = sessionUser({ groupList: ['it'], mainGroup: 'it', parkingRight: false });
  onSave = (body) => ({ pattern: { ...saved, ...(body as object) }, booked: [], notBooked: [] });
});

/** The page once the session knows the person, as behind RequireAuth. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? <>{children}</> : null;
}

const WAIT = { timeout: 20_000 };
const show = () =>
  renderRoute(
    [
      {
        path: '/*',
        element: (
          <Suspense fallback={<p>…</p>}>
            <SignedIn>
              <PatternPage />
            </SignedIn>
          </Suspense>
        ),
      },
    ],
    '/',
  );

const favourites = () =>
  within(screen.getByRole('list', { name: 'Birourile preferate' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const day = (name: string) => screen.getByRole('button', { name });
const sent = () => calls.filter((c) => c.path === '/pattern/update').map((c) => c.body);

describe("'Zilele mele la birou'", () => {
  backToRomanianAfterEach();

  it('toggles the days, adds, reorders by keyboard and removes favourites, and saves them', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Zilele mele la birou', level: 1 }, WAIT)).toBeTruthy();
    await screen.findByRole('button', { name: 'Marți' }, WAIT);
    expect(day('Marți').getAttribute('aria-pressed')).toBe('true');
    expect(day('Luni').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(day('Luni'));
    fireEvent.click(day('Joi'));
    fireEvent.click(day('Marți'));
    expect(['Luni', 'Marți', 'Miercuri', 'Joi', 'Vineri'].map((d) => day(d).getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
      'true',
      'false',
    ]);

    // From the list of the desks open to the person; the one already chosen is not offered again.
    const select = await screen.findByRole('combobox', { name: 'Alegeți un birou' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3), WAIT);
    expect(within(select).queryByRole('option', { name: '4-12 (etajul 4)' })).toBeNull();
    fireEvent.change(select, { target: { value: '4-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adăugați' }));
    fireEvent.change(select, { target: { value: '5-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adăugați' }));
    expect(favourites()).toEqual(['1.Biroul 4-12', '2.Biroul 4-3', '3.Biroul 5-1']);
    expect(screen.getByText('Ați ales deja trei birouri: eliminați unul pentru a adăuga altul.')).toBeTruthy();

    // By keyboard: the move buttons, named for their desk; the focus stays on the desk moved.
    const up = screen.getByRole('button', { name: 'Mutați biroul 5-1 mai sus' });
    up.focus();
    fireEvent.click(up);
    expect(favourites()).toEqual(['1.Biroul 4-12', '2.Biroul 5-1', '3.Biroul 4-3']);
    fireEvent.click(screen.getByRole('button', { name: 'Mutați biroul 5-1 mai sus' }));
    expect(favourites()).toEqual(['1.Biroul 5-1', '2.Biroul 4-12', '3.Biroul 4-3']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Mutați biroul 5-1 mai jos'));
    fireEvent.click(screen.getByRole('button', { name: 'Mutați biroul 4-12 mai jos' }));
    expect(favourites()).toEqual(['1.Biroul 5-1', '2.Biroul 4-3', '3.Biroul 4-12']);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminați biroul 4-3 din preferate' }));
    expect(favourites()).toEqual(['1.Biroul 5-1', '2.Biroul 4-12']);

    // No parking right, no switch.
    expect(screen.queryByRole('switch', { name: 'Loc de parcare cu biroul' })).toBeNull();

    onSave = (body) => ({
      pattern: { ...saved, ...(body as object) },
      booked: [{ day: '2027-03-04', deskId: '5-1', floor: 5 }],
      notBooked: [{ day: '2027-03-08', reason: 'desk.taken' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvați' }));
    expect(await screen.findByText('Zilele dumneavoastră la birou au fost salvate.', {}, WAIT)).toBeTruthy();
    expect(sent()).toEqual([{ days: [1, 4], desks: ['5-1', '4-12'], parking: false }]);
    expect(screen.getByText('Am rezervat 1 zi:')).toBeTruthy();
    const outcome = screen.getByRole('list', { name: 'Ce s-a rezervat' });
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'joi, 4 martie 2027: biroul 5-1, etajul 5',
      'luni, 8 martie 2027: nu am putut rezerva: biroul este deja rezervat în această zi',
    ]);
  }, 60_000);

  it('reorders the favourites by dragging one onto another', async () => {
    saved = { ...saved, desks: ['4-12', '4-3', '5-1'] };
    show();
    await screen.findByRole('list', { name: 'Birourile preferate' }, WAIT);
    const rows = screen.getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(rows[2], { dataTransfer });
    fireEvent.dragOver(rows[0], { dataTransfer });
    fireEvent.drop(rows[0], { dataTransfer });
    expect(favourites()).toEqual(['1.Biroul 5-1', '2.Biroul 4-12', '3.Biroul 4-3']);
  }, 60_000);

  it('offers parking with the desk only with parking right, and sends it', async () => {
    user = sessionUser({ groupList: ['it'], mainGroup: 'it', parkingRight: true });
    show();
    const parking = await screen.findByRole('switch', { name: 'Loc de parcare cu biroul' }, WAIT);
    fireEvent.click(parking);
    fireEvent.click(screen.getByRole('button', { name: 'Salvați' }));
    expect(await screen.findByText('Nu a fost nevoie de nicio rezervare nouă.', {}, WAIT)).toBeTruthy();
    expect(sent()).toEqual([{ days: [2], desks: ['4-12'], parking: true }]);
  }, 60_000);

  it('says a refusal of the save by its reason', async () => {
    onSave = () => new Refusal(400, PATTERN_MSG.deskNotAllowed, 'pattern.deskNotAllowed');
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvați' }, WAIT));
    expect(await screen.findByText('Biroul ales nu este deschis grupurilor dumneavoastră.', {}, WAIT)).toBeTruthy();
  }, 60_000);

  it('speaks English once it is chosen: days, desks, the outcome and a refusal', async () => {
    await chooseLanguage('en');
    await loadRefusalWords();
    onSave = (body) => ({
      pattern: { ...saved, ...(body as object) },
      booked: [
        { day: '2027-03-02', deskId: '4-12', floor: 4 },
        { day: '2027-03-09', deskId: '4-12', floor: 4 },
      ],
      notBooked: [{ day: '2027-03-03', reason: 'desk.maxActive' }],
    });
    show();
    expect(await screen.findByRole('heading', { name: 'My office days', level: 1 }, WAIT)).toBeTruthy();
    await screen.findByRole('button', { name: 'Tuesday' }, WAIT);
    expect(day('Tuesday').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(day('Wednesday'));
    expect(screen.getByRole('button', { name: 'Move desk 4-12 up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove desk 4-12 from favourites' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your office days have been saved.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('We booked 2 days:')).toBeTruthy();
    const outcome = screen.getByRole('list', { name: 'What was booked' });
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Tuesday, 2 March 2027: desk 4-12, floor 4',
      'Wednesday, 3 March 2027: could not book: the maximum number of desks booked in advance has been reached',
      'Tuesday, 9 March 2027: desk 4-12, floor 4',
    ]);

    onSave = () => new Refusal(400, PATTERN_MSG.deskNotAllowed, 'pattern.deskNotAllowed');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A desk chosen is not open to your groups.', {}, WAIT)).toBeTruthy();
  }, 60_000);
});
