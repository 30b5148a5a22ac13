// Issue #39, point 16: what a screen reader is given on the booking path, printed as Playwright's
// ARIA snapshots (the accessibility tree: roles, names, states), for docs/accessibility.md. As
// `angajat`: login → the map → a free desk's dialog, reached and opened by the keyboard → confirm
// → 'Rezervările mele'. It books a desk, so run it against a throwaway app with the demo data:
//   npm run build
//   PORT=3811 DATA_DIR=$(mktemp -d) TEST_CLOCK=1 TEST_CLOCK_START=2027-03-01T07:00:00Z npm run serve &
//   npx tsx scripts/a11y-tree.ts http://localhost:3811 > /tmp/a11y-tree.md
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.js';

const base = process.argv[2] ?? 'http://localhost:3000';
const MAX_LINES = 40;

/** Prints one part of the page's tree as a Markdown block, cut after MAX_LINES lines. */
async function show(title: string, part: Locator, max = MAX_LINES) {
  const lines = (await part.ariaSnapshot()).split('\n');
  const more = lines.length > max ? [`# … ${lines.length - max} more lines`] : [];
  console.log(`\n#### ${title}\n\n\`\`\`yaml\n${[...lines.slice(0, max), ...more].join('\n')}\n\`\`\``);
}

/** axe-core's checks of WCAG 2.2's new criteria (target-size, 2.5.8), which the browser tests do not run. */
async function wcag22(page: Page, where: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag22a', 'wcag22aa']).analyze();
  const found = r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  console.log(
    `\n(WCAG 2.2's own axe rules on ${where}: ${found.length === 0 ? 'nothing found' : found.slice(0, 8).join('; ')}${found.length > 8 ? `; … ${found.length - 8} more` : ''})`,
  );
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  // A context of its own: @axe-core/playwright refuses a page from browser.newPage().
  const context = await browser.newContext({
    baseURL: base,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Nume utilizator').waitFor();
  await show('1. /login', page.locator('body'));

  await page.getByLabel('Nume utilizator').fill('angajat');
  await page.getByLabel('Parolă', { exact: true }).fill('demo1234');
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  const map = page.getByRole('group', { name: /^Harta etajului/ });
  const free = map.locator('[data-state="free"]').first();
  await free.waitFor();
  await show('2. /birouri: the heading, the skip link and the map (its first desks)', page.locator('main'), 24);
  await wcag22(page, '/birouri');
  await show("2'. /birouri: the booking options beside the map (the skip link's target)", page.locator('#optiuni-rezervare'));

  // The keyboard's way in: the map is one tab stop; Enter opens the desk that has the focus.
  await page.getByRole('button', { name: 'Tot etajul' }).focus();
  await page.keyboard.press('Tab');
  const deskId = await free.getAttribute('data-desk-id');
  await free.focus();
  console.log(`\n(the focus on the map: ${await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))})`);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Rezervați biroul ${deskId}` });
  await dialog.getByRole('button', { name: 'Confirmați' }).waitFor();
  await show(`3. The dialog of desk ${deskId}`, dialog);
  await wcag22(page, 'the dialog');

  await dialog.getByRole('button', { name: 'Confirmați' }).focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  const notice = page.getByRole('alert').or(page.getByRole('status')).or(page.getByRole('dialog')).first();
  await notice.waitFor();
  await show('4. What confirming says', notice);

  await show("5. 'Rezervările mele de birouri'", page.getByRole('list', { name: 'Rezervările mele de birouri' }));
  await show(`5'. Desk ${deskId} on the map now`, map.locator(`[data-desk-id="${deskId}"]`));
} finally {
  await browser.close();
}
