import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/api/client.js';
import type { Display } from '@/api/displays-admin.js';
import type { FloorInfo } from '@/api/floors.js';
import type { Room } from '@/api/rooms.js';
import { useSession } from '@/lib/session.js';
import { answerCallsWith, type Call } from '@/test/api-calls.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import DisplaysSection from './displays-section.js';

// 'Ecrane' (decisions §24): the displays listed by name and place; one added, or given a new link after a
// question, shows its link once, with a copy button and a QR code; one deleted after a question.

const URL_1 = `http://localhost:3000/display/${'a'.repeat(43)}`;
const URL_2 = `http://localhost:3000/display/${'b'.repeat(43)}`;
const aDisplay = (over: Partial<Display> = {}): Display => ({
  _id: 'd-1',
  name: 'Ușa sălii Carpați',
  roomId: 'E4-02',
  floor: null,
  createdAt: '2027-02-01T08:00:00.000Z',
  url: null,
  ...over,
});
const room = (id: string, name: string, floor: number) => ({ id, floor, details: { name } }) as Room;
const floor = (n: number): FloorInfo => ({ floor: n, name: `Etajul ${n}`, width: 1000, height: 600, planUrl: null, zones: [] });

let displays: Display[];

const calls = answerCallsWith(({ method, path, body }: Call) => {
  if (path.startsWith('/users/verify')) return sessionUser({ role: 'admin' });
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/conference-rooms')) return [room('E4-02', 'Sala Carpați', 4), room('E5-01', 'Sala Dunărea', 5)];
  if (path === '/floors') return [floor(4), floor(5)];
  if (method === 'GET' && path === '/displays') return displays;
  if (path === '/displays/update') {
    const changed = body as Partial<Display>;
    if (changed._id) return { ...displays.find((d) => d._id === changed._id)!, ...changed, url: null };
    const made = aDisplay({ _id: 'd-2', createdAt: '2027-03-01T07:00:00.000Z', roomId: null, ...(body as Partial<Display>) });
    displays = [...displays, made];
    return { ...made, url: URL_1 };
  }
  if (path === '/displays/d-1/regenerate') return { ...displays[0], url: URL_2 };
  if (path === '/displays/delete') {
    displays = displays.filter((d) => d._id !== (body as { _id: string })._id);
    return { cancelled: 0 };
  }
  return [];
});
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
  displays = [aDisplay(), aDisplay({ _id: 'd-3', name: 'Holul etajului 5', roomId: null, floor: 5 })];
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
              <DisplaysSection />
            </SignedIn>
          </Suspense>
        ),
      },
    ],
    '/',
  );
const rows = () =>
  within(screen.getByRole('table', { name: 'Ecrane' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    );

describe("'Ecrane'", () => {
  backToRomanianAfterEach();

  it('lists the displays by name and by the room or floor they show', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Ecrane', level: 2 }, WAIT)).toBeTruthy();
    await waitFor(
      () =>
        expect(rows()).toEqual([
          ['Ușa sălii Carpați', 'Sala Carpați (E4-02)'],
          ['Holul etajului 5', 'Etajul 5'],
        ]),
      WAIT,
    );
  }, 60_000);

  it('adds a display for a floor and shows its link once, with a copy button and a QR code', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Adăugați un ecran' }, WAIT));
    const form = screen.getByRole('dialog', { name: 'Adăugați un ecran' });
    // Nothing is sent without a name and a place.
    fireEvent.click(within(form).getByRole('button', { name: 'Adăugați ecranul' }));
    expect(within(form).getByText('Dați ecranului un nume de cel mult 100 de caractere.')).toBeTruthy();
    expect(within(form).getByText('Alegeți sala.')).toBeTruthy();
    expect(sent('POST', '/displays/update')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Nume/ }), { target: { value: ' Holul etajului 4 ' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Un etaj (ecran mare)' }));
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Etajul/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Etajul 4' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Adăugați ecranul' }));

    const dialog = await screen.findByRole('dialog', { name: 'Linkul ecranului „Holul etajului 4”' }, WAIT);
    expect(sent('POST', '/displays/update').map((c) => c.body)).toEqual([{ name: 'Holul etajului 4', floor: 4 }]);
    expect(within(dialog).getByLabelText('Linkul')).toHaveProperty('value', URL_1);
    expect(within(dialog).getByText(/^Linkul este afișat doar acum/)).toBeTruthy();
    const qr = await within(dialog).findByRole('img', { name: 'Codul QR al linkului ecranului „Holul etajului 4”' }, WAIT);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiați' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_1));

    // Closed, the link is gone from the page; the list has the display, without it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Închideți' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(rows()).toContainEqual(['Holul etajului 4', 'Etajul 4']), WAIT);
    expect(document.body.textContent).not.toContain(URL_1);
  }, 60_000);

  it('gives a display a new link after a question, and shows it once', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Generați alt link pentru ecranul Ușa sălii Carpați' }, WAIT));
    const question = screen.getByRole('dialog', { name: 'Generați alt link?' });
    expect(within(question).getByText(/Linkul de acum al ecranului „Ușa sălii Carpați” nu va mai funcționa/)).toBeTruthy();
    expect(sent('POST', '/displays/d-1/regenerate')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Generați alt link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Linkul ecranului „Ușa sălii Carpați”' }, WAIT);
    expect(within(dialog).getByLabelText('Linkul')).toHaveProperty('value', URL_2);
    expect(sent('POST', '/displays/d-1/regenerate')).toHaveLength(1);
  }, 60_000);

  it('deletes a display after a question', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Ștergeți ecranul Holul etajului 5' }, WAIT));
    const question = screen.getByRole('dialog', { name: 'Ștergeți ecranul?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Ștergeți' }));
    expect(await screen.findByText('Ecranul a fost șters.', {}, WAIT)).toBeTruthy();
    expect(sent('POST', '/displays/delete').map((c) => c.body)).toEqual([{ _id: 'd-3' }]);
    await waitFor(() => expect(rows()).toEqual([['Ușa sălii Carpați', 'Sala Carpați (E4-02)']]), WAIT);
  }, 60_000);

  it('renames a display, keeping its place and its link', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Modificați ecranul Ușa sălii Carpați' }, WAIT));
    const form = screen.getByRole('dialog', { name: 'Modificați ecranul' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nume/ }), { target: { value: 'Carpați' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvați' }));
    expect(await screen.findByText('Ecranul a fost salvat.', {}, WAIT)).toBeTruthy();
    expect(sent('POST', '/displays/update').map((c) => c.body)).toEqual([{ _id: 'd-1', name: 'Carpați', roomId: 'E4-02' }]);
  }, 60_000);
});
