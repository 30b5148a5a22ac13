import { expect, test } from './axe-fixture.js';
import { createAccount, login } from './support.js';

// Issue #14, point 1: a double click on 'Confirmați' books once and says one thing. The test clock
// starts on Monday 2027-03-01 09:00 Bucharest (e2e/env.ts); a fresh account of the IT group books.

test('a double click on Confirmați sends one booking, closes the panel and shows no refusal', async ({ page, request }) => {
  const account = await createAccount(request);
  await login(page, account.username, account.password);
  await page.getByRole('button', { name: 'Mai târziu' }).click(); // the new account's password prompt
  await expect(page).toHaveURL(/\/birouri/);
  await page.goto('/birouri?etaj=5'); // the IT group's desks
  const bookings: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/reservations/desks/update')) bookings.push(r.url());
  });

  const free = page.getByRole('group', { name: 'Harta etajului 5' }).locator('[data-state="free"]').first();
  const deskId = /Birou (\S+):/.exec((await free.getAttribute('aria-label'))!)![1];
  await free.click();
  const dialog = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  await dialog.getByRole('button', { name: 'Confirmați' }).dblclick();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Rezervările mele de birouri' })).toContainText(`Birou ${deskId}`);
  await expect(page.getByRole('alert').filter({ hasText: /Ai deja o rezervare|Aveți deja/ })).toHaveCount(0);
  expect(bookings).toHaveLength(1);
});
