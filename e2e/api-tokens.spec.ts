import { expect, test } from './axe-fixture.js';
import { login } from './support.js';

// 'Tokenuri API' in the user menu (decisions §23, issue #44 point 1): a token made with 'Citire' is
// shown once, answers the API as its owner, and stops answering once it is deleted.
test('Tokenuri API: make a reading token, see it once, call the API with it, delete it (401 after)', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'angajat');
  // The booking screen settled (its map drawn), so the menu opens on the bar that stays.
  await expect(page.getByRole('group', { name: /^Harta etajului/ })).toBeVisible();
  await page.getByRole('button', { name: 'Meniu utilizator' }).click();
  await page.getByRole('menuitem', { name: 'Tokenuri API' }).click();
  await expect(page).toHaveURL(/\/tokenuri$/);
  await expect(page.getByRole('heading', { name: 'Tokenuri API', level: 1 })).toBeVisible();
  // An employee is offered no administration.
  await expect(page.getByRole('checkbox', { name: 'Administrare' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tokenurile clădirii' })).toHaveCount(0);

  const name = `Script e2e ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /^Nume/ }).fill(name);
  await page.getByRole('checkbox', { name: 'Citire' }).check();
  await expect(page.getByRole('checkbox', { name: 'Rezervări' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Creați tokenul' }).click();

  // Shown once, in a dialog, with a copy button and the warning.
  const dialog = page.getByRole('dialog', { name: 'Tokenul a fost creat' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Tokenul');
  await expect(field).toHaveValue(/^bt_[A-Za-z0-9_-]{43}$/);
  const token = await field.inputValue();
  await expect(dialog.getByText('Copiați tokenul acum: nu va mai fi afișat.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copiați' }).click();
  await expect(page.getByText('Tokenul a fost copiat.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await dialog.getByRole('button', { name: 'Închideți' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(token)).toHaveCount(0);

  // Listed by its name, with its permission and never used.
  const mine = page.getByRole('table', { name: 'Tokenurile dumneavoastră' });
  const row = mine.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Citire');
  await expect(row).toContainText('Niciodată');

  // The token acts as its owner within 'read'.
  const bearer = { authorization: `Bearer ${token}` };
  const read = await request.get('/api/reservations/desks', { headers: bearer });
  expect((await read.json()).err).toBe(0);

  // Deleted after the question, it answers no more.
  await row.getByRole('button', { name: `Ștergeți tokenul ${name}` }).click();
  const ask = page.getByRole('dialog', { name: 'Ștergeți tokenul?' });
  await ask.getByRole('button', { name: 'Ștergeți' }).click();
  await expect(page.getByText('Tokenul a fost șters.')).toBeVisible();
  await expect(mine.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const after = await request.get('/api/reservations/desks', { headers: bearer });
  expect(after.status()).toBe(401);
});
