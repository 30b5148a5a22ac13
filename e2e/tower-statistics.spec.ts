import { devices, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import ExcelJS from 'exceljs';
import { monthRange } from '../domain/date-range.js';
import { addDays, bucharestDay, formatDay } from '../domain/time.js';
import type { TowerDayRow } from '../web/src/api/statistics.js';
import { E2E_CLOCK_START } from './env.js';
import { adminApi, login, serverNow, typeDay } from './support.js';

// The tower's statistics (tower §2 'Admin statistics per day', §9; decisions §10) and the XLS
// export of the administrators' reservations (/turn/statisticsUser), as the demo administrator.
// The demo's requests reach a year before the fixed start of the browser tests (e2e/env.ts):
// those days are past, allocated and marked present or absent, and no spec file changes them.

const START = bucharestDay(new Date(E2E_CLOCK_START));
const MONDAY = addDays(START, -14);
const FRIDAY = addDays(MONDAY, 4);

/** Clicks the export, waits for the download and opens it as a workbook. */
async function downloadWorkbook(page: Page) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descărcați XLSX' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toBe('Rezervari.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.getWorksheet('Rezervari');
  expect(sheet, 'the sheet Rezervari').toBeDefined();
  return sheet!;
}

const cellTexts = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)));

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the days table shows the current month by default, the figures of a past week, its chart, and Rezervari.xlsx', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const month = monthRange(bucharestDay(await serverNow(request)));
    await login(page, 'admin');
    await page.goto('/turn/add');
    await page.getByRole('link', { name: 'Statistici pe zile' }).click();
    await expect(page).toHaveURL(/\/turn\/statisticsDay$/);
    await expect(page.getByRole('heading', { name: 'Statistici pe zile', level: 1 })).toBeVisible();
    await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(month.from)} – ${formatDay(month.to)}`);
    const grid = page.getByRole('grid', { name: 'Statistici pe zile' });
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Data',
      'Total cereri',
      'Locuri disponibile',
      'Cereri nealocate',
      'Absenți',
      'Ocupate efectiv',
      'Prioritare electrice',
      'Prioritare accesibile',
    ]);

    // A past week of the demo: five working days, the API's figures, absences and presences among them.
    await typeDay(page, 'De la', MONDAY);
    await typeDay(page, 'Până la', FRIDAY);
    await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(MONDAY)} – ${formatDay(FRIDAY)}`);
    const days = await api.get<TowerDayRow[]>(`/api/statistics/tower/days?from=${MONDAY}&to=${FRIDAY}`);
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4].map((i) => addDays(MONDAY, i)));
    expect(days.some((d) => d.occupied > 0 && d.requests > 0)).toBe(true);
    const rows = grid.locator('.MuiDataGrid-row');
    await expect(rows).toHaveCount(5);
    for (const [i, d] of days.entries()) {
      await expect(rows.nth(i)).toContainText(formatDay(d.date));
      await expect(rows.nth(i).locator('[data-field="requests"]')).toHaveText(String(d.requests));
      await expect(rows.nth(i).locator('[data-field="places"]')).toHaveText(String(d.places));
      await expect(rows.nth(i).locator('[data-field="absent"]')).toHaveText(String(d.absent));
      await expect(rows.nth(i).locator('[data-field="occupied"]')).toHaveText(String(d.occupied));
    }
    await expect(page.getByRole('figure', { name: 'Cereri și locuri pe zile' })).toBeVisible();

    const sheet = await downloadWorkbook(page);
    expect(cellTexts(sheet, 1)).toEqual([
      'Data',
      'Total cereri',
      'Locuri disponibile',
      'Cereri nealocate',
      'Absenți',
      'Locuri ocupate efectiv',
      'Locuri prioritare electrice',
      'Locuri prioritare accesibile',
    ]);
    expect(sheet.actualRowCount).toBe(6);
    expect(cellTexts(sheet, 2)).toEqual([
      days[0].date,
      ...[
        days[0].requests,
        days[0].places,
        days[0].unallocated,
        days[0].absent,
        days[0].occupied,
        days[0].priorityElectric,
        days[0].priorityAccessible,
      ].map(String),
    ]);
  });

  test("the administrators' reservations export every request of the filters to Rezervari.xlsx", async ({ page, request }) => {
    const api = await adminApi(request);
    await login(page, 'admin');
    await page.goto('/turn/statisticsUser');
    await expect(page.getByRole('heading', { name: 'Rezervări utilizatori', level: 1 })).toBeVisible();
    await typeDay(page, 'De la', MONDAY);
    await typeDay(page, 'Până la', MONDAY);
    await expect(page.getByTestId('period')).toHaveText(`Perioada: ${formatDay(MONDAY)} – ${formatDay(MONDAY)}`);
    const all = await api.get<{ licensePlate: string; name: string }[]>(`/api/statistics/tower/reservations?from=${MONDAY}&to=${MONDAY}`);
    expect(all.length).toBeGreaterThan(10);
    await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(`1–10 din ${all.length}`);

    const sheet = await downloadWorkbook(page);
    expect(cellTexts(sheet, 1)[0]).toBe('Data');
    // Every request of the day, not only the page shown.
    expect(sheet.actualRowCount).toBe(all.length + 1);
    const plates = new Set(Array.from({ length: all.length }, (_v, i) => cellTexts(sheet, i + 2)).flat());
    for (const r of all) expect(plates.has(r.licensePlate)).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: devices['Pixel 5'].userAgent, isMobile: true, hasTouch: true });

  test('the days are a list with their figures, not the wide table', async ({ page, request }) => {
    const api = await adminApi(request);
    const days = await api.get<TowerDayRow[]>(`/api/statistics/tower/days?from=${MONDAY}&to=${FRIDAY}`);
    await login(page, 'admin');
    await page.goto('/turn/statisticsDay');
    await typeDay(page, 'De la', MONDAY);
    await typeDay(page, 'Până la', FRIDAY);
    const list = page.getByRole('list', { name: 'Statistici pe zile' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('grid')).toHaveCount(0);
    const first = list.getByRole('listitem', { name: formatDay(MONDAY) });
    await expect(first).toContainText(`Cereri${days[0].requests}Locuri${days[0].places}`);
    await expect(first).toContainText(`Ocupate${days[0].occupied}`);
    await expect(page.getByRole('button', { name: 'Descărcați XLSX' })).toBeEnabled();
  });
});
