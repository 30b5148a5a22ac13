import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { OFFICE } from '../domain/buildings.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { bucharestDay, bucharestInstant, isWeekday } from '../domain/time.js';
import { adminApi, call, createAccount, escapeRegExp, freeItDesk, mapOf, moveClock, serverNow, tokenFor } from './support.js';

// Check-in at the desk on a phone (issue #26, decisions §13): a desk's QR label opens
// /checkin/{deskId}; logged out, the page goes through /login and comes back to the label, then
// says what the check-in did. Each test has its own account; days come from the server's clock,
// which this file moves forward (its name sorts it after the specs that expect Monday 2027-03-01).

test.use({ viewport: { width: 390, height: 844 } });

const setWalkUp = async (request: APIRequestContext, on: boolean) =>
  (await adminApi(request)).post('/api/config/update', { name: 'walkUpBooking', value: on ? 1 : 0, building: OFFICE });

/** Today in Bucharest; on a weekend, the clock first moves to the next working day's morning. */
async function workingToday(request: APIRequestContext): Promise<string> {
  const today = bucharestDay(await serverNow(request));
  if (isWeekday(today)) return today;
  const next = nextWorkingDay(today);
  await moveClock(request, bucharestInstant(next, 8));
  return next;
}

/** Opens a label's address logged out: /login first, then back to the label, the new account's password prompt put off. */
async function scanLoggedOut(page: Page, deskId: string, account: { username: string; password: string }) {
  await page.goto(`/checkin/${deskId}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${escapeRegExp(encodeURIComponent(`/checkin/${deskId}`))}$`));
  // The login says why it opened (#39 point 11).
  await expect(page.getByRole('alert')).toHaveText(`Autentificați-vă pentru a confirma prezența la biroul ${deskId}.`);
  await page.getByLabel('Nume utilizator').fill(account.username);
  await page.getByLabel('Parolă', { exact: true }).fill(account.password);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/checkin/${escapeRegExp(deskId)}$`));
  await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
}

const outcome = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

test("a free desk's label: refused without walk-up booking, booked and confirmed for today with it", async ({ page, request }) => {
  await setWalkUp(request, false);
  try {
    const today = await workingToday(request);
    const account = await createAccount(request);
    const token = await tokenFor(request, account.username, account.password);
    const deskId = await freeItDesk(request, token, today);

    await scanLoggedOut(page, deskId, account);
    await expect(outcome(page, 'Biroul nu este rezervat de dumneavoastră')).toBeVisible();
    await expect(page.getByText('rezervarea la fața locului nu este permisă')).toBeVisible();

    await setWalkUp(request, true);
    await page.reload();
    await expect(outcome(page, 'Biroul a fost rezervat pentru dumneavoastră')).toBeVisible();
    await expect(page.getByText(new RegExp(`^Biroul ${escapeRegExp(deskId)}, etajul \\d+ era liber`))).toBeVisible();
    // The map of today has it taken at once, by this person, presence confirmed.
    const desk = (await mapOf(request, token, today)).find((d) => d.deskId === deskId)!;
    expect(desk.status).toBe('busy');
    expect(desk.reservationId).toBeTruthy();

    // Scanned again: nothing more to do.
    await page.reload();
    await expect(outcome(page, 'Prezența era deja confirmată')).toBeVisible();
    await page.getByRole('link', { name: 'Vedeți rezervările dumneavoastră' }).click();
    await expect(page).toHaveURL(/\/birouri$/);
  } finally {
    await setWalkUp(request, false);
  }
});

test("the holder of today's desk confirms presence by its label; another desk's label names theirs", async ({ page, request }) => {
  const account = await createAccount(request);
  const token = await tokenFor(request, account.username, account.password);
  const day = nextWorkingDay(bucharestDay(await serverNow(request)));
  const deskId = await freeItDesk(request, token, day);
  await call(request, token, 'post', '/api/reservations/desks/update', { deskId, reservationDate: day });
  const other = await freeItDesk(request, token, day);
  // The morning of the booked day.
  await moveClock(request, bucharestInstant(day, 8));

  await scanLoggedOut(page, deskId, account);
  await expect(outcome(page, 'Prezența a fost confirmată')).toBeVisible();
  await expect(page.getByText(new RegExp(`biroul ${escapeRegExp(deskId)}, etajul \\d+, azi`))).toBeVisible();
  const desk = (await mapOf(request, token, day)).find((d) => d.deskId === deskId)!;
  expect(desk.status).toBe('busy');

  await page.goto(`/checkin/${other}`);
  await expect(outcome(page, 'Aveți alt birou rezervat azi')).toBeVisible();
  await expect(page.getByText(`Aveți deja rezervat biroul ${deskId} pentru azi.`, { exact: false })).toBeVisible();
});
