import { expect, test } from './axe-fixture.js';
import { createAccount, tokenFor } from './support.js';

// Issue #40, point 2 (decisions §22): a person chooses English on /login before signing in; the page
// switches at once, the choice is saved at sign-in (the API says so), the shell speaks it, and the
// user menu switches back to Romanian, saved too. Every page state is checked with axe in English as well.
test('English chosen on /login is saved at sign-in, and the user menu switches back to Romanian', async ({ page, request }) => {
  const me = await createAccount(request);
  await page.goto('/login');
  await page.getByLabel('Limba').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('User name').fill(me.username);
  await page.getByLabel('Password', { exact: true }).fill(me.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/birouri$/); // straight to the building: the user menu below is the one that stays
  await page
    .getByRole('button', { name: 'Later' })
    .or(page.getByRole('button', { name: 'Mai târziu' }))
    .click();

  const token = await tokenFor(request, me.username, me.password);
  const saved = async () =>
    (
      (await (await request.get('/api/users/verify/', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        payload: { language: string };
      }
    ).payload.language;
  expect(await saved()).toBe('en');

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: /Change password/ })).toBeVisible();
  await page.getByRole('menuitem', { name: /Română/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await page.getByRole('button', { name: 'Meniu utilizator' }).click();
  await expect(page.getByRole('menuitem', { name: /Schimbă parola/ })).toBeVisible();
  await expect.poll(saved).toBe('ro');
});
