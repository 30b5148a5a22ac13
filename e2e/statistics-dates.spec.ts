import { type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { lastDays, monthRange } from '../domain/date-range.js';
import { addDays, bucharestDay, formatDay, isWeekday } from '../domain/time.js';
import { E2E_CLOCK_START } from './env.js';
import { dayShown, login, serverNow, typeDay } from './support.js';

// Issue #21, point 8: the dates of the statistics pages. In an English browser (a native date
// input follows the browser's language: '01.09.2026' became 9 January) the MUI X pickers read
// zz.ll.aaaa; the flexible office's pages open on the last 90 days (decisions §10) with the
// since-2021 range one click away; the filters and the manager table's order live in the
// address, so a reload keeps them and a bad address falls back to the defaults.

test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

/** The query of each call the page makes to `path`, in order. */
function callsTo(page: Page, path: string): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === path) calls.push(url.searchParams);
  });
  return calls;
}

const waitForCall = (page: Page, path: string, from: string, to: string) =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === path && url.searchParams.get('from') === from && url.searchParams.get('to') === to;
  });

test('in an English browser 01.09.2026 is 1 September; the last 90 days by default; a quick range; the range survives a reload', async ({
  page,
  request,
}) => {
  const today = bucharestDay(await serverNow(request));
  const recent = lastDays(today, 90);
  expect(recent.from).toBe(addDays(today, -89));
  await login(page, 'admin');
  const calls = callsTo(page, '/api/statistics/groups');
  await page.goto('/birouri/admin/csv');
  const period = page.getByTestId('period');

  // The last 90 days up to the server's today, asked of the API as such, and marked as the range chosen.
  await expect(period).toHaveText(`Perioada: ${formatDay(recent.from)} – ${formatDay(today)}`);
  await expect(page.getByRole('button', { name: 'Ultimele 90 de zile' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('grid', { name: 'Statistici pe departamente' }).getByRole('row').filter({ hasText: 'Centrala' }),
  ).toBeVisible();
  expect(calls.map((q) => `${q.get('from')}..${q.get('to')}`)).toEqual([`${recent.from}..${today}`]);

  // Typed the Romanian way, in a browser speaking English: 1 to 30 September 2026.
  const september = waitForCall(page, '/api/statistics/groups', '2026-09-01', '2026-09-30');
  await typeDay(page, 'De la', '2026-09-01');
  await typeDay(page, 'Până la', '2026-09-30');
  await september;
  await expect(period).toHaveText('Perioada: 01.09.2026 – 30.09.2026');
  const weekdays = Array.from({ length: 30 }, (_v, i) => addDays('2026-09-01', i)).filter(isWeekday).length;
  const centrala = page.getByRole('grid', { name: 'Statistici pe departamente' }).getByRole('row').filter({ hasText: 'Centrala' });
  await expect(centrala.locator('[data-field="businessDays"]')).toHaveText(String(weekdays));
  await expect(page.getByRole('button', { name: 'Ultimele 90 de zile' })).toHaveAttribute('aria-pressed', 'false');

  // In the address: a reload shows the same range, in the fields and in the table.
  await expect(page).toHaveURL(/\/birouri\/admin\/csv\?de=2026-09-01&pana=2026-09-30$/);
  await page.reload();
  await expect(period).toHaveText('Perioada: 01.09.2026 – 30.09.2026');
  await expect(dayShown(page, 'De la')).toHaveValue('01.09.2026');
  await expect(dayShown(page, 'Până la')).toHaveValue('30.09.2026');
  await expect(centrala.locator('[data-field="businessDays"]')).toHaveText(String(weekdays));
  // Away to the map and back: the same range.
  await page.getByRole('link', { name: 'Hartă', exact: true }).click();
  await expect(page).toHaveURL(/\/birouri$/);
  await page.goBack();
  await expect(period).toHaveText('Perioada: 01.09.2026 – 30.09.2026');

  // The specification's whole range, one click away; then the last week.
  await page.getByRole('button', { name: 'Din 2021' }).click();
  await expect(period).toHaveText(`Perioada: 08.02.2021 – ${formatDay(today)}`);
  await expect(dayShown(page, 'De la')).toHaveValue('08.02.2021');
  await expect(page).toHaveURL(new RegExp(`\\?de=2021-02-08&pana=${today}$`));
  await page.getByRole('button', { name: 'Ultimele 7 zile' }).click();
  await expect(period).toHaveText(`Perioada: ${formatDay(addDays(today, -6))} – ${formatDay(today)}`);
  await expect(page.getByRole('button', { name: 'Ultimele 7 zile' })).toHaveAttribute('aria-pressed', 'true');
});

test('the fields show the range shown, and a start typed alone keeps its end', async ({ page, request }) => {
  // Issue #39, point 4: the fields were empty under the default, and a start typed alone made a one-day period of zeros.
  const today = bucharestDay(await serverNow(request));
  const recent = lastDays(today, 90);
  await login(page, 'admin');
  await page.goto('/birouri/admin/csv');
  await expect(dayShown(page, 'De la')).toHaveValue(formatDay(recent.from));
  await expect(dayShown(page, 'Până la')).toHaveValue(formatDay(today));

  const start = addDays(today, -29);
  const asked = waitForCall(page, '/api/statistics/groups', start, today);
  await typeDay(page, 'De la', start);
  await asked;
  await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(start)} – ${formatDay(today)}`);
  await expect(dayShown(page, 'Până la')).toHaveValue(formatDay(today));
  const weekdays = Array.from({ length: 30 }, (_v, i) => addDays(start, i)).filter(isWeekday).length;
  const centrala = page.getByRole('grid', { name: 'Statistici pe departamente' }).getByRole('row').filter({ hasText: 'Centrala' });
  await expect(centrala.locator('[data-field="businessDays"]')).toHaveText(String(weekdays));
});

test('the filters of every reservation live in the address: a reload keeps the days, the floor, the group and the person', async ({
  page,
}) => {
  // A past working week of the demo, before any test moved the clock.
  const monday = addDays(bucharestDay(new Date(E2E_CLOCK_START)), -7);
  const friday = addDays(monday, 4);
  await login(page, 'admin');
  await page.goto('/birouri/statistics');
  await typeDay(page, 'De la', monday);
  await typeDay(page, 'Până la', friday);
  await page.getByRole('combobox', { name: 'Etaj' }).click();
  await page.getByRole('option', { name: 'Etajul 5' }).click();
  await page.getByRole('combobox', { name: 'Departament / proiect' }).click();
  await page.getByRole('option', { name: 'Tehnologia Informației' }).click();
  const rows = page.getByRole('grid', { name: 'Rezervările de birouri' }).locator('.MuiDataGrid-row');
  // A person of the rows matching the floor and the group (the table may still show the rows before the last filter).
  await expect(rows.first().locator('[data-field="floor"]')).toHaveText('5');
  await expect(rows.first().locator('[data-field="groupName"]')).toHaveText('Tehnologia Informației');
  const email = (await rows.first().locator('[data-field="email"]').textContent())!;
  const name = (await rows.first().locator('[data-field="name"]').textContent())!;
  await page.getByRole('combobox', { name: 'Persoana' }).fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await expect(page).toHaveURL(new RegExp(`\\?de=${monday}&pana=${friday}&etaj=5&grup=it&persoana=[0-9a-f-]{36}$`));
  await expect(rows.first()).toContainText(email);

  await page.reload();
  await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(monday)} – ${formatDay(friday)}`);
  await expect(page.getByRole('combobox', { name: 'Etaj' })).toHaveText('Etajul 5');
  await expect(page.getByRole('combobox', { name: 'Departament / proiect' })).toHaveValue('Tehnologia Informației');
  await expect(page.getByRole('combobox', { name: 'Persoana' })).toHaveValue(name);
  await expect(rows.first()).toContainText(email);
  for (const row of await rows.all()) await expect(row.locator('[data-field="email"]')).toHaveText(email);
});

test('an address the page cannot use opens on the defaults, without an error', async ({ page, request }) => {
  const today = bucharestDay(await serverNow(request));
  await login(page, 'admin');
  // Floor 201 cannot be one (floors are 0–200); a floor that no longer exists, such as 9, would stay
  // chosen, since a deleted floor's past stays in the statistics (decisions §18).
  await page.goto('/birouri/statistics?de=01.09.2026&pana=2027-02-30&etaj=201&grup=%3Cb%3E&persoana=ana');
  await expect(page.getByRole('heading', { name: 'Statistici', level: 1 })).toBeVisible();
  await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(addDays(today, -89))} – ${formatDay(today)}`);
  await expect(page.getByRole('grid', { name: 'Rezervările de birouri' }).locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Etaj' })).toHaveText('Toate etajele');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The tower's page keeps its own default, the current month (decisions §10).
  const month = monthRange(today);
  await page.goto('/turn/statisticsDay?de=ieri&pana=');
  await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(month.from)} – ${formatDay(month.to)}`);
  await expect(page.getByRole('button', { name: 'Luna aceasta' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the tower: a day typed in an English browser, last month in one click, kept by a reload', async ({ page, request }) => {
  const today = bucharestDay(await serverNow(request));
  const previous = monthRange(addDays(monthRange(today).from, -1));
  await login(page, 'admin');
  await page.goto('/turn/statisticsUser');
  const period = page.getByTestId('period');
  await page.getByRole('button', { name: 'Luna trecută' }).click();
  await expect(period).toHaveText(`Perioada: ${formatDay(previous.from)} – ${formatDay(previous.to)}`);
  await expect(page).toHaveURL(new RegExp(`\\?de=${previous.from}&pana=${previous.to}$`));

  const asked = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/statistics/tower/reservations' && url.searchParams.get('from') === '2026-09-01';
  });
  await typeDay(page, 'De la', '2026-09-01');
  await asked;
  await expect(period).toHaveText(`Perioada: 01.09.2026 – ${formatDay(previous.to)}`);
  await page.reload();
  await expect(period).toHaveText(`Perioada: 01.09.2026 – ${formatDay(previous.to)}`);
  await expect(dayShown(page, 'De la')).toHaveValue('01.09.2026');
});

test('the manager table sorts by the column whose header is clicked, and keeps the order in the address', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/birouri/admin/manager');
  const grid = page.getByRole('grid', { name: 'Prezența pe persoane' });
  const counts = async () => (await grid.locator('.MuiDataGrid-row [data-field="reservations"]').allTextContents()).map(Number);
  // The people, not the loading skeleton's empty rows.
  const loaded = () => expect(grid.locator('.MuiDataGrid-row [data-field="email"]').first()).toContainText('@');
  await loaded();

  await grid.getByRole('columnheader', { name: 'Rezervări' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Rezervări' })).toHaveAttribute('aria-sort', 'ascending');
  const up = await counts();
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await grid.getByRole('columnheader', { name: 'Rezervări' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Rezervări' })).toHaveAttribute('aria-sort', 'descending');
  const down = await counts();
  expect(down).toEqual([...down].sort((a, b) => b - a));
  expect(down[0]).toBeGreaterThan(up[0]);
  await expect(page).toHaveURL(/\?ordine=reservations\.desc$/);

  await page.reload();
  await expect(grid.getByRole('columnheader', { name: 'Rezervări' })).toHaveAttribute('aria-sort', 'descending');
  await loaded();
  expect(await counts()).toEqual(down);
});
