import { type Page } from '@playwright/test';
import { describeFindings, expect, pageViolations, test } from './axe-fixture.js';
import { baseUrlOf } from './env.js';
import { login } from './support.js';

// Issue #14, point 7: axe-core finds no serious or critical violation of WCAG 2.1 A/AA on any
// page, as each page's audience sees it once loaded, on a computer and (for the pages made for
// it) on a phone. Every other state the browser tests reach is checked by axe-fixture.ts (#21,
// point 11); this list keeps the pages no other test opens.

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Who looks at each page; null: nobody logged in. */
const PAGES: { who: string | null; paths: string[]; phone?: boolean }[] = [
  {
    who: null,
    paths: [
      '/login',
      '/reset-password',
      '/reset-password/nu-exista',
      '/ghid',
      `/confirmation/${NO_ID}`,
      `/cancelation/${NO_ID}`,
      `/turn/cancelation/${NO_ID}`,
    ],
  },
  { who: 'angajat', paths: ['/birouri', '/dropdown', '/password', '/tokenuri', '/pagina-care-nu-exista'] },
  { who: 'angajat', paths: ['/birouri'], phone: true },
  { who: 'manager', paths: ['/birouri/admin/manager', '/birouri/admin/manager/departments'] },
  { who: 'turn', paths: ['/turn/add', '/turn/reservations', '/turn/account'] },
  { who: 'turn', paths: ['/turn/add', '/turn/reservations'], phone: true },
  {
    who: 'admin',
    paths: [
      '/birouri/statistics',
      '/birouri/admin/csv',
      ...[
        'parametri',
        'grupuri',
        'grupuri/it',
        'grup-nou',
        'birouri',
        'sali',
        'planuri',
        'utilizatori',
        'incarcare-prezenta',
        'incarcare-utilizatori',
        'jurnal',
        'webhookuri',
      ].map((s) => `/birouri/admin/settings/${s}`),
      ...[
        'utilizatori',
        'utilizator-nou',
        'incarcare-utilizatori',
        'masini',
        'incarcare-prezenta',
        'incarcare-iesiri',
        'incarcare-permanente',
        'parametri',
        'jurnal',
        'webhookuri',
        'runde',
      ].map((s) => `/turn/admin/${s}`),
      '/turn/statisticsDay',
      '/turn/statisticsUser',
      // An administrator's page of tokens has a second table, their buildings' tokens.
      '/tokenuri',
    ],
  },
];

/** The page has drawn its data: no spinner or skeleton left, and the network quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
}

for (const group of PAGES) {
  test.describe(`${group.who ?? 'public'}${group.phone ? ' on a phone' : ''}`, () => {
    // One login for the group's pages: they are read, never changed.
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }, info) => {
      const screen = group.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {};
      const context = await browser.newContext({
        baseURL: baseUrlOf(info.parallelIndex),
        locale: 'ro-RO',
        timezoneId: 'Europe/Bucharest',
        ...screen,
      });
      // The live updates' stream (decisions §14) stays open, so the network would never be idle: the
      // pages fall back to their polls, as behind a proxy that buffers, while they are checked.
      await context.route('**/api/events?**', (route) => route.abort());
      page = await context.newPage();
      if (group.who) await login(page, group.who);
    });
    test.afterAll(async () => page.context().close());

    for (const path of group.paths) {
      test(`axe: ${path}`, async () => {
        await page.goto(path);
        await settled(page);
        expect(describeFindings(await pageViolations(page))).toBe('');
        // A level-one heading names each page (axe's page-has-heading-one, a best practice; #21, point 11).
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      });
    }
  });
}

// The phone's booking without the map (decisions §19) opens the computer's panels: each is checked
// as the phone shows it, opened from /birouri (nothing is booked), once it has faded in (axe would
// otherwise measure the contrast of text still half transparent).

/** No CSS transition or animation is running (a dialog has finished fading in). */
async function stillNow(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

test.describe('angajat on a phone, booking without the map', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }, info) => {
    const context = await browser.newContext({
      baseURL: baseUrlOf(info.parallelIndex),
      locale: 'ro-RO',
      timezoneId: 'Europe/Bucharest',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.route('**/api/events?**', (route) => route.abort()); // as above: a network that goes idle
    page = await context.newPage();
    await login(page, 'angajat');
    await page.goto('/birouri');
    await settled(page);
  });
  test.afterAll(async () => page.context().close());

  test('axe: the desk booking panel of a desk from the list', async () => {
    await page
      .getByRole('region', { name: 'Rezervați un birou' })
      .getByRole('button', { name: /^Biroul \d-\d+$/ })
      .first()
      .tap();
    const panel = page.getByRole('dialog', { name: /^Rezervați biroul/ });
    await expect(panel.getByRole('group', { name: 'Zilele rezervării' })).toBeVisible();
    await settled(page);
    await stillNow(page);
    expect(describeFindings(await pageViolations(page))).toBe('');
    await panel.getByRole('button', { name: 'Renunțați' }).tap();
    await expect(panel).toBeHidden();
  });

  test('axe: the room list and a room panel with its timeline', async () => {
    await page.getByRole('region', { name: 'Rezervați o sală de ședință' }).getByRole('button', { name: 'Săli de ședință' }).tap();
    const list = page.getByRole('dialog', { name: 'Săli de ședință' });
    await expect(list.getByRole('list', { name: 'Lista sălilor de ședință' })).toBeVisible();
    await settled(page);
    await stillNow(page);
    expect(describeFindings(await pageViolations(page))).toBe('');
    await list.getByRole('list', { name: 'Lista sălilor de ședință' }).getByRole('button').first().tap();
    const panel = page.getByRole('dialog', { name: /^Rezervare / });
    await expect(panel.getByRole('listbox', { name: /^Intervale orare/ })).toBeVisible();
    await settled(page);
    await stillNow(page);
    expect(describeFindings(await pageViolations(page))).toBe('');
  });
});

// #39, point 13: the visible words must be whole words of the name, in their order; axe's own
// label-content-name-mismatch let '1 dec' pass inside '1 decembrie' (a string, once punctuation is gone).
test('the checks find a visible word that is no word of the accessible name', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const doc = (body: string) =>
    `<!doctype html><html lang="ro"><head><title>Zile</title></head><body><main><h1>Zile</h1>${body}</main></body></html>`;
  await page.setContent(
    doc('<button aria-label="marți, 1 decembrie 2026">1 dec</button><button aria-label="1 dec, marți, 1 decembrie 2026">1 dec</button>'),
  );
  const found = await pageViolations(page);
  expect(found.map((f) => [f.rule, f.nodes.map((n) => n.html)])).toEqual([
    ['label-words-in-name', ['<button aria-label="marți, 1 decembrie 2026">1 dec</button>']],
  ]);
  // Left as the page should be: the end of the test checks it too.
  await page.setContent(doc('<button aria-label="1 dec, marți, 1 decembrie 2026">1 dec</button>'));
  await context.close();
});
