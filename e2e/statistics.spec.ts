import { readFileSync } from 'node:fs';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { FLEX_START, lastDays } from '../domain/date-range.js';
import { addDays, bucharestDay, formatDay } from '../domain/time.js';
import { E2E_CLOCK_START } from './env.js';
import { dayShown, login, serverNow, tokenFor, typeDay } from './support.js';

// The flexible office's statistics (flex-office §2 'Statistics screens', decisions §10), each
// page as its audience uses it: the table shows the demo's rows, the filters behave as §5 says,
// and the export is downloaded through the API and read back. The demo's bookings lie around
// the fixed start of the browser tests (e2e/env.ts), from a year before it: past days other
// spec files cannot change.

test.use({ viewport: { width: 1440, height: 900 } });

/** Monday of the week before the start: a past working week of demo bookings. */
const START = bucharestDay(new Date(E2E_CLOCK_START));
const MONDAY = addDays(START, -7);
const FRIDAY = addDays(MONDAY, 4);

const BOM = [0xef, 0xbb, 0xbf];

/** Clicks the export and waits for the browser's download; the file's bytes as UTF-8 lines (BOM checked and dropped). */
async function downloadCsv(page: Page, name: string): Promise<{ download: Download; lines: string[] }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const download = await started;
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  return { download, lines };
}

/** The pager's '1–5 din 57'. */
const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/** The grid's data rows (not its header). */
const dataRows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).locator('.MuiDataGrid-row');

async function apiGet<T>(page: Page, username: string, path: string): Promise<T> {
  const r = await page.request.get(path, { headers: { authorization: `Bearer ${await tokenFor(page.request, username)}` } });
  const body = await r.json();
  expect(body.err, body.message).toBe(0);
  return body.payload as T;
}

test('an administrator reads the table per department, its chart, and downloads Admin.csv for the range chosen', async ({
  page,
  request,
}) => {
  const today = bucharestDay(await serverNow(request));
  await login(page, 'admin');
  await page.goto('/birouri');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  await expect(page).toHaveURL(/\/birouri\/admin\/csv$/);
  await expect(page.getByRole('heading', { name: 'Statistici pe departamente', level: 1 })).toBeVisible();

  // By default the last 90 days (decisions §10), since 2021-02-08 one click away; every group of the demo, with its figures.
  const period = page.getByTestId('period');
  await expect(period).toHaveText(`Perioada: ${formatDay(lastDays(today, 90).from)} – ${formatDay(today)}`);
  await page.getByRole('button', { name: 'Din 2021' }).click();
  await expect(period).toHaveText(`Perioada: ${formatDay(FLEX_START)} – ${formatDay(today)}`);
  const grid = page.getByRole('grid', { name: 'Statistici pe departamente' });
  await expect(grid.getByRole('row').filter({ hasText: 'Centrala' })).toContainText('Departament');
  await expect(grid.getByRole('row').filter({ hasText: 'Regiunea Bucuresti' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Rata de prezență pe departamente și proiecte' })).toBeVisible();

  // One week, typed reversed: swapped, five business days; the figures are the API's.
  await typeDay(page, 'De la', FRIDAY);
  await typeDay(page, 'Până la', MONDAY);
  await expect(period).toHaveText(`Perioada: ${formatDay(MONDAY)} – ${formatDay(FRIDAY)}`);
  const week = await apiGet<{ name: string; desks: number; reservations: number; present: number; attendanceRate: number }[]>(
    page,
    'admin',
    `/api/statistics/groups?from=${MONDAY}&to=${FRIDAY}`,
  );
  const centrala = week.find((g) => g.name === 'Centrala')!;
  expect(centrala.reservations).toBeGreaterThan(0);
  const row = grid.getByRole('row').filter({ hasText: 'Centrala' });
  await expect(row.locator('[data-field="businessDays"]')).toHaveText('5');
  await expect(row.locator('[data-field="reservations"]')).toHaveText(String(centrala.reservations));
  await expect(row.locator('[data-field="attendanceRate"]')).toHaveText(new RegExp(`^${centrala.attendanceRate}\\s%$`));

  const { download, lines } = await downloadCsv(page, 'Descărcați CSV');
  expect(download.suggestedFilename()).toBe('Admin.csv');
  expect(lines[0]).toBe('ID grup,Grup,Tip,Birouri,Zile lucrătoare,Alocări,Rezervări,Prezențe,Rata de prezență (%)');
  expect(lines).toHaveLength(week.length + 1);
  const line = lines.find((l) => l.split(',')[1] === 'Centrala')!;
  expect(line.split(',').slice(2)).toEqual([
    'Departament',
    String(centrala.desks),
    '5',
    String(5 * centrala.desks),
    String(centrala.reservations),
    String(centrala.present),
    String(centrala.attendanceRate),
  ]);
});

test('a manager sees the attendance of their people; a day left empty is filled by the other; Manager.csv', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/birouri');
  await page.getByRole('link', { name: 'Pagina managerului' }).click();
  await expect(page).toHaveURL(/\/birouri\/admin\/manager$/);
  await expect(page.getByRole('heading', { name: 'Pagina managerului', level: 1 })).toBeVisible();

  // The fields show the page's range: a start typed keeps its end; the end emptied is filled by the start (decisions §10).
  await typeDay(page, 'De la', MONDAY);
  await expect(dayShown(page, 'Până la')).not.toHaveValue('');
  await typeDay(page, 'Până la', '');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(MONDAY)} – ${formatDay(MONDAY)}`);
  await typeDay(page, 'Până la', FRIDAY);
  await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(MONDAY)} – ${formatDay(FRIDAY)}`);

  const people = await apiGet<{ name: string; email: string; groupName: string; reservations: number; absent: number }[]>(
    page,
    'manager',
    `/api/statistics/manager?from=${MONDAY}&to=${FRIDAY}`,
  );
  const busy = people.slice(0, 15).find((p) => p.reservations > 0)!;
  const row = dataRows(page, 'Prezența pe persoane').filter({ hasText: busy.email }).filter({ hasText: busy.groupName });
  await expect(row).toContainText(busy.name);
  await expect(row.locator('[data-field="reservations"]')).toHaveText(String(busy.reservations));
  await expect(row.locator('[data-field="absent"]')).toHaveText(String(busy.absent));

  const { download, lines } = await downloadCsv(page, 'Descărcați CSV');
  expect(download.suggestedFilename()).toBe('Manager.csv');
  expect(lines[0]).toBe('ID utilizator,Nume,E-mail,ID grup,Grup,Rezervări,Prezențe,Absențe,Rata de prezență (%)');
  expect(lines).toHaveLength(people.length + 1);
  expect(lines.some((l) => l.includes(busy.email))).toBe(true);
});

test('an administrator filters every reservation by weekdays, floor, group and person, pages 5/10/15, and downloads Rezervari.csv', async ({
  page,
}) => {
  await login(page, 'admin');
  await page.goto('/birouri');
  await page.getByRole('link', { name: 'Statistici' }).click();
  await expect(page).toHaveURL(/\/birouri\/statistics$/);
  await expect(page.getByRole('heading', { name: 'Statistici', level: 1 })).toBeVisible();
  const rows = dataRows(page, 'Rezervările de birouri');
  await expect(rows).toHaveCount(10);
  // The occupancy per day against the desks there are: three lines drawn from the server's series.
  const chart = page.getByRole('figure', { name: 'Ocuparea birourilor pe zile' });
  await expect(chart).toBeVisible();
  await expect(chart.getByText('Birouri rezervate')).toBeVisible();
  await expect(chart.locator('path.MuiLineChart-line')).toHaveCount(3);
  await page.getByRole('combobox', { name: /Rânduri pe pagină/ }).click();
  await expect(page.getByRole('option')).toHaveText(['5', '10', '15']);
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(rows).toHaveCount(5);

  // Weekdays only: a Saturday typed is refused under the field; the calendar offers no weekend
  // and no day after the other bound.
  const saturday = addDays(MONDAY, 5);
  await typeDay(page, 'De la', MONDAY);
  await typeDay(page, 'Până la', saturday);
  await expect(page.getByText('Alegeți o zi lucrătoare (luni–vineri).')).toBeVisible();
  await typeDay(page, 'Până la', MONDAY);
  await expect(page.getByText('Alegeți o zi lucrătoare (luni–vineri).')).toHaveCount(0);
  await page.getByRole('button', { name: 'Alegeți din calendar: De la' }).click();
  const calendar = page.getByRole('dialog').getByRole('grid');
  const dayCell = (day: string) => calendar.getByRole('gridcell', { name: String(Number(day.slice(8))), exact: true });
  await expect(dayCell(addDays(MONDAY, -2))).toBeDisabled();
  await expect(dayCell(addDays(MONDAY, 1))).toBeDisabled();
  await dayCell(addDays(MONDAY, -3)).click();
  await expect(calendar).toBeHidden();
  await expect(dayShown(page, 'De la')).toHaveValue(formatDay(addDays(MONDAY, -3)));
  // Reversed, then swapped.
  await typeDay(page, 'De la', FRIDAY);
  await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(MONDAY)} – ${formatDay(FRIDAY)}`);

  // Floor 5 and one department: every row says so.
  await page.getByRole('combobox', { name: 'Etaj' }).click();
  await page.getByRole('option', { name: 'Etajul 5' }).click();
  await page.getByRole('combobox', { name: 'Departament / proiect' }).click();
  await page.getByRole('option', { name: 'Tehnologia Informației' }).click();
  await expect(rows.first().locator('[data-field="floor"]')).toHaveText('5');
  await expect(rows.first().locator('[data-field="groupName"]')).toHaveText('Tehnologia Informației');
  const page1 = await apiGet<{ total: number; rows: { name: string; email: string; floor: number; groupName: string }[] }>(
    page,
    'admin',
    `/api/statistics/reservations?from=${MONDAY}&to=${FRIDAY}&floor=5&groupId=it&limit=5`,
  );
  expect(page1.total).toBeGreaterThan(5);
  await expect(pager(page)).toHaveText(`1–5 din ${page1.total}`);
  for (const [i, r] of page1.rows.entries()) await expect(rows.nth(i)).toContainText(r.email);

  // Everything the filters match goes into the file, not only the page shown.
  const { download, lines } = await downloadCsv(page, 'Descărcați CSV');
  expect(download.suggestedFilename()).toBe('Rezervari.csv');
  expect(lines[0]).toBe('ID,Data,Birou,Etaj,ID grup,Grup,ID utilizator,Nume,E-mail,Stare,Loc de parcare,Prezent,Creat de');
  expect(lines).toHaveLength(page1.total + 1);
  expect(lines.slice(1).every((l) => l.split(',')[3] === '5' && l.split(',')[4] === 'it')).toBe(true);

  // One person: their reservations only.
  const person = page1.rows[0];
  await page.getByRole('combobox', { name: 'Persoana' }).fill(person.email);
  await page.getByRole('option', { name: new RegExp(person.email.replace(/[.]/g, '\\.')) }).click();
  await expect(rows.first()).toContainText(person.email);
  const uuid = await personUuid(page, person.email);
  const mine = await apiGet<{ total: number }>(
    page,
    'admin',
    `/api/statistics/reservations?from=${MONDAY}&to=${FRIDAY}&floor=5&groupId=it&uuid=${uuid}&limit=5`,
  );
  await expect(pager(page)).toHaveText(`1–${Math.min(5, mine.total)} din ${mine.total}`);
  await expect(rows).toHaveCount(Math.min(5, mine.total));
  for (let i = 0; i < Math.min(5, mine.total); i++) await expect(rows.nth(i)).toContainText(person.email);
});

async function personUuid(page: Page, email: string): Promise<string> {
  const users = await apiGet<{ uuid: string; email: string }[]>(page, 'admin', `/api/users?q=${encodeURIComponent(email)}`);
  return users.find((u) => u.email === email)!.uuid;
}

test('a plain employee opening the administrators’ statistics is sent back to the map', async ({ page }) => {
  await login(page, 'angajat');
  await expect(page).toHaveURL(/\/birouri$/);
  await page.goto('/birouri/admin/csv');
  await expect(page).toHaveURL(/\/birouri$/);
  await expect(page.getByRole('heading', { name: 'Statistici pe departamente' })).toHaveCount(0);
  await page.goto('/birouri/statistics');
  await expect(page).toHaveURL(/\/birouri$/);
  await page.goto('/birouri/admin/manager');
  await expect(page).toHaveURL(/\/birouri$/);
});
