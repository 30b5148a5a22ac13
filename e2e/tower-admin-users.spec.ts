import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import ExcelJS from 'exceljs';
import { TOWER } from '../domain/buildings.js';
import { MSG } from '../domain/messages.js';
import { settingsOfBuilding, type ConfigParam } from '../domain/settings.js';
import { requestableDays } from '../domain/tower/calendar.js';
import { calendarDayName, login, serverNow, tokenFor } from './support.js';
import { romanian } from './catalogue.js';

// The tower console's people (tower §2 "Tower admin screen", decisions §9): the demo
// administrator adds a user who then logs in and asks for a parking day, and imports a users
// list from an .xlsx file, all or nothing. Every name is new to this run.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function userExists(request: APIRequestContext, username: string): Promise<boolean> {
  const admin = await tokenFor(request, 'admin');
  const r = await request.get(`/api/users/get/${encodeURIComponent(username)}`, { headers: { authorization: `Bearer ${admin}` } });
  return (await r.json()).err === 0;
}

/** A day's button on the calendar shown, paging forward through the months until it appears. */
async function dayButton(page: Page, day: string) {
  await expect(page.getByRole('button', { name: 'Luna următoare' })).toBeVisible();
  const button = page.getByRole('button', { name: new RegExp(`^${escape(calendarDayName(day))}(:|$)`) });
  for (let i = 0; i < 3 && !(await button.isVisible()); i++) await page.getByRole('button', { name: 'Luna următoare' }).click();
  await expect(button).toBeVisible();
  return button;
}

test('an administrator adds a tower user, who changes the generated password, adds a car and asks for a parking day', async ({
  page,
  browser,
  request,
}) => {
  // Two people's whole journeys in one test: on a machine shared with other runs it outlasts the default minute.
  test.setTimeout(150_000);
  const id = unique();
  const username = `turn.${id}`;
  const name = `Ioana Turn ${id}`;

  await login(page, 'admin');
  await page.goto('/turn/admin');
  await page.getByRole('navigation', { name: 'Secțiuni' }).getByRole('link', { name: 'Utilizator nou' }).click();
  await expect(page.getByRole('heading', { name: 'Utilizator nou' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Utilizator nou' });
  await form.getByRole('button', { name: 'Adăugați utilizatorul' }).click();
  await expect(form.getByRole('alert').filter({ hasText: MSG.allFieldsRequired })).toBeVisible();
  await form.getByRole('textbox', { name: 'Nume', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.com`);
  await form.getByRole('textbox', { name: 'Telefon' }).fill('0722 123 456');
  await form.getByRole('textbox', { name: 'Nume de utilizator' }).fill(username);
  await form.getByRole('button', { name: 'Adăugați utilizatorul' }).click();
  await expect(form.getByRole('link', { name: `Deschideți fișa lui ${name}` })).toBeVisible();

  // The list finds the new user among the tower's; the detail shows the tower and a full rating.
  await page.getByRole('navigation', { name: 'Secțiuni' }).getByRole('link', { name: 'Utilizatori', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Căutați după nume' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: `${username}@example.com` });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clădirile utilizatorului' }).getByText('Turn')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Drept de parcare' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Calificativ: 3 din 3 stele' })).toBeVisible();
  // The buildings keep the rules of tower §5; a change is saved with what changed only.
  await page.getByRole('combobox', { name: 'Adăugați o clădire' }).fill('Clădirea 3');
  await page.getByRole('button', { name: 'Adăugați clădirea' }).click();
  await expect(page.getByText(romanian('towerAdmin', 'towerAdmin.user.buildingUnknown'))).toBeVisible();
  await page.getByRole('button', { name: 'Scoateți clădirea Turn' }).click();
  await expect(page.getByText(MSG.buildingListEmpty)).toBeVisible();
  await page.getByRole('textbox', { name: 'Departament' }).fill('Juridic');
  await page.getByRole('button', { name: 'Salvați modificările' }).click();
  await expect(page.getByText(MSG.userUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvați modificările' })).toBeDisabled();

  // The new user logs in with the initial password and is asked to change it.
  const context = await browser.newContext();
  const user = await context.newPage();
  await login(user, username, 'Parola123');
  await expect(user.getByRole('dialog', { name: MSG.unconfirmedTitle })).toBeVisible();
  await user.getByRole('button', { name: 'Schimbă parola' }).click();
  await expect(user).toHaveURL(/\/password$/);
  await user.getByLabel('Parola veche').fill('Parola123');
  await user.getByLabel('Parola nouă').fill('parola-turn');
  await user.getByLabel('Confirmați parola').fill('parola-turn');
  await user.getByRole('button', { name: 'Salvați' }).click();
  await expect(user).toHaveURL(/\/login\?reset=true$/);
  await login(user, username, 'parola-turn');
  await expect(user.getByRole('dialog', { name: MSG.unconfirmedTitle })).toHaveCount(0);
  await user.getByRole('button', { name: 'Turn', exact: true }).click();
  await expect(user).toHaveURL(/\/turn\/add$/);

  // A car of their own, then a day of the window with it.
  const plate = `B${100 + Math.floor(Math.random() * 900)}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}AU`;
  await user.getByRole('link', { name: 'Contul meu' }).click();
  // /turn/add has the same button: until the account page's code has arrived, a click would open
  // the add page's dialog, which the navigation then takes away.
  await expect(user.getByRole('heading', { name: 'Contul meu' })).toBeVisible();
  await user.getByRole('button', { name: 'Adăugați o mașină' }).click();
  const dialog = user.getByRole('dialog', { name: 'Adăugați o mașină' });
  await dialog.getByRole('textbox', { name: 'Număr de înmatriculare' }).fill(plate);
  await dialog.getByRole('button', { name: 'Adăugați' }).click();
  await expect(dialog).toBeHidden();
  await user.getByRole('link', { name: 'Rezervare nouă' }).click();
  await expect(user.getByRole('heading', { name: 'Rezervare nouă' })).toBeVisible(); // the usual days' form has a 'Mașina' too
  await user.getByRole('combobox', { name: 'Mașina' }).click();
  await user.getByRole('option', { name: new RegExp(`^${plate}`) }).click();
  const token = await tokenFor(request, username, 'parola-turn');
  const params = (await (await request.get('/api/config', { headers: { authorization: `Bearer ${token}` } })).json())
    .payload as ConfigParam[];
  const day = requestableDays(await serverNow(request), settingsOfBuilding(params, TOWER)).pop()!;
  await (await dayButton(user, day)).click();
  await user.getByRole('button', { name: 'Adăugați', exact: true }).click();
  await expect(user).toHaveURL(/\/turn\/reservations$/);
  await expect(user.getByText('Cererea de parcare a fost înregistrată.')).toBeVisible();
  await expect(await dayButton(user, day)).toHaveAccessibleName(/^.+: (În așteptare|Rezervare prima rundă)$/);
  await context.close();
});

async function usersXlsx(dir: string, name: string, rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Utilizatori').addRows([['nume', 'email', 'username', 'telefon', 'grading'], ...rows]);
  const path = join(dir, name);
  writeFileSync(path, Buffer.from(await wb.xlsx.writeBuffer()));
  return path;
}

test('a users list with a bad row imports nothing and names the row; the fixed list imports every user', async ({ page, request }) => {
  const id = unique();
  const dir = mkdtempSync(join(tmpdir(), 'turn-utilizatori-'));
  const person = (n: number, email = `lista${n}.${id}@example.com`) => [
    `Lista ${n} ${id}`,
    email,
    `lista${n}.${id}`,
    `07220000${10 + n}`,
    n === 1 ? 'Da' : 'Nu',
  ];

  await login(page, 'admin');
  await page.goto('/turn/admin/incarcare-utilizatori');
  await expect(page.getByRole('heading', { name: 'Încărcare utilizatori' })).toBeVisible();
  const input = page.getByTestId('upload-input');

  // A row without a phone is marked before anything is sent.
  await input.setInputFiles(await usersXlsx(dir, 'fara-telefon.xlsx', [person(1), [...person(2).slice(0, 3), '', 'Nu']]));
  await expect(page.getByText('1 din 2 rânduri nu este valid', { exact: false })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: MSG.allFieldsRequired })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Încărcați lista' })).toBeDisabled();

  // A row whose e-mail is taken passes the preview; the server refuses the whole list and names the row.
  await input.setInputFiles(await usersXlsx(dir, 'email-luat.xlsx', [person(1), person(2, 'angajat@example.com'), person(3)]));
  await expect(page.getByText('3 rânduri valide, gata de încărcare.')).toBeVisible();
  await page.getByRole('button', { name: 'Încărcați lista' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Rândul 3: ${MSG.emailTaken}` })).toBeVisible();
  for (const n of [1, 3]) expect(await userExists(request, `lista${n}.${id}`)).toBe(false);

  // The fixed list imports all three.
  await input.setInputFiles(await usersXlsx(dir, 'corectat.xlsx', [person(1), person(2), person(3)]));
  await expect(page.getByText('3 rânduri valide, gata de încărcare.')).toBeVisible();
  await page.getByRole('button', { name: 'Încărcați lista' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Au fost adăugați 3 utilizatori.' })).toBeVisible();
  for (const n of [1, 2, 3]) expect(await userExists(request, `lista${n}.${id}`)).toBe(true);

  // They are the tower's users now.
  await page.getByRole('navigation', { name: 'Secțiuni' }).getByRole('link', { name: 'Utilizatori', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Căutați după nume' }).fill(id);
  for (const n of [1, 2, 3]) await expect(page.getByRole('row').filter({ hasText: `lista${n}.${id}@example.com` })).toBeVisible();
});
