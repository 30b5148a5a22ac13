import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { DESK_MSG, nextWorkingDay } from '../domain/desks/rules.js';
import { MSG } from '../domain/messages.js';
import { bucharestDay } from '../domain/time.js';
import { romanian } from './catalogue.js';
import { call, login, serverNow, tokenFor } from './support.js';

// The console's Birouri and Săli sections and the managers' projects (issue 10; flex-office §2,
// §4, §6, §8). Each test makes its own group and people; a demo desk or room it changes is put
// back as it was.

const PASSWORD = 'Parola123';
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface ApiDesk {
  deskId: string;
  floor: number;
  groupsIdList: string[];
  manager: string | null;
  reservationId: string | null;
}

const createGroup = (request: APIRequestContext, admin: string, body: Record<string, unknown>) =>
  call<{ _id: string; name: string }>(request, admin, 'post', '/api/groups/update', body);

/** A person of building 1 in the given groups (unconfirmed, as imported accounts are). */
async function createPerson(
  request: APIRequestContext,
  admin: string,
  name: string,
  info: { mainGroup: string; groupList: string[]; managerOf?: string[] },
) {
  const username = `e2e.${uniq()}`;
  const made = await call<{ uuids: string[] }>(request, admin, 'post', '/api/users/massRegister', {
    accounts: [
      { credentials: { username, password: PASSWORD }, userInfo: { email: `${username}@example.com`, name, building: '1', ...info } },
    ],
  });
  return { username, uuid: made.uuids[0] };
}

/** Logs in a freshly imported person and puts off the password prompt. */
async function loginImported(page: Page, username: string) {
  await login(page, username, PASSWORD);
  await page.getByRole('dialog', { name: 'Parolă generată automat' }).getByRole('button', { name: 'Mai târziu' }).click();
}

/** Desks of a group with neither a holder nor a booking on the day the map opens on. */
async function freeDesksOf(request: APIRequestContext, token: string, groupId: string, floor: number) {
  const day = nextWorkingDay(bucharestDay(await serverNow(request)));
  const desks = await call<ApiDesk[]>(request, token, 'get', `/api/desks?date=${day}`);
  return desks.filter((d) => d.floor === floor && d.groupsIdList.includes(groupId) && !d.manager && !d.reservationId).map((d) => d.deskId);
}

const map = (page: Page, floor: number) => page.getByRole('group', { name: `Harta etajului ${floor}` });

async function openMap(page: Page, floor: number, group: string) {
  await page.goto('/birouri');
  await page.getByRole('combobox', { name: 'Etaj' }).click();
  await page.getByRole('option', { name: `Etajul ${floor}` }).click();
  await page.getByRole('combobox', { name: 'Departament / proiect' }).click();
  await page.getByRole('option', { name: group, exact: true }).click();
}

async function openDeskSettings(page: Page, deskId: string) {
  await page.goto('/birouri/admin/settings/birouri');
  await page.getByRole('searchbox', { name: 'Căutați biroul' }).fill(deskId);
  await page.getByRole('grid', { name: 'Birouri' }).getByRole('link', { name: deskId, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Biroul ${deskId}` })).toBeVisible();
}

test.use({ viewport: { width: 1400, height: 900 } });

test('an administrator blocks a desk for the manager: the map shows it blocked and its group cannot book it; then unblocks it', async ({
  page,
  browser,
  request,
}) => {
  // Two people, the console and the map twice: longer than one screen's test.
  test.slow();
  const admin = await tokenFor(request, 'admin');
  const [deskId] = await freeDesksOf(request, admin, 'resurse-umane', 5);
  const group = await createGroup(request, admin, { name: `E2E Birou blocat ${uniq()}`, type: 'Departament', desks: [deskId] });
  const employee = await createPerson(request, admin, 'Elena Blocat', { mainGroup: group._id, groupList: [group._id] });

  await login(page, 'admin');
  await openDeskSettings(page, deskId);
  await expect(page.getByRole('img', { name: `Biroul ${deskId} pe harta etajului 5` })).toBeVisible();
  const holder = page.getByRole('region', { name: 'Blocare sau alocare' });
  await expect(holder.getByText('Biroul nu este blocat și nici alocat.')).toBeVisible();
  await holder.getByRole('radio', { name: /^Blocat/ }).check();
  // A type without a person is refused before anything is sent, with the server's own rule.
  await expect(holder.getByText(DESK_MSG.holderIncomplete)).toBeVisible();
  await expect(holder.getByRole('button', { name: 'Salvați' })).toBeDisabled();
  await holder.getByRole('combobox', { name: 'Persoana' }).fill('Mihai Man');
  await page.getByRole('option', { name: /Mihai Manager/ }).click();
  await holder.getByRole('button', { name: 'Salvați' }).click();
  await expect(page.getByText(DESK_MSG.saved)).toBeVisible();
  await expect(holder.getByText('Blocat pentru Mihai Manager.')).toBeVisible();

  await openMap(page, 5, group.name);
  const blocked = map(page, 5).getByRole('button', { name: `Birou ${deskId}: blocat, Mihai Manager` });
  await expect(blocked).toHaveAttribute('data-state', 'blocked');

  // A member of the desk's group is told it is blocked, and is offered no booking.
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const other = await context.newPage();
  await loginImported(other, employee.username);
  await other.getByRole('combobox', { name: 'Etaj' }).click();
  await other.getByRole('option', { name: 'Etajul 5' }).click();
  await map(other, 5)
    .getByRole('button', { name: `Birou ${deskId}: blocat, Mihai Manager` })
    .click();
  const notice = other.getByRole('dialog', { name: `Biroul ${deskId}` });
  await expect(notice.getByText(DESK_MSG.blocked('Mihai Manager'))).toBeVisible();
  await expect(other.getByRole('dialog', { name: `Rezervați biroul ${deskId}` })).toHaveCount(0);
  await context.close();

  // Unblocking asks first, then frees the desk on the map.
  await openDeskSettings(page, deskId);
  await holder.getByRole('button', { name: 'Deblocați biroul' }).click();
  const confirm = page.getByRole('dialog', { name: `Deblocați biroul ${deskId}?` });
  await expect(confirm.getByText(/Blocat pentru Mihai Manager\. După deblocare/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Deblocați' }).click();
  await expect(confirm).toBeHidden();
  await expect(holder.getByText('Biroul nu este blocat și nici alocat.')).toBeVisible();
  await openMap(page, 5, group.name);
  await expect(map(page, 5).getByRole('button', { name: `Birou ${deskId}: liber` })).toHaveAttribute('data-state', 'free');
});

test('a manager adds a desk of his department to his project and takes it out again, with an undo', async ({ page, request }) => {
  const admin = await tokenFor(request, 'admin');
  const [a, b] = await freeDesksOf(request, admin, 'financiar', 4);
  const id = uniq();
  const department = await createGroup(request, admin, { name: `E2E Departament ${id}`, type: 'Departament', desks: [a, b] });
  const project = await createGroup(request, admin, { name: `E2E Proiect ${id}`, type: 'Proiect' });
  const manager = await createPerson(request, admin, 'Marin Proiecte', {
    mainGroup: department._id,
    groupList: [department._id, project._id],
    managerOf: [department._id, project._id],
  });

  await loginImported(page, manager.username);
  await page.getByRole('link', { name: 'Proiectele mele' }).click();
  await expect(page).toHaveURL(/\/birouri\/admin\/manager\/departments$/);
  await expect(page.getByRole('link', { name: 'Statistici' })).toHaveAttribute('href', '/birouri/admin/manager');
  await expect(page.getByRole('link', { name: 'Înapoi' })).toHaveAttribute('href', '/birouri');
  await page
    .getByRole('list', { name: 'Proiectele mele' })
    .getByRole('link', { name: new RegExp(project.name) })
    .click();
  await expect(page.getByRole('heading', { name: project.name })).toBeVisible();

  const inProject = page.getByRole('region', { name: /^Birourile proiectului/ });
  const available = page.getByRole('region', { name: /^Birouri disponibile/ });
  await expect(inProject.getByText('Proiectul nu are încă birouri.', { exact: false })).toBeVisible();
  await available.getByRole('searchbox', { name: 'Căutați biroul' }).fill(a);
  await expect(available.getByRole('button', { name: `Adăugați biroul ${b} în proiect` })).toHaveCount(0);
  await available.getByRole('button', { name: `Adăugați biroul ${a} în proiect` }).click();
  await expect(page.getByText(MSG.projectDeskAdded)).toBeVisible();
  await expect(inProject.getByRole('button', { name: `Scoateți biroul ${a} din proiect` })).toBeVisible();
  await expect(available.getByRole('button', { name: `Adăugați biroul ${a} în proiect` })).toHaveCount(0);

  // Removing asks first; its message offers to undo it.
  const remove = async () => {
    await inProject.getByRole('button', { name: `Scoateți biroul ${a} din proiect` }).click();
    const confirm = page.getByRole('dialog', { name: `Scoateți biroul ${a} din proiect?` });
    await expect(confirm.getByText(`Membrii proiectului ${project.name} nu îl vor mai putea rezerva`, { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Scoateți' }).click();
    const done = page.getByRole('alert').filter({ hasText: MSG.projectDeskRemoved });
    await expect(done).toBeVisible();
    await expect(inProject.getByRole('button', { name: `Scoateți biroul ${a} din proiect` })).toHaveCount(0);
    await expect(available.getByRole('button', { name: `Adăugați biroul ${a} în proiect` })).toBeVisible();
    return done;
  };
  const done = await remove();
  await done.getByRole('button', { name: 'Anulați' }).click();
  await expect(page.getByText(MSG.projectDeskAdded)).toBeVisible();
  await expect(inProject.getByRole('button', { name: `Scoateți biroul ${a} din proiect` })).toBeVisible();
  await remove();

  // The server agrees: the project has no desk left.
  const mine = await call<{ _id: string; desks: unknown[] }[]>(
    request,
    await tokenFor(request, manager.username, PASSWORD),
    'get',
    '/api/manager/projects',
  );
  expect(mine.find((p) => p._id === project._id)?.desks).toEqual([]);
});

test('an administrator changes a room’s capacity and features, and the booking screen shows them', async ({ page, request }) => {
  const admin = await tokenFor(request, 'admin');
  type ApiRoom = { id: string; peopleNo: number; details: { name: string; hasTV: boolean; hasAudioVideo: boolean } };
  const rooms = await call<ApiRoom[]>(request, admin, 'get', '/api/conference-rooms');
  const room = rooms.find((r) => r.details.name === 'Sala Prut')!;
  expect(room.peopleNo).not.toBe(14);
  try {
    await login(page, 'admin');
    await page.goto('/birouri/admin/settings/sali');
    await page.getByRole('searchbox', { name: 'Căutați sala' }).fill('prut');
    await page.getByRole('grid', { name: 'Săli' }).getByRole('gridcell', { name: 'Sala Prut' }).click();
    const dialog = page.getByRole('dialog', { name: 'Setările Sălii Prut' });
    const capacity = dialog.getByRole('textbox', { name: 'Capacitate (persoane)' });
    await capacity.fill('1,5');
    await expect(dialog.getByText('Capacitatea trebuie să fie un număr întreg între 0 și 1000.')).toBeVisible();
    await capacity.fill('14');
    await dialog.getByRole('checkbox', { name: 'TV' }).check();
    await dialog.getByRole('checkbox', { name: 'Audio-video' }).check();
    await dialog.getByRole('button', { name: 'Salvați' }).click();
    await expect(page.getByText(romanian('flexAdmin', 'flexAdmin.room.saved'))).toBeVisible();
    const row = page.getByRole('grid', { name: 'Săli' }).getByRole('row', { name: /Sala Prut/ });
    await expect(row.getByRole('gridcell', { name: '14', exact: true })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: /^TV, audio-video/ })).toBeVisible();

    await openMap(page, 5, 'Resurse Umane');
    await page.getByRole('button', { name: 'Săli de ședință' }).click();
    const list = page.getByRole('dialog', { name: 'Săli de ședință' });
    await expect(list.getByRole('button', { name: /Sala Prut/ })).toContainText('Maxim 14 persoane · Etajul 5');
    await list.getByText('Sala Prut', { exact: true }).click();
    const features = page.getByRole('dialog', { name: 'Rezervare Sala Prut' }).getByRole('list', { name: 'Dotările sălii' });
    await expect(features).toContainText('TV: Da');
    await expect(features).toContainText('Audio-video: Da');
    await expect(features).toContainText('Persoane: Maxim 14');
  } finally {
    // Other spec files read this demo room as the demo made it.
    await call(request, admin, 'post', '/api/conference-rooms/update', {
      id: room.id,
      peopleNo: room.peopleNo,
      details: { hasTV: room.details.hasTV, hasAudioVideo: room.details.hasAudioVideo },
    });
  }
});
