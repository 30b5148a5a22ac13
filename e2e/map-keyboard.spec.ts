import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { login } from './support.js';

// Issue #14, point 7 (the map): the map is one tab stop with arrow keys between desks, a skip
// link jumps over it, the keyboard's focus shows. The test clock starts on Monday 2027-03-01
// 09:00 Bucharest (e2e/env.ts); nothing here books, the day is only looked at.

const PLACE = '/birouri?etaj=4&zi=2027-03-09';
const map = (page: Page) => page.getByRole('group', { name: 'Harta etajului 4' });
const floorSelector = (page: Page) => page.getByRole('combobox', { name: 'Etaj' });
const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** Opens the map afresh (the focus back at the top of the page) and waits for its desks. */
async function openMap(page: Page) {
  await page.goto(PLACE);
  await expect(map(page).locator('[data-desk-id]').first()).toBeVisible();
}

/** Presses Tab until `target` has the focus; answers how many presses it took (at most `max`). */
async function tabsTo(page: Page, target: Locator, max: number): Promise<number> {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return n;
  }
  return Infinity;
}

const centre = async (l: Locator) => {
  const b = (await l.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

test.beforeEach(async ({ page }) => {
  await login(page, 'angajat');
});

test('the floor selector is a few Tab presses from the top, and fewer through the skip link', async ({ page }) => {
  await openMap(page);
  // The map is one tab stop: exactly one desk takes the focus from Tab, the others from the arrow keys.
  const desks = await map(page).locator('[data-desk-id]').count();
  expect(desks).toBeGreaterThan(20);
  await expect(map(page).locator('[data-desk-id][tabindex="0"]')).toHaveCount(1);
  await expect(map(page).locator('[data-desk-id][tabindex="-1"]')).toHaveCount(desks - 1);
  // The meeting rooms too are reached with the arrow keys, not with Tab.
  expect(await map(page).locator('[data-room-id]').count()).toBeGreaterThan(0);
  await expect(map(page).locator('[data-room-id][tabindex="0"]')).toHaveCount(0);
  // The top bar, the skip link, the map's tools, the map (its desks and rooms one stop): 107 presses before.
  expect(await tabsTo(page, floorSelector(page), 30)).toBeLessThanOrEqual(16);

  await openMap(page);
  const skip = page.getByRole('link', { name: 'Salt la opțiunile de rezervare' });
  expect(await tabsTo(page, skip, 8)).toBeLessThanOrEqual(6);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await isFocused(floorSelector(page))).toBe(true);
  await expect(page).toHaveURL(/\/birouri\?etaj=4&zi=2027-03-09$/);
});

test('arrow keys move between desks by where they are drawn, the focus shows, Enter opens the desk', async ({ page }) => {
  await openMap(page);
  // From the last of the map's tools, Tab enters the map on its first desk, top left.
  await page.getByRole('button', { name: 'Tot etajul' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-desk-id', /^4-\d+$/);
  await expect(focused.locator('.focus-ring')).toBeVisible();
  const first = (await focused.getAttribute('data-desk-id'))!;
  const start = await centre(focused);

  await page.keyboard.press('ArrowRight');
  await expect(focused).not.toHaveAttribute('data-desk-id', first);
  const right = await centre(focused);
  expect(right.x).toBeGreaterThan(start.x);
  expect(Math.abs(right.y - start.y)).toBeLessThan(2);
  await expect(focused.locator('.focus-ring')).toBeVisible();
  // Only the desk the keyboard is on is in the tab order.
  await expect(focused).toHaveAttribute('tabindex', '0');
  await expect(map(page).locator(`[data-desk-id="${first}"]`)).toHaveAttribute('tabindex', '-1');

  await page.keyboard.press('ArrowDown');
  const below = await centre(focused);
  expect(below.y).toBeGreaterThan(right.y);
  expect(Math.abs(below.x - right.x)).toBeLessThan(2);

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveAttribute('data-desk-id', first);

  // The rooms are in the same stop, after the desks: End reaches the last, with its focus ring; Home the first desk.
  await page.keyboard.press('End');
  await expect(focused).toHaveAttribute('data-room-id', /.+/);
  await expect(focused.locator('.focus-ring')).toBeVisible();
  await expect(map(page).locator('[data-desk-id][tabindex="0"]')).toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(focused).toHaveAttribute('data-desk-id', first);

  // Tab leaves the map at once (no walk through its desks and rooms); Shift+Tab comes back to the same desk.
  await page.keyboard.press('Tab');
  await expect(focused).not.toHaveAttribute('data-desk-id', /.*/);
  await expect(focused).not.toHaveAttribute('data-room-id', /.*/);
  await page.getByRole('button', { name: 'Tot etajul' }).focus();
  await page.keyboard.press('Tab');
  await expect(focused).toHaveAttribute('data-desk-id', first);

  await page.keyboard.press('ArrowRight');
  const deskId = (await focused.getAttribute('data-desk-id'))!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: new RegExp(`biroul ${deskId}$`, 'i') })).toBeVisible();
});
