import type { Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { MSG } from '../domain/messages.js';
import { OIDC_MSG } from '../domain/oidc.js';
import { E2E_OIDC_ISSUER } from './env.js';

// Decisions §17 in Chromium: /login's 'Autentificare cu contul companiei' leads through the test
// provider's own login and consent pages (global-setup.ts) and back, signed in, or to a sentence.

/** At the provider's pages: its login form (any password), then its consent, or its cancel link. */
async function atProvider(page: Page, login: string, o: { cancel?: boolean } = {}) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC_ISSUER}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('parola-de-la-firma');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  if (o.cancel) await page.getByRole('link', { name: '[ Cancel ]' }).click();
  else await page.getByRole('button', { name: 'Continue' }).click();
}

test('a person signs in with the company account and lands in the app, signed in, with no password prompt', async ({ page, request }) => {
  await page.goto('/login');
  // Offered above the password form, which stays open to everyone (OIDC_PASSWORD_LOGIN=all).
  const company = page.getByRole('link', { name: 'Autentificare cu contul companiei' });
  await expect(company).toBeVisible();
  await expect(page.getByLabel('Nume utilizator')).toBeVisible();
  await company.click();
  await atProvider(page, 'angajat');
  await expect(page).toHaveURL(/\/birouri$/);
  await expect(page.getByRole('button', { name: 'Meniu utilizator' })).toBeVisible();
  await expect(page.getByText(MSG.unconfirmedTitle)).toHaveCount(0);
  // The session is the usual one: its token opens the API.
  const token = await page.evaluate(() => Object.values(localStorage).find((v) => /^[\w-]{43}$/.test(v)));
  expect(token).toBeTruthy();
  const verified = await (await request.get('/api/users/verify', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(verified.payload.username).toBe('angajat');
  // Reloaded, it stays signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/birouri$/);
});

test('someone the provider knows but the app does not is sent back to /login with the sentence of decisions §17', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Autentificare cu contul companiei' }).click();
  await atProvider(page, 'strain');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Contul dumneavoastră nu există în aplicație. Contactați administratorul.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Autentificare cu contul companiei' })).toBeVisible();
});

test('a sign-in cancelled at the provider comes back to /login with a plain sentence', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Autentificare cu contul companiei' }).click();
  await atProvider(page, 'manager', { cancel: true });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(OIDC_MSG.denied)).toBeVisible();
});
