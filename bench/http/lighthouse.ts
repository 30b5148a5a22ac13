import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Row } from './summary.js';

// Issue #24 point 3, "the first visit": Lighthouse (12.2.3, its default mobile profile: a
// mid-range phone on a slow 4G link, simulated) on /login, and on /birouri as an employee, each
// with an empty cache. Targets: a performance score ≥ 90 and Largest Contentful Paint ≤ 2.5 s.
// chrome-launcher and puppeteer-core are Lighthouse's own dependencies; Debian's chromium only,
// no browser is downloaded.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCORE_TARGET = 90;
const LCP_TARGET_MS = 2500;
/** LIGHTHOUSE_REPORTS=DIR: each run's full report there as JSON (open it in the Lighthouse viewer). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

export interface LighthousePage {
  path: string;
  /** The session token to put where the web app keeps it (localStorage 'token', web/src/api/client.ts); none: signed out. */
  token?: string;
}

interface PageResult {
  score: number;
  lcpMs: number;
  /** What Lighthouse says costs the most time, for the log. */
  diagnostics: string;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** The heaviest items of Lighthouse's diagnostics: main-thread work, unused JavaScript, render-blocking files, bytes. */
function diagnosticsOf(lhr: Result): string {
  const audit = (id: string) => lhr.audits[id];
  const parts: string[] = [];
  const mainThread = audit('mainthread-work-breakdown');
  if (mainThread?.numericValue !== undefined) parts.push(`main-thread work ${int(mainThread.numericValue)} ms`);
  const bootup = audit('bootup-time');
  if (bootup?.numericValue !== undefined) parts.push(`JavaScript execution ${int(bootup.numericValue)} ms`);
  const unused = audit('unused-javascript');
  const unusedBytes = (unused?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes;
  if (unusedBytes) parts.push(`unused JavaScript ${int(unusedBytes / 1000)} KB`);
  const blocking = (audit('render-blocking-resources')?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  if (blocking.length) parts.push(`render-blocking: ${blocking.map((i) => new URL(i.url).pathname).join(', ')}`);
  const bytes = audit('total-byte-weight');
  if (bytes?.numericValue !== undefined) parts.push(`${int(bytes.numericValue / 1000)} KB transferred`);
  const requests = (audit('network-requests')?.details as { items?: { resourceType?: string }[] } | undefined)?.items ?? [];
  parts.push(`${requests.filter((r) => r.resourceType === 'Script').length} scripts`);
  const tbt = audit('total-blocking-time');
  if (tbt?.numericValue !== undefined) parts.push(`TBT ${int(tbt.numericValue)} ms`);
  const fcp = audit('first-contentful-paint');
  if (fcp?.numericValue !== undefined) parts.push(`FCP ${int(fcp.numericValue)} ms`);
  return parts.join('; ');
}

type Outcome = PageResult | { error: string };

/** One Lighthouse run of one page, in the Chromium that `browser` drives on `port`. */
async function audit(browser: Browser, port: number, serverUrl: string, { path, token }: LighthousePage): Promise<Outcome> {
  const page = await browser.newPage();
  try {
    // Lighthouse empties the cache before it loads the page but keeps localStorage (its default
    // clearStorageTypes), so a session set here holds; a page without one is signed out.
    await page.goto(`${serverUrl}/api/meta`);
    await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token ?? '');
    const result = await lighthouse(
      serverUrl + path,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (REPORTS && lhr) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${path.replace(/\W+/g, '_')}-${new Date().toISOString()}.json`), JSON.stringify(lhr));
    }
    if (!lhr || lhr.runtimeError) return { error: lhr?.runtimeError?.code ?? 'no result' };
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
      diagnostics: diagnosticsOf(lhr),
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  } finally {
    await page.close().catch(() => undefined);
  }
}

/**
 * One Lighthouse run on each page, in one Chromium. A failed run is tried once more: now and then
 * Lighthouse 12 misses the navigation's start in Chromium 156 (NO_NAVSTART), the page not at fault.
 */
async function runOnce(serverUrl: string, pages: LighthousePage[]): Promise<Outcome[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'], logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const results: Outcome[] = [];
  try {
    for (const page of pages) {
      const first = await audit(browser, chrome.port, serverUrl, page);
      results.push('error' in first ? await audit(browser, chrome.port, serverUrl, page) : first);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return results;
}

/** The median run by score (Lighthouse's own advice: the median of several runs); a failed run counts as lowest. */
function medianRun(runs: Outcome[]): Outcome {
  const sorted = [...runs].sort((a, b) => ('error' in a ? -1 : a.score) - ('error' in b ? -1 : b.score));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Lighthouse's performance score and LCP of each page on `serverUrl`, the median of `runs` runs.
 * Skipped (no row) without a chromium, like the chart pages.
 */
export async function lighthouseMeasure(
  profile: string,
  serverUrl: string,
  pages: LighthousePage[],
  log: (line: string) => void,
  runs = 3,
): Promise<Row[]> {
  if (!existsSync(CHROMIUM)) {
    log(`  Lighthouse: skipped, no chromium at ${CHROMIUM} (apt-get install chromium, or CHROMIUM_PATH)`);
    return [];
  }
  const each: Outcome[][] = pages.map(() => []);
  for (let i = 0; i < runs; i++) {
    const results = await runOnce(serverUrl, pages);
    results.forEach((r, p) => {
      each[p].push(r);
      log(
        'error' in r
          ? `  Lighthouse ${pages[p].path} run ${i + 1}: failed (${r.error})`
          : `  Lighthouse ${pages[p].path} run ${i + 1}: score ${r.score}, LCP ${int(r.lcpMs)} ms (${r.diagnostics})`,
      );
    });
  }
  return pages.flatMap(({ path }, p): Row[] => {
    const median = medianRun(each[p]);
    const what = `Lighthouse ${path} (mobile, empty cache, ${runs === 1 ? 'one run' : `median of ${runs}`})`;
    if ('error' in median) {
      // A failed run has no LCP: the score's row says why.
      const unfinished = `Lighthouse failed: ${median.error}`;
      return [
        {
          kind: 'score',
          profile,
          what: `${what}: performance score`,
          score: 0,
          unfinished,
          target: { text: `≥ ${SCORE_TARGET}`, met: false },
        },
      ];
    }
    return [
      {
        kind: 'score',
        profile,
        what: `${what}: performance score`,
        score: median.score,
        target: { text: `≥ ${SCORE_TARGET}`, met: median.score >= SCORE_TARGET },
      },
      {
        kind: 'timed',
        profile,
        what: `${what}: LCP`,
        ms: median.lcpMs,
        target: { text: `≤ ${int(LCP_TARGET_MS)} ms`, met: median.lcpMs <= LCP_TARGET_MS },
      },
    ] satisfies Row[];
  });
}
