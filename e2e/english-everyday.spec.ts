import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { TOWER } from '../domain/buildings.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { addDays, bucharestDay, isWeekday } from '../domain/time.js';
import { requestableDays } from '../domain/tower/calendar.js';
import { english } from './catalogue.js';
import { adminApi, call, createAccount, escapeRegExp, newPlate, serverNow, tokenFor } from './support.js';

// Issue #40: the everyday path in English, read as a person reads it. English is chosen on /login;
// then a desk is booked with a parking space and cancelled, a meeting room is booked and cancelled,
// and on a phone the tower's parking is requested. Every assertion reads English (from the English
// catalogues), and the steps' regions show none of the Romanian words of the same steps.

const ROMANIAN = /Rezervați|Anulați|Birou\b|Biroul|Sală|Săli|Confirmați|Rezervarea|Mașina|Adăugați|Etajul|Liberă/;

/** A day as the English pages write it: 19/03/2027. */
const englishDay = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A day's name on the tower's calendar in English: '12 March 2027'. */
const englishCalendarDay = (day: string) =>
  `${Number(day.slice(8))} ${new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`))}`;

/** Chooses English on /login and signs in; puts off the prompt to change the generated password. */
async function signInInEnglish(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Limba').selectOption('en');
  await expect(page.getByRole('heading', { name: english('common', 'common.login.title') })).toBeVisible();
  await page.getByLabel(english('common', 'common.login.username')).fill(username);
  await page.getByLabel(english('common', 'common.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: english('common', 'common.login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page
    .getByRole('dialog', { name: english('shell', 'shell.unconfirmed.title') })
    .getByRole('button', { name: english('shell', 'shell.unconfirmed.later') })
    .click();
}

/** No Romanian word of the steps in a region a person reads. */
async function noRomanian(region: Locator) {
  await expect(region).not.toContainText(ROMANIAN);
}

/** A weekday three weeks after `today`: past the demo meetings, within the rooms' window. */
function farWeekday(today: string): string {
  let day = addDays(today, 20);
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('signs in in English, books a desk with parking and cancels it, books a meeting room and cancels it', async ({ page, request }) => {
    const me = await createAccount(request, { parkingRight: true, name: 'Emma English' });
    await signInInEnglish(page, me.username, me.password);
    await expect(page).toHaveURL(/\/birouri$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: english('desks', 'desks.screen.title') })).toBeAttached();

    // A day a week ahead, so that its booking can still be cancelled whatever the clock the specs before moved.
    let deskDay = addDays(bucharestDay(await serverNow(request)), 7);
    while (!isWeekday(deskDay)) deskDay = addDays(deskDay, 1);
    await page.goto(`/birouri?zi=${deskDay}`);

    // A free desk of the map, in English: 'Desk 5-12: free'.
    const map = page.getByRole('group', { name: /^Map of floor \d+$/ });
    const free = map.locator('[data-state="free"]').first();
    const label = (await free.getAttribute('aria-label'))!;
    expect(label).toMatch(/Desk \S+:/);
    const deskId = /Desk (\S+):/.exec(label)![1];
    await free.click();
    const dialog = page.getByRole('dialog', { name: english('booking', 'booking.desk.title', { deskId }) });
    await expect(dialog.getByRole('heading', { name: english('booking', 'booking.desk.title', { deskId }) })).toBeVisible();
    await dialog.getByLabel(/^Parking space/).check();
    await noRomanian(dialog);
    await dialog.getByRole('button', { name: english('forms', 'forms.confirm'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: english('forms', 'forms.msg.deskBooked') })).toBeVisible();

    // The booking in the drawer, then cancelled behind the confirmation.
    const mine = page.getByRole('list', { name: english('desks', 'desks.mine.label') });
    const item = mine.getByRole('listitem').filter({ hasText: `Desk ${deskId}` });
    await expect(item).toContainText(/\d\d\/\d\d\/\d{4} · Desk /);
    await expect(item).toContainText('with a parking space');
    await expect(item).toContainText(english('desks', 'desks.reservation.booked'));
    await noRomanian(mine);
    await item.getByRole('button', { name: /^Cancel the booking on \d\d\/\d\d\/\d{4}$/ }).click();
    const cancel = page.getByRole('dialog', { name: english('desks', 'desks.cancel.title') });
    await expect(cancel).toContainText(`Cancel the booking of desk ${deskId}`);
    await noRomanian(cancel);
    await cancel.getByRole('button', { name: english('desks', 'desks.action.cancelBooking') }).click();
    await expect(page.getByRole('alert').filter({ hasText: english('common', 'common.msg.cancelled') })).toBeVisible();
    await expect(page.getByText(english('desks', 'desks.mine.none'))).toBeVisible();

    // A meeting room, three weeks ahead: 17:00 to 18:30.
    const day = farWeekday(bucharestDay(await serverNow(request)));
    const room = 'Sala Delta';
    const rooms = page.getByRole('region', { name: english('booking', 'booking.myRooms.section') });
    await expect(rooms.getByText(english('booking', 'booking.myRooms.none'))).toBeVisible();
    await page.getByRole('button', { name: english('booking', 'booking.rooms.title'), exact: true }).click();
    const list = page.getByRole('dialog', { name: english('booking', 'booking.rooms.title') });
    await expect(list.getByText(/^Up to \d+ people · Floor \d+$/).first()).toBeVisible();
    await noRomanian(list);
    await list.getByText(room, { exact: true }).click();
    const panel = page.getByRole('dialog', { name: english('booking', 'booking.room.title', { name: room }) });
    await panel.getByLabel(english('forms', 'forms.room.day'), { exact: true }).selectOption(day);
    const slots = panel.getByRole('listbox', { name: /^Time slots/ });
    await slots.getByRole('option', { name: '17:00–17:30, free', exact: true }).click();
    await slots.getByRole('option', { name: '18:00–18:30, free', exact: true }).click();
    await expect(slots.getByRole('option', { selected: true })).toHaveCount(3);
    await noRomanian(panel);
    await panel.getByRole('button', { name: english('forms', 'forms.confirm'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: english('forms', 'forms.msg.roomBooked') })).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(rooms.getByText(`${englishDay(day)}, 17:00 – 18:30`)).toBeVisible();
    await noRomanian(rooms);

    await rooms.getByRole('button', { name: new RegExp(`^Cancel the booking of ${room}`) }).click();
    const confirm = page.getByRole('dialog', { name: english('desks', 'desks.cancel.title') });
    await noRomanian(confirm);
    await confirm.getByRole('button', { name: english('booking', 'booking.myRooms.yesCancel') }).click();
    await expect(page.getByRole('alert').filter({ hasText: english('common', 'common.msg.cancelled') })).toBeVisible();
    await expect(rooms.getByText(english('booking', 'booking.myRooms.none'))).toBeVisible();
    await noRomanian(page.locator('main'));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("requests the tower's parking in English", async ({ page, request }) => {
    const api = await adminApi(request);
    const username = `e2e.en.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await api.post('/api/users/massRegister', {
      accounts: [
        {
          credentials: { username },
          userInfo: {
            email: `${username}@example.com`,
            name: `English ${username}`,
            building: TOWER,
            buildingList: [TOWER],
            parkingRight: true,
          },
        },
      ],
    });
    const token = await tokenFor(request, username, 'Parola123');
    const plate = newPlate('E');
    await call(request, token, 'post', '/api/cars/add', { brand: 'Dacia', license_plate: plate, foreign_plate: false });
    const hours = settingsOfBuilding(await call<ConfigParam[]>(request, token, 'get', '/api/config'), TOWER);
    const day = requestableDays(await serverNow(request), hours)[0];

    await signInInEnglish(page, username, 'Parola123');
    await page.goto('/turn/add');
    await expect(page.getByRole('heading', { name: english('tower', 'tower.addPage.title') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: english('tower', 'tower.car') })).toContainText(`${plate} (Dacia)`);
    await page.getByRole('button', { name: english('tower', 'tower.add'), exact: true }).click();
    await expect(page.getByText(english('tower', 'tower.words.chooseDay'))).toBeVisible();

    await expect(page.getByRole('button', { name: english('tower', 'tower.calendar.next') })).toBeVisible();
    const button = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(englishCalendarDay(day))}(:|$)`) });
    for (let i = 0; i < 2 && !(await button.isVisible()); i++)
      await page.getByRole('button', { name: english('tower', 'tower.calendar.next') }).click();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(english('tower', 'tower.addPage.chosen', { days: englishDay(day) }))).toBeVisible();
    await noRomanian(page.locator('main'));
    await page.getByRole('button', { name: english('tower', 'tower.add'), exact: true }).click();

    await expect(page).toHaveURL(/\/turn\/reservations$/);
    await expect(page.getByText(english('tower', 'tower.ui.requested'))).toBeVisible();
    await expect(page.getByRole('heading', { name: english('tower', 'tower.reservations.title') })).toBeVisible();
    const requested = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(englishCalendarDay(day))}: `) });
    await expect(requested).toHaveAccessibleName(new RegExp(`: (Waiting|Booked in the first round|Booked in the second round)$`));
    await noRomanian(page.locator('main'));
  });
});
