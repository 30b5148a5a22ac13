import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { ServerProcess } from './server-process.js';
import type { Row } from './summary.js';

// Issue #13: "the page of charts interactive in ≤ 1 s in Chromium on a year of data". Each
// statistics page with a chart is opened in Debian's chromium (headless) against a server of the
// loaded company, logged in as an administrator, its default range (2021-02-08 or the month to
// today: the whole generated history), from the navigation to the moment its chart has drawn
// its series, its table its rows, and the main thread is free again (a frame and a task later):
// once with an empty browser cache, once again with the scripts cached.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The pages with a chart; a bar or a line of a series shows that the chart has drawn its data. */
const PAGES = ['/birouri/admin/csv', '/birouri/statistics', '/turn/statisticsDay'];
const DRAWN = '.MuiBarChart-element, .MuiBarChart-series path, path.MuiLineChart-line';

/** Builds the web app when it has not been built (the server serves web/dist). */
function ensureWebBuilt(log: (line: string) => void) {
  if (existsSync(join('web', 'dist', 'index.html'))) return;
  log('  chart pages: building the web app (web/dist) first');
  const r = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('chart pages: the web build failed');
}

/** From the navigation until the page's chart and table are drawn and the main thread is idle. */
async function openTimed(page: Page, url: string): Promise<number> {
  const t = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('figure').first().locator(DRAWN).first().waitFor({ state: 'attached', timeout: 60_000 });
  await page.locator('[role="row"][data-rowindex], table tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return performance.now() - t;
}

/** The chart pages' times on `server`, for the administrator whose session `token` is. Skipped (no row) without a chromium. */
export async function chartPagesMeasure(profile: string, server: ServerProcess, token: string, log: (line: string) => void): Promise<Row[]> {
  if (!existsSync(CHROMIUM)) {
    log(`  chart pages: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or CHROMIUM_PATH)`);
    return [];
  }
  ensureWebBuilt(log);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: Row[] = [];
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' });
      await context.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await context.newPage();
      const cold = await openTimed(page, server.url + path);
      const warm = await openTimed(page, server.url + path);
      await context.close();
      log(`  chart pages: ${path} drawn and idle in ${Math.round(cold)} ms (empty cache), ${Math.round(warm)} ms (scripts cached) (target ≤ 1,000 ms)`);
      rows.push({ kind: 'timed', profile, what: `chart page ${path} in Chromium, default range, empty cache, until chart, table and an idle frame`, ms: cold });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
