import { expect, test } from './axe-fixture.js';
import { MSG } from '../domain/messages.js';
import { createAccount, login } from './support.js';

// Issue #20, point 6, in a real browser: the login answer's device cookie is kept by the browser
// and sent back by the login form's fetch, so a stranger's five wrong guesses do not lock its owner out.
test('the owner logs in again from their browser while a stranger has closed the account; another browser waits', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request);
  await login(page, account.username, account.password);
  const device = (await page.context().cookies()).find((c) => c.name === 'login_device');
  expect(device).toMatchObject({ path: '/api/users/login', httpOnly: true, sameSite: 'Strict' });

  for (let i = 0; i < 5; i++)
    expect((await request.post('/api/users/login', { data: { username: account.username, password: `gresit-${i}` } })).status()).toBe(401);
  expect((await request.post('/api/users/login', { data: { username: account.username, password: account.password } })).status()).toBe(429);

  await page.evaluate(() => localStorage.clear());
  await login(page, account.username, account.password);

  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await login(stranger, account.username, account.password, { fails: true });
    await expect(stranger.getByText(MSG.tooManyAttempts)).toBeVisible();
  } finally {
    await other.close();
  }
});
