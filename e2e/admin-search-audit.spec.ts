import { expect, test } from './axe-fixture.js';
import { adminApi, login } from './support.js';

// Issue #21, point 9: an administrator finds the right person (best match first, the e-mail
// beside the name) and reads the audit log in words (names and Romanian labels, not UUIDs).

const CONSOLE = '/birouri/admin/settings';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("searching 'manager' lists the user 'manager' first, with its e-mail, in the table and in a picker", async ({ page, request }) => {
  const api = await adminApi(request);
  // A name that sorts before 'Mihai Manager' and holds the word searched for.
  const s = unique();
  await api.post('/api/users/massRegister', {
    accounts: [
      {
        credentials: { username: `aaa.${s}` },
        userInfo: {
          email: `aaa.${s}@example.com`,
          name: `Aaron Submanager ${s}`,
          mainGroup: 'it',
          groupList: ['it'],
          building: '1',
          buildingList: [],
        },
      },
    ],
  });
  await login(page, 'admin');
  await page.goto(`${CONSOLE}/utilizatori`);
  await page.getByLabel('Căutați utilizatori').fill('manager');
  const grid = page.getByRole('grid', { name: 'Utilizatori' });
  const first = grid.getByRole('row').nth(1);
  await expect(first.getByRole('gridcell', { name: 'manager', exact: true })).toBeVisible();
  await expect(first.getByRole('gridcell', { name: 'manager@example.com', exact: true })).toBeVisible();

  // The audit log's person filter: the same order, the e-mail beside the name.
  await page.goto(`${CONSOLE}/jurnal`);
  await page.getByRole('combobox', { name: 'Persoana' }).fill('manager');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText('Mihai Manager');
  await expect(options.first()).toContainText('manager@example.com');
});

test('the audit log names the person changed and reads its kind and fields in Romanian, the full entry on demand', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const s = unique();
  const name = `Jurnal Persoana ${s}`;
  await api.post('/api/users/massRegister', {
    accounts: [
      {
        credentials: { username: `jurnal.${s}` },
        userInfo: { email: `jurnal.${s}@example.com`, name, mainGroup: 'it', groupList: ['it'], building: '1', buildingList: [] },
      },
    ],
  });
  const { uuid } = await api.get<{ uuid: string }>(`/api/users/get/jurnal.${s}`);
  await api.post('/api/users/update', { uuid, officeRoom: '42', parkingRight: true });

  await login(page, 'admin');
  await page.goto(`${CONSOLE}/jurnal`);
  const grid = page.getByRole('grid', { name: 'Jurnal' });
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Utilizator modificat');
  await expect(row).toContainText('cameră: — → 42');
  await expect(row).toContainText('drept de parcare: Nu → Da');
  await expect(grid).not.toContainText(uuid);

  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Utilizator modificat' });
  await expect(dialog).toContainText(name);
  await dialog.getByText('Datele complete ale intrării').click();
  await expect(dialog.locator('pre')).toContainText(`"target": "${uuid}"`);
  await expect(dialog.locator('pre')).toContainText('"officeRoom"');
});

test('the audit log names floors, desks and groups by their names and labels every field in Romanian (#39 point 6)', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const floor = 150 + Math.floor(Math.random() * 50);
  const floorName = `Mansarda ${unique()}`;
  await api.post('/api/floors/update', { floor, name: floorName });
  const desk = await api.post<{ deskId: string }>('/api/desks/create', { floor, x: 100, y: 100, groupsIdList: ['financiar'] });
  try {
    await login(page, 'admin');
    await page.goto(`${CONSOLE}/jurnal`);
    const grid = page.getByRole('grid', { name: 'Jurnal' });
    const made = grid
      .getByRole('row')
      .filter({ hasText: 'Birou adăugat' })
      .filter({ hasText: `Biroul ${desk.deskId}` });
    await expect(made).toHaveCount(1);
    await expect(made).toContainText(`etaj: ${floorName}`);
    await expect(made).toContainText('x (orizontal): 100');
    // The fourth line is in the entry's dialog: the group by its name, not its id.
    await made.click();
    const lines = page.getByRole('dialog', { name: 'Birou adăugat' }).getByRole('list');
    await expect(lines).toContainText('grupuri: Financiar');
    await expect(lines).not.toContainText('financiar');
    await page.keyboard.press('Escape');
    const floorRow = grid.getByRole('row').filter({ hasText: 'Etaj creat sau modificat' }).filter({ hasText: floorName }).first();
    await expect(floorRow).toContainText(`nume: — → ${floorName}`);
    await expect(floorRow).toContainText('lățime: — → 1000');
    await expect(floorRow).not.toContainText('{');
  } finally {
    await api.post('/api/desks/delete', { deskId: desk.deskId });
    await api.post('/api/floors/delete', { floor });
  }
});
