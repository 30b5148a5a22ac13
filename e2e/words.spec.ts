import { type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import ExcelJS from 'exceljs';
import { addDays, bucharestDay } from '../domain/time.js';
import { TYPE_WORDS } from '../domain/tower/type-words.js';
import { E2E_CLOCK_START } from './env.js';
import { adminApi, createAccount, login, typeDay } from './support.js';

// Issue #21, point 10: what the interface writes itself is formal Romanian with diacritics,
// while the API keeps the specifications' words ('Alta marca', 'Rezervare prima runda', …).
// Each test makes what it changes; the tower export reads a past week of the demo's requests.

test.use({ viewport: { width: 1440, height: 900 } });

test("the add-car dialog offers the default brand as 'Altă marcă' and checks the plate in words with diacritics", async ({ page }) => {
  await login(page, 'turn');
  await page.getByRole('link', { name: 'Contul meu' }).click();
  // The add page has the same button: wait for the account page, or its dialog goes with the navigation.
  await expect(page.getByRole('heading', { name: 'Contul meu' })).toBeVisible();
  await page.getByRole('button', { name: 'Adăugați o mașină' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adăugați o mașină' });
  const brand = dialog.getByRole('combobox', { name: 'Marca' });
  await expect(brand).toHaveText('Altă marcă');
  await brand.click();
  await expect(page.getByRole('option').first()).toHaveText('Altă marcă');
  await expect(page.getByRole('option', { name: 'Alta marca' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The specification's 'Numarul de inmatriculare nu este valid', as the form words it.
  await dialog.getByRole('textbox', { name: 'Număr de înmatriculare' }).fill('XY 12 ABC');
  await dialog.getByRole('button', { name: 'Adăugați', exact: true }).click();
  await expect(dialog.getByText('Numărul de înmatriculare nu este valid')).toBeVisible();
  await dialog.getByRole('button', { name: 'Renunțați' }).click();
  await expect(dialog).toBeHidden();
});

test("the tower's new-user form names the grading in Romanian", async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/turn/admin');
  await page.getByRole('navigation', { name: 'Secțiuni' }).getByRole('link', { name: 'Utilizator nou' }).click();
  const form = page.getByRole('form', { name: 'Utilizator nou' });
  await expect(form.getByRole('checkbox', { name: 'Evaluare' })).toBeVisible();
  await expect(form.getByText('Grading')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Adăugați utilizatorul' })).toBeVisible();
});

test('a new project is announced as a project, and its heading does not repeat its type', async ({ page }) => {
  const name = `Proiect Cuvinte ${Date.now().toString(36)}`;
  await login(page, 'admin');
  await page.goto('/birouri/admin/settings/grup-nou');
  await page.getByLabel('Nume').fill(name);
  await page.getByRole('radio', { name: 'Proiect' }).check();
  await page.getByRole('button', { name: 'Salvați grupul' }).click();
  await expect(page.getByText('Proiectul a fost adăugat.')).toBeVisible();
  await expect(page.getByText('Departamentul a fost adăugat', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name })).toHaveText(name);
});

test("the desk booking panel says 'Confirmați', not 'Confirmă'", async ({ page, request }) => {
  const person = await createAccount(request);
  await login(page, person.username, person.password);
  await page.getByRole('button', { name: 'Mai târziu' }).click();
  await page.getByRole('group', { name: 'Harta etajului 4' }).locator('[data-state="free"]').first().click();
  const dialog = page.getByRole('dialog', { name: /^Rezervați biroul \d-\d+$/ });
  await expect(dialog.getByRole('button', { name: 'Confirmați' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmă' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Renunțați' }).click();
  await expect(dialog).toBeHidden();
});

test('the booking screen counts the Romanian way and speaks of every floor (#39 point 7)', async ({ page, request }) => {
  const person = await createAccount(request);
  await login(page, person.username, person.password);
  await page.getByRole('button', { name: 'Mai târziu' }).click();
  // The week strip counts the group's free desks on all the building's floors, not 'both'.
  await expect(page.getByText(/pe toate etajele\.$/)).toBeVisible();
  await expect(page.getByText(/ambele etaje/)).toHaveCount(0);
  await page.getByRole('group', { name: 'Harta etajului 4' }).locator('[data-state="free"]').first().click();
  const dialog = page.getByRole('dialog', { name: /^Rezervați biroul \d-\d+$/ });
  const parking = dialog.getByRole('checkbox', { name: /^Loc de parcare/ });
  // Once the free spots are known, counted as Romanian counts them: never '1 disponibile'.
  await expect(parking).toHaveAccessibleName(/^Loc de parcare \((niciun loc liber|1 loc liber|\d+ (de )?locuri libere)\)$/);
  await dialog.getByRole('button', { name: 'Renunțați' }).click();
});

test("a rate of no reservations reads '—', not '0 %' (#39 point 7)", async ({ page, request }) => {
  // A new member of the manager's group, with no reservation in the period.
  const person = await createAccount(request, { name: `A Fără Rezervări ${Date.now()}` });
  await login(page, 'manager');
  // First by name, so that the new person is on the first page.
  await page.goto('/birouri/admin/manager?ordine=name.asc');
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  // The rate's cell by its column (the row ends with the person's 'Absență' button since #41).
  await expect(row.locator('[role="gridcell"][data-field="attendanceRate"]')).toHaveText('—');
});

/** Clicks the .xlsx export and opens the downloaded workbook's sheet. */
async function downloadSheet(page: Page): Promise<ExcelJS.Worksheet> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descărcați XLSX' }).click();
  const download = await started;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  return workbook.getWorksheet('Rezervari')!;
}

test("the tower reservations export writes each request's status with diacritics", async ({ page, request }) => {
  // A week of the demo two weeks before the fixed start: allocated, past, with first- and second-round requests.
  const monday = addDays(bucharestDay(new Date(E2E_CLOCK_START)), -14);
  const friday = addDays(monday, 4);
  const api = await adminApi(request);
  const rows = await api.get<{ status: string }[]>(`/api/statistics/tower/reservations?from=${monday}&to=${friday}`);
  // The API keeps tower §4's labels.
  expect(rows.map((r) => r.status)).toContain('Rezervare prima runda');

  await login(page, 'admin');
  await page.goto('/turn/statisticsUser');
  await typeDay(page, 'De la', monday);
  await typeDay(page, 'Până la', friday);
  const sheet = await downloadSheet(page);
  expect(sheet.getRow(1).getCell(5).value).toBe('Status');
  const statuses = Array.from({ length: sheet.actualRowCount - 1 }, (_v, i) => String(sheet.getRow(i + 2).getCell(5).value));
  expect(statuses).toHaveLength(rows.length);
  for (const s of statuses) expect(Object.values(TYPE_WORDS)).toContain(s);
  expect(statuses).toContain('Rezervare prima rundă');
});
