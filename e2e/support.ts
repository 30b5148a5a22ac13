import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { OFFICE } from '../domain/buildings.js';
import type { Desk, MapDesk } from '../domain/schemas/desk-answers.js';
import { addDays, formatDay, monthTitle } from '../domain/time.js';
import { mailDirOf } from './env.js';

export const DEMO_PASSWORD = 'demo1234';

/** Logs in through the form; unless told the login fails, waits until the app has left /login. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD, opts: { fails?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Nume utilizator').fill(username);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  if (!opts.fails) await expect(page).not.toHaveURL(/\/login/);
}

/** A bearer token for API calls a test makes around the browser. */
export async function tokenFor(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await request.post('/api/users/login', { data: { username, password } });
  const body = await r.json();
  expect(body.err, body.message).toBe(0);
  return body.payload.token;
}

/** A fresh account made through the admin API, unconfirmed, with the instance's default password. */
export async function createAccount(
  request: APIRequestContext,
  opts: { building?: string; buildingList?: string[]; name?: string; parkingRight?: boolean; group?: string } = {},
) {
  const admin = await tokenFor(request, 'admin');
  const username = `e2e.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${username}@example.com`;
  const r = await request.post('/api/users/massRegister', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      accounts: [
        {
          credentials: { username },
          userInfo: {
            email,
            name: opts.name ?? 'Test E2E',
            mainGroup: opts.group ?? 'it',
            groupList: [opts.group ?? 'it'],
            building: opts.building ?? OFFICE,
            buildingList: opts.buildingList ?? [],
            ...(opts.parkingRight ? { parkingRight: true } : {}),
          },
        },
      ],
    },
  });
  expect((await r.json()).err).toBe(0);
  return { username, email, password: 'Parola123' };
}

/**
 * The newest e-mail the loopback SMTP server received for an address, or the newest whose subject matches:
 * a person may get several at once (a booking's reminder beside its cancellation), in either order.
 */
export async function mailTo(address: string, subject?: string | RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
  const wanted = (s: string | undefined) => subject === undefined || (typeof subject === 'string' ? s === subject : subject.test(s ?? ''));
  const until = Date.now() + timeoutMs;
  const dir = mailDirOf(test.info().parallelIndex); // the mailbox of this worker's app
  for (;;) {
    const files = readdirSync(dir).sort().reverse();
    for (const f of files) {
      const m = await simpleParser(readFileSync(join(dir, f)));
      if (JSON.stringify(m.to ?? '').includes(address) && wanted(m.subject)) return m;
    }
    if (Date.now() > until) throw new Error(`no e-mail for ${address}${subject === undefined ? '' : ` about ${String(subject)}`}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The server's test clock (decisions §5). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const r = await request.get('/api/test/clock');
  const body = await r.json();
  expect(body.err, body.message).toBe(0);
  return new Date(body.payload.now);
}

/** Moves the server's test clock forward to `to`, running the jobs that fell due; never backwards. */
export async function moveClock(request: APIRequestContext, to: Date): Promise<void> {
  const now = await serverNow(request);
  if (to <= now) throw new Error(`the clock is already at ${now.toISOString()}, past ${to.toISOString()}`);
  const r = await request.put('/api/test/clock', { data: { now: to.toISOString() } });
  const body = await r.json();
  expect(body.err, body.message).toBe(0);
}

/** The demo administrator's API calls around the browser: each expects success and returns the payload. */
export async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenFor(request, 'admin')}` };
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const r = await request[method](path, { headers, data });
    const body = await r.json();
    expect(body.err, `${path}: ${body.message}`).toBe(0);
    return body.payload as T;
  };
  return {
    headers,
    get: <T>(path: string) => call<T>('get', path),
    post: <T>(path: string, data: unknown) => call<T>('post', path, data),
  };
}
export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

const PLATE_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVXZ';
/**
 * A new Bucharest plate (B, 3 digits, 3 letters) whose first letter is `mark`: each spec file
 * has its own mark, so that no two files (nor the demo's, with 2 digits or ending in TUR/ETW/CMP) meet.
 */
export function newPlate(mark: string): string {
  const letter = () => PLATE_LETTERS[Math.floor(Math.random() * PLATE_LETTERS.length)];
  return `B${100 + Math.floor(Math.random() * 900)}${mark}${letter()}${letter()}`;
}

/** A string matched literally inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A day's name on the month calendars (web/src/features/turn/month-calendar.tsx): '12 martie 2027'. */
export const calendarDayName = (day: string) => `${Number(day.slice(8))} ${monthTitle(day)}`;

/** A day's button on the tower's calendar shown, paging through the months until it appears. */
export async function calendarDayButton(page: Page, day: string): Promise<Locator> {
  // The calendar appears once its data is loaded; only then page through the months.
  await expect(page.getByRole('button', { name: 'Luna următoare' })).toBeVisible();
  const button = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(calendarDayName(day))}(:|$)`) });
  for (let i = 0; i < 3 && !(await button.isVisible()); i++) await page.getByRole('button', { name: 'Luna următoare' }).click();
  // A day of the month before the one shown (the test's days may straddle two months).
  for (let i = 0; i < 4 && !(await button.isVisible()); i++) await page.getByRole('button', { name: 'Luna anterioară' }).click();
  await expect(button).toBeVisible();
  return button;
}

/** A date field of the statistics pages (MUI X, zz.ll.aaaa): the group of its day, month and year. */
export const dateField = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });

/**
 * Types a day ('YYYY-MM-DD') into a date field as a person does, zz.ll.aaaa with its dots, over
 * whatever it held; '' empties the field.
 */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = dateField(page, label);
  await field.getByRole('spinbutton').first().click();
  if (day === '') {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    return;
  }
  await page.keyboard.type(formatDay(day));
  await expect(dayShown(page, label)).toHaveValue(formatDay(day));
}

/** The text a date field holds, zz.ll.aaaa ('' when empty): its form value, beside the sections a person reads. */
export const dayShown = (page: Page, label: string): Locator => dateField(page, label).locator('input');

/** An API call as the holder of `token` that must succeed: its payload. */
export async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const r = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  const body = await r.json();
  expect(body.err, `${path}: ${body.message}`).toBe(0);
  return body.payload as T;
}

/** The map of a day, as the API answers it (empty fields left out). */
export const mapOf = (request: APIRequestContext, token: string, day: string) =>
  call<MapDesk[]>(request, token, 'get', `/api/desks?date=${day}`);

/** A desk of the IT group that nobody holds or booked on `day`. */
export async function freeItDesk(request: APIRequestContext, token: string, day: string): Promise<string> {
  const free = (await mapOf(request, token, day)).find((d) => d.groupsIdList.includes('it') && !d.type && !d.reservationId);
  expect(free, `a free IT desk on ${day}`).toBeTruthy();
  return free!.deskId;
}

/** The Monday after `today` (a Bucharest day). */
export function nextMonday(today: string): string {
  let day = addDays(today, 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

/** Logs a new account in (createAccount's), puts off the generated password's prompt, and lands on /birouri. */
export async function loginNew(page: Page, username: string, password: string) {
  await login(page, username, password);
  await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
  await expect(page).toHaveURL(/\/birouri$/);
}

/**
 * What the open dialog shows in the very commit that first shows the button `button` (its buttons'
 * words and its whole text): a panel must arrive whole, nothing pushing that button down after it
 * is there. Call before the action that opens the dialog, await after it.
 */
export function dialogAtFirstSight(page: Page, button: string): Promise<{ buttons: string[]; text: string }> {
  return page.evaluate(
    (wanted) =>
      new Promise<{ buttons: string[]; text: string }>((resolve) => {
        const observer = new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"]');
          const buttons = [...(dialog?.querySelectorAll('button') ?? [])].map((b) => b.textContent ?? '');
          if (!dialog || !buttons.includes(wanted)) return;
          observer.disconnect();
          resolve({ buttons, text: dialog.textContent ?? '' });
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    button,
  );
}

/** The desks of the IT group free on `day` (the group's map as the API answers it to the holder of `token`). */
export async function freeItDesksOn(request: APIRequestContext, token: string, day: string): Promise<Set<string>> {
  const desks = await call<Desk[]>(request, token, 'get', `/api/desks/group/it?date=${day}`);
  return new Set(desks.filter((d) => d.status === 'free').map((d) => d.deskId));
}
