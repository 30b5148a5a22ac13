import { expect, test } from './axe-fixture.js';
import { ATTENDANCE_MSG } from '../domain/attendance-list.js';
import { OFFICE } from '../domain/buildings.js';
import { addDays, bucharestDay, formatDay, isWeekday } from '../domain/time.js';
import { call, createAccount, login, serverNow, tokenFor } from './support.js';
import { count } from '../domain/plural.js';

// 'Încărcare prezență' of the flexible office (flex-office §5, decisions §6 and §8): the
// administrator's attendance CSV marks the listed people's bookings present and the day's
// other bookings absent. Two people of this test book a desk each; the list names one of them
// and every other person booked that day, so that nobody else's record changes.

interface Desk {
  deskId: string;
  status: string;
  type: string | null;
  uuid: string | null;
}

/** The dd/mm/yyyy of a day, as the attendance lists write it. */
const slashed = (day: string) => formatDay(day).replaceAll('.', '/');

test('the attendance CSV uploaded in the console marks a booking present and the unlisted one absent', async ({ page, request }) => {
  const admin = await tokenFor(request, 'admin');
  // A weekday a week ahead: inside the desk window, far from today's bookings.
  let day = addDays(bucharestDay(await serverNow(request)), 7);
  while (!isWeekday(day)) day = addDays(day, 1);

  const people = await Promise.all([createAccount(request, { building: OFFICE }), createAccount(request, { building: OFFICE })]);
  const [present, absent] = await Promise.all(people.map((p) => tokenFor(request, p.username, p.password)));
  const free = (await call<Desk[]>(request, present, 'get', `/api/desks/group/it?date=${day}`)).filter(
    (d) => d.status === 'free' && !d.type,
  );
  expect(free.length).toBeGreaterThanOrEqual(2);
  const booked = [
    await call<{ _id: string }>(request, present, 'post', '/api/reservations/desks/update', {
      deskId: free[0].deskId,
      reservationDate: day,
    }),
    await call<{ _id: string }>(request, absent, 'post', '/api/reservations/desks/update', {
      deskId: free[1].deskId,
      reservationDate: day,
    }),
  ];

  // Everyone booked that day is on the list, but the second person.
  const users = await call<{ uuid: string; email: string }[]>(request, admin, 'get', `/api/users?building=${OFFICE}`);
  const emailOf = new Map(users.map((u) => [u.uuid, u.email]));
  const absentEmail = people[1].email;
  const listed = (await call<Desk[]>(request, admin, 'get', `/api/desks?date=${day}`))
    .filter((d) => d.uuid)
    .map((d) => emailOf.get(d.uuid!)!)
    .filter((e) => e !== absentEmail);
  expect(listed).toContain(people[0].email);
  // Both date formats and a semicolon, after a header row.
  const csv = ['Data;Email', ...listed.map((e, i) => `${i % 2 ? formatDay(day) : slashed(day)};${e}`)].join('\n');

  await login(page, 'admin');
  await page.goto('/birouri/admin/settings/incarcare-prezenta');
  await expect(page.getByRole('heading', { name: 'Încărcare prezență', level: 2 })).toBeVisible();
  const input = page.getByTestId('upload-input');

  // A bad date is marked on its row, and nothing can be sent.
  await input.setInputFiles({
    name: 'prezenta.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Data;Email\n31/02/2027;${people[0].email}\n`),
  });
  await expect(
    page.getByRole('grid', { name: 'Previzualizarea fișierului' }).getByRole('row').filter({ hasText: people[0].email }),
  ).toContainText(ATTENDANCE_MSG.date('31/02/2027'));
  await expect(page.getByRole('button', { name: 'Încărcați lista' })).toBeDisabled();
  // A file of another shape is refused as a whole.
  await input.setInputFiles({
    name: 'prezenta.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Data;Email;Nume\n${slashed(day)};${people[0].email};Test\n`),
  });
  await expect(page.getByRole('alert')).toHaveText(ATTENDANCE_MSG.columns);

  await input.setInputFiles({ name: 'prezenta.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(`${count(listed.length, 'rând valid', 'rânduri valide')}, gata de încărcare.`)).toBeVisible();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/reservations/desks/attending'));
  await page.getByRole('button', { name: 'Încărcați lista' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText(
    `Lista de prezență pentru ${formatDay(day)} a fost încărcată. Rezervări prezente: ${listed.length}; absențe: 1.`,
  );

  // Each person's booking, as the API gives it to its holder.
  const used = async (token: string, id: string) =>
    (await call<{ reservation_used: boolean | null }>(request, token, 'get', `/api/reservations/desks/${id}`)).reservation_used;
  expect(await used(present, booked[0]._id)).toBe(true);
  expect(await used(absent, booked[1]._id)).toBe(false);
});
