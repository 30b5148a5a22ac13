import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { TOWER } from '../domain/buildings.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { addDays, bucharestInstant, formatDay, nextDailyAt, weekday } from '../domain/time.js';
import { firstRoundDone, mondayOf, requestableDays, secondRoundAt } from '../domain/tower/calendar.js';
import { TYPE } from '../domain/tower/engine.js';
import { TOWER_WORDS } from '../web/src/features/turn/tower-messages.js';
import { login, moveClock, serverNow, tokenFor, calendarDayButton, calendarDayName } from './support.js';

// The tower pages on a phone (375 × 740), as the demo user 'turn'. The server runs on a
// test clock that other spec files may have moved: every target day comes from serverNow().

test.use({ viewport: { width: 375, height: 740 } });

const BLUE = 'rgb(21, 101, 192)';
const GREEN = 'rgb(46, 125, 50)';
const UNCOLOURED = 'rgba(0, 0, 0, 0)';
const LEGEND = ['În așteptare', 'Rezervare prima rundă', 'Rezervare a doua rundă', 'Absent', 'Nealocat'];

interface Hours {
  fridayCutoffHour: number;
  confirmationDeadlineHour: number;
}

async function towerHours(request: APIRequestContext): Promise<Hours> {
  const token = await tokenFor(request, 'turn');
  const r = await request.get('/api/config', { headers: { authorization: `Bearer ${token}` } });
  const { fridayCutoffHour, confirmationDeadlineHour } = settingsOfBuilding((await r.json()).payload as ConfigParam[], TOWER);
  return { fridayCutoffHour, confirmationDeadlineHour };
}

const minutesAfter = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a tower user adds a car, requests three days, cancels one, sees the first round allocate the others and changes a car', async ({
  page,
  request,
}) => {
  const hours = await towerHours(request);
  // Past this week's Friday cut-off the window reaches the week after next, where no demo request waits.
  await moveClock(
    request,
    minutesAfter(
      nextDailyAt(await serverNow(request), hours.fridayCutoffHour, (d) => weekday(d) === 5),
      5,
    ),
  );
  const now = await serverNow(request);
  const queued = requestableDays(now, hours).filter((d) => !firstRoundDone(d, now, hours.fridayCutoffHour));
  expect(queued.length).toBeGreaterThanOrEqual(4);
  const [d1, d2, d3] = [queued[1], queued[2], queued[3]];
  const plate = `B${String(100 + Math.floor(Math.random() * 900))}ETW`;

  await login(page, 'turn');
  await expect(page).toHaveURL(/\/turn\/add$/);

  // The account page: the add-car dialog checks the plate before sending.
  await page.getByRole('link', { name: 'Contul meu' }).click();
  await expect(page.getByRole('heading', { name: 'Contul meu' })).toBeVisible();
  await expect(page.getByText('Versiunea 1.1.5')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Calificativ: [0-3] din 3 stele$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Adăugați o mașină' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adăugați o mașină' });
  await dialog.getByRole('button', { name: 'Adăugați' }).click();
  await expect(dialog.getByText(TOWER_WORDS.required)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Număr de înmatriculare' }).fill('XY 12 ABC');
  await dialog.getByRole('button', { name: 'Adăugați' }).click();
  await expect(dialog.getByText(TOWER_WORDS.plateInvalid)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Număr de înmatriculare' }).fill('B 123 TUR');
  await dialog.getByRole('button', { name: 'Adăugați' }).click();
  await expect(dialog.getByText(TOWER_WORDS.carExistsClient)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Marca' }).click();
  await page.getByRole('option', { name: 'Skoda', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Număr de înmatriculare' }).fill(plate.toLowerCase());
  await dialog.getByRole('button', { name: 'Adăugați' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Mașinile mele' }).getByText(`${plate} (Skoda)`)).toBeVisible();
  await noHorizontalScroll(page);

  // Request three days of the week after next with the new car.
  await page.getByRole('link', { name: 'Rezervare nouă' }).click();
  await expect(page.getByRole('heading', { name: 'Rezervare nouă' })).toBeVisible();
  // With two cars one is already chosen (issue #21, point 12), and can be changed.
  await expect(page.getByRole('combobox', { name: 'Mașina' })).toContainText(/\(.+\)/);
  await page.getByRole('combobox', { name: 'Mașina' }).click();
  await page.getByRole('option', { name: `${plate} (Skoda)` }).click();
  await page.getByRole('button', { name: 'Adăugați', exact: true }).click();
  await expect(page.getByText('Alegeți cel puțin o zi.')).toBeVisible();
  // Weekends and days out of the window cannot be chosen.
  await expect(await calendarDayButton(page, addDays(mondayOf(d1), 5))).toBeDisabled();
  for (const d of [d1, d2, d3]) {
    const b = await calendarDayButton(page, d);
    await b.click();
    await expect(b).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText(`Zile alese: ${formatDay(d1)}, ${formatDay(d2)}, ${formatDay(d3)}`)).toBeVisible();
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Adăugați', exact: true }).click();
  await expect(page).toHaveURL(/\/turn\/reservations$/);
  await expect(page.getByText('Cererea de parcare a fost înregistrată.')).toBeVisible();
  // Which days wait, and until when (#39, point 12): the first round, the Friday before their week.
  const friday = formatDay(addDays(mondayOf(d1), -3));
  const cutoff = `${String(hours.fridayCutoffHour).padStart(2, '0')}:00`;
  await expect(
    page.getByText(
      `Cererile pentru ${formatDay(d1)}, ${formatDay(d2)} și ${formatDay(d3)} sunt în așteptare: locurile se repartizează vineri, ${friday}, la ora ${cutoff}.`,
    ),
  ).toBeVisible();

  // All three wait in the queue: blue, as the legend says.
  for (const d of [d1, d2, d3]) {
    const b = await calendarDayButton(page, d);
    await expect(b).toHaveAccessibleName(`${calendarDayName(d)}: În așteptare`);
    await expect(b).toHaveCSS('background-color', BLUE);
  }
  await page.getByRole('button', { name: 'Legendă' }).click();
  const legend = page.getByRole('dialog', { name: 'Legendă' });
  for (const label of LEGEND) await expect(legend.getByText(label, { exact: true })).toBeVisible();
  await legend.getByRole('button', { name: 'Închideți' }).click();
  await expect(legend).toBeHidden();
  await noHorizontalScroll(page);

  // Cancel the second day from its dialog.
  await (await calendarDayButton(page, d2)).click();
  const details = page.getByRole('dialog', { name: `Rezervarea din ${formatDay(d2)}` });
  await expect(details.getByText('În așteptare')).toBeVisible();
  await expect(details.getByText(plate)).toBeVisible();
  // Asked first (issue #21, point 3), naming the day and the car: 'Renunțați' keeps the request.
  await details.getByRole('button', { name: 'Anulați rezervarea' }).click();
  const ask = page.getByRole('dialog', { name: 'Anulare rezervare' });
  await expect(ask).toContainText(`Anulați rezervarea locului de parcare din ${formatDay(d2)} pentru mașina ${plate}?`);
  await ask.getByRole('button', { name: 'Renunțați' }).click();
  await expect(ask).toBeHidden();
  await details.getByRole('button', { name: 'Închideți' }).click();
  await page.reload();
  await expect(await calendarDayButton(page, d2)).toHaveAccessibleName(`${calendarDayName(d2)}: În așteptare`);
  await (await calendarDayButton(page, d2)).click();
  await details.getByRole('button', { name: 'Anulați rezervarea' }).click();
  await ask.getByRole('button', { name: 'Anulați rezervarea' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText('Rezervarea a fost anulată.')).toBeVisible();
  const b2 = await calendarDayButton(page, d2);
  await expect(b2).toHaveAccessibleName(`${calendarDayName(d2)}: Anulată`);
  await expect(b2).toHaveCSS('background-color', UNCOLOURED);

  // The first round (Friday cut-off before d1's week) gives d1 a space: green.
  await moveClock(request, minutesAfter(bucharestInstant(addDays(mondayOf(d1), -3), hours.fridayCutoffHour), 5));
  await page.reload();
  const third = await calendarDayButton(page, d3);
  await expect(third).toHaveAccessibleName(`${calendarDayName(d3)}: Rezervare prima rundă`);
  await expect(third).toHaveCSS('background-color', GREEN);
  const allocated = await calendarDayButton(page, d1);
  await expect(allocated).toHaveAccessibleName(`${calendarDayName(d1)}: Rezervare prima rundă`);
  await expect(allocated).toHaveCSS('background-color', GREEN);

  // Until the day's deadline the car can still be changed.
  await allocated.click();
  const d1Details = page.getByRole('dialog', { name: `Rezervarea din ${formatDay(d1)}` });
  await d1Details.getByRole('button', { name: 'Schimbați mașina' }).click();
  await d1Details.getByRole('combobox', { name: 'Mașina nouă' }).click();
  await page.getByRole('option', { name: 'B123TUR (Dacia)' }).click();
  await d1Details.getByRole('button', { name: 'Salvați' }).click();
  await expect(page.getByText('Mașina a fost schimbată.')).toBeVisible();
  await (await calendarDayButton(page, d1)).click();
  await expect(d1Details.getByText('B123TUR')).toBeVisible();
  await d1Details.getByRole('button', { name: 'Închideți' }).click();

  // After the deadline (the second round) neither cancelling nor changing is offered.
  await moveClock(request, minutesAfter(secondRoundAt(d1, hours.confirmationDeadlineHour), 5));
  await page.reload();
  await (await calendarDayButton(page, d1)).click();
  await expect(d1Details.getByText('Rezervare prima rundă')).toBeVisible();
  await expect(d1Details.getByRole('button', { name: 'Anulați rezervarea' })).toHaveCount(0);
  await expect(d1Details.getByRole('button', { name: 'Schimbați mașina' })).toHaveCount(0);
});

test('the cancellation link asks for a login, lets the owner say No or Yes, and sends others away', async ({ page, request }) => {
  const hours = await towerHours(request);
  const token = await tokenFor(request, 'turn');
  const auth = { authorization: `Bearer ${token}` };
  const now = await serverNow(request);
  const mine = (
    await (await request.post('/api/reservations/parking/user', { headers: auth, data: { uuid: await uuidOf(request, token) } })).json()
  ).payload as { reservation_date: string; type: number }[];
  const taken = new Set(mine.filter((r) => r.type !== TYPE.cancelled).map((r) => r.reservation_date));
  const day = requestableDays(now, hours)
    .filter((d) => !taken.has(d))
    .pop()!;
  const cars = (await (await request.get('/api/users/cars', { headers: auth })).json()).payload as { _id: string }[];
  const made = await (
    await request.post('/api/reservations/parking/add', { headers: auth, data: { reservation_date: day, car_id: cars[0]._id } })
  ).json();
  expect(made.err, made.message).toBe(0);
  const link = `/turn/cancelation/${made.payload._id}`;
  const typeNow = async () =>
    (await (await request.get(`/api/reservations/parking/${made.payload._id}`, { headers: auth })).json()).payload.type as number;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Anularea rezervării' })).toBeVisible();
  await page.getByLabel('Nume utilizator').fill('turn');
  await page.getByLabel('Parolă', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Autentificare' }).click();
  const question = page.getByText(`Doriți să anulați rezervarea de parcare din data de ${formatDay(day)}`);
  await expect(question).toBeVisible();
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Nu', exact: true }).click();
  await expect(page).toHaveURL(/\/turn\/add$/);
  expect(await typeNow()).not.toBe(TYPE.cancelled);

  await page.goto(link);
  await expect(question).toBeVisible();
  await page.getByRole('button', { name: 'Da', exact: true }).click();
  await expect(page).toHaveURL(/\/turn\/add$/);
  await expect(page.getByText('Rezervarea a fost anulată.')).toBeVisible();
  expect(await typeNow()).toBe(TYPE.cancelled);

  // Once cancelled it cannot be cancelled again.
  await page.goto(link);
  await expect(page.getByText('Această rezervare nu mai poate fi anulată.')).toBeVisible();

  // An unknown reservation, and someone else's, go to /turn/add.
  await page.goto('/turn/cancelation/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/turn\/add$/);
  await page.evaluate(() => localStorage.clear());
  await login(page, 'ambele');
  await page.goto(link);
  await expect(page).toHaveURL(/\/turn\/add$/);
  await expect(page.getByRole('heading', { name: 'Rezervare nouă' })).toBeVisible();
});

async function uuidOf(request: APIRequestContext, token: string): Promise<string> {
  const r = await request.get('/api/users/verify/', { headers: { authorization: `Bearer ${token}` } });
  return (await r.json()).payload.uuid;
}

test('the account page edits the phone, department, floor and room, and adds and removes a foreign car', async ({ page }) => {
  await login(page, 'turn');
  await page.getByRole('link', { name: 'Contul meu' }).click();
  await expect(page.getByRole('heading', { name: 'Contul meu' })).toBeVisible();

  await page.getByRole('button', { name: 'Schimbați numărul de telefon' }).click();
  let dialog = page.getByRole('dialog', { name: 'Schimbați numărul de telefon' });
  await dialog.getByLabel('Număr de telefon').fill('12345');
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(dialog.getByText(TOWER_WORDS.phoneInvalid)).toBeVisible();
  await dialog.getByLabel('Număr de telefon').fill('0722 123 456');
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('0722123456')).toBeVisible();

  await page.getByRole('button', { name: 'Schimbați departamentul' }).click();
  dialog = page.getByRole('dialog', { name: 'Schimbați departamentul' });
  await dialog.getByLabel('Departament').fill(' ');
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(dialog.getByText(TOWER_WORDS.departmentEmpty)).toBeVisible();
  await dialog.getByLabel('Departament').fill('Logistică');
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Logistică')).toBeVisible();

  await page.getByRole('button', { name: 'Schimbați camera' }).click();
  dialog = page.getByRole('dialog', { name: 'Schimbați etajul și camera' });
  await dialog.getByLabel('Etaj').fill('7');
  await dialog.getByLabel('Camera').fill('702');
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('702', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Logistică')).toBeVisible();

  const plate = `D${Math.floor(Math.random() * 1e6)}`;
  await page.getByRole('button', { name: 'Adăugați o mașină' }).click();
  dialog = page.getByRole('dialog', { name: 'Adăugați o mașină' });
  await dialog.getByRole('textbox', { name: 'Număr de înmatriculare' }).fill(`D-${plate.slice(1)}`);
  await dialog.getByRole('button', { name: 'Adăugați' }).click();
  await expect(dialog.getByText(TOWER_WORDS.plateInvalid)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Număr de înmatriculare străin' }).check();
  await dialog.getByRole('button', { name: 'Adăugați' }).click();
  await expect(dialog).toBeHidden();
  const cars = page.getByRole('list', { name: 'Mașinile mele' });
  await expect(cars.getByText(`${plate} (Altă marcă)`)).toBeVisible();
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: `Ștergeți mașina ${plate}` }).click();
  await page.getByRole('dialog', { name: 'Ștergeți mașina?' }).getByRole('button', { name: 'Da' }).click();
  await expect(page.getByText('Mașina a fost ștearsă.')).toBeVisible();
  await expect(cars.getByText(`${plate} (Altă marcă)`)).toHaveCount(0);

  // The password dialog checks before sending (the change itself is the shell spec's).
  await page.getByRole('button', { name: 'Schimbă parola' }).click();
  dialog = page.getByRole('dialog', { name: 'Schimbă parola' });
  await dialog.getByLabel('Parola veche').fill('demo1234');
  await dialog.getByLabel('Parola nouă').fill('abc');
  await dialog.getByLabel('Confirmați parola').fill('abc');
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(dialog.getByText('Parola trebuie să aibă cel puțin 6 caractere')).toBeVisible();
  await dialog.getByLabel('Parola nouă').fill('abcdef');
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(dialog.getByText('Parolele nu corespund')).toBeVisible();
  await dialog.getByRole('button', { name: 'Renunțați' }).click();
  await expect(dialog).toBeHidden();
});
