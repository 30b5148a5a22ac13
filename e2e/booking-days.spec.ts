import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { addDays, bucharestDay, formatDay, longDayName } from '../domain/time.js';
import { adminApi, createAccount, dialogAtFirstSight, login, serverNow, type AdminApi } from './support.js';

// Issue #21, point 5: the multi-day booking marks, before 'Confirmați', the days on which the desk is
// taken and those on which the person already holds a desk; confirming books the others, lists
// each day's outcome, and never leaves 'Confirmați' ready to send a refused day again. Fresh accounts
// of the IT group; days are read from the server's clock, which other specs move forward, and kept
// away from the days they book (the 10th working day after the first bookable one and on).

interface MapDesk {
  deskId: string;
  floor: number;
  status: string;
  manager?: string;
}

async function workingDays(request: APIRequestContext, ...offsets: number[]): Promise<string[]> {
  let day = nextWorkingDay(bucharestDay(await serverNow(request)));
  const days: string[] = [];
  for (let i = 0; i <= Math.max(...offsets); i++) {
    if (offsets.includes(i)) days.push(day);
    day = nextWorkingDay(day);
  }
  return days;
}

/** The IT desks of floor 5 free and not allocated on every one of the days. */
async function freeOnAll(admin: AdminApi, days: string[]): Promise<string[]> {
  const free = await Promise.all(
    days.map(
      async (day) =>
        new Set(
          (await admin.get<MapDesk[]>(`/api/desks/group/it?date=${day}`))
            .filter((d) => d.floor === 5 && d.status === 'free' && !d.manager)
            .map((d) => d.deskId),
        ),
    ),
  );
  return [...free[0]].filter((d) => free.every((s) => s.has(d)));
}

test('taken days and days the person already holds are marked before confirming; confirming books the others and lists each day', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const me = await createAccount(request);
  const other = await createAccount(request);
  const people = await admin.get<{ uuid: string; email: string }[]>('/api/users/group/it');
  const uuidOf = (email: string) => people.find((u) => u.email === email)!.uuid;
  const [first, taken, held, late] = await workingDays(request, 10, 11, 12, 13);
  const [deskId, elsewhere] = await freeOnAll(admin, [first, taken, held, late]);
  const book = (desk: string, day: string, email: string) =>
    admin.post('/api/reservations/desks/update', { deskId: desk, reservationDate: day, uuid: uuidOf(email) });

  // The desk is taken by someone else on one day; the person holds another desk on another.
  await book(deskId, taken, other.email);
  await book(elsewhere, held, me.email);

  await login(page, me.username, me.password);
  await page.getByRole('button', { name: 'Mai târziu' }).click(); // the new account's password prompt
  await page.goto(`/birouri?etaj=5&zi=${first}&grup=it`);
  await page
    .getByRole('group', { name: 'Harta etajului 5' })
    .getByRole('button', { name: `Birou ${deskId}: liber` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  const days = dialog.getByRole('group', { name: 'Zilele rezervării' });

  // Marked before confirming, each with its reason; neither can be chosen.
  await expect(days.getByRole('checkbox', { name: `${longDayName(taken)}: Birou ocupat` })).toBeDisabled();
  await expect(
    days.getByRole('checkbox', { name: `${longDayName(held)}: Aveți deja un birou în această zi (biroul ${elsewhere})` }),
  ).toBeDisabled();
  await expect(days).toContainText('Ocupat');
  await expect(days).toContainText(elsewhere);

  // A day taken after the panel opened is refused by the server: its outcome says why.
  await expect(days.getByRole('checkbox', { name: longDayName(first) })).toBeChecked();
  await days.getByRole('checkbox', { name: longDayName(late) }).check();
  await book(deskId, late, other.email);
  await dialog.getByRole('button', { name: 'Confirmați (2 zile)' }).click();

  const outcome = dialog.getByRole('list', { name: 'Rezultatul rezervării' });
  await expect(outcome.getByRole('listitem')).toHaveText([
    `${longDayName(first)}: biroul ${deskId} a fost rezervat`,
    `${longDayName(late)}: nu s-a rezervat: biroul este deja rezervat în această zi`,
  ]);
  // 'Confirmați' does not send the refused day again: the day is marked now, and nothing is chosen.
  await expect(days.getByRole('checkbox', { name: `${longDayName(late)}: Birou ocupat` })).toBeDisabled();
  await expect(
    days.getByRole('checkbox', { name: `${longDayName(first)}: Aveți deja un birou în această zi (biroul ${deskId})` }),
  ).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Confirmați' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Închideți' }).click();
  await expect(page.getByRole('list', { name: 'Rezervările mele de birouri' })).toContainText(`${formatDay(first)} · Birou ${deskId}`);
});

test('the days are one tab stop: arrow keys move between the days that can be chosen, Space ticks one (#21, point 11)', async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const me = await createAccount(request);
  const other = await createAccount(request);
  const people = await admin.get<{ uuid: string; email: string }[]>('/api/users/group/it');
  const uuidOf = (email: string) => people.find((u) => u.email === email)!.uuid;
  // Five working days in a row (a week's end may fall among them), the third taken by someone else.
  const [first, second, taken, fourth, fifth] = await workingDays(request, 10, 11, 12, 13, 14);
  const [deskId] = await freeOnAll(admin, [first, second, taken, fourth, fifth]);
  await admin.post('/api/reservations/desks/update', { deskId, reservationDate: taken, uuid: uuidOf(other.email) });

  await login(page, me.username, me.password);
  await page.getByRole('button', { name: 'Mai târziu' }).click();
  await page.goto(`/birouri?etaj=5&zi=${first}&grup=it`);
  await page
    .getByRole('group', { name: 'Harta etajului 5' })
    .getByRole('button', { name: `Birou ${deskId}: liber` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  const days = dialog.getByRole('group', { name: 'Zilele rezervării' });
  const day = (d: string) => days.getByRole('checkbox', { name: longDayName(d), exact: true });
  await expect(day(first)).toBeChecked();
  // The marks come with the desk's days: until then the taken day is still a stop of the arrow keys.
  await expect(days.getByRole('checkbox', { name: `${longDayName(taken)}: Birou ocupat` })).toBeDisabled();

  // One tab stop: the day chosen holds it, the others are reached by arrow keys.
  await expect(days.locator('input[tabindex="0"]')).toHaveCount(1);
  await expect(day(first)).toHaveAttribute('tabindex', '0');
  await day(first).focus();
  await page.keyboard.press('ArrowRight');
  await expect(day(second)).toBeFocused();
  // The taken day is passed over.
  await page.keyboard.press('ArrowRight');
  await expect(day(fourth)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(day(second)).toBeFocused();
  // Space ticks the day focused; the tab stop follows the focus.
  await page.keyboard.press('Space');
  await expect(day(second)).toBeChecked();
  await expect(days.locator('input[tabindex="0"]')).toHaveCount(1);
  await expect(day(second)).toHaveAttribute('tabindex', '0');
  // Tab leaves the group at once, Shift+Tab comes back to the day last focused.
  await page.keyboard.press('Tab');
  await expect(days.locator('input:focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(day(second)).toBeFocused();
  // Down keeps the weekday: a week later.
  await page.keyboard.press('ArrowDown');
  await expect(days.getByRole('checkbox', { name: longDayName(addDays(second, 7)), exact: true })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Confirmați (2 zile)' })).toBeEnabled();
});

test('the panel shows its taken days in the very commit that first shows Renunțați, however late they come', async ({ page, request }) => {
  const admin = await adminApi(request);
  const me = await createAccount(request);
  const other = await createAccount(request);
  const people = await admin.get<{ uuid: string; email: string }[]>('/api/users/group/it');
  const [first, taken] = await workingDays(request, 15, 16);
  // The last of them: other specs open the first free desk of floor 5 on days the moving clock may bring here.
  const deskId = (await freeOnAll(admin, [first, taken])).at(-1)!;
  await admin.post('/api/reservations/desks/update', {
    deskId,
    reservationDate: taken,
    uuid: people.find((u) => u.email === other.email)!.uuid,
  });

  await login(page, me.username, me.password);
  await page.getByRole('button', { name: 'Mai târziu' }).click(); // the new account's password prompt
  await page.goto(`/birouri?etaj=5&zi=${first}&grup=it`);
  const desk = page.getByRole('group', { name: 'Harta etajului 5' }).getByRole('button', { name: `Birou ${deskId}: liber` });
  await expect(desk).toBeVisible();
  // The desk's reservations answered late, as by a busy server: 'Ocupat' and its help line used to
  // come after the panel had shown, and pushed 'Renunțați' down under a press already begun.
  await page.route('**/api/reservations/desks/group', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const atFirstSight = dialogAtFirstSight(page, 'Renunțați');
  await desk.click();
  expect((await atFirstSight).text).toContain('„Ocupat”: biroul este rezervat în acea zi.');
  const dialog = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  await expect(dialog.getByRole('checkbox', { name: `${longDayName(taken)}: Birou ocupat` })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Renunțați' }).click();
  await expect(dialog).toBeHidden();
});
