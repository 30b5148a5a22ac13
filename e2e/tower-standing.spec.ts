import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { TOWER } from '../domain/buildings.js';
import type { ParkingStanding } from '../domain/schemas/tower-standing.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { addDays, bucharestInstant, formatDay } from '../domain/time.js';
import { firstRoundDone, mondayOf, requestableDays } from '../domain/tower/calendar.js';
import { adminApi, calendarDayButton, call, login, moveClock, newPlate, serverNow, tokenFor } from './support.js';

// #47 (decisions §26) on a phone: the calendar's day dialog says where the first round put the
// request, in a sentence. The world is the test's own: new tower accounts, each with a new car,
// request a day of a week whose first round has not run; the clock then passes that round's
// Friday cut-off. The server's clock is shared with the other specs and only moves forward, so
// every day comes from serverNow(), as in tower.spec.ts.

test.use({ viewport: { width: 375, height: 740 } });

/** A new tower account with a car of its own: its token and the car's id. */
async function aDriver(request: APIRequestContext, label: string) {
  const api = await adminApi(request);
  const username = `e2e.loc.${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await api.post('/api/users/massRegister', {
    accounts: [
      {
        credentials: { username },
        userInfo: { email: `${username}@example.com`, name: `Loc ${label}`, building: TOWER, buildingList: [TOWER], parkingRight: true },
      },
    ],
  });
  const token = await tokenFor(request, username, 'Parola123');
  const car = await call<{ _id: string }>(request, token, 'post', '/api/cars/add', {
    brand: 'Dacia',
    license_plate: newPlate('L'),
    foreign_plate: false,
  });
  return { username, token, carId: car._id };
}

// The sentence written out here, not taken from the catalogue, so that the grammar is checked:
// the ordinal agrees with 'cererea' (prima, a 2-a), and from 20 on the plural takes 'de'.
const ordinal = (n: number) => (n === 1 ? 'prima' : `a ${n}-a`);
const counted = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : n === 0 || (n % 100 >= 1 && n % 100 <= 19) ? `${n} ${many}` : `${n} de ${many}`;
function placeSentence(s: ParkingStanding): string {
  const round = s.round === 'first' ? 'În prima rundă' : 'În a doua rundă';
  if (s.requests === 1) return `${round}, cererea dumneavoastră a fost singura, pentru ${counted(s.open!, 'loc', 'locuri')}.`;
  return `${round}, cererea dumneavoastră a fost ${ordinal(s.position!)} din ${counted(s.requests!, 'cerere', 'cereri')} pentru ${counted(s.open!, 'loc', 'locuri')}.`;
}

test("the day dialog says, on a phone, the request's place in the first round and the spaces it shared", async ({ page, request }) => {
  const earlier = await aDriver(request, 'a');
  const me = await aDriver(request, 'b');
  const hours = settingsOfBuilding(await call<ConfigParam[]>(request, me.token, 'get', '/api/config'), TOWER);
  const now = await serverNow(request);
  // A day that waits for its first round (the Friday cut-off of the week before).
  const day = requestableDays(now, hours).find((d) => !firstRoundDone(d, now, hours.fridayCutoffHour))!;
  expect(day, 'a requestable day before its first round').toBeTruthy();
  const cutoff = bucharestInstant(addDays(mondayOf(day), -3), hours.fridayCutoffHour);
  // Someone asks first, so that the request is not alone and its place is not the first.
  for (const d of [earlier, me]) {
    const made = await call<{ type: number }[]>(request, d.token, 'post', '/api/reservations/parking/add', {
      reservation_dates: [day],
      car_id: d.carId,
    });
    expect(made[0].type).toBe(0);
  }

  await login(page, me.username, 'Parola123');
  await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
  await page.goto('/turn/reservations');
  const dialog = page.getByRole('dialog', { name: `Rezervarea din ${formatDay(day)}` });

  // Before the round: when it runs.
  await (await calendarDayButton(page, day)).click();
  const hour = `${String(hours.fridayCutoffHour).padStart(2, '0')}:00`;
  await expect(dialog).toContainText(
    `Runda care decide cererea nu a avut loc încă: locurile se repartizează vineri, ${formatDay(addDays(mondayOf(day), -3))}, la ora ${hour}.`,
  );
  await dialog.getByRole('button', { name: 'Închideți' }).click();
  await expect(dialog).toBeHidden();

  // The first round runs at the cut-off.
  await moveClock(request, new Date(cutoff.getTime() + 5 * 60_000));
  const standing = await call<ParkingStanding>(request, me.token, 'get', `/api/reservations/parking/standing?date=${day}`);
  expect(standing).toMatchObject({ date: day, round: 'first' });
  // Both requests were ranked, with the same indiscipline (none), the earlier one first.
  const earlierPlace = (await call<ParkingStanding>(request, earlier.token, 'get', `/api/reservations/parking/standing?date=${day}`))
    .position!;
  expect(standing.requests).toBeGreaterThanOrEqual(2);
  expect(standing.position).toBeGreaterThan(earlierPlace);
  expect(standing.position).toBeLessThanOrEqual(standing.requests!);
  expect(standing.open).toBeGreaterThan(0);

  await page.reload();
  await (await calendarDayButton(page, day)).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(placeSentence(standing), { exact: true })).toBeVisible();
  const rules: Record<string, string> = {
    indiscipline: 'A decis indisciplina: acolo unde s-au terminat locurile, cererile cu indisciplină mai mică au trecut înainte.',
    time: 'La indisciplină egală, a decis ora cererii.',
  };
  if (standing.rule) await expect(dialog.getByText(rules[standing.rule], { exact: true })).toBeVisible();
  else await expect(dialog.getByText(/a decis|păstrat/)).toHaveCount(0);
  // The dialog fits the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
