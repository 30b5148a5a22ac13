import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { TOWER } from '../domain/buildings.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { bucharestDay, bucharestInstant, formatDay, addDays } from '../domain/time.js';
import { ofTheRoom } from '../domain/rooms/names.js';
import { mondayOf, requestableDays } from '../domain/tower/calendar.js';
import {
  adminApi,
  calendarDayButton,
  calendarDayName,
  call,
  createAccount,
  escapeRegExp,
  freeItDesk,
  login,
  newPlate,
  serverNow,
  tokenFor,
} from './support.js';

// The phone (issue #14, point 11) at 390 × 844: /birouri keeps the notice and lists the person's
// upcoming desks and rooms, to cancel or to confirm presence; the tower's request calendar tells
// a day already requested from a weekend, and its header's two icons are not the same person.
// Each test uses an account of its own; days come from the server's clock, wherever it stands.

test.use({ viewport: { width: 390, height: 844 } });

/** The API's answer to a call made as `token`, expected to succeed. */
interface ApiRoom {
  id: string;
  details: { name: string };
  reservations: { dateBegin: string; dateEnd: string }[];
}

/** Logs in an account made by the administrator and puts off its password prompt. */
async function loginNew(page: Page, username: string, password: string) {
  await login(page, username, password);
  await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
}

test('on a phone /birouri lists the upcoming desk and room reservations, to confirm presence or cancel', async ({ page, request }) => {
  const account = await createAccount(request);
  const token = await tokenFor(request, account.username, account.password);
  // Two and three working days ahead: more than 24 hours before either desk's 11:00.
  const first = nextWorkingDay(nextWorkingDay(bucharestDay(await serverNow(request))));
  const second = nextWorkingDay(first);
  const firstDesk = await freeItDesk(request, token, first);
  const secondDesk = await freeItDesk(request, token, second);
  await call(request, token, 'post', '/api/reservations/desks/update', { deskId: firstDesk, reservationDate: first });
  await call(request, token, 'post', '/api/reservations/desks/update', { deskId: secondDesk, reservationDate: second });
  // A room of the group free from 08:00 to 08:30 on the first day.
  const [begin, end] = [bucharestInstant(first, 8), bucharestInstant(first, 8, 30)];
  const rooms = await call<ApiRoom[]>(request, token, 'get', `/api/conference-rooms/it?date=${first}`);
  const room = rooms.find((r) => r.reservations.every((x) => new Date(x.dateEnd) <= begin || new Date(x.dateBegin) >= end))!;
  await call(request, token, 'post', '/api/reservations/conference-rooms/update', {
    conferenceRoomId: room.id,
    dateBegin: begin.toISOString(),
    dateEnd: end.toISOString(),
  });

  await loginNew(page, account.username, account.password);
  await expect(page).toHaveURL(/\/birouri$/);
  await expect(
    page.getByRole('heading', {
      name: 'Harta birourilor este disponibilă doar pe calculator. Pe telefon puteți rezerva mai jos, fără hartă.',
    }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Rezervările dumneavoastră' });
  const deskOn = (day: string, desk: string) =>
    list.getByRole('listitem', { name: `Biroul ${desk}` }).filter({ hasText: `${formatDay(day)}, toată ziua` });
  const firstItem = deskOn(first, firstDesk);
  const secondItem = deskOn(second, secondDesk);
  const roomItem = list.getByRole('listitem', { name: room.details.name }).filter({ hasText: `${formatDay(first)}, 08:00 – 08:30` });
  await expect(firstItem).toContainText('Etajul');
  await expect(secondItem).toBeVisible();
  await expect(roomItem).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // Presence is confirmed for desks, not rooms.
  await expect(roomItem.getByRole('button', { name: 'Confirmați prezența' })).toHaveCount(0);

  // Confirming presence marks the desk as occupied and is offered no more.
  await expect(firstItem).toContainText('Rezervat');
  await firstItem.getByRole('button', { name: 'Confirmați prezența' }).click();
  await expect(page.getByText('Prezența a fost confirmată')).toBeVisible();
  // The message sits over the bottom of a phone's list, and a pointer over it keeps it open: closed
  // as a person would, so that it cannot cover the next item's buttons (it did once the list was long).
  await page.getByRole('alert').filter({ hasText: 'Prezența a fost confirmată' }).getByRole('button', { name: 'Închide' }).click();
  await expect(firstItem).toContainText('Ocupat');
  await expect(firstItem.getByRole('button', { name: 'Confirmați prezența' })).toHaveCount(0);

  // Cancelling asks first, then the reservation leaves the list.
  await secondItem.getByRole('button', { name: 'Anulați rezervarea' }).click();
  const ask = page.getByRole('dialog', { name: 'Anulare rezervare' });
  await expect(ask).toContainText(`Anulați rezervarea biroului ${secondDesk} din ${formatDay(second)}`);
  await ask.getByRole('button', { name: 'Anulați rezervarea' }).click();
  await expect(ask).toBeHidden();
  await expect(secondItem).toHaveCount(0);

  await roomItem.getByRole('button', { name: 'Anulați rezervarea' }).click();
  await expect(ask).toContainText(`Anulați rezervarea ${ofTheRoom(room.details.name)}`);
  await ask.getByRole('button', { name: 'Anulați rezervarea' }).click();
  await expect(roomItem).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the tower's request calendar tells a day already requested from a weekend; the header's icons differ", async ({ page, request }) => {
  const api = await adminApi(request);
  const username = `e2e.tel.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await api.post('/api/users/massRegister', {
    accounts: [
      {
        credentials: { username },
        userInfo: {
          email: `${username}@example.com`,
          name: `Telefon ${username}`,
          building: TOWER,
          buildingList: [TOWER],
          parkingRight: true,
        },
      },
    ],
  });
  const token = await tokenFor(request, username, 'Parola123');
  const car = await call<{ _id: string }>(request, token, 'post', '/api/cars/add', {
    brand: 'Dacia',
    license_plate: newPlate('Y'),
    foreign_plate: false,
  });
  const hours = settingsOfBuilding(await call<ConfigParam[]>(request, token, 'get', '/api/config'), TOWER);
  const day = requestableDays(await serverNow(request), hours)[0];
  await call(request, token, 'post', '/api/reservations/parking/add', { reservation_dates: [day], car_id: car._id });

  await loginNew(page, username, 'Parola123');
  await page.goto('/turn/add');
  const requested = await calendarDayButton(page, day);
  await expect(requested).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(calendarDayName(day))}: cerută deja \\((În așteptare|Rezervare prima rundă)\\)$`),
  );
  await expect(requested).toBeDisabled();
  // A mark in its corner, which a weekend has not.
  await expect(requested.locator('svg')).toBeVisible();
  const saturday = await calendarDayButton(page, addDays(mondayOf(day), 5));
  await expect(saturday).toHaveAccessibleName(`${calendarDayName(addDays(mondayOf(day), 5))}: zi nelucrătoare`);
  await expect(saturday).toBeDisabled();
  await expect(saturday.locator('svg')).toHaveCount(0);

  // Two icons, two names and tooltips: the account page (an ID card) and the user menu (a person);
  // which glyph each one is, the layout's unit test says (the build drops the icons' test ids).
  const account = page.getByRole('link', { name: 'Contul meu' });
  const menu = page.getByRole('button', { name: 'Meniu utilizator' });
  const glyph = (l: Locator) => l.locator('svg path').first().getAttribute('d');
  expect(await glyph(account)).not.toBe(await glyph(menu));
  await account.hover();
  await expect(page.getByRole('tooltip', { name: 'Contul meu' })).toBeVisible();
  await menu.hover();
  await expect(page.getByRole('tooltip', { name: 'Meniu utilizator' })).toBeVisible();
});
