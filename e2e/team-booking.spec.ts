import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { bucharestDay, formatDay } from '../domain/time.js';
import { createAccount, login, serverNow, tokenFor } from './support.js';

// Issue #14, point 6: a manager books for the team from a searchable picker (name and e-mail, the
// e-mail telling namesakes apart, each person's desk that day), and finds what he booked for others
// under 'Rezervările mele'. Two fresh accounts of the IT group (the demo manager's), both named
// 'Test E2E'; the day is read from the server's clock, which other specs move forward.

const map4 = (page: Page) => page.getByRole('group', { name: 'Harta etajului 4' });

/** A free IT desk on floor 4 that day, other than `not`, from the map the browser also reads. */
async function freeDesk(request: APIRequestContext, token: string, day: string, not?: string): Promise<string> {
  const desks = (await (await request.get(`/api/desks/group/it?date=${day}`, { headers: { authorization: `Bearer ${token}` } })).json())
    .payload as {
    deskId: string;
    floor: number;
    status: string;
    manager?: string;
  }[];
  return desks.filter((d) => d.floor === 4 && d.status === 'free' && !d.manager && d.deskId !== not).at(-1)!.deskId;
}

test('a manager finds a person by e-mail, sees who already has a desk that day, books for them and finds it among his bookings for others', async ({
  page,
  request,
}) => {
  const first = await createAccount(request);
  const second = await createAccount(request);
  let day = nextWorkingDay(bucharestDay(await serverNow(request)));
  for (let i = 0; i < 6; i++) day = nextWorkingDay(day);
  const manager = await tokenFor(request, 'manager');
  const uuidOf = async (email: string) =>
    (await (await request.get(`/api/users/group/it`, { headers: { authorization: `Bearer ${manager}` } })).json()).payload.find(
      (u: { email: string }) => u.email === email,
    ).uuid;

  // The first namesake already has a desk that day (booked for them by the manager, through the API).
  const held = await freeDesk(request, manager, day);
  const booked = await request.post('/api/reservations/desks/update', {
    headers: { authorization: `Bearer ${manager}` },
    data: { deskId: held, reservationDate: day, uuid: await uuidOf(first.email) },
  });
  expect((await booked.json()).err).toBe(0);

  await login(page, 'manager');
  const deskId = await freeDesk(request, manager, day, held);
  await page.goto(`/birouri?etaj=4&zi=${day}&grup=it`);
  await map4(page)
    .getByRole('button', { name: `Birou ${deskId}: liber` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  const person = dialog.getByRole('combobox', { name: 'Persoana' });

  // Both namesakes answer their name; each option shows its e-mail, the first one's desk that day too.
  await person.fill('Test E2E');
  const options = page.getByRole('listbox');
  const option = (email: string) => options.getByRole('option').filter({ hasText: email });
  await expect(option(first.email)).toContainText('Test E2E');
  await expect(option(first.email)).toContainText(`are deja biroul ${held}`);
  await expect(option(second.email)).toContainText('Test E2E');
  await expect(option(second.email)).not.toContainText('are deja biroul');
  // The e-mail finds one person.
  await person.fill(second.email);
  await expect(options.getByRole('option')).toHaveCount(1);
  await option(second.email).click();
  await expect(dialog.getByText(second.email)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmați' }).click();
  await expect(dialog).toBeHidden();

  const forOthers = page.getByRole('list', { name: 'Rezervate de mine pentru alții' });
  await expect(forOthers.getByRole('listitem').filter({ hasText: second.email })).toContainText(
    `${formatDay(day)} · Birou ${deskId} · Test E2E`,
  );
  await expect(forOthers.getByRole('listitem').filter({ hasText: first.email })).toContainText(
    `${formatDay(day)} · Birou ${held} · Test E2E`,
  );
  // The manager's own list stays his own.
  await expect(page.getByRole('list', { name: 'Rezervările mele de birouri' }).getByText(`Birou ${deskId}`)).toHaveCount(0);
});

// Issue #39, point 1: the picker's options were keyed by name, so two people of one name shared a
// key and rows of them stayed in the list after the search had left them: 'ionescu' still listed an
// Andrei Stan, 'ana' listed him three times. Three fresh IT accounts, two of them namesakes.
test('the person search lists exactly who matches as the search changes, namesakes each once with their e-mail', async ({
  page,
  request,
}) => {
  const tag = `Zq${Math.random().toString(36).slice(2, 7)}`;
  const [andrei1, andrei2, ana] = [
    await createAccount(request, { name: `Andrei ${tag}` }),
    await createAccount(request, { name: `Andrei ${tag}` }),
    await createAccount(request, { name: `Ana ${tag}` }),
  ];
  let day = nextWorkingDay(bucharestDay(await serverNow(request)));
  for (let i = 0; i < 7; i++) day = nextWorkingDay(day);
  const deskId = await freeDesk(request, await tokenFor(request, 'manager'), day);

  await login(page, 'manager');
  await page.goto(`/birouri?etaj=4&zi=${day}&grup=it`);
  await map4(page)
    .getByRole('button', { name: `Birou ${deskId}: liber` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  const person = dialog.getByRole('combobox', { name: 'Persoana' });
  const options = page.getByRole('listbox').getByRole('option');

  await person.fill(tag);
  await expect(options).toHaveCount(3);
  await expect(options.filter({ hasText: `Andrei ${tag}` })).toHaveText([
    new RegExp(`${andrei1.email}|${andrei2.email}`),
    new RegExp(`${andrei1.email}|${andrei2.email}`),
  ]);
  await expect(options.filter({ hasText: andrei1.email })).toHaveCount(1);
  await expect(options.filter({ hasText: andrei2.email })).toHaveCount(1);
  await person.fill(`ana ${tag}`);
  await expect(options).toHaveCount(1);
  await expect(options).toContainText(ana.email);
  await person.fill(`andrei ${tag}`);
  await expect(options).toHaveCount(2);
  await person.fill(andrei2.email);
  await expect(options).toHaveCount(1);
  await expect(options).toContainText(`Andrei ${tag}`);
});
