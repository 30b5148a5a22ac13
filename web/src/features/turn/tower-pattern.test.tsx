import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { Providers } from '@/app/providers.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { answerApiWith } from '@/test/api-answers.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { car } from '@/test/tower-reservations.js';
import { TowerPattern } from './tower-pattern.js';

// 'Zilele mele de parcare' on /turn/account (decisions §20, #41): the weekdays and the car, read with
// GET /pattern, saved with POST /pattern/update {towerDays, carId}, in Romanian and in English.

const PATTERN = { days: [1], desks: ['4-12'], parking: false, towerDays: [2], carId: null };
const CARS = [car('c-1', 'B123TUR'), car('c-2', 'B99XYZ')];

/** The server's answers by path: the pattern, the person's cars, and a save that answers what it was sent. */
function answer(path: string): unknown {
  if (path.startsWith('/pattern/update')) return { pattern: { ...PATTERN, towerDays: [2, 4], carId: 'c-2' }, booked: [], notBooked: [] };
  if (path.startsWith('/pattern')) return PATTERN;
  if (path.startsWith('/users/cars')) return CARS;
  return [];
}
answerApiWith(answer);

/** The body the page sent with POST /pattern/update. */
function savedBody(): unknown {
  const call = (fetch as Mock).mock.calls.find(([url]) => String(url).endsWith('/pattern/update'));
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : null;
}

const WAIT = { timeout: 30_000 };
const show = () =>
  render(
    <Providers>
      <Suspense fallback={<p>…</p>}>
        <TowerPattern />
      </Suspense>
    </Providers>,
  );

/** Picks an option of the car selector. */
async function chooseCar(label: string, option: string) {
  fireEvent.mouseDown(within(screen.getByRole('combobox', { name: label })).getByText(/./));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the usual parking days', () => {
  backToRomanianAfterEach();

  it('shows the saved days and the first car, and saves the days and car chosen (Romanian)', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Zilele mele de parcare', level: 2 }, WAIT)).toBeTruthy();
    const tuesday = await screen.findByRole('button', { name: 'marți' }, WAIT);
    await vi.waitFor(() => expect(tuesday.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'luni' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Mașina' }).textContent).toBe('Prima mașină din listă');
    const save = screen.getByRole('button', { name: 'Salvați zilele de parcare' });
    expect(save.hasAttribute('disabled')).toBe(true); // nothing changed yet

    fireEvent.click(screen.getByRole('button', { name: 'joi' }));
    await chooseCar('Mașina', 'B99XYZ (Dacia)');
    fireEvent.click(save);
    expect(await screen.findByText('Zilele de parcare au fost salvate.', {}, WAIT)).toBeTruthy();
    expect(savedBody()).toEqual({ towerDays: [2, 4], carId: 'c-2' });
    expect(screen.getByRole('combobox', { name: 'Mașina' }).textContent).toBe('B99XYZ (Dacia)');
  }, 60_000);

  it('speaks English, and words a refusal by its reason', async () => {
    await chooseLanguage('en');
    await loadRefusalWords();
    show();
    expect(await screen.findByRole('heading', { name: 'My parking days', level: 2 }, WAIT)).toBeTruthy();
    const friday = await screen.findByRole('button', { name: 'Friday' }, WAIT);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Tuesday' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('combobox', { name: 'Car' }).textContent).toBe('The first car of the list');

    (fetch as Mock).mockImplementation(async (url: string) =>
      String(url).endsWith('/pattern/update')
        ? new Response(JSON.stringify({ err: 403, message: 'Nu aveți drepturi pentru această acțiune.', reason: 'access' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify({ err: 0, payload: answer(String(url).replace(/^\/api/, '')) }), {
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    fireEvent.click(friday);
    fireEvent.click(screen.getByRole('button', { name: 'Save parking days' }));
    expect(await screen.findByText('You do not have the rights for this action.', {}, WAIT)).toBeTruthy();
    expect(savedBody()).toEqual({ towerDays: [2, 5], carId: null });
  }, 120_000); // the first switch downloads and compiles the English catalogues
});
