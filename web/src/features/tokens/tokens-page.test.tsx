import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_MSG } from '@domain/tokens/messages.js';
import { TOKEN_KEY } from '@/api/client.js';
import type { ApiToken, ApiTokenCreated, BuildingToken } from '@/api/tokens.js';
import { useSession } from '@/lib/session.js';
import { answerCallsWith, Refusal, type Call } from '@/test/api-calls.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { TokensPage } from './tokens-page.js';

// 'Tokenuri API' (decisions §23, issue #44 point 1): the token shown once after it is made, the
// `admin` permission offered to administrators only, the building's tokens for them, deleting after a
// question, and a refusal worded by its reason. The server's clock (GET /meta) is 1 March 2027.

const SECRET = 'bt_q3Jd9vXo0mUe1bKcT5rYwA8nLh2sFgPzE7iN4uVxC6k';
const aToken = (over: Partial<ApiToken> = {}): ApiToken => ({
  _id: 't-1',
  name: 'Script vechi',
  scopes: ['read'],
  createdAt: '2026-12-01T08:00:00.000Z',
  expiresAt: '2027-02-01T08:00:00.000Z',
  lastUsedAt: null,
  ...over,
});

let user: Record<string, unknown>;
let mine: ApiToken[];
let building: BuildingToken[];
let onCreate: (body: { name: string; scopes: ApiToken['scopes']; days: number }) => ApiTokenCreated | Refusal;

const calls = answerCallsWith(({ method, path, body }: Call) => {
  if (path.startsWith('/users/verify')) return user;
  if (path.startsWith('/meta')) return testMeta();
  if (method === 'GET' && path === '/tokens') return mine;
  if (method === 'GET' && path === '/tokens/all') return building;
  if (path === '/tokens/create') return onCreate(body as Parameters<typeof onCreate>[0]);
  if (path === '/tokens/delete') {
    const id = (body as { _id: string })._id;
    const gone = [...mine, ...building].find((x) => x._id === id);
    mine = mine.filter((x) => x._id !== id);
    building = building.filter((x) => x._id !== id);
    return gone;
  }
  return [];
});
const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
  user = sessionUser();
  mine = [aToken()];
  building = [];
  onCreate = (b) => {
    const made = { ...aToken({ _id: 't-2', name: b.name, scopes: b.scopes }), createdAt: '2027-03-01T07:00:00.000Z' };
    made.expiresAt = '2027-05-30T07:00:00.000Z';
    mine = [made, ...mine];
    return { ...made, token: SECRET };
  };
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
              <TokensPage />
            </SignedIn>
          </Suspense>
        ),
      },
    ],
    '/',
  );

const table = (name: string) => screen.getByRole('table', { name });
const rows = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe("'Tokenuri API'", () => {
  backToRomanianAfterEach();

  it('offers an employee reading and bookings, not administration, and no building section', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Tokenuri API', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByText('Authorization: Bearer bt_…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'documentația API' }).getAttribute('href')).toBe('/api/docs');
    expect(screen.getByRole('checkbox', { name: 'Citire' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Rezervări' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('checkbox', { name: 'Administrare' })).toBeNull();
    expect(screen.getByLabelText(/^Valabilitate \(zile\)/)).toHaveProperty('value', '90');

    // The token made before: expired by the server's clock, never used.
    await screen.findByRole('table', { name: 'Tokenurile dumneavoastră' }, WAIT);
    await waitFor(
      () =>
        expect(rows('Tokenurile dumneavoastră')).toEqual([['Script vechi', 'Citire', '01.12.2026', '01.02.2027Expirat', 'Niciodată', '']]),
      WAIT,
    );
    expect(screen.queryByRole('heading', { name: 'Tokenurile clădirii' })).toBeNull();
    expect(calls.some((c) => c.path === '/tokens/all')).toBe(false);
  }, 60_000);

  it('shows a token made once, with a copy button and a warning, and lists it without its secret', async () => {
    show();
    const name = await screen.findByRole('textbox', { name: /^Nume/ }, WAIT);
    // Nothing is sent without a name.
    fireEvent.click(screen.getByRole('button', { name: 'Creați tokenul' }));
    expect(screen.getByText('Dați tokenului un nume.')).toBeTruthy();
    expect(sent('/tokens/create')).toEqual([]);

    fireEvent.change(name, { target: { value: ' Rezervare automată ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rezervări' }));
    fireEvent.change(screen.getByLabelText(/^Valabilitate \(zile\)/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Creați tokenul' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tokenul a fost creat' }, WAIT);
    expect(sent('/tokens/create')).toEqual([{ name: 'Rezervare automată', scopes: ['read', 'book'], days: 30 }]);
    expect(within(dialog).getByLabelText('Tokenul')).toHaveProperty('value', SECRET);
    expect(
      within(dialog).getByText('Copiați tokenul acum: nu va mai fi afișat. Dacă îl pierdeți, ștergeți-l și creați altul.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiați' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Tokenul a fost copiat.')).toBeTruthy();

    // Closed, the secret is gone from the page; the list has the token, by its name only.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Închideți' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tokenul a fost creat' })).toBeNull(), WAIT);
    await waitFor(() => expect(rows('Tokenurile dumneavoastră')).toHaveLength(2), WAIT);
    expect(rows('Tokenurile dumneavoastră')[0]).toEqual([
      'Rezervare automată',
      'Citire, Rezervări',
      '01.03.2027',
      '30.05.2027',
      'Niciodată',
      '',
    ]);
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.getByRole('textbox', { name: /^Nume/ })).toHaveProperty('value', '');
  }, 60_000);

  it('words a refusal by its reason', async () => {
    onCreate = () => new Refusal(409, TOKEN_MSG.tooMany, 'token.tooMany');
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Nume/ }, WAIT), { target: { value: 'Încă unul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Creați tokenul' }));
    expect(await screen.findByText(TOKEN_MSG.tooMany, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 60_000);

  it('offers an administrator the admin permission and the building’s tokens, each deleted after a question', async () => {
    user = sessionUser({ adminOf: ['1'] });
    building = [
      {
        ...aToken({ _id: 't-9', name: 'Export zilnic', scopes: ['read', 'book'], lastUsedAt: '2027-02-26T10:15:00.000Z' }),
        expiresAt: '2027-04-01T08:00:00.000Z',
        owner: { uuid: 'u-9', username: 'ion.pop', name: 'Ion Pop' },
      },
    ];
    show();
    expect(await screen.findByRole('checkbox', { name: 'Administrare' }, WAIT)).toHaveProperty('checked', false);
    expect(await screen.findByRole('heading', { name: 'Tokenurile clădirii', level: 2 }, WAIT)).toBeTruthy();
    await screen.findByRole('table', { name: 'Tokenurile clădirii' }, WAIT);
    expect(rows('Tokenurile clădirii')).toEqual([
      ['Export zilnic', 'Ion Popion.pop', 'Citire, Rezervări', '01.12.2026', '01.04.2027', '26.02.2027 12:15', ''],
    ]);

    fireEvent.click(within(table('Tokenurile clădirii')).getByRole('button', { name: 'Ștergeți tokenul Export zilnic' }));
    const ask = await screen.findByRole('dialog', { name: 'Ștergeți tokenul?' });
    expect(
      within(ask).getByText(
        'Tokenul „Export zilnic” al persoanei Ion Pop nu va mai funcționa: programele care îl folosesc nu vor mai avea acces.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Ștergeți' }));
    expect(await screen.findByText('Tokenul a fost șters.', {}, WAIT)).toBeTruthy();
    expect(sent('/tokens/delete')).toEqual([{ _id: 't-9' }]);
    expect(await screen.findByText('Nicio persoană din clădirile dumneavoastră nu are tokenuri API.', {}, WAIT)).toBeTruthy();
  }, 60_000);
});
