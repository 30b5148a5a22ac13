import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { createAccount, login, tokenFor } from './support.js';

// Issue #14, point 2: a booking made offline, or left unanswered, says so with 'Reîncearcă' and
// is never sent later behind the user's back. The test clock starts on Monday 2027-03-01 09:00
// Bucharest (e2e/env.ts); a fresh account of the IT group books a free desk of floor 5.

const BOOK = '**/api/reservations/desks/update';

/** A fresh account on the map of floor 5, its booking panel open on the first free desk. */
async function openBookingPanel(page: Page, request: APIRequestContext) {
  const account = await createAccount(request);
  await login(page, account.username, account.password);
  await page.getByRole('button', { name: 'Mai târziu' }).click(); // the new account's password prompt
  await page.goto('/birouri?etaj=5');
  const free = page.getByRole('group', { name: 'Harta etajului 5' }).locator('[data-state="free"]').first();
  const deskId = /Birou (\S+):/.exec((await free.getAttribute('aria-label'))!)![1];
  await free.click();
  const panel = page.getByRole('dialog', { name: `Rezervă biroul ${deskId}` });
  await expect(panel.getByRole('button', { name: 'Confirmă' })).toBeEnabled();
  return { account, deskId, panel };
}

/** The account's live desk bookings, as the server has them. */
async function liveBookings(request: APIRequestContext, username: string, password: string): Promise<unknown[]> {
  const token = await tokenFor(request, username, password);
  const body = await (await request.get('/api/reservations/desks', { headers: { authorization: `Bearer ${token}` } })).json();
  return (body.payload as { status: string }[]).filter((r) => r.status !== 'cancelled');
}

test('offline, Confirmă says so at once, sends nothing, and Reîncearcă books once the network is back', async ({ page, context, request }) => {
  const { account, deskId, panel } = await openBookingPanel(page, request);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/reservations/desks/update')) sent.push(r.url());
  });

  await context.setOffline(true);
  await panel.getByRole('button', { name: 'Confirmă' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Nu sunteți conectat la internet' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Confirmă' })).toBeEnabled(); // not left grey
  await context.setOffline(false);
  // Back online, nothing goes out by itself: the server has no booking.
  expect(await liveBookings(request, account.username, account.password)).toEqual([]);
  expect(sent).toEqual([]);

  await panel.getByRole('button', { name: 'Reîncearcă' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('list', { name: 'Rezervările mele de birouri' })).toContainText(`Birou ${deskId}`);
  expect(sent).toHaveLength(1);
});

test('a booking left unanswered is abandoned after the timeout: the panel says so and it never lands', async ({ page, request }) => {
  await page.clock.install();
  const { account, panel } = await openBookingPanel(page, request);
  let held!: Route;
  const arrived = new Promise<void>((resolve) =>
    void page.route(BOOK, (route) => {
      held = route;
      resolve();
    }),
  );

  await panel.getByRole('button', { name: 'Confirmă' }).click();
  await arrived;
  const cancelled = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/reservations/desks/update'));
  await page.clock.fastForward(21_000);
  await expect(panel.getByRole('alert').filter({ hasText: 'Serverul nu a răspuns la timp' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Reîncearcă' })).toBeVisible();

  // The browser cancelled the request it was holding; let through now, it does not reach the server.
  expect((await cancelled).failure()?.errorText).toContain('ABORTED');
  await held.continue().catch(() => undefined);
  await page.unroute(BOOK);
  expect(await liveBookings(request, account.username, account.password)).toEqual([]);
});
