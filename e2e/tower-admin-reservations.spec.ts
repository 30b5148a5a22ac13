import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { TOWER } from '../domain/buildings.js';
import { monthRange } from '../domain/date-range.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { addDays, bucharestDay, bucharestInstant, formatDay, isWeekday, nextDailyAt, weekday } from '../domain/time.js';
import { firstRoundDone } from '../domain/tower/calendar.js';
import { TYPE } from '../domain/tower/engine.js';
import { TOWER_TYPE_LABEL } from '../web/src/features/turn/tower-labels.js';
import { adminApi, calendarDayName, escapeRegExp, login, moveClock, newPlate, serverNow, typeDay } from './support.js';

// /turn/statisticsUser, the tower administrator's reservations (tower §2, §4; decisions §9, §10),
// as the demo administrator on a computer. Every person and car is made here; days come from
// the server's clock, which other spec files may have moved.

interface Car {
  _id: string;
  license_plate: string;
  brand: string;
}
interface Request {
  _id: string;
  type: number;
  reservation_date: string;
  user_id: string;
  license_plate: string | null;
}

/** This file's plates start their letters with W (see newPlate). */
const ownPlate = () => newPlate('W');

/** The administrator's calls, and the tower's presence list sent as a file. */
async function towerAdminApi(request: APIRequestContext) {
  const api = await adminApi(request);
  return {
    ...api,
    async presence(day: string, plates: string[]) {
      const csv = `date,licensePlate\n${plates.map((p) => `${formatDay(day)},${p}`).join('\n')}\n`;
      const r = await request.post('/api/reservations/parking/presence', {
        headers: api.headers,
        multipart: { file: { name: 'prezenta.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
      });
      const body = await r.json();
      expect(body.err, body.message).toBe(0);
      return body.payload as { absent: number };
    },
  };
}
type AdminApi = Awaited<ReturnType<typeof towerAdminApi>>;

/** A new user of the tower, with a unique name and `cars` new cars, added by the administrator. */
async function towerUser(api: AdminApi, label: string, cars = 1) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `e2e.rez.${suffix}`;
  const name = `${label} ${suffix}`;
  await api.post('/api/users/massRegister', {
    accounts: [
      {
        credentials: { username },
        userInfo: { email: `${username}@example.com`, name, building: TOWER, buildingList: [TOWER], parkingRight: true },
      },
    ],
  });
  const uuid = (await api.get<{ uuid: string; username: string }[]>(`/api/users?q=${encodeURIComponent(username)}`)).find(
    (u) => u.username === username,
  )!.uuid;
  const owned: Car[] = [];
  for (let i = 0; i < cars; i++)
    owned.push(await api.post<Car>('/api/cars/add', { brand: i ? 'Skoda' : 'Dacia', license_plate: ownPlate(), user_id: uuid }));
  return { uuid, name, suffix, cars: owned };
}
type TowerUser = Awaited<ReturnType<typeof towerUser>>;

const fridayCutoffHour = async (api: AdminApi) => settingsOfBuilding(await api.get<ConfigParam[]>('/api/config'), TOWER).fridayCutoffHour;
const freeOn = (api: AdminApi, day: string) => api.get<number>(`/api/reservations/parking/freeSpaces?date=${day}`);
/** The working days after today, up to `n` of them. */
function workingDaysAfter(today: string, n: number): string[] {
  const out: string[] = [];
  for (let d = addDays(today, 1); out.length < n; d = addDays(d, 1)) if (isWeekday(d)) out.push(d);
  return out;
}

async function openPage(page: Page) {
  await login(page, 'admin');
  await page.goto('/turn/add');
  await page.getByRole('link', { name: 'Rezervări utilizatori' }).click();
  await expect(page).toHaveURL(/\/turn\/statisticsUser$/);
  await expect(page.getByRole('heading', { name: 'Rezervări utilizatori', level: 1 })).toBeVisible();
}

async function filterByUser(page: Page, u: TowerUser) {
  await page.getByRole('combobox', { name: 'Utilizator' }).fill(u.suffix);
  await page.getByRole('option', { name: new RegExp(u.suffix) }).click();
}

const table = (page: Page) => page.getByRole('grid', { name: 'Rezervările utilizatorilor' });
const rowOf = (page: Page, day: string) =>
  table(page)
    .getByRole('row')
    .filter({ hasText: formatDay(day) });
const dataRows = (page: Page) => table(page).locator('.MuiDataGrid-row');

test("the administrator filters a user's reservations by user and dates, and adds one that gets the type of tower §4", async ({
  page,
  request,
}) => {
  const api = await towerAdminApi(request);
  const u = await towerUser(api, 'Șofer Filtru');
  const now = await serverNow(request);
  const today = bucharestDay(now);
  const [d1, d2] = workingDaysAfter(today, 2);
  await api.post('/api/reservations/parking/add', { user_id: u.uuid, car_id: u.cars[0]._id, reservation_date: d1 });

  await openPage(page);
  const month = monthRange(today);
  const period = page.getByTestId('period');
  await expect(period).toHaveText(`Perioada: ${formatDay(month.from)} – ${formatDay(month.to)}`);
  await expect(page.getByRole('button', { name: 'Descărcați XLSX' })).toBeEnabled();
  await page.getByRole('combobox', { name: /Rânduri pe pagină/ }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '15', '20']);
  await page.keyboard.press('Escape');

  // The user's requests only; the dates: a reversed pair is swapped, one bound alone is one day.
  await filterByUser(page, u);
  await expect(page.getByRole('img', { name: 'Calificativ: 3 din 3 stele' })).toBeVisible();
  await typeDay(page, 'De la', addDays(d1, 7));
  await typeDay(page, 'Până la', today);
  await expect(period).toHaveText(`Perioada: ${formatDay(today)} – ${formatDay(addDays(d1, 7))}`);
  await expect(dataRows(page)).toHaveCount(1);
  const row = rowOf(page, d1);
  await expect(row).toContainText(u.cars[0].license_plate);
  await expect(row).toContainText(u.name);
  await typeDay(page, 'Până la', '');
  await expect(period).toHaveText(`Perioada: ${formatDay(addDays(d1, 7))} – ${formatDay(addDays(d1, 7))}`);
  await expect(table(page)).toContainText('Nicio rezervare pentru filtrele alese.');
  await typeDay(page, 'De la', today);
  await typeDay(page, 'Până la', addDays(d2, 7));

  // Adding: the dialog says what type the day will get, and the outcome says what it got.
  const cutoff = await fridayCutoffHour(api);
  const expected = firstRoundDone(d2, now, cutoff) && (await freeOn(api, d2)) > 0 ? TYPE.first : TYPE.queue;
  await page.getByRole('button', { name: 'Adăugați o rezervare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adăugați o rezervare' });
  await dialog.getByRole('button', { name: 'Adăugați', exact: true }).click();
  await expect(dialog.getByText('Alegeți un utilizator.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Utilizator' }).fill(u.suffix);
  await page.getByRole('option', { name: new RegExp(u.suffix) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Mașina' })).toHaveText(`${u.cars[0].license_plate} (${u.cars[0].brand})`);
  const calendar = dialog.getByRole('group', { name: 'Zilele rezervării' });
  // The day already held is closed; today and later working days are open.
  if (d2.slice(0, 7) !== today.slice(0, 7)) await calendar.getByRole('button', { name: 'Luna următoare' }).click();
  if (d1.slice(0, 7) === d2.slice(0, 7))
    await expect(
      calendar.getByRole('button', { name: new RegExp(`^${escapeRegExp(calendarDayName(d1))}: cerută deja \\(`) }),
    ).toBeDisabled();
  await calendar.getByRole('button', { name: calendarDayName(d2), exact: true }).click();
  const hint = firstRoundDone(d2, now, cutoff) ? 'dacă ziua mai are un loc liber' : 'până la prima rundă';
  await expect(dialog.getByLabel('Zile alese')).toContainText(`${formatDay(d2)}: „`);
  await expect(dialog.getByLabel('Zile alese')).toContainText(hint);
  const added = page.waitForResponse((r) => r.url().endsWith('/api/reservations/parking/add'));
  await dialog.getByRole('button', { name: 'Adăugați', exact: true }).click();
  expect((await added).status()).toBe(200);
  await expect(dialog.getByRole('alert', { name: 'Rezervările adăugate' })).toContainText(
    `${formatDay(d2)}: ${TOWER_TYPE_LABEL[expected]}`,
  );
  await dialog.getByRole('button', { name: 'Închideți' }).click();
  await expect(rowOf(page, d2)).toContainText(TOWER_TYPE_LABEL[expected]);
  await expect(dataRows(page)).toHaveCount(2);

  // Closing cleared the dialog.
  await page.getByRole('button', { name: 'Adăugați o rezervare' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Utilizator' })).toHaveValue('');
  await expect(dialog.getByLabel('Zile alese')).toHaveText('Nicio zi aleasă.');
  await expect(dialog.getByRole('alert', { name: 'Rezervările adăugate' })).toHaveCount(0);
});

test('the administrator changes the car of a future reservation, and cannot change one of today', async ({ page, request }) => {
  const api = await towerAdminApi(request);
  const u = await towerUser(api, 'Șofer Mașini', 2);
  const today = bucharestDay(await serverNow(request));
  const [day] = workingDaysAfter(today, 1);
  await api.post('/api/reservations/parking/add', { user_id: u.uuid, car_id: u.cars[0]._id, reservation_date: day });
  if (isWeekday(today))
    await api.post('/api/reservations/parking/add', { user_id: u.uuid, car_id: u.cars[0]._id, reservation_date: today });

  await openPage(page);
  await filterByUser(page, u);
  await typeDay(page, 'De la', today);
  await typeDay(page, 'Până la', day);
  await expect(rowOf(page, day)).toContainText(u.cars[0].license_plate);
  if (isWeekday(today)) {
    await expect(rowOf(page, today).getByRole('button', { name: /^Ștergeți rezervarea/ })).toBeVisible();
    await expect(rowOf(page, today).getByRole('button', { name: /^Schimbați mașina/ })).toHaveCount(0);
  }

  await page.getByRole('button', { name: `Schimbați mașina: ${u.name}, ${formatDay(day)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Schimbați mașina' });
  await dialog.getByRole('combobox', { name: 'Mașina' }).click();
  await page.getByRole('option', { name: `${u.cars[1].license_plate} (${u.cars[1].brand})` }).click();
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(page.getByText('Mașina a fost schimbată.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, day)).toContainText(u.cars[1].license_plate);
  const stored = await api.post<Request[]>('/api/reservations/parking/user', { uuid: u.uuid });
  expect(stored.find((r) => r.reservation_date === day)?.license_plate).toBe(u.cars[1].license_plate);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 393, height: 851 }, userAgent: devices['Pixel 5'].userAgent, isMobile: true, hasTouch: true });

  test('the table has fewer columns and pages of 5, 10 or 20', async ({ page, request }) => {
    const api = await towerAdminApi(request);
    const u = await towerUser(api, 'Șofer Telefon');
    const today = bucharestDay(await serverNow(request));
    // Three weeks ahead the requests wait for their first round: they take no space other tests may need.
    const days = workingDaysAfter(addDays(today, 21), 6);
    await api.post('/api/reservations/parking/add', { user_id: u.uuid, car_id: u.cars[0]._id, reservation_dates: days });

    await openPage(page);
    await filterByUser(page, u);
    await typeDay(page, 'De la', days[0]);
    await typeDay(page, 'Până la', days[5]);
    await expect(dataRows(page)).toHaveCount(5);
    await expect(table(page).getByRole('columnheader')).toHaveText(['Data', 'Utilizator', 'Acțiuni']);
    await expect(rowOf(page, days[0])).toContainText(u.cars[0].license_plate);
    await page.getByRole('combobox', { name: /Rânduri pe pagină/ }).click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '20']);
    await page.getByRole('option', { name: '10' }).click();
    await expect(dataRows(page)).toHaveCount(6);
  });
});

/**
 * A day whose request the administrator makes now is allocated at once (type first): one the
 * first round has shared out with a space left, after today. Without one, the clock goes past
 * the next Friday cut-off, which shares out the week after.
 */
async function allocatedDay(request: APIRequestContext, api: AdminApi): Promise<string> {
  const cutoff = await fridayCutoffHour(api);
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = await serverNow(request);
    for (const day of workingDaysAfter(bucharestDay(now), 10).filter((d) => firstRoundDone(d, now, cutoff))) {
      if ((await freeOn(api, day)) > 0) return day;
    }
    await moveClock(request, new Date(nextDailyAt(now, cutoff, (d) => weekday(d) === 5).getTime() + 5 * 60_000));
  }
  throw new Error('no allocated day with a free space');
}

test("the administrator deletes an absent reservation and the user's rating comes back", async ({ page, request }) => {
  const api = await towerAdminApi(request);
  const u = await towerUser(api, 'Șofer Absent');
  const day = await allocatedDay(request, api);
  const made = await api.post<Request>('/api/reservations/parking/add', { user_id: u.uuid, car_id: u.cars[0]._id, reservation_date: day });
  expect(made.type).toBe(TYPE.first);

  // The day passes; its presence list names everyone allocated that day but this user.
  await moveClock(request, bucharestInstant(addDays(day, 1), 9));
  const others = (await api.get<Request[]>(`/api/reservations/parking?from=${day}&to=${day}`))
    .filter((r) => (r.type === TYPE.first || r.type === TYPE.second) && r.user_id !== u.uuid)
    .map((r) => r.license_plate!);
  expect((await api.presence(day, others.length ? others : [ownPlate()])).absent).toBe(1);

  await openPage(page);
  await filterByUser(page, u);
  await typeDay(page, 'De la', day);
  await expect(page.getByRole('img', { name: 'Calificativ: 2 din 3 stele' })).toBeVisible();
  await expect(rowOf(page, day)).toContainText('Absent');

  await page.getByRole('button', { name: `Ștergeți rezervarea: ${u.name}, ${formatDay(day)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ștergeți rezervarea?' });
  await expect(dialog).toContainText('va fi marcată ca prezentă, iar indisciplina ei va fi ștearsă');
  await dialog.getByRole('button', { name: 'Da, ștergeți' }).click();
  await expect(page.getByText('Rezervarea a fost ștearsă.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table(page)).toContainText('Nicio rezervare pentru filtrele alese.');
  await expect(page.getByRole('img', { name: 'Calificativ: 3 din 3 stele' })).toBeVisible();
});
