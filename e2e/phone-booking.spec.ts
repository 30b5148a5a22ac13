import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { nextWorkingDay, DESK_MSG } from '../domain/desks/rules.js';
import { ROOM_MSG } from '../domain/rooms/rules.js';
import { bucharestDay, bucharestInstant, formatDay, longDayName } from '../domain/time.js';
import { createAccount, escapeRegExp, login, serverNow, tokenFor } from './support.js';

// Booking without the map on a phone (decisions §19, issue #21, point 7), at 390 × 844 with touch:
// under the notice, a day of the week strip, then a free desk of the group from the list or one drawn
// at random, confirmed in the computer's booking panel; a room by its half-hour timeline. What is
// booked appears in the phone's list of reservations. Each test uses an account of its own.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Logs in an account made by the administrator and puts off its password prompt. */
async function loginNew(page: Page, username: string, password: string) {
  await login(page, username, password);
  await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
  await expect(page).toHaveURL(/\/birouri$/);
}

const deskSection = (page: Page) => page.getByRole('region', { name: 'Rezervați un birou' });
const myList = (page: Page) => page.getByRole('list', { name: 'Rezervările dumneavoastră' });
const dayButton = (page: Page, day: string) =>
  deskSection(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(longDayName(day))}`) });

/** Nothing wider than the phone: the page never scrolls sideways. */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Everything in a panel lies within the phone's width: nothing is cut off or scrolled sideways. */
async function fitsPhone(panel: Locator) {
  const right = await panel.evaluate((el) => Math.max(...[el, ...el.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(390);
}

/** A touch target a finger can hit: at least 44 px tall. */
async function fingerSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on screen').toBeTruthy();
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

/** The working days `n` and more after today on the server's clock. */
async function workingDaysAhead(request: APIRequestContext, n: number): Promise<string[]> {
  let day = bucharestDay(await serverNow(request));
  const days: string[] = [];
  for (let i = 0; i < n; i++) days.push((day = nextWorkingDay(day)));
  return days;
}

test('on a phone a free desk is booked from the day’s list, and a random one through the same confirmation', async ({ page, request }) => {
  const account = await createAccount(request);
  // Three and four working days ahead: bookable, and more than 24 hours before their 11:00.
  const [, , listDay, randomDay] = await workingDaysAhead(request, 4);
  await loginNew(page, account.username, account.password);
  await expect(
    page.getByRole('heading', {
      name: 'Harta birourilor este disponibilă doar pe calculator. Pe telefon puteți rezerva mai jos, fără hartă.',
    }),
  ).toBeVisible();
  await expect(myList(page)).toHaveCount(0);

  // A day of the strip, then a desk of its free list (desk id under its floor).
  await dayButton(page, listDay).tap();
  await expect(dayButton(page, listDay)).toHaveAttribute('aria-pressed', 'true');
  const floor = deskSection(page)
    .getByRole('group', { name: /^Etajul \d/ })
    .first();
  const desk = floor.getByRole('button', { name: /^Biroul \d-\d+$/ }).first();
  await fingerSized(desk);
  const deskId = /Biroul (\d-\d+)/.exec((await desk.getAttribute('aria-label'))!)![1];
  await expect(floor).toHaveAccessibleName(new RegExp(`^Etajul ${deskId[0]}`));
  await noSidewaysScroll(page);
  await desk.tap();
  const panel = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  await expect(panel.getByText(`Ziua: ${longDayName(listDay)}`)).toBeVisible();
  await expect(panel.getByText('nu va mai putea fi anulată', { exact: false })).toHaveCount(0);
  // The same panel as on the computer: its other days and the parking choice, laid out for the phone.
  await expect(panel.getByRole('group', { name: 'Zilele rezervării' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: /^Loc de parcare/ })).toBeVisible();
  await fitsPhone(panel);
  await fingerSized(panel.getByRole('button', { name: 'Confirmați' }));
  await panel.getByRole('button', { name: 'Confirmați' }).tap();
  await expect(page.getByText(DESK_MSG.booked)).toBeVisible();
  await expect(panel).toBeHidden();
  const booked = myList(page)
    .getByRole('listitem', { name: `Biroul ${deskId}` })
    .filter({ hasText: `${formatDay(listDay)}, toată ziua` });
  await expect(booked).toBeVisible();
  // That day the person may book no other desk: the list says so instead of offering desks.
  await expect(deskSection(page).getByText(DESK_MSG.selfHasBooking(listDay))).toBeVisible();
  await expect(deskSection(page).getByRole('button', { name: /^Biroul \d-\d+$/ })).toHaveCount(0);

  // The random desk is named in the same panel before anything is booked: 'Renunțați' books nothing.
  await dayButton(page, randomDay).tap();
  await expect(
    deskSection(page)
      .getByRole('button', { name: /^Biroul \d-\d+$/ })
      .first(),
  ).toBeVisible();
  const random = deskSection(page).getByRole('button', { name: 'Rezervați un birou aleatoriu' });
  await fingerSized(random);
  await random.tap();
  const drawn = page.getByRole('dialog', { name: /^Rezervați biroul \d-\d+$/ });
  await expect(drawn.getByText(`Ziua: ${longDayName(randomDay)}`)).toBeVisible();
  await drawn.getByRole('button', { name: 'Renunțați' }).tap();
  await expect(drawn).toBeHidden();
  await expect(myList(page).getByRole('listitem')).toHaveCount(1);

  await random.tap();
  await expect(drawn.getByText(`Ziua: ${longDayName(randomDay)}`)).toBeVisible();
  const randomId = /Rezervați biroul (\d-\d+)/.exec((await drawn.getByRole('heading').textContent())!)![1];
  await noSidewaysScroll(page);
  await drawn.getByRole('button', { name: 'Confirmați' }).tap();
  await expect(drawn).toBeHidden();
  await expect(
    myList(page)
      .getByRole('listitem', { name: `Biroul ${randomId}` })
      .filter({ hasText: `${formatDay(randomDay)}, toată ziua` }),
  ).toBeVisible();
  await expect(myList(page).getByRole('listitem')).toHaveCount(2);
  await noSidewaysScroll(page);
});

interface ApiRoom {
  id: string;
  details: { name: string };
  reservations: { dateBegin: string; dateEnd: string }[];
}

test('on a phone a room is booked by its half-hour timeline: a tap on the start, a tap on the end', async ({ page, request }) => {
  const account = await createAccount(request);
  const [, day] = await workingDaysAhead(request, 2);
  // A room of the group free from 10:00 to 11:00 that day.
  const token = await tokenFor(request, account.username, account.password);
  const rooms = (
    await (await request.get(`/api/conference-rooms/it?date=${day}`, { headers: { authorization: `Bearer ${token}` } })).json()
  ).payload as ApiRoom[];
  const [begin, end] = [bucharestInstant(day, 10), bucharestInstant(day, 11)];
  const room = rooms.find(
    (r) => r.details.name && r.reservations.every((x) => new Date(x.dateEnd) <= begin || new Date(x.dateBegin) >= end),
  );
  expect(room, `a room free on ${day} 10:00–11:00`).toBeTruthy();

  await loginNew(page, account.username, account.password);
  await dayButton(page, day).tap();
  const open = page.getByRole('region', { name: 'Rezervați o sală de ședință' }).getByRole('button', { name: 'Săli de ședință' });
  await fingerSized(open);
  await open.tap();
  await page
    .getByRole('dialog', { name: 'Săli de ședință' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(room!.details.name)}`) })
    .tap();
  const panel = page.getByRole('dialog', { name: `Rezervare ${room!.details.name}` });
  await expect(panel.getByRole('combobox', { name: 'Ziua' })).toHaveValue(day);
  const timeline = panel.getByRole('listbox', { name: /^Intervale orare/ });
  await expect(timeline).toHaveAccessibleDescription('Atingeți ora de început, apoi ora de sfârșit.');
  const start = timeline.getByRole('option', { name: '10:00–10:30, liber', exact: true });
  await fingerSized(start);
  await start.tap();
  await timeline.getByRole('option', { name: '10:30–11:00, liber', exact: true }).tap();
  await expect(panel.getByText('Intervalul ales: 10:00 – 11:00')).toBeVisible();
  await fitsPhone(panel);
  await noSidewaysScroll(page);
  await panel.getByRole('button', { name: 'Confirmați' }).tap();
  await expect(page.getByText(ROOM_MSG.booked)).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(
    myList(page)
      .getByRole('listitem', { name: room!.details.name })
      .filter({ hasText: `${formatDay(day)}, 10:00 – 11:00` }),
  ).toBeVisible();
  await noSidewaysScroll(page);
});
