import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/api/client.js';
import type { Desk } from '@/api/desks.js';
import type { Followed, NearDesk } from '@/api/team.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
// The lazily loaded area, known before the switch to English (as a page's own areas are).
import '@/i18n/colleagues.js';
import { useSession } from '@/lib/session.js';
import { answerCallsWith, Refusal, type Call } from '@/test/api-calls.js';
import { aDesk, ME } from '@/test/desks.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { DeskInfoDialog } from '../desk-info-dialog.js';
import type { DeskState } from '../desk-state.js';
import { FloorMap } from '../map/floor-map.js';

// The map's colleagues (decisions §21, #42): the desks of followed colleagues starred and said so,
// following from a colleague's desk, `birou` and `langa` in the address (the map's props here).

const DAY = '2027-03-02';
const at = (x: number) => ({ latitude: 300, longitude: x });
const DESKS: Desk[] = [
  aDesk('4-1', { uuid: 'ana', name: 'Ana Popescu', status: 'booked', coordinates: at(100) }),
  aDesk('4-2', { uuid: 'bogdan', name: 'Bogdan Radu', status: 'booked', coordinates: at(160) }),
  aDesk('4-3', { uuid: 'cristi', name: 'Cristi Ion', status: 'booked', coordinates: at(220) }),
  aDesk('4-4', { coordinates: at(280) }),
  aDesk('4-5', { coordinates: at(340) }),
];

let followed: Followed[];
let near: NearDesk[];
let onSave: (body: { uuids: string[] }) => unknown;

const calls = answerCallsWith(({ method, path, body }: Call) => {
  if (path.startsWith('/users/verify')) return sessionUser({ uuid: 'me', groupList: ['it'], mainGroup: 'it' });
  if (path.startsWith('/meta')) return testMeta();
  if (method === 'GET' && path === '/following') return followed;
  if (path === '/following/update') return onSave(body as { uuids: string[] });
  if (path.startsWith('/desks/near')) return near;
  return [];
});

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  followed = [{ uuid: 'ana', name: 'Ana Popescu' }];
  near = [];
  onSave = ({ uuids }) => uuids.map((uuid) => ({ uuid, name: uuid }));
});

function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? <>{children}</> : null;
}

const WAIT = { timeout: 20_000 };
const inSession = (element: ReactNode) =>
  renderRoute(
    [
      {
        path: '/*',
        element: (
          <Suspense fallback={<p>…</p>}>
            <SignedIn>{element}</SignedIn>
          </Suspense>
        ),
      },
    ],
    '/',
  );

function showMap(over: { near?: string; focusDesk?: string; viewer?: typeof ME } = {}) {
  const opened: [string, DeskState][] = [];
  const notices: string[] = [];
  inSession(
    <FloorMap
      floor={{ floor: 4, name: 'Etajul 4', width: 1000, height: 600, planUrl: null, zones: [] }}
      desks={DESKS}
      failed={false}
      onRetry={() => undefined}
      viewer={over.viewer ?? ME}
      groupId="it"
      groupName="IT"
      day={DAY}
      roomsGrey={false}
      onDesk={(d, s) => opened.push([d.deskId, s])}
      onRoom={() => undefined}
      onFloor={() => undefined}
      near={over.near ?? null}
      focusDesk={over.focusDesk ?? null}
      onNotice={(text) => notices.push(text)}
    />,
  );
  return { opened, notices };
}

const desk = (id: string) => document.querySelector<SVGGElement>(`[data-desk-id="${id}"]`)!;
const mark = (id: string) => document.querySelector(`[data-mark-desk="${id}"]`);
/** The button once it may be pressed (it waits for the list followed, which says which it is). */
async function ready(name: string) {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name }, WAIT);
  await waitFor(() => expect(button.disabled).toBe(false), WAIT);
  return button;
}
const sentLists = () => calls.filter((c) => c.path === '/following/update').map((c) => c.body);

describe("the map's followed colleagues", () => {
  backToRomanianAfterEach();

  it("stars the desk of a followed colleague, says so in its name, and adds the legend's entry", async () => {
    showMap();
    expect(await screen.findByRole('button', { name: /Ana Popescu, din colegii urmăriți$/ }, WAIT)).toBe(desk('4-1'));
    expect(mark('4-1')?.hasAttribute('data-followed')).toBe(true);
    // The others keep their names and have no star.
    expect(desk('4-2').getAttribute('aria-label')).toMatch(/Bogdan Radu$/);
    expect(mark('4-2')).toBeNull();
    expect(screen.getByRole('list', { name: 'Legendă' }).textContent).toContain('Coleg urmărit');
    expect(calls.filter((c) => c.path === '/following')).toHaveLength(1);
  }, 30_000);

  it('shows no star nor legend entry when no colleague followed sits on the floor', async () => {
    followed = [{ uuid: 'someone-else', name: 'Dan Pop' }];
    showMap();
    await waitFor(() => expect(calls.some((c) => c.path === '/following')).toBe(true), WAIT);
    await screen.findByRole('button', { name: /Ana Popescu$/ }, WAIT);
    expect(document.querySelector('[data-followed]')).toBeNull();
    expect(screen.getByRole('list', { name: 'Legendă' }).textContent).not.toContain('Coleg urmărit');
  }, 30_000);

  it('in English', async () => {
    await chooseLanguage('en');
    showMap();
    expect(await screen.findByRole('button', { name: /Ana Popescu, a colleague you follow$/ }, WAIT)).toBe(desk('4-1'));
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('Colleague you follow');
  }, 30_000);
});

describe("'Rezervați lângă': the desks free near a colleague's (langa=)", () => {
  backToRomanianAfterEach();

  it('asks for them on the day shown, marks those of the floor and opens the first one free', async () => {
    // 4-3 was free when the server answered and is taken on the map now: 4-4 is the first ready.
    near = [
      { deskId: '4-3', floor: 4, distance: 60 },
      { deskId: '4-4', floor: 4, distance: 120 },
      { deskId: '4-5', floor: 4, distance: 180 },
    ];
    const { opened, notices } = showMap({ near: '4-2' });
    await waitFor(() => expect(opened).toEqual([['4-4', 'free']]), WAIT);
    expect(calls.find((c) => c.path.startsWith('/desks/near'))?.path).toBe(`/desks/near?deskId=4-2&date=${DAY}`);
    expect(notices).toEqual([]);
    expect(desk('4-4').getAttribute('aria-label')).toMatch(/: liber, liber lângă colegul dumneavoastră$/);
    expect(['4-3', '4-4', '4-5'].map((id) => mark(id)?.hasAttribute('data-near'))).toEqual([true, true, true]);
    expect(mark('4-2')).toBeNull();
    expect(screen.getByRole('list', { name: 'Legendă' }).textContent).toContain('Lângă colegul dumneavoastră');
  }, 30_000);

  it("opens the first one as the map would when the viewer's own limit greys it (its dialog says why)", async () => {
    near = [{ deskId: '4-4', floor: 4, distance: 120 }];
    const { opened, notices } = showMap({ near: '4-2', viewer: { ...ME, hasDeskThatDay: true } });
    await waitFor(() => expect(opened).toEqual([['4-4', 'grey']]), WAIT);
    expect(notices).toEqual([]);
  }, 30_000);

  it('says so when none is free that day, and opens nothing', async () => {
    const { opened, notices } = showMap({ near: '4-2' });
    await waitFor(() => expect(notices).toEqual(['Nu există niciun birou liber lângă biroul 4-2 în această zi.']), WAIT);
    expect(opened).toEqual([]);
    expect(document.querySelector('[data-near]')).toBeNull();
  }, 30_000);

  it('in English', async () => {
    await chooseLanguage('en');
    const { notices } = showMap({ near: '4-2' });
    await waitFor(() => expect(notices).toEqual(['There is no free desk near desk 4-2 on this day.']), WAIT);
  }, 30_000);
});

describe('the desk asked for in the address (birou=)', () => {
  backToRomanianAfterEach();

  it("is highlighted and has the focus, the map's one tab stop", async () => {
    showMap({ focusDesk: '4-3' });
    await waitFor(() => expect(document.activeElement).toBe(desk('4-3')), WAIT);
    expect(desk('4-3').getAttribute('data-highlighted')).toBe('true');
    expect(desk('4-3').tabIndex).toBe(0);
    expect(desk('4-1').getAttribute('data-highlighted')).toBeNull();
  }, 30_000);
});

describe("following from a colleague's desk", () => {
  backToRomanianAfterEach();

  const showInfo = (d: Desk) =>
    inSession(
      <DeskInfoDialog
        info={{ desk: d, state: 'taken', day: DAY, limit: null, maxActiveDesk: 10 }}
        onClose={() => undefined}
        onCancel={() => undefined}
      />,
    );

  it('follows: reads the list afresh and saves it with the colleague added; then unfollows, saving it without', async () => {
    showInfo(DESKS[2]); // Cristi Ion's
    fireEvent.click(await ready('Urmăriți colegul'));
    expect(await screen.findByText('Cristi Ion este acum printre colegii urmăriți.', {}, WAIT)).toBeTruthy();
    expect(sentLists()).toEqual([{ uuids: ['ana', 'cristi'] }]);
    // The map's cache holds the saved list: the button says what a click does now.
    followed = [
      { uuid: 'ana', name: 'Ana Popescu' },
      { uuid: 'cristi', name: 'Cristi Ion' },
    ];
    fireEvent.click(await ready('Nu mai urmăriți colegul'));
    expect(await screen.findByText('Cristi Ion nu mai este printre colegii urmăriți.', {}, WAIT)).toBeTruthy();
    expect(sentLists()).toEqual([{ uuids: ['ana', 'cristi'] }, { uuids: ['ana'] }]);
    // Each save read the list just before.
    const order = calls.filter((c) => c.path.startsWith('/following')).map((c) => `${c.method} ${c.path}`);
    expect(order.slice(-4)).toEqual(['GET /following', 'POST /following/update', 'GET /following', 'POST /following/update']);
  }, 30_000);

  it('words a refusal by its reason, in English too', async () => {
    onSave = () => new Refusal(400, 'Puteți urmări cel mult 50 de colegi.', 'following.tooMany');
    await chooseLanguage('en');
    await loadRefusalWords();
    showInfo(DESKS[2]);
    fireEvent.click(await ready('Follow this colleague'));
    expect(await screen.findByText('You can follow at most 50 colleagues.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('is not offered on a desk without a holder', async () => {
    const free = aDesk('4-9', { managerName: 'Mihai Manager' });
    inSession(
      <DeskInfoDialog
        info={{ desk: free, state: 'blocked', day: DAY, limit: null, maxActiveDesk: 10 }}
        onClose={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await screen.findByRole('dialog', {}, WAIT);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Urmăriți colegul' })).toBeNull();
    expect(vi.isMockFunction(fetch)).toBe(true);
  }, 30_000);
});
