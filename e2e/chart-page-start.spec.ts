import { expect, test } from './axe-fixture.js';
import { login } from './support.js';

// Issue #13: a page of charts interactive in ≤ 1 s. Opened directly, /birouri/statistics asks
// for its data as the app starts, beside its scripts (web/src/lib/early-page-data.ts), and
// draws that answer without asking again; its person picker asks for people only once opened.

test.use({ viewport: { width: 1440, height: 900 } });

test('a page of charts opened directly asks for its data beside its scripts, once, and draws it', async ({ page }) => {
  await login(page, 'admin');
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/statistics/') || path === '/api/users') calls.push(path);
  });
  // The page's own script is held back: what asks for the data then is the app's start, not the page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/reservations-statistics-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  const reservations = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/statistics/reservations');
  const occupancy = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/statistics/occupancy');
  await page.goto('/birouri/statistics');
  await Promise.all([reservations, occupancy]);
  await expect(page.getByRole('heading', { name: 'Statistici', level: 1 })).toHaveCount(0);
  release();

  await expect(page.getByRole('grid', { name: 'Rezervările de birouri' }).locator('.MuiDataGrid-row')).toHaveCount(10);
  await expect(page.getByRole('figure', { name: 'Ocuparea birourilor pe zile' }).locator('path.MuiLineChart-line')).toHaveCount(3);
  expect(calls.sort()).toEqual(['/api/statistics/occupancy', '/api/statistics/reservations']);

  // The person picker asks for people once it is opened.
  const people = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/users');
  await page.getByRole('combobox', { name: 'Persoana' }).click();
  await people;
  await expect(page.getByRole('option').first()).toBeVisible();
});
