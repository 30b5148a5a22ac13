import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { TOWER } from '../domain/buildings.js';
import { MSG } from '../domain/messages.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { addDays, bucharestDay, nextDailyAt, weekday } from '../domain/time.js';
import { requestableDays } from '../domain/tower/calendar.js';
import { adminApi, calendarDayButton, login, moveClock, newPlate, serverNow, tokenFor } from './support.js';

// Issue #21, point 12 ("Smaller"): wide tables whole on a computer, a weekday's capacity that
// can be cleared, a car chosen for a person with two, why tomorrow is closed after the deadline,
// user-import models with two examples, and a CityOffices top bar that says what each link is.

const COMPUTER = { width: 1280, height: 800 };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Every column of the grid is drawn inside the grid's own width: none is pushed out of sight. */
async function allColumnsInSight(grid: Locator, count: number) {
  await expect(grid.getByRole('columnheader').first()).toBeVisible();
  const box = (await grid.boundingBox())!;
  const headers = await grid.getByRole('columnheader').all();
  expect(headers).toHaveLength(count);
  for (const h of headers) {
    const b = (await h.boundingBox())!;
    const name = (await h.textContent()) ?? '';
    expect(b.x, name).toBeGreaterThanOrEqual(box.x - 1);
    expect(b.x + b.width, name).toBeLessThanOrEqual(box.x + box.width + 1);
  }
}

/** The file a data-URL download link gives, written where the file chooser can take it. */
async function downloadedModel(link: Locator, name: string): Promise<{ path: string; text: string }> {
  const href = (await link.getAttribute('href'))!;
  const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const path = join(mkdtempSync(join(tmpdir(), 'model-')), name);
  writeFileSync(path, text);
  return { path, text };
}

/** A new tower user (password Parola123) with a Dacia and a Skoda, in that order. */
async function towerUserWithTwoCars(request: APIRequestContext) {
  const api = await adminApi(request);
  const username = `e2e.mici.${unique()}`;
  await api.post('/api/users/massRegister', {
    accounts: [
      {
        credentials: { username },
        userInfo: {
          email: `${username}@example.com`,
          name: `Mici ${username}`,
          building: TOWER,
          buildingList: [TOWER],
          parkingRight: true,
        },
      },
    ],
  });
  const token = await tokenFor(request, username, 'Parola123');
  const add = async (brand: string) => {
    const r = await request.post('/api/cars/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { brand, license_plate: newPlate('K'), foreign_plate: false },
    });
    const body = await r.json();
    expect(body.err, body.message).toBe(0);
    return body.payload as { _id: string; license_plate: string };
  };
  const dacia = await add('Dacia');
  const skoda = await add('Skoda');
  return { username, token, dacia, skoda };
}

async function loginNew(page: Page, username: string) {
  await login(page, username, 'Parola123');
  await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
}

test.describe('on a computer', () => {
  test.use({ viewport: COMPUTER });

  test("the tower console's users and cars, the users' reservations and an 8-column upload preview show every column", async ({ page }) => {
    test.slow();
    await login(page, 'admin');
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/turn/admin/utilizatori');
      await allColumnsInSight(page.getByRole('grid', { name: 'Utilizatori' }), 6);
    }
    await page.setViewportSize(COMPUTER);
    await page.goto('/turn/admin/masini');
    await allColumnsInSight(page.getByRole('grid', { name: 'Mașini' }), 5);
    await page.goto('/turn/statisticsUser');
    await allColumnsInSight(page.getByRole('grid', { name: 'Rezervările utilizatorilor' }), 8);

    // The flexible office's users CSV (8 columns, beside the row and its problem) is the widest preview.
    await page.goto('/birouri/admin/settings/incarcare-utilizatori');
    const model = await downloadedModel(page.getByRole('link', { name: 'Descărcați un model' }), 'utilizatori.csv');
    await page.getByTestId('upload-input').setInputFiles(model.path);
    await allColumnsInSight(page.getByRole('grid', { name: 'Previzualizarea fișierului' }), 10);
  });

  test('the CityOffices top bar names each link on a computer', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/birouri');
    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    for (const label of ['Hartă', 'Statistici', 'Export CSV', 'Setări']) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveText(label);
      const b = (await link.boundingBox())!;
      expect(b.x + b.width, label).toBeLessThanOrEqual(COMPUTER.width);
    }
  });

  test("a weekday's tower capacity can be cleared: the day then has the general number of spaces", async ({ page, request }) => {
    const api = await adminApi(request);
    const before = settingsOfBuilding(await api.get<ConfigParam[]>('/api/config'), TOWER).maxParkingSpacesTuesday;
    await api.post('/api/config/update', { name: 'maxParkingSpacesTuesday', value: 40, building: TOWER });
    try {
      await login(page, 'admin');
      await page.goto('/turn/admin/parametri');
      const field = page.getByRole('textbox', { name: 'Locuri de parcare marți' });
      await expect(field).toHaveValue('40');
      await field.fill('');
      const save = page.getByRole('button', { name: 'Salvați: Locuri de parcare marți' });
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText(MSG.paramsUpdated)).toBeVisible();
      await expect(field).toHaveValue('');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Locuri de parcare marți' })).toHaveValue('');
      expect(settingsOfBuilding(await api.get<ConfigParam[]>('/api/config'), TOWER).maxParkingSpacesTuesday).toBeNull();
    } finally {
      // Put back as found; without asserting, so that a failure above is the one reported.
      await request.post('/api/config/update', {
        headers: api.headers,
        data: { name: 'maxParkingSpacesTuesday', value: before, building: TOWER },
      });
    }
  });

  test('the user-import models hold two example rows that the preview accepts, and say they are examples', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/birouri/admin/settings/incarcare-utilizatori');
    const flexLink = page.getByRole('link', { name: 'Descărcați un model' });
    await expect(page.getByText(/sunt exemple; înlocuiți-le/)).toBeVisible();
    const flex = await downloadedModel(flexLink, 'utilizatori.csv');
    expect(flex.text).toContain('@example.com');
    await page.getByTestId('upload-input').setInputFiles(flex.path);
    await expect(page.getByText('2 rânduri valide, gata de încărcare.')).toBeVisible();
    // The spreadsheet's own row numbers: the header is row 1.
    const preview = page.getByRole('grid', { name: 'Previzualizarea fișierului' });
    await expect(preview.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveText('2');

    await page.goto('/turn/admin/incarcare-utilizatori');
    await expect(page.getByText(/sunt exemple; înlocuiți-i/)).toBeVisible();
    const tower = await downloadedModel(page.getByRole('link', { name: 'Descărcați un model' }), 'utilizatori-turn.csv');
    await page.getByTestId('upload-input').setInputFiles(tower.path);
    await expect(page.getByText('2 rânduri valide, gata de încărcare.')).toBeVisible();
    await expect(preview.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveText('2');
  });

  test('a tower user with two cars finds the one of their latest request already chosen, and can change it', async ({ page, request }) => {
    const u = await towerUserWithTwoCars(request);
    const hours = settingsOfBuilding(
      (await (await request.get('/api/config', { headers: { authorization: `Bearer ${u.token}` } })).json()).payload as ConfigParam[],
      TOWER,
    );
    const day = requestableDays(await serverNow(request), hours)[0];
    const r = await request.post('/api/reservations/parking/add', {
      headers: { authorization: `Bearer ${u.token}` },
      data: { reservation_dates: [day], car_id: u.skoda._id },
    });
    expect((await r.json()).err).toBe(0);

    await loginNew(page, u.username);
    await page.goto('/turn/add');
    const car = page.getByRole('combobox', { name: 'Mașina' });
    await expect(car).toHaveText(`${u.skoda.license_plate} (Skoda)`);
    await car.click();
    await page.getByRole('option', { name: `${u.dacia.license_plate} (Dacia)` }).click();
    await expect(car).toHaveText(`${u.dacia.license_plate} (Dacia)`);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the CityOffices top bar's icons show their names on hover and on keyboard focus", async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/birouri');
    const map = page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'Hartă', exact: true });
    await expect(map).toBeVisible();
    await map.hover();
    await expect(page.getByRole('tooltip', { name: 'Hartă' })).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Keyboard focus: from the title, Tab reaches the first link.
    await page.getByRole('link', { name: 'CityOffices' }).focus();
    await page.keyboard.press('Tab');
    await expect(map).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'Hartă' })).toBeVisible();
  });

  // Last: it moves the server's clock past a deadline hour.
  test('after the deadline hour, tomorrow on /turn/add says why it cannot be chosen', async ({ page, request }) => {
    const u = await towerUserWithTwoCars(request);
    const hours = settingsOfBuilding(
      (await (await request.get('/api/config', { headers: { authorization: `Bearer ${u.token}` } })).json()).payload as ConfigParam[],
      TOWER,
    );
    // Monday to Thursday evening: tomorrow is a working day.
    const at = nextDailyAt(await serverNow(request), hours.confirmationDeadlineHour, (d) => weekday(d) <= 4);
    await moveClock(request, new Date(at.getTime() + 5 * 60_000));
    const tomorrow = addDays(bucharestDay(await serverNow(request)), 1);
    const hh = String(hours.confirmationDeadlineHour).padStart(2, '0');

    await loginNew(page, u.username);
    await page.goto('/turn/add');
    const day = await calendarDayButton(page, tomorrow);
    await expect(day).toBeDisabled();
    await expect(day).toHaveAccessibleName(new RegExp(`cererile pentru ziua de mâine se fac până la ora ${hh}:00`));
    await expect(page.getByText(`Cererile pentru ziua de mâine se fac până la ora ${hh}:00.`)).toBeVisible();
  });
});
