import { type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { addDays, bucharestDay, formatDay } from '../domain/time.js';
import { romanian } from './catalogue.js';
import { call, createAccount, escapeRegExp, loginNew, nextMonday, serverNow, tokenFor, typeDay } from './support.js';

// Issue #41 (decisions §20): a person sets their usual days on 'Zilele mele la birou', sees next
// week booked automatically on 'Săptămâna mea' and on the map, records an absence over next week
// and sees those bookings gone. An account of its own: no demo person's week changes.

test.use({ viewport: { width: 1400, height: 900 } });

const WEEKDAYS = ['Luni', 'Marți', 'Miercuri', 'Joi', 'Vineri'];

/** A day of 'Săptămâna mea', by its date. */
const dayOfWeek = (page: Page, day: string) => page.getByRole('region', { name: new RegExp(escapeRegExp(formatDay(day))) });

test('usual days book next week automatically, shown on the week and the map; an absence cancels them', async ({ page, request }) => {
  const me = await createAccount(request, { name: 'Wanda Week' });
  await loginNew(page, me.username, me.password);
  const monday = nextMonday(bucharestDay(await serverNow(request)));
  const nextWeek = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));

  // 'Zilele mele la birou' from the user menu: every weekday, saved.
  await page.getByRole('button', { name: 'Meniu utilizator' }).click();
  await page.getByRole('menuitem', { name: romanian('workPattern', 'workPattern.title') }).click();
  await expect(page).toHaveURL(/\/birouri\/zilele-mele$/);
  const days = page.getByRole('group', { name: romanian('workPattern', 'workPattern.days.title') });
  for (const name of WEEKDAYS) await days.getByRole('button', { name, exact: true }).click();
  for (const name of WEEKDAYS) await expect(days.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: romanian('workPattern', 'workPattern.save') }).click();
  await expect(page.getByText(romanian('workPattern', 'workPattern.saved'))).toBeVisible();

  // The server booked every day of next week, each at a desk of the person's group, made by the pattern.
  const token = await tokenFor(request, me.username, me.password);
  const week = await call<{ days: { day: string; desk: { source: string } | null }[] }>(request, token, 'get', `/api/week?from=${monday}`);
  expect(week.days.map((d) => [d.day, d.desk?.source])).toEqual(nextWeek.map((d) => [d, 'pattern']));

  // 'Săptămâna mea', next week: each day with its desk, marked as booked automatically.
  await page.getByRole('button', { name: 'Meniu utilizator' }).click();
  await page.getByRole('menuitem', { name: romanian('common', 'common.userMenu.week') }).click();
  await expect(page).toHaveURL(/\/birouri\/saptamana$/);
  await page.getByRole('button', { name: romanian('week', 'week.next') }).click();
  for (const day of nextWeek) {
    await expect(dayOfWeek(page, day)).toContainText(romanian('week', 'week.desk.automatic'));
    await expect(dayOfWeek(page, day)).toContainText(romanian('week', 'week.day.pattern'));
  }

  // The map of next Monday says the pattern booked it.
  await page.goto(`/birouri?zi=${monday}`);
  await expect(page.getByText(romanian('workPattern', 'workPattern.notice'))).toBeVisible();

  // An absence over next week: the five bookings are cancelled, and the week says so.
  await page.goto('/birouri/saptamana');
  await page.getByRole('button', { name: romanian('week', 'week.absence') }).click();
  const dialog = page.getByRole('dialog', { name: romanian('week', 'week.dialog.title') });
  await typeDay(page, 'De la', monday);
  await typeDay(page, 'Până la', nextWeek[4]);
  await dialog.getByRole('button', { name: romanian('week', 'week.dialog.submit') }).click();
  await expect(dialog).toContainText(romanian('week', 'week.dialog.recorded'));
  await expect(dialog).toContainText('Am anulat 5 rezervări de birou');
  await dialog
    .getByRole('button', { name: romanian('week', 'week.dialog.close') })
    .first()
    .click();
  await page.getByRole('button', { name: romanian('week', 'week.next') }).click();
  for (const day of nextWeek) {
    await expect(dayOfWeek(page, day)).toContainText(
      romanian('week', 'week.day.absence', { kind: romanian('week', 'week.kind.concediu') }),
    );
    await expect(dayOfWeek(page, day)).toContainText(romanian('week', 'week.desk.none'));
  }
  const after = await call<{ days: { desk: unknown }[] }>(request, token, 'get', `/api/week?from=${monday}`);
  expect(after.days.map((d) => d.desk)).toEqual([null, null, null, null, null]);
  // The specs after this one move the clock: the nightly run must not keep taking desks of the group for this account.
  await call(request, token, 'post', '/api/pattern/update', { days: [] });
});
