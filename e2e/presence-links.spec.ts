import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { OFFICE } from '../domain/buildings.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { reminderDay, reminderMoment, remindedThrough } from '../domain/desks/reminder.js';
import { bucharestDay, bucharestInstant, formatDay } from '../domain/time.js';
import { call, createAccount, mailTo, moveClock, serverNow, tokenFor } from './support.js';

// The reminder e-mail's two links (issue #21, point 4; issue #39, point 2). The reminder goes out at
// confirmationDeadlineHour (18:00) two working days before the desk's day (decisions §6), so that
// its cancel link still cancels; a booking made after that moment is e-mailed at once, and for
// tomorrow under 24 hours its cancel page says it is too late and lets the holder confirm presence
// instead. Each test has its own account; days come from the server's clock, wherever it stands.
// It moves that clock forward, so its name sorts it after the specs that expect Monday 2027-03-01
// (desks, map-*, offline, …).

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

async function reminderHour(request: APIRequestContext): Promise<number> {
  const config = await call<ConfigParam[]>(request, await tokenFor(request, 'admin'), 'get', '/api/config');
  return settingsOfBuilding(config, OFFICE).confirmationDeadlineHour;
}

const linkOf = (text: string | undefined, page: 'cancelation' | 'confirmation') =>
  new URL(new RegExp(`https?://\\S+/${page}/[0-9a-f-]+`).exec(text ?? '')![0]).pathname;

test('the reminder goes out two working days before, and its cancel link then cancels', async ({ page, request }) => {
  const hour = await reminderHour(request);
  // A day whose reminder is still to come: tomorrow's reminder day is a working day after today.
  const day = remindedThrough(nextWorkingDay(bucharestDay(await serverNow(request))));
  const b = await bookFresh(request, day);
  expect(reminderDay(day) > bucharestDay(await serverNow(request))).toBe(true);

  await moveClock(request, new Date(reminderMoment(day, hour).getTime() + 30_000));
  const link = linkOf((await mailTo(b.account.email, /^Confirmați rezervarea/)).text, 'cancelation');
  expect(link).toBe(`/cancelation/${b.id}`);
  await page.goto(link);
  await loginOnLink(page, b.account.username, b.account.password);
  await expect(page.getByText(`Anulați rezervarea biroului ${b.deskId} (etajul ${b.floor}) din ${formatDay(day)}?`)).toBeVisible();
  await expect(tooLate(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Anulați rezervarea' }).click();
  await expect(page).toHaveURL(/\/birouri$/);
  expect((await call<{ status: string }>(request, b.token, 'get', `/api/reservations/desks/${b.id}`)).status).toBe('cancelled');
});

test('a booking of tomorrow is reminded at once; under 24 hours its cancel link says it is too late and its confirm link confirms', async ({
  page,
  request,
}) => {
  const today = bucharestDay(await serverNow(request));
  // Past 11:00 today, tomorrow's desk (11:00) is under 24 hours away.
  const noon = bucharestInstant(today, 12);
  if ((await serverNow(request)) < noon) await moveClock(request, noon);
  const day = nextWorkingDay(today);
  const b = await bookFresh(request, day);

  const mail = await mailTo(b.account.email, /^Confirmați rezervarea/);
  const cancel = linkOf(mail.text, 'cancelation');
  expect(cancel).toBe(`/cancelation/${b.id}`);
  await page.goto(cancel);
  await loginOnLink(page, b.account.username, b.account.password);
  await expect(tooLate(page)).toContainText(`rezervarea biroului ${b.deskId} (etajul ${b.floor}) din ${formatDay(day)}`);
  await expect(page.getByRole('button', { name: 'Anulați rezervarea' })).toHaveCount(0);

  await page.goto(linkOf(mail.text, 'confirmation'));
  await page.getByRole('button', { name: 'Confirmați prezența' }).click();
  await expect(page).toHaveURL(/\/birouri$/);
  expect((await call<{ status: string }>(request, b.token, 'get', `/api/reservations/desks/${b.id}`)).status).toBe('busy');

  // The cancel link opened again: still too late, and presence is already confirmed.
  await page.goto(cancel);
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
