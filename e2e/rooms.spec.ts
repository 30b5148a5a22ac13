import { expect, test, type Page } from '@playwright/test';
import { ROOM_MSG } from '../domain/rooms/rules.js';
import { addDays, bucharestDay, bucharestInstant, isWeekday, longDayName } from '../domain/time.js';
import { dayLabel } from '../web/src/features/birouri/rooms/room-form.js';
import { login, serverNow, tokenFor } from './support.js';

// Meeting rooms (flex-office §2, §5, §8), reached as a user reaches them: the 'Săli de ședință'
// button, then the room by its name.
const ROOM = 'Sala Delta';

/** A weekday three weeks after the server's today: past the demo meetings, within maxDaysRoom. */
function farWeekday(today: string, after = 20): string {
  let day = addDays(today, after);
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

async function openRoom(page: Page, room = ROOM) {
  await page.getByRole('button', { name: 'Săli de ședință' }).click();
  const list = page.getByRole('dialog', { name: 'Săli de ședință' });
  await list.getByText(room, { exact: true }).click();
  await expect(list).toBeHidden();
  const panel = page.getByRole('dialog', { name: `Rezervare ${room}` });
  await expect(panel.getByLabel('Data de început')).toBeVisible();
  return panel;
}

async function chooseInterval(panel: ReturnType<Page['getByRole']>, day: string, from: [string, string], to: [string, string]) {
  await panel.getByLabel('Data de început').selectOption({ label: dayLabel(day) });
  await panel.getByLabel('Ora de început').selectOption({ label: from[0] });
  await panel.getByLabel('Minutul de început').selectOption({ label: from[1] });
  await panel.getByLabel('Data de sfârșit').selectOption({ label: dayLabel(day) });
  await panel.getByLabel('Ora de sfârșit').selectOption({ label: to[0] });
  await panel.getByLabel('Minutul de sfârșit').selectOption({ label: to[1] });
}

test.use({ viewport: { width: 1400, height: 900 } });

test('an employee books a meeting room, is stopped by an overlap, then cancels', async ({ page, request }) => {
  const day = farWeekday(bucharestDay(await serverNow(request)));
  const [y, m, d] = day.split('-');
  const shownDay = `${d}.${m}.${y}`;

  await login(page, 'angajat');
  await expect(page).toHaveURL(/\/birouri$/);
  const mine = page.getByRole('region', { name: 'Rezervările mele – săli de ședință' });
  await expect(mine.getByText('Nu aveți rezervări de săli.')).toBeVisible();

  // Book the half hour 18:00–18:30.
  let panel = await openRoom(page);
  await expect(panel.getByText('Persoane: Maxim 4')).toBeVisible();
  await chooseInterval(panel, day, ['18', '00'], ['18', '30']);
  await expect(panel.getByText(ROOM_MSG.overlap)).toBeHidden();
  await panel.getByRole('button', { name: 'Confirmă' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ROOM_MSG.booked })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(mine.getByText(ROOM, { exact: true })).toBeVisible();
  await expect(mine.getByText(`${shownDay}, 18:00 – 18:30`)).toBeVisible();

  // The room's list of the day shows it; 17:30–18:30 overlaps it: the specification's message, and confirm is disabled.
  panel = await openRoom(page);
  await chooseInterval(panel, day, ['17', '30'], ['18', '30']);
  await expect(panel.getByRole('region', { name: /Rezervări existente/ }).getByText('18:00 – 18:30')).toBeVisible();
  await expect(panel.getByText(ROOM_MSG.overlap, { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Confirmă' })).toBeDisabled();
  // Right after it, touching its end, it is free again.
  await panel.getByLabel('Ora de început').selectOption({ label: '18' });
  await panel.getByLabel('Minutul de început').selectOption({ label: '30' });
  await panel.getByLabel('Ora de sfârșit').selectOption({ label: '19' });
  await panel.getByLabel('Minutul de sfârșit').selectOption({ label: '00' });
  await expect(panel.getByText(ROOM_MSG.overlap)).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Confirmă' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Anulează' }).click();
  await expect(panel).toBeHidden();

  // Cancel it behind the confirmation dialog.
  await mine.getByRole('button', { name: new RegExp(`Anulează rezervarea ${ROOM}`) }).click();
  const confirm = page.getByRole('dialog', { name: 'Anulare rezervare' });
  await expect(confirm.getByText(`${ROOM} din ${shownDay}, 18:00 – 18:30`, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Da, anulează' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Rezervarea a fost anulată' })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(mine.getByText('Nu aveți rezervări de săli.')).toBeVisible();
});

test('AMFITEATRU shows the facilities notice, and a day taken from 08:00 to 20:30 is booked all day', async ({ page, request }) => {
  const day = farWeekday(bucharestDay(await serverNow(request)), 23);
  // Someone else (a manager) takes the whole day.
  const token = await tokenFor(request, 'manager');
  const headers = { authorization: `Bearer ${token}` };
  const made = await request.post('/api/reservations/conference-rooms/update', {
    headers,
    data: { conferenceRoomId: 'E5-01', dateBegin: bucharestInstant(day, 8, 0).toISOString(), dateEnd: bucharestInstant(day, 20, 30).toISOString() },
  });
  const body = await made.json();
  expect(body.err, body.message).toBe(0);
  try {
    await login(page, 'angajat');
    // The map's day is the panel's day: pick it in the drawer, then open the room.
    await page.getByRole('group', { name: 'Ziua rezervării' }).getByRole('button', { name: longDayName(day) }).click();
    await page.getByRole('button', { name: 'Săli de ședință' }).click();
    await page.getByRole('dialog', { name: 'Săli de ședință' }).getByText('AMFITEATRU', { exact: true }).click();
    const notice = page.getByRole('dialog', { name: 'Sală de ședință' });
    await expect(notice.getByText(ROOM_MSG.allDay)).toBeVisible();
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    const panel = page.getByRole('dialog', { name: 'Rezervare AMFITEATRU' });
    await expect(panel.getByText(ROOM_MSG.amphitheatre)).toBeVisible();
    await expect(panel.getByText(ROOM_MSG.overlap)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Confirmă' })).toBeDisabled();
  } finally {
    await request.post('/api/reservations/conference-rooms/delete', { headers, data: { _id: body.payload._id } });
  }
});

test('a room on the floor map opens its booking panel', async ({ page }) => {
  await login(page, 'angajat');
  await page.getByRole('group', { name: 'Harta etajului 4' }).getByRole('button', { name: 'Sala Dunărea (8 persoane)' }).click();
  const panel = page.getByRole('dialog', { name: 'Rezervare Sala Dunărea' });
  await expect(panel.getByText('Persoane: Maxim 8')).toBeVisible();
  await panel.getByRole('button', { name: 'Anulează' }).click();
  await expect(panel).toBeHidden();
});
