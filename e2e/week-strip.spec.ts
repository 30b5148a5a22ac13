import { type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { bucharestDay, formatDay, longDayName } from '../domain/time.js';
import { createAccount, freeItDesksOn, login, serverNow, tokenFor } from './support.js';

// Issue #14, point 5: the day picker is the week at a glance (the viewer's desk on each day and the
// free desks of the chosen group), and the booking panel books the same desk on several days.
// Each test uses a fresh account of the IT group; days are read from the server's clock, which
// other specs move forward.

const strip = (page: Page) => page.getByRole('group', { name: 'Ziua rezervării' });
const dayButton = (page: Page, day: string) => strip(page).getByRole('button', { name: longDayName(day) });
/** The day's cell: its button and, drawn over it, the desk and the free count. */
const dayCell = (page: Page, day: string) => dayButton(page, day).locator('xpath=..');
const map5 = (page: Page) => page.getByRole('group', { name: 'Harta etajului 5' });

/** The free desks a day's button says, from its accessible name ('…, 23 de birouri libere'). */
async function freeOn(page: Page, day: string): Promise<number> {
  const button = dayButton(page, day);
  await expect(button).toHaveAccessibleName(/birou(ri)? liber/);
  const name = (await button.getAttribute('aria-label'))!;
  if (name.includes('niciun birou liber')) return 0;
  return Number(/(\d+) (de )?birou(ri)? liber/.exec(name)![1]);
}

/** The n-th working day after the first bookable one: inside the window, away from the days other specs book. */
async function workingDays(page: Page, ...offsets: number[]): Promise<string[]> {
  let day = nextWorkingDay(bucharestDay(await serverNow(page.request)));
  const days: string[] = [];
  for (let i = 0; i <= Math.max(...offsets); i++) {
    if (offsets.includes(i)) days.push(day);
    day = nextWorkingDay(day);
  }
  return days;
}

async function freshEmployee(page: Page) {
  const account = await createAccount(page.request);
  await login(page, account.username, account.password);
  await page.getByRole('button', { name: 'Mai târziu' }).click(); // the new account's password prompt
  return account;
}

/**
 * Opens the booking panel of the first free desk of floor 5 on the day shown, among `among` when
 * given (the desks free on another day too: other specs book desks of this floor on days that the
 * moving clock may bring here); answers the desk.
 */
async function openFreeDesk(page: Page, among?: ReadonlySet<string>): Promise<string> {
  await expect(map5(page).locator('[data-state="free"]').first()).toBeVisible();
  const labels = await map5(page)
    .locator('[data-state="free"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const deskId = labels.map((l) => /Birou (\S+):/.exec(l)![1]).find((id) => !among || among.has(id));
  expect(deskId, 'a desk of floor 5 free on both days').toBeTruthy();
  await map5(page).locator(`[data-state="free"][aria-label*="Birou ${deskId}:"]`).click();
  return deskId!;
}

test("the week strip shows the user's desk on its day and the group's free desks, one fewer after a booking", async ({ page }) => {
  await freshEmployee(page);
  const [day, other] = await workingDays(page, 3, 4);
  await page.goto(`/birouri?etaj=5&zi=${day}`);
  await expect(strip(page)).toContainText('Sub fiecare zi: biroul dumneavoastră (albastru) și birourile libere din Tehnologia Informației');
  const before = await freeOn(page, day);
  const otherBefore = await freeOn(page, other);
  await expect(dayButton(page, day)).not.toHaveAccessibleName(/biroul dumneavoastră/);

  const deskId = await openFreeDesk(page);
  await page
    .getByRole('dialog', { name: `Rezervați biroul ${deskId}` })
    .getByRole('button', { name: 'Confirmați' })
    .click();
  await expect(page.getByRole('list', { name: 'Rezervările mele de birouri' })).toContainText(`${formatDay(day)} · Birou ${deskId}`);

  // The desk is written under its day, and that day counts one free desk fewer; the next day is as it was.
  await expect(dayButton(page, day)).toHaveAccessibleName(new RegExp(`biroul dumneavoastră ${deskId}, `));
  await expect(dayCell(page, day)).toContainText(deskId);
  await expect.poll(() => freeOn(page, day)).toBe(before - 1);
  expect(await freeOn(page, other)).toBe(otherBefore);
  await expect(dayCell(page, other)).not.toContainText(deskId);
});

test('booking two days at once books the same desk on both, and says so for each day', async ({ page }) => {
  const account = await freshEmployee(page);
  const [first, second] = await workingDays(page, 5, 7);
  const token = await tokenFor(page.request, account.username, account.password);
  const freeOnSecond = await freeItDesksOn(page.request, token, second);
  await page.goto(`/birouri?etaj=5&zi=${first}`);
  const deskId = await openFreeDesk(page, freeOnSecond);
  const dialog = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  const days = dialog.getByRole('group', { name: 'Zilele rezervării' });
  await expect(days.getByRole('checkbox', { name: longDayName(first) })).toBeChecked();
  await days.getByRole('checkbox', { name: longDayName(second) }).check();
  await dialog.getByRole('button', { name: 'Confirmați (2 zile)' }).click();

  const outcome = dialog.getByRole('list', { name: 'Rezultatul rezervării' });
  await expect(outcome.getByRole('listitem')).toHaveText([
    `${longDayName(first)}: biroul ${deskId} a fost rezervat`,
    `${longDayName(second)}: biroul ${deskId} a fost rezervat`,
  ]);
  await dialog.getByRole('button', { name: 'Închideți' }).click();
  const mine = page.getByRole('list', { name: 'Rezervările mele de birouri' });
  await expect(mine).toContainText(`${formatDay(first)} · Birou ${deskId}`);
  await expect(mine).toContainText(`${formatDay(second)} · Birou ${deskId}`);
  await expect(dayButton(page, second)).toHaveAccessibleName(new RegExp(`biroul dumneavoastră ${deskId}`));

  // On another day, the booking panel shows the days already held as taken, with their desk.
  await page.goto(`/birouri?etaj=5&zi=${nextWorkingDay(first)}`);
  const next = await openFreeDesk(page);
  const again = page.getByRole('dialog', { name: `Rezervați biroul ${next}` }).getByRole('group', { name: 'Zilele rezervării' });
  await expect(
    again.getByRole('checkbox', { name: `${longDayName(second)}: Aveți deja un birou în această zi (biroul ${deskId})` }),
  ).toBeDisabled();
});
