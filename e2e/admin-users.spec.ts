import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { MSG } from '../domain/messages.js';
import { UPLOAD_MSG } from '../domain/upload-messages.js';
import { USERS_CSV_COLUMNS, USERS_CSV_MSG } from '../domain/users-csv.js';
import { createAccount, login, mailTo } from './support.js';

// The users of the flexible office's console (issue 10): the users CSV import with its preview
// and all-or-nothing send, and a user's detail (edit, new password by e-mail, delete). Every
// test makes its own people with unique names; demo accounts are only read.

const CONSOLE = '/birouri/admin/settings';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A file of the test's own, in a new temporary folder. */
function tempFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'admin-users-')), name);
  writeFileSync(path, text);
  return path;
}

/** A users CSV, header first, semicolon-separated. */
const csvFile = (name: string, rows: string[][]) =>
  tempFile(name, [USERS_CSV_COLUMNS.join(';'), ...rows.map((r) => r.join(';'))].join('\r\n') + '\r\n');

const preview = (page: Page) => page.getByRole('grid', { name: 'Previzualizarea fișierului' });

/** Opens a user's detail from the users list (its search kept in the address), by the cell that is theirs alone. */
async function openUser(page: Page, search: string, cell: string, name = 'Test E2E') {
  await page.goto(`${CONSOLE}/utilizatori?q=${encodeURIComponent(search)}`);
  await expect(page.getByLabel('Căutați utilizatori')).toHaveValue(search);
  await page.getByRole('grid', { name: 'Utilizatori' }).getByRole('gridcell', { name: cell, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

test('a users CSV with a user name already taken imports nothing and names the row; the fixed file imports everyone', async ({ page }) => {
  // Two imports and a search: more than one page's work on a busy machine.
  test.slow();
  const s = unique();
  const people = [
    [`ana.${s}@example.com`, `Ana Import ${s}`, `ana.${s}`, 'Tehnologia Informatiei', 'Centrala', 'Mihai Manager', 'Ion Director', 'da'],
    [`dan.${s}@example.com`, `Dan Import ${s}`, 'angajat', 'Financiar', '', 'Mihai Manager', 'Ion Director', 'nu'],
    [`eva.${s}@example.com`, `Eva Import ${s}`, `eva.${s}`, 'financiar', '-', '-', '-', 'DA'],
  ];
  await login(page, 'admin');
  await page.goto(`${CONSOLE}/incarcare-utilizatori`);
  await page.getByTestId('upload-input').setInputFiles(csvFile('taken.csv', people));
  await expect(page.getByText('3 rânduri valide, gata de încărcare.')).toBeVisible();
  await page.getByRole('button', { name: 'Importați utilizatorii' }).click();
  // The spreadsheet's row 3 (the header is row 1), as in the tower's lists: the same number in the preview and in the refusal.
  await expect(page.getByRole('alert').filter({ hasText: `${MSG.importFailed}. Rândul 3: ${MSG.usernameTaken}` })).toBeVisible();
  await expect(preview(page).getByRole('row').filter({ hasText: 'angajat' }).getByRole('gridcell').first()).toHaveText('3');

  // Nothing was imported: not even the valid first row.
  await page.goto(`${CONSOLE}/utilizatori`);
  await page.getByLabel('Căutați utilizatori').fill(`Import ${s}`);
  const grid = page.getByRole('grid', { name: 'Utilizatori' });
  await expect(grid.getByText('Lipsă date')).toBeVisible();

  await page.goto(`${CONSOLE}/incarcare-utilizatori`);
  people[1][2] = `dan.${s}`;
  await page.getByTestId('upload-input').setInputFiles(csvFile('fixed.csv', people));
  await expect(page.getByText('3 rânduri valide, gata de încărcare.')).toBeVisible();
  await page.getByRole('button', { name: 'Importați utilizatorii' }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.usersAdded(3) })).toBeVisible();

  await openUser(page, `eva.${s}`, `eva.${s}`, `Eva Import ${s}`);
  // Director '-' made a manager of the department; 'DA' gave the parking right.
  await expect(page.getByLabel('Rol')).toHaveValue('manager');
  await expect(page.getByLabel('Grup principal')).toHaveValue('financiar');
  await expect(page.getByRole('switch', { name: 'Drept la loc de parcare' })).toBeChecked();
});

test('a row whose department does not exist is marked in the preview, and the file cannot be sent', async ({ page }) => {
  const s = unique();
  await login(page, 'admin');
  await page.goto(`${CONSOLE}/incarcare-utilizatori`);
  const file = csvFile('unknown-group.csv', [
    [`ion.${s}@example.com`, `Ion ${s}`, `ion.${s}`, 'Financiar', '', '', '', ''],
    [`ioana.${s}@example.com`, `Ioana ${s}`, `ioana.${s}`, `Vânzări ${s}`, '', '', '', ''],
  ]);
  await page.getByTestId('upload-input').setInputFiles(file);
  await expect(page.getByText('1 din 2 rânduri nu este valid', { exact: false })).toBeVisible();
  await expect(
    preview(page)
      .getByRole('row')
      .filter({ hasText: `ioana.${s}` }),
  ).toContainText(USERS_CSV_MSG.mainGroupUnknown(`Vânzări ${s}`));
  await expect(page.getByRole('button', { name: 'Importați utilizatorii' })).toBeDisabled();

  // A file that is not a .csv is refused before any preview, with the specification's sentence.
  await page.getByTestId('upload-input').setInputFiles(tempFile('lista.txt', 'x'));
  await expect(page.getByRole('alert').filter({ hasText: UPLOAD_MSG.csvOnly })).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
});

test('a user name already taken is refused by its field, and everything typed stays', async ({ page, request }) => {
  const account = await createAccount(request);
  await login(page, 'admin');
  await openUser(page, account.username, account.username);
  const parking = page.getByRole('switch', { name: 'Drept la loc de parcare' });
  await parking.check();
  await page.getByLabel('Nume de utilizator').fill('angajat');
  await page.getByRole('button', { name: 'Salvați modificările' }).click();
  await expect(page.getByText(MSG.usernameTaken)).toBeVisible();
  await expect(page.getByLabel('Nume de utilizator')).toHaveValue('angajat');
  await expect(page.getByLabel('Nume de utilizator')).toHaveAttribute('aria-invalid', 'true');
  await expect(parking).toBeChecked();
});

test('an edited user keeps tower access, parking right and a new name after a reload, and is found without diacritics', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const s = unique();
  await login(page, 'admin');
  await openUser(page, account.username, account.username);

  const parking = page.getByRole('switch', { name: 'Drept la loc de parcare' });
  const tower = page.getByRole('switch', { name: /Acces în Turn/ });
  await expect(parking).not.toBeChecked();
  await expect(tower).not.toBeChecked();
  await parking.check();
  await tower.check();
  await page.getByLabel('Nume', { exact: true }).fill(`Ștefan Țară ${s}`);
  await page.getByRole('button', { name: 'Salvați modificările' }).click();
  await expect(page.getByText(MSG.userUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Ștefan Țară ${s}`, level: 2 })).toBeVisible();
  await expect(parking).toBeChecked();
  await expect(tower).toBeChecked();

  await openUser(page, `stefan tara ${s}`, `Ștefan Țară ${s}`, `Ștefan Țară ${s}`);
});

test("a user's password is reset by e-mail, and the page never shows it", async ({ page, request }) => {
  const account = await createAccount(request);
  await login(page, 'admin');
  await openUser(page, account.username, account.username);
  await page.getByRole('button', { name: 'Resetați parola' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resetați parola?' });
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole('button', { name: 'Resetați parola' }).click();
  await expect(page.getByText(MSG.randomPasswordQueued)).toBeVisible();

  const mail = await mailTo(account.email);
  const password = /Parola nouă: (\S+)/.exec(mail.text ?? '')?.[1];
  expect(password).toBeTruthy();
  expect(await page.content()).not.toContain(password!);
  // The e-mailed password is the account's password now; the old one no longer works.
  const ok = await request.post('/api/users/login', { data: { username: account.username, password } });
  expect((await ok.json()).err).toBe(0);
  const old = await request.post('/api/users/login', { data: { username: account.username, password: account.password } });
  expect((await old.json()).err).toBe(401);
});

test('a deactivated user leaves the list, is told why at sign-in, and comes back from the deactivated accounts', async ({
  page,
  browser,
  request,
}) => {
  const account = await createAccount(request);
  await login(page, 'admin');
  await openUser(page, account.username, account.username);
  await page.getByRole('button', { name: 'Dezactivați contul' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dezactivați contul lui Test E2E?' });
  await expect(dialog).toContainText('Rezervările sale de acum înainte');
  await dialog.getByRole('button', { name: 'Dezactivați' }).click();

  // Back on the list as it was left, with its search: the person is no longer among the active accounts.
  await expect(page).toHaveURL(new RegExp(`${CONSOLE}/utilizatori\\?q=${account.username.replaceAll('.', '\\.')}$`));
  await expect(page.getByLabel('Căutați utilizatori')).toHaveValue(account.username);
  await expect(page.getByRole('grid', { name: 'Utilizatori' }).getByText('Lipsă date')).toBeVisible();

  const other = await browser.newPage();
  await login(other, account.username, account.password, { fails: true });
  await expect(other.getByText(MSG.accountDeactivated)).toBeVisible();
  await other.close();

  // Among the deactivated accounts, where it is reactivated.
  await page.getByLabel('Conturi').click();
  await page.getByRole('option', { name: 'Dezactivate' }).click();
  await page.getByRole('grid', { name: 'Utilizatori' }).getByRole('gridcell', { name: account.username, exact: true }).click();
  await expect(page.getByText('Contul este dezactivat: persoana nu se poate autentifica.')).toBeVisible();
  await page.getByRole('button', { name: 'Reactivați contul' }).click();
  await page.getByRole('dialog', { name: 'Reactivați contul lui Test E2E?' }).getByRole('button', { name: 'Reactivați' }).click();
  await expect(page.getByRole('grid', { name: 'Utilizatori' }).getByText('Lipsă date')).toBeVisible();
  const back = await request.post('/api/users/login', { data: { username: account.username, password: account.password } });
  expect((await back.json()).err).toBe(0);
});
