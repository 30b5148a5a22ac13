import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { OFFICE } from '../domain/buildings.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { bucharestDay, bucharestInstant } from '../domain/time.js';
import { TODAY_REFRESH_MS } from '../web/src/features/birouri/today-refresh.js';
import { adminApi, call, createAccount, login, moveClock, serverNow } from './support.js';

// Auto-release (issue #26, decisions §13): at autoReleaseHour, a desk of today whose holder did not
// confirm presence is released; an open map of today shows it free, and the all-reservations table
// says 'Anulat automat'. The test sets the hour and puts it back; it moves the server's clock
// forward (its name sorts it after the specs that expect Monday 2027-03-01).

const RELEASE_HOUR = 10;

/** An account's token and uuid, from its login. */
async function signIn(request: APIRequestContext, username: string, password: string) {
  const body = await (await request.post('/api/users/login', { data: { username, password } })).json();
  expect(body.err, body.message).toBe(0);
  return { token: body.payload.token as string, uuid: body.payload.uuid as string };
}

test('a desk nobody confirmed is released at the hour: free on the open map of today, "Anulat automat" in the statistics', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request);
  const holder = await createAccount(request, { name: 'Titular Eliberat' });
  const held = await signIn(request, holder.username, holder.password);
  const day = nextWorkingDay(bucharestDay(await serverNow(request)));
  const desks = await call<
    { deskId: string; floor: number; type?: string | null; reservationId?: string | null; groupsIdList?: string[] }[]
  >(request, held.token, 'get', `/api/desks?date=${day}`);
  const desk = desks.find((d) => d.groupsIdList?.includes('it') && !d.type && !d.reservationId)!;
  await call(request, held.token, 'post', '/api/reservations/desks/update', { deskId: desk.deskId, reservationDate: day });

  await admin.post('/api/config/update', { name: 'autoReleaseHour', value: RELEASE_HOUR, building: OFFICE });
  try {
    // The booked day, an hour before the release: a colleague has today's map open.
    await moveClock(request, bucharestInstant(day, RELEASE_HOUR - 1));
    const colleague = await createAccount(request);
    await login(page, colleague.username, colleague.password);
    await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
    await page.goto(`/birouri?zi=${day}&etaj=${desk.floor}&grup=it`);
    const marker = page.getByRole('group', { name: `Harta etajului ${desk.floor}` }).locator(`[data-desk-id="${desk.deskId}"]`);
    await expect(marker).toHaveAttribute('data-state', 'taken');

    // The release hour passes: the open map turns the desk free, without a reload.
    await moveClock(request, bucharestInstant(day, RELEASE_HOUR, 1));
    await expect(marker).toHaveAttribute('data-state', 'free', { timeout: TODAY_REFRESH_MS + 15_000 });

    // The administrators' table of reservations lists it as released.
    const adminPage = await browser.newPage();
    await login(adminPage, 'admin');
    await adminPage.goto(`/birouri/statistics?de=${day}&pana=${day}&persoana=${held.uuid}`);
    const row = adminPage.getByRole('row').filter({ hasText: desk.deskId });
    await expect(row).toContainText('Anulat automat');
    await adminPage.close();
  } finally {
    await admin.post('/api/config/update', { name: 'autoReleaseHour', value: -1, building: OFFICE });
  }
});
