import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { createAccount, login, loginNew, serverNow, tokenFor } from './support.js';

// Live updates (decisions §14, issue #27): a desk booked by one person turns taken on another
// person's open map without a reload, and still after the live stream was cut and came back.
// The test clock starts on Monday 2027-03-01 (e2e/env.ts); the map shows Tuesday 2 March first.
// The file's name sorts it before desks.spec.ts, which moves the clock past that morning.

const DAY = '2027-03-02';
const map = (page: Page) => page.getByRole('group', { name: 'Harta etajului 5' });
const deskOnMap = (page: Page, deskId: string) => map(page).locator(`[aria-label*="Birou ${deskId}:"]`);

async function openMap(page: Page) {
  await login(page, 'angajat');
  await expect(page).toHaveURL(/\/birouri$/);
  await page.getByRole('combobox', { name: 'Etaj' }).click();
  await page.getByRole('option', { name: 'Etajul 5' }).click();
  await page.getByRole('combobox', { name: 'Departament / proiect' }).click();
  await page.getByRole('option', { name: 'Tehnologia Informației' }).click();
  await expect(page.getByRole('button', { name: 'marți, 2 martie 2027' })).toHaveAttribute('aria-pressed', 'true');
}

/** Books a desk of the map that is free now, as the employee (another person, in another browser). */
async function bookFreeDesk(page: Page, request: APIRequestContext, token: string): Promise<string> {
  const label = (await map(page).locator('[data-state="free"]').first().getAttribute('aria-label'))!;
  const deskId = /Birou (\S+):/.exec(label)![1];
  const r = await request.post('/api/reservations/desks/update', {
    headers: { authorization: `Bearer ${token}` },
    data: { deskId, reservationDate: DAY },
  });
  expect((await r.json()).err).toBe(0);
  return deskId;
}

test.beforeAll(async ({ request }) => {
  expect((await serverNow(request)).toISOString() < '2027-03-01T10:00:00Z').toBe(true);
});

test("another person's booking shows on an open map within a second, and again after the stream was cut", async ({
  page,
  browser,
  request,
}) => {
  await openMap(page);
  // Two employees of IT, fresh (one desk a day each); the first in a browser of her own: two people, two sessions.
  const [a, b] = [await createAccount(request), await createAccount(request)];
  const employee = await (await browser.newContext()).newPage();
  await loginNew(employee, a.username, a.password);
  // Her page has loaded before she books: the second measured is the live update's, not a page load's beside it.
  await expect(employee.getByRole('group', { name: /^Harta etajului/ })).toBeVisible();

  const first = await bookFreeDesk(page, request, await tokenFor(request, a.username, a.password));
  await expect(deskOnMap(page, first)).not.toHaveAttribute('data-state', 'free', { timeout: 1_000 });

  // The server ends the stream (as a restart would); a booking made before the client is back
  // shows once it reconnects: the stream's first events are the current versions.
  const reconnected = page.waitForRequest((r) => r.url().includes('/api/events'));
  expect((await request.post('/api/test/events/cut')).ok()).toBe(true);
  const second = await bookFreeDesk(page, request, await tokenFor(request, b.username, b.password));
  await reconnected;
  await expect(deskOnMap(page, second)).not.toHaveAttribute('data-state', 'free');
  await employee.context().close();
});
