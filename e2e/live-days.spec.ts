import { expect, test } from './axe-fixture.js';
import { isCalendarDay } from '../domain/time.js';
import { login } from './support.js';

// Issue #38 point 14: every page asked GET /api/events, the first time with no day (400, in the
// console of every page). The stream now names the days the page shows, and a page showing none
// opens none. The administrator walks a page without a day (the building selector), the tower's
// and the map; the console stays free of errors throughout.

test('the live stream names only the days a page shows, and no page asks it without a day', async ({ page }) => {
  const errors: string[] = [];
  // The sign-in page's own refusals (no session yet) are not this test's.
  page.on('console', (m) => {
    if (m.type() === 'error' && !page.url().includes('/login')) errors.push(`${page.url()} ${m.location().url}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const asked: { days: string; status: number }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/events')
      asked.push({ days: new URL(r.url()).searchParams.get('days') ?? '', status: r.status() });
  });

  await login(page, 'admin');
  await expect(page).toHaveURL(/\/dropdown$/);
  await expect(page.getByRole('heading', { name: 'Selectați clădirea' })).toBeVisible();
  // The selector shows no day: nothing is asked while it stays open (a stream waits 0.2 s for its page to settle).
  await page.waitForTimeout(1_000);
  expect(asked).toEqual([]);

  await page.getByRole('button', { name: 'CityOffices' }).click();
  await expect(page).toHaveURL(/\/birouri$/);
  // The map shows one day: its stream names it, and only it.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  for (const { days, status } of asked) {
    expect(status, days).toBe(200);
    expect(days.split(',').every(isCalendarDay), days).toBe(true);
  }
  expect(asked.at(-1)!.days.split(',')).toHaveLength(1);

  expect(asked.filter((a) => a.status >= 400)).toEqual([]);
  expect(errors).toEqual([]);
});
