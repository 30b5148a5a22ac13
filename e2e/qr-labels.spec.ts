import jsQR from 'jsqr';
import pngjs from 'pngjs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { login } from './support.js';

// The console's 'Etichete QR' (issue #26, decisions §13): the labels of one floor, eight to an A4
// sheet, printed as shown; a real QR decoder reads each label's code back from a screenshot.

const { PNG } = pngjs;

// Tall enough for a whole A4 sheet below the console's header: the screenshot is of the sheet alone, nothing over it.
test.use({ viewport: { width: 1280, height: 1600 } });

/** What the QR code drawn inside `area` of a screenshot says, or null. */
function readQr(shot: Buffer, area: { x: number; y: number; width: number; height: number }): string | null {
  const png = PNG.sync.read(shot);
  const crop = new PNG({ width: Math.round(area.width), height: Math.round(area.height) });
  PNG.bitblt(png, crop, Math.round(area.x), Math.round(area.y), crop.width, crop.height, 0, 0);
  return jsQR(new Uint8ClampedArray(crop.data), crop.width, crop.height)?.data ?? null;
}

async function openLabels(page: Page, floor: number) {
  await login(page, 'admin');
  await page.goto('/birouri/admin/settings/etichete-qr');
  await expect(page.getByRole('heading', { name: 'Etichete QR' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Etaj' }).click();
  await page.getByRole('option', { name: `Etajul ${floor}` }).click();
}

const box = async (l: Locator) => (await l.boundingBox())!;

test("prints a floor's QR labels on A4 pages, each code reading its desk's check-in address", async ({ page, request }) => {
  const { publicUrl } = (await (await request.get('/api/meta')).json()).payload as { publicUrl: string };
  await openLabels(page, 5);
  // The demo's floor 5: 96 desks, eight labels to a sheet.
  await expect(page.getByText('96 de etichete pe 12 pagini')).toBeVisible();
  const first = page.getByRole('list', { name: 'Pagina 1 din 12' });
  await expect(first.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('list', { name: /^Pagina \d+ din 12$/ })).toHaveCount(12);

  // One screenshot of the first sheet; three of its labels' codes read back from it.
  await first.scrollIntoViewIfNeeded();
  const shot = await first.screenshot();
  const sheet = await box(first);
  for (const deskId of ['5-1', '5-4', '5-8']) {
    const label = first.getByRole('listitem').filter({ has: page.getByRole('img', { name: `Codul QR al biroului ${deskId}` }) });
    await expect(label).toContainText(deskId);
    await expect(label).toContainText('Etajul 5');
    await expect(label).toContainText('CityOffices');
    const code = await box(label.getByRole('img'));
    const read = readQr(shot, { x: code.x - sheet.x, y: code.y - sheet.y, width: code.width, height: code.height });
    expect(read, deskId).toBe(`${publicUrl}/checkin/${deskId}`);
  }

  // 'Tipăriți' opens the browser's print dialog.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'da');
  });
  await page.getByRole('button', { name: 'Tipăriți' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'da');

  // On paper: the labels alone (not the app around them), never one cut by a page break.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.locator('.qr-print .qr-label')).toHaveCount(96);
  expect(
    await page
      .locator('.qr-print .qr-label')
      .first()
      .evaluate((l) => getComputedStyle(l).breakInside),
  ).toBe('avoid');
  await page.emulateMedia({ media: null });

  // The PDF: one A4 page per sheet (210 × 297 mm = 595 × 842 points).
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages).toHaveLength(12);
  const size = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
  expect(Math.abs(Number(size[1]) - 595.3)).toBeLessThan(2);
  expect(Math.abs(Number(size[2]) - 841.9)).toBeLessThan(2);
});
