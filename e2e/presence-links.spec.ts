import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { OFFICE } from '../domain/buildings.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { addDays, bucharestDay, bucharestInstant, formatDay, weekday } from '../domain/time.js';
import { call, createAccount, mailTo, moveClock, serverNow, tokenFor } from './support.js';

// The reminder e-mail's cancel link (issue #21, point 4). The reminder goes out at
// confirmationDeadlineHour (18:00) the working day before, when the desk's day (11:00) is under
// 24 hours away: the page then says it is too late, offers no cancel button and lets the holder
// confirm presence instead. Far ahead it still offers the cancel button. Each test has its own
// account; days come from the server's clock, wherever it stands. It moves that clock forward,
// so its name sorts it after the specs that expect Monday 2027-03-01 (desks, map-*, offline, …).

/** A fresh account's booking of a free IT desk on `day`: its token, reservation and desk. */
async function bookFresh(request: APIRequestContext, day: string) {
  const account = await createAccount(request);
  const token = await tokenFor(request, account.username, account.password);
  const desks = await call<{ deskId: string; type?: string | null; reservationId?: string | null; groupsIdList?: string[] }[]>(
    request,
    token,
    'get',
    `/api/desks?date=${day}`,
  );
  const free = desks.find((d) => d.groupsIdList?.includes('it') && !d.type && !d.reservationId);
  expect(free, `a free IT desk on ${day}`).toBeTruthy();
  const made = await call<{ _id: string; floor: number }>(request, token, 'post', '/api/reservations/desks/update', {
    deskId: free!.deskId,
    reservationDate: day,
  });
  return { account, token, id: made._id, deskId: free!.deskId, floor: made.floor };
}

/** Logs in on the link's own form and puts off the new account's password prompt. */
async function loginOnLink(page: Page, username: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Anularea rezervării' })).toBeVisible();
  await page.getByLabel('Nume utilizator').fill(username);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
}

const tooLate = (page: Page) => page.getByText('Este prea târziu pentru a anula', { exact: false });

test('at the reminder, the cancel link says it is too late, offers no cancel button and confirms presence instead', async ({
  page,
  request,
}) => {
  const config = await call<ConfigParam[]>(request, await tokenFor(request, 'admin'), 'get', '/api/config');
  const reminderHour = settingsOfBuilding(config, OFFICE).confirmationDeadlineHour;
  // A desk's day whose eve is a working day (not a Monday: Friday's reminder is 65 hours ahead).
  let day = nextWorkingDay(nextWorkingDay(bucharestDay(await serverNow(request))));
  while (weekday(day) === 1) day = nextWorkingDay(day);
  const b = await bookFresh(request, day);

  // The reminder goes out at 18:00 the day before, with the cancel link.
  await moveClock(request, new Date(bucharestInstant(addDays(day, -1), reminderHour).getTime() + 30_000));
  const mail = await mailTo(b.account.email);
  const link = new URL(/https?:\/\/\S+\/cancelation\/[0-9a-f-]+/.exec(mail.text ?? '')![0]).pathname;
  expect(link).toBe(`/cancelation/${b.id}`);

  await page.goto(link);
  await loginOnLink(page, b.account.username, b.account.password);
  await expect(tooLate(page)).toContainText(`rezervarea biroului ${b.deskId} (etajul ${b.floor}) din ${formatDay(day)}`);
  await expect(page.getByRole('button', { name: 'Anulați rezervarea' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmați prezența' }).click();
  await expect(page).toHaveURL(/\/birouri$/);
  await expect(page.getByText('Prezența a fost confirmată')).toBeVisible();
  expect((await call<{ status: string }>(request, b.token, 'get', `/api/reservations/desks/${b.id}`)).status).toBe('busy');

  // Opened again: still too late, and presence is already confirmed.
  await page.goto(link);
  await expect(tooLate(page)).toBeVisible();
  await expect(page.getByText('Prezența a fost deja confirmată.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmați prezența' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anulați rezervarea' })).toHaveCount(0);
});

test('far ahead the cancel link still offers the cancel button; once cancelled it says so', async ({ page, request }) => {
  // Two working days ahead: more than 24 hours before the desk's 11:00, whatever the hour now.
  const day = nextWorkingDay(nextWorkingDay(bucharestDay(await serverNow(request))));
  const b = await bookFresh(request, day);

  await page.goto(`/cancelation/${b.id}`);
  await loginOnLink(page, b.account.username, b.account.password);
  await expect(page.getByText(`Anulați rezervarea biroului ${b.deskId} (etajul ${b.floor}) din ${formatDay(day)}?`)).toBeVisible();
  await expect(tooLate(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Anulați rezervarea' }).click();
  await expect(page).toHaveURL(/\/birouri$/);
  expect((await call<{ status: string }>(request, b.token, 'get', `/api/reservations/desks/${b.id}`)).status).toBe('cancelled');

  await page.goto(`/cancelation/${b.id}`);
  await expect(page.getByText('Această rezervare a fost deja anulată', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anulați rezervarea' })).toHaveCount(0);
});
