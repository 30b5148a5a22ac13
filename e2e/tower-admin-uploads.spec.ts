import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import ExcelJS from 'exceljs';
import { TOWER } from '../domain/buildings.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { addDays, bucharestDay, bucharestInstant, formatDay } from '../domain/time.js';
import { mondayOf } from '../domain/tower/calendar.js';
import { TYPE } from '../domain/tower/engine.js';
import { TOWER_WORDS } from '../web/src/features/turn/tower-messages.js';
import { UPLOAD_MSG } from '../domain/upload-messages.js';
import { adminApi, createAccount, login, moveClock, newPlate, serverNow, type AdminApi } from './support.js';
import { count } from '../domain/plural.js';

// The tower console's lists and cars (tower §2, §4, §5; decisions §7, §8), as the demo
// administrator. Every person and car is made here, with its own plate; the day comes from the
// server's clock, which other spec files may have moved.

interface Car {
  _id: string;
  license_plate: string;
}
interface Request {
  _id: string;
  type: number;
  reservation_confirmed: boolean;
  license_plate: string | null;
}

/** This file's plates start their letters with Q (see newPlate). */
const ownPlate = () => newPlate('Q');

/** A new tower user with a new car, added by the administrator. */
async function towerUserWithCar(request: APIRequestContext, api: AdminApi, brand = 'Dacia') {
  const account = await createAccount(request, { building: TOWER, buildingList: [TOWER] });
  const users = await api.get<{ uuid: string; username: string }[]>(`/api/users?q=${encodeURIComponent(account.username)}`);
  const uuid = users.find((u) => u.username === account.username)!.uuid;
  const car = await api.post<Car>('/api/cars/add', { brand, license_plate: ownPlate(), user_id: uuid });
  return { ...account, uuid, car };
}

async function openSection(page: Page, label: string) {
  await login(page, 'admin');
  await page.goto('/turn/admin');
  await page.getByRole('navigation', { name: 'Secțiuni' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
}

const chooseFile = (page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') =>
  page.getByTestId('upload-input').setInputFiles({ name, mimeType, buffer });
const preview = (page: Page) => page.getByRole('grid', { name: 'Previzualizarea fișierului' });

test('an administrator uploads a presence list from an .xlsx file and sees the requests confirmed', async ({ page, request }) => {
  const api = await adminApi(request);
  const [ana, bogdan, cezar] = await Promise.all([
    towerUserWithCar(request, api),
    towerUserWithCar(request, api),
    towerUserWithCar(request, api),
  ]);
  // Monday of the week after next: past the demo's requests, so its places are there to share.
  const { fridayCutoffHour } = settingsOfBuilding(await api.get<ConfigParam[]>('/api/config'), TOWER);
  const day = addDays(mondayOf(bucharestDay(await serverNow(request))), 14);
  const made: Record<string, Request> = {};
  for (const u of [ana, bogdan, cezar]) {
    made[u.username] = await api.post<Request>('/api/reservations/parking/add', {
      user_id: u.uuid,
      car_id: u.car._id,
      reservation_date: day,
    });
    expect(made[u.username].type).toBe(TYPE.queue);
  }
  // The first round, at the Friday cut-off before that week, gives each a place.
  await moveClock(request, new Date(bucharestInstant(addDays(day, -3), fridayCutoffHour).getTime() + 5 * 60_000));

  // The day's list: every car allocated that day came, but Cezar's.
  const allocated = (await api.get<Request[]>(`/api/reservations/parking?from=${day}&to=${day}`)).filter(
    (r) => r.type === TYPE.first || r.type === TYPE.second,
  );
  for (const u of [ana, bogdan, cezar]) expect(allocated.map((r) => r._id)).toContain(made[u.username]._id);
  const present = allocated.map((r) => r.license_plate!).filter((p) => p !== cezar.car.license_plate);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prezenta');
  sheet.addRow(['date', 'licensePlate']);
  for (const plate of present) sheet.addRow([new Date(`${day}T00:00:00Z`), plate]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

  await openSection(page, 'Încărcare prezență');
  await chooseFile(page, 'prezenta.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  await expect(page.getByText(`${count(present.length, 'rând valid', 'rânduri valide')}, gata de încărcare.`)).toBeVisible();
  // The spreadsheet's dates are shown as the lists write them; the header is row 1.
  await expect(preview(page).getByRole('row').filter({ hasText: ana.car.license_plate })).toContainText(formatDay(day));
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/reservations/parking/presence'));
  await page.getByRole('button', { name: 'Încărcați lista' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText(
    `Lista de prezență pentru ${formatDay(day)} a fost încărcată. Cereri confirmate: ${present.length}; absențe: 1.`,
  );

  // The day's requests: Ana's and Bogdan's confirmed, Cezar's absent.
  const requests = page.getByRole('grid', { name: 'Cererile alocate ale zilelor listei' });
  const search = page.getByRole('textbox', { name: 'Căutați după număr sau nume' });
  for (const u of [ana, bogdan]) {
    await search.fill(u.car.license_plate);
    const row = requests.getByRole('row').filter({ hasText: u.car.license_plate });
    await expect(row).toContainText('Rezervare prima rundă');
    await expect(row).toContainText('Confirmată');
  }
  await search.fill(cezar.car.license_plate);
  await expect(requests.getByRole('row').filter({ hasText: cezar.car.license_plate })).toContainText('Absent');

  // The API says the same.
  const after = await api.get<Request[]>(`/api/reservations/parking?from=${day}&to=${day}`);
  const byId = new Map(after.map((r) => [r._id, r]));
  expect(byId.get(made[ana.username]._id)).toMatchObject({ type: TYPE.first, reservation_confirmed: true });
  expect(byId.get(made[bogdan.username]._id)).toMatchObject({ type: TYPE.first, reservation_confirmed: true });
  expect(byId.get(made[cezar.username]._id)).toMatchObject({ type: TYPE.absent, reservation_confirmed: false });
});

test('an exit list with a bad plate is marked in the preview and cannot be sent; a list without its columns is refused', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { car } = await towerUserWithCar(request, api);
  const today = formatDay(bucharestDay(await serverNow(request)));

  await openSection(page, 'Încărcare ieșiri');
  await chooseFile(page, 'iesiri.csv', Buffer.from(`date;licensePlate\n${today};${car.license_plate}\n${today};XY 12\n`));
  await expect(page.getByText('1 din 2 rânduri nu este valid.', { exact: false })).toBeVisible();
  const bad = preview(page).getByRole('row').filter({ hasText: 'XY 12' });
  await expect(bad).toContainText(TOWER_WORDS.plateInvalid);
  await expect(bad.getByRole('gridcell').first()).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Încărcați lista' })).toBeDisabled();

  // A file without the list's columns, and one without rows, are refused as a whole.
  await chooseFile(page, 'iesiri.csv', Buffer.from(`data;numar\n${today};${car.license_plate}\n`));
  await expect(page.getByRole('alert')).toHaveText(UPLOAD_MSG.format(['date', 'licensePlate']));
  await expect(preview(page)).toBeHidden();
  await chooseFile(page, 'iesiri.csv', Buffer.from('date;licensePlate\n'));
  await expect(page.getByRole('alert')).toHaveText(UPLOAD_MSG.empty);
});

test("an administrator corrects a car's plate and brand in Mașini and sees it in the list", async ({ page, request }) => {
  const api = await adminApi(request);
  const { car } = await towerUserWithCar(request, api, 'Dacia');
  const plate = ownPlate();

  await openSection(page, 'Mașini');
  const cars = page.getByRole('grid', { name: 'Mașini' });
  const search = page.getByRole('searchbox', { name: 'Căutați după marcă sau număr' });
  await search.fill(car.license_plate);
  const row = cars.getByRole('row').filter({ hasText: car.license_plate });
  await expect(row).toContainText('Dacia');
  await expect(row).toContainText('Test E2E');
  await row.getByRole('gridcell').first().click();
  await expect(page.getByRole('heading', { name: `Mașina ${car.license_plate}` })).toBeVisible();

  // Permanent access shows the company as the owner; unticked, the owner is back (tower §3, §4).
  await expect(page.getByText('Proprietar: Test E2E')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Acces permanent (mașină a companiei)' }).check();
  await expect(page.getByText('Proprietar: Companie')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mașină de serviciu' }).check();
  await expect(page.getByRole('checkbox', { name: 'Acces permanent (mașină a companiei)' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Mașină de serviciu' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Acces permanent (mașină a companiei)' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Acces permanent (mașină a companiei)' }).uncheck();
  await expect(page.getByText('Proprietar: Test E2E')).toBeVisible();

  // The plate is checked as it is typed.
  const plateField = page.getByRole('textbox', { name: 'Număr de înmatriculare' });
  await plateField.fill('XY 12');
  await expect(page.getByText(TOWER_WORDS.plateInvalid)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvați' })).toBeDisabled();
  await plateField.fill(plate.toLowerCase());
  await page.getByRole('combobox', { name: 'Marca' }).click();
  await page.getByRole('option', { name: 'Volvo', exact: true }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/cars/update'));
  await page.getByRole('button', { name: 'Salvați' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Mașina a fost salvată.')).toBeVisible();

  // Back in the list, as it was left: the old plate is gone, the new one has the new brand.
  await page.getByRole('link', { name: 'Înapoi la mașini' }).click();
  await expect(search).toHaveValue(car.license_plate);
  await expect(cars.getByText('Lipsă date')).toBeVisible();
  await search.fill(plate);
  const corrected = cars.getByRole('row').filter({ hasText: plate });
  await expect(corrected).toContainText('Volvo');
  await expect(corrected).toContainText('Test E2E');
});
