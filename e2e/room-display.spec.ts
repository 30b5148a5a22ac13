import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { bucharestClock, bucharestDay, bucharestInstant, isWeekday } from '../domain/time.js';
import { adminApi, moveClock, serverNow } from './support.js';

// Displays (issue #45, decisions §24) on a 10-inch tablet in landscape: a room's door turns red within a
// second of a booking made elsewhere, books with 'Rezervați acum' and frees with 'Eliberați sala'; a
// floor's board shows its desks and rooms. Nobody signs in: the address's secret is the display's
// credential. axe checks every state the pages reach (axe-fixture.ts). The clock only moves forward:
// to a working day's morning when the server's time is outside the day's hours.

test.use({ viewport: { width: 1280, height: 800 } });

interface RoomOfDay {
  id: string;
  floor: number;
  details: { name: string };
  reservations: { dateBegin: string; dateEnd: string }[];
}

/** The server's now, moved first to 09:00 of a working day when it is not between 08:00 and 17:00 of one, or past a half hour's 25th minute. */
async function openHours(request: APIRequestContext): Promise<Date> {
  const now = await serverNow(request);
  const day = bucharestDay(now);
  const hour = bucharestClock(now).hour;
  if (isWeekday(day) && hour >= 8 && hour < 17) {
    // The clock runs: 'Rezervați acum' a few minutes before a half hour's end would book minutes that end mid-test.
    if (bucharestClock(now).minute % 30 < 25) return now;
    const later = new Date((Math.floor(now.getTime() / 1_800_000) + 1) * 1_800_000 + 60_000);
    await moveClock(request, later);
    return later;
  }
  const to = bucharestInstant(isWeekday(day) && hour < 8 ? day : nextWorkingDay(day), 9);
  await moveClock(request, to);
  return to;
}

/** A room with no reservation from now for the next three hours, and a display made for it. */
async function aRoomDisplay(request: APIRequestContext, now: Date) {
  const admin = await adminApi(request);
  const rooms = await admin.get<RoomOfDay[]>(`/api/conference-rooms?date=${bucharestDay(now)}`);
  const until = now.getTime() + 3 * 3_600_000;
  const room = rooms.find((r) =>
    r.reservations.every((x) => new Date(x.dateEnd).getTime() <= now.getTime() || new Date(x.dateBegin).getTime() >= until),
  );
  expect(room, 'a room free for three hours').toBeDefined();
  const made = await admin.post<{ _id: string; url: string }>('/api/displays/update', {
    name: `Ușa ${room!.details.name}`,
    roomId: room!.id,
  });
  return { admin, room: room!, id: made._id, path: new URL(made.url).pathname, secret: made.url.split('/display/')[1] };
}

const freeWord = (page: Page) => page.getByText('Liberă', { exact: true });
const busyWord = (page: Page) => page.getByText(/^Ocupată până la \d\d:\d\d$/);

test("a room's door: red within a second of a booking made elsewhere, 'Rezervați acum' books and 'Eliberați sala' frees", async ({
  page,
  request,
}) => {
  const now = await openHours(request);
  const { admin, room, id, path, secret } = await aRoomDisplay(request, now);
  await page.goto(path);
  await expect(page.getByText(room.details.name).first()).toBeVisible();
  await expect(freeWord(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`)); // no sign-in page, ever

  // Another tablet of the room (or anyone with its address) books it now: this one turns red within a second.
  const other = await request.post(`/api/display/${secret}/book?minutes=30`);
  expect((await other.json()).err).toBe(0);
  await expect(busyWord(page)).toBeVisible({ timeout: 1_000 });
  await expect(page.getByText('Rezervată de Rezervare la ușă')).toBeVisible();

  // 'Eliberați sala' asks first, then ends the meeting now.
  await page.getByRole('button', { name: 'Eliberați sala' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Da, eliberați sala' }).click();
  await expect(page.getByRole('status')).toHaveText('Sala a fost eliberată.');
  await expect(freeWord(page)).toBeVisible();

  // 'Rezervați acum' on this tablet books it to the next half-hour boundary.
  await page
    .getByRole('button', { name: /^Rezervați acum până la/ })
    .first()
    .click();
  await expect(page.getByRole('status')).toHaveText(/^Sala este rezervată până la \d\d:\d\d\.$/);
  await expect(busyWord(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliberați sala' })).toBeVisible();

  // A booking made in the app for later today is listed within a second.
  const begin = new Date(Math.ceil((now.getTime() + 3_600_000) / 1_800_000) * 1_800_000);
  await admin.post('/api/reservations/conference-rooms/update', {
    conferenceRoomId: room.id,
    dateBegin: begin.toISOString(),
    dateEnd: new Date(begin.getTime() + 1_800_000).toISOString(),
  });
  const hhmm = (d: Date) => `${String(bucharestClock(d).hour).padStart(2, '0')}:${String(bucharestClock(d).minute).padStart(2, '0')}`;
  await expect(page.getByRole('region', { name: 'Următoarele rezervări de azi' })).toContainText(hhmm(begin), { timeout: 1_000 });

  // Its link replaced, the old address answers as a display that is gone, without a sign-in page.
  await admin.post(`/api/displays/${id}/regenerate`, {});
  await page.reload();
  await expect(page.getByText('Ecranul nu a fost găsit.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test("a floor's board: its desks and rooms, what is free, and the QR code that opens the floor on a phone", async ({ page, request }) => {
  await openHours(request);
  const admin = await adminApi(request);
  const made = await admin.post<{ url: string }>('/api/displays/update', { name: 'Holul etajului 5', floor: 5 });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(new URL(made.url).pathname);
  await expect(page.getByText(/^\d+ (de )?birou(ri)? liber(e)?$/)).toBeVisible();
  await expect(page.getByText(/^\d+ (de )?s(ală|ăli) liber(ă|e)$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Codul QR al paginii de rezervare a birourilor de pe acest etaj' })).toBeVisible();
  // Made for the lobby's screen: nothing scrolls.
  const { scrollHeight, clientHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    clientHeight: document.documentElement.clientHeight,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
});
