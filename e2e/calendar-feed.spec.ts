import { expect, test } from './axe-fixture.js';
import { login } from './support.js';

// 'Calendar' in the user menu (decisions §15): the secret address is made, copied, made again (the
// old one stops answering), not shown again once the dialog is closed, and revoked.
test('Calendar in the user menu: generate, copy, generate another (the old address answers 404), revoke', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'angajat');
  // The booking screen settled (its map drawn), so the menu opens on the bar that stays.
  await expect(page.getByRole('group', { name: /^Harta etajului/ })).toBeVisible();
  const openCalendar = async () => {
    await page.getByRole('button', { name: 'Meniu utilizator' }).click();
    await page.getByRole('menuitem', { name: 'Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendar' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const dialog = await openCalendar();
  // 'Generați un link' the first time ('Generați alt link' if this account already has one).
  await dialog.getByRole('button', { name: /^Generați (un|alt) link$/ }).click();
  const address = dialog.getByLabel('Adresa calendarului');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();

  await dialog.getByRole('button', { name: 'Copiați' }).click();
  await expect(page.getByText('Adresa a fost copiată.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await dialog.getByRole('button', { name: 'Generați alt link' }).click();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect(second).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const old = await request.get(first);
  expect(old.status()).toBe(404);
  expect((await old.json()).reason).toBe('calendar.feedNotFound');
  expect((await request.get(second)).status()).toBe(200);

  // Closed and opened again: the address is not shown any more, only that one exists.
  await dialog.getByRole('button', { name: 'Închideți' }).click();
  await expect(dialog).toBeHidden();
  const again = await openCalendar();
  await expect(again.getByText(/Aveți un link activ, creat pe \d\d\.\d\d\.\d{4}\./)).toBeVisible();
  await expect(again.getByLabel('Adresa calendarului')).toHaveCount(0);

  await again.getByRole('button', { name: 'Revocați linkul' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revocați linkul?' });
  await confirm.getByRole('button', { name: 'Revocați linkul' }).click();
  await expect(again.getByText('Nu aveți încă un link de calendar.')).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
  await expect(again.getByRole('button', { name: 'Generați un link' })).toBeVisible();
});
