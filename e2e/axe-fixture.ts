import axeCore from 'axe-core';
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { baseUrlOf } from './env.js';

export { expect } from '@playwright/test';

// Issue #21, point 11: every page state the browser tests reach is checked with axe-core (WCAG 2.1
// A/AA), not a fixed list of pages. Each spec imports `test` from here instead of
// '@playwright/test'. Every browser context a test opens (its `page`, or one of its own through
// `browser.newContext` / `browser.newPage`) gets axe and a watcher in each document:
// - whenever a dialog, an alert dialog or a popover (menu, select list) opens, it is checked once
//   it has finished appearing (no transition running, fully opaque); a run during which the
//   dialog's markup changed is thrown away and repeated, so a result is never of a half state;
// - each page still open when its context closes (the end of the test) is checked whole.
// A serious or critical violation fails the test with the rule, the element and its markup.

/**
 * What axe runs: WCAG 2.1 A/AA, the experimental rule the testers' runs include, and our own
 * `label-words-in-name` (#39, point 13): axe's label-content-name-mismatch compares the visible
 * text with the name as strings once punctuation is gone, so '1 dec' passed inside 'marți, 1
 * decembrie 2026' ('dec' is a piece of a word there, which a person speaking to their computer cannot
 * say); ours asks for the visible text's words, whole and in their order, as speech input needs.
 */
export const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true }, 'label-words-in-name': { enabled: true } },
  resultTypes: ['violations'],
} as const;

/** Transient parts of a page checked as they open. */
const POPUPS = '[role="dialog"], [role="alertdialog"], .MuiPopover-paper';

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** The page and, for a popup, its name. */
  where: string;
  nodes: { target: string; html: string }[];
}

/** Installed in each document (an init script): axe-core, a popup watcher, and `__a11y.run`. */
function install(cfg: { options: unknown; popups: string }) {
  type AxeResult = { violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[] };
  const w = window as unknown as {
    axe: unknown;
    __a11y?: unknown;
    __a11yReport?: (report: { ms: number; found: unknown[] }) => Promise<void>;
  };
  // The visible text's words, whole and in order, in the accessible name (see AXE_OPTIONS); on the
  // elements axe's own rule looks at: widgets named from their content that have an aria-label(ledby).
  type Axe = {
    run(ctx: unknown, options: unknown): Promise<AxeResult>;
    configure(spec: unknown): void;
    getRules(): { ruleId: string }[];
    commons: { text: { visibleVirtual(v: unknown, sr: boolean, noRecursing: boolean): string; accessibleTextVirtual(v: unknown): string } };
  };
  // Words are letters and digits: '08:00–08:30' holds '08', '00', '08', '30'; '1 decembrie' no 'dec'.
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const RULE = 'label-words-in-name';
  /** The document's axe with our rule: another copy of axe loaded since (@axe-core/playwright's) has it added again. */
  const withOurRule = (): Axe => {
    const axe = w.axe as unknown as Axe;
    if (axe.getRules().some((r) => r.ruleId === RULE)) return axe;
    axe.configure({
      checks: [
        {
          id: RULE,
          evaluate(_node: Element, _options: unknown, virtualNode: unknown) {
            const shown = words(axe.commons.text.visibleVirtual(virtualNode, false, false));
            let found = 0;
            for (const word of words(axe.commons.text.accessibleTextVirtual(virtualNode))) if (word === shown[found]) found++;
            return found === shown.length;
          },
          metadata: {
            impact: 'serious',
            messages: {
              pass: 'The visible words are in the accessible name',
              fail: 'A visible word is not, whole and in its order, in the accessible name',
            },
          },
        },
      ],
      rules: [
        {
          id: RULE,
          impact: 'serious',
          matches: 'label-content-name-mismatch-matches',
          tags: ['cat.semantics', 'wcag21a', 'wcag253'],
          any: [RULE],
          all: [],
          none: [],
          metadata: {
            description: 'The words an element shows are, whole and in order, in its accessible name (WCAG 2.5.3)',
            help: 'The accessible name must hold the visible words, whole and in their order',
          },
        },
      ],
    });
    return axe;
  };
  if (w.__a11y || window.top !== window) return;
  let queue: Promise<unknown> = Promise.resolve();
  // axe refuses two runs at once: each waits for the one before.
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job, job);
    queue = next.catch(() => undefined);
    return next;
  };
  const serious = (r: AxeResult, where: string) =>
    r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        where,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), html: n.html })),
      }));
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const transitioning = (el: Element) =>
    el.getAnimations({ subtree: true }).some((a) => a.constructor.name === 'CSSTransition' && a.playState === 'running');
  const opaque = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.opacity !== '1' || s.visibility === 'hidden') return false;
    }
    return true;
  };
  const layer = (el: Element) => el.closest('.MuiModal-root, .MuiPopper-root') ?? el;
  const settled = (el: Element) => el.isConnected && !transitioning(layer(el)) && opaque(el);
  const nameOf = (el: Element) => {
    const by = el.getAttribute('aria-labelledby');
    const named = el.getAttribute('aria-label') ?? (by && document.getElementById(by)?.textContent) ?? '';
    return `${el.getAttribute('role') ?? 'popover'}${named ? ` „${named.trim().slice(0, 60)}”` : ''}`;
  };

  async function checkPopup(el: Element) {
    for (let attempt = 0; attempt < 10; attempt++) {
      for (let waited = 0; !settled(el); waited += 50) {
        if (!el.isConnected || waited > 3000) return; // closed before it finished appearing
        await sleep(50);
      }
      const found = await serial(async () => {
        if (!settled(el)) return null;
        const started = performance.now();
        let changed = false;
        const watch = new MutationObserver(() => (changed = true));
        watch.observe(layer(el), { subtree: true, childList: true, attributes: true, characterData: true });
        try {
          const r = await withOurRule().run(el, cfg.options);
          return changed || !settled(el) ? null : serious(r, `${location.pathname}${location.search}, ${nameOf(el)}`);
        } finally {
          watch.disconnect();
          void w.__a11yReport?.({ ms: performance.now() - started, found: [] });
        }
      });
      if (found) {
        void w.__a11yReport?.({ ms: 0, found });
        return;
      }
      await sleep(100);
    }
  }

  const seen = new WeakSet<Element>();
  const scan = () => {
    for (const el of document.querySelectorAll(cfg.popups)) {
      if (seen.has(el)) continue;
      seen.add(el);
      void checkPopup(el);
    }
  };
  const start = () => {
    new MutationObserver(scan).observe(document.body, { subtree: true, childList: true });
    scan();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);

  w.__a11y = {
    /** The whole document, once the popups being checked are done. */
    page: () =>
      serial(async () => {
        // Whatever is still appearing (a fade, a grow) is checked once it has appeared.
        for (let waited = 0; transitioning(document.documentElement) && waited < 2000; waited += 50) await sleep(50);
        return serious(await withOurRule().run(document, cfg.options), `${location.pathname}${location.search}`);
      }),
  };
}

const SCRIPT = `${axeCore.source}\n;(${install.toString()})(${JSON.stringify({ options: AXE_OPTIONS, popups: POPUPS })});`;

/** The serious and critical violations on the page as it is now. */
export async function pageViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => '__a11y' in window))) await page.evaluate(SCRIPT);
  const found = await page.evaluate(() => (window as unknown as { __a11y: { page(): Promise<Finding[]> } }).__a11y.page());
  return found;
}

/** The findings as a list a person reads: rule, where, then each element and its markup. */
export function describeFindings(found: Finding[]): string {
  return found
    .map((f) =>
      [
        `• ${f.rule} (${f.impact}) on ${f.where}: ${f.help}`,
        ...f.nodes.slice(0, 5).map((n) => `    ${n.target}\n      ${n.html.slice(0, 300)}`),
      ].join('\n'),
    )
    .join('\n');
}

/** The test running now, whose findings the contexts report to. */
let current: { info: TestInfo; found: Finding[]; ms: number; pages: number; popups: number } | null = null;

async function watch(context: BrowserContext) {
  await context.exposeBinding('__a11yReport', (_source, report: { ms: number; found: Finding[] }) => {
    if (!current) return;
    current.found.push(...report.found);
    current.ms += report.ms;
    if (report.found.length === 0) current.popups += 1;
  });
  await context.addInitScript({ content: SCRIPT });
  // A page closed by the test (one of `browser.newPage`) is checked as it was left, like the rest.
  context.on('page', (page) => {
    const closePage = page.close.bind(page);
    page.close = async (...args) => {
      await endCheck(page);
      return closePage(...args);
    };
  });
  const close = context.close.bind(context);
  context.close = async (...args) => {
    for (const page of context.pages()) await endCheck(page);
    return close(...args);
  };
}

/** The end state of a page, unless the test already failed (its own error says more). */
async function endCheck(page: Page) {
  if (!current || current.info.errors.length > 0 || page.isClosed() || page.url() === 'about:blank') return;
  const test = current;
  // Whatever the page was drawing at the test's end (a spinner, a skeleton) is given a moment.
  await page
    .locator('[role="progressbar"], .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 2000 })
    .catch(() => undefined);
  const started = Date.now();
  const found = await pageViolations(page).catch((e: Error) => {
    console.warn(`axe could not check ${page.url()}: ${e.message}`);
    return [];
  });
  test.found.push(...found);
  test.ms += Date.now() - started;
  test.pages += 1;
}

function patch(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await watch(context);
    return context;
  };
}

export const test = base.extend<{ _a11y: void }, { _a11yBrowser: void }>({
  // Each worker's app (env.ts): its page, its browser contexts and its API calls go there.
  baseURL: async ({}, use, info) => use(baseUrlOf(info.parallelIndex)),
  _a11yBrowser: [
    async ({ browser }, use) => {
      patch(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  _a11y: [
    async ({}, use, info) => {
      const mine = { info, found: [] as Finding[], ms: 0, pages: 0, popups: 0 };
      current = mine;
      await use();
      current = null;
      // A11Y_STATS=1: what the checks cost, to keep them cheap (a popup's runs overlap the test's steps).
      if (process.env.A11Y_STATS)
        console.log(`a11y: ${mine.pages} page(s), ${mine.popups} popup run(s), ${Math.round(mine.ms)} ms — ${info.title}`);
      if (mine.found.length > 0 && info.errors.length === 0) {
        throw new Error(`axe: ${mine.found.length} serious or critical accessibility violation(s)\n${describeFindings(mine.found)}`);
      }
    },
    { auto: true },
  ],
});
