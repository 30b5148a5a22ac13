import { describe, expect, it } from 'vitest';
import { type Budgets, formatTable, type Manifest, measurePages, pageFiles } from '../scripts/bundle-budget.js';

// A manifest shaped like Vite's: the entry shares the react chunk with the admin console,
// which alone imports the table chunk and loads exceljs dynamically (on demand).
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/admin.tsx', 'src/home.tsx'] },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  'src/home.tsx': { file: 'assets/home.js', imports: ['_react.js', 'index.html'] },
  'src/admin.tsx': { file: 'assets/admin.js', imports: ['_table.js', 'index.html'], dynamicImports: ['_exceljs.js'] },
  '_exceljs.js': { file: 'assets/exceljs.js' },
  'src/search.tsx': { file: 'assets/search.js', imports: ['_react.js'] },
  'style.css': { file: 'assets/style.css' },
};
manifest['index.html'].css = ['assets/index.css'];
const brotli: Record<string, number> = {
  'assets/index.js': 30_000,
  'assets/react.js': 90_000,
  'assets/runtime.js': 1_000,
  'assets/table.js': 200_000,
  'assets/home.js': 20_000,
  'assets/admin.js': 15_000,
  'assets/exceljs.js': 250_000,
  'assets/search.js': 4_000,
  'assets/index.css': 2_000,
};
const size = (file: string) => brotli[file];

const budgets = (over: Partial<Record<string, number>> = {}): Budgets => ({
  '/login': { modules: [], maxKb: over['/login'] ?? 130 },
  '/home': { modules: ['src/home.tsx'], maxKb: over['/home'] ?? 150 },
  '/admin': { modules: ['src/admin.tsx'], maxKb: over['/admin'] ?? 350 },
});

describe('the bundle budget', () => {
  it('counts the entry with its static imports and its CSS, once each, and leaves dynamic imports out', () => {
    expect(pageFiles(manifest, ['index.html'])).toEqual(['assets/index.css', 'assets/index.js', 'assets/react.js', 'assets/runtime.js']);
    expect(pageFiles(manifest, ['index.html', 'src/admin.tsx'])).not.toContain('assets/exceljs.js');
  });

  it('adds the route chunk and what it imports to the entry', () => {
    const [login, home, admin] = measurePages(manifest, budgets(), size);
    expect(login.bytes).toBe(123_000);
    expect(home.bytes).toBe(143_000);
    expect(admin.bytes).toBe(338_000);
    expect([login, home, admin].some((p) => p.over)).toBe(false);
  });

  it('fails a page whose budget is lowered below its measured size', () => {
    const sizes = measurePages(manifest, budgets({ '/home': 140 }), size);
    expect(sizes.filter((p) => p.over).map((p) => p.page)).toEqual(['/home']);
    expect(formatTable(sizes)).toMatch(/\/home\s+143\.0\s+140\s+OVER BUDGET/);
  });

  it('counts a dynamic import the page makes as it first renders when the budget names it', () => {
    const withSearch: Budgets = { '/home': { modules: ['src/home.tsx', 'src/search.tsx'], maxKb: 150 } };
    expect(measurePages(manifest, withSearch, size)[0].bytes).toBe(147_000);
  });

  it('refuses a route module that is not its own chunk, rather than measuring nothing', () => {
    const typo: Budgets = { '/home': { modules: ['src/hom.tsx'], maxKb: 500 } };
    expect(() => measurePages(manifest, typo, size)).toThrow(/src\/hom\.tsx is not in the build manifest/);
  });
});

// Issue #40, point 1: the languages may add at most 8 KB gzipped to any page (brotli, which the budgets count, is smaller).
describe('the languages’ share of each page', () => {
  it('keeps every budget within 8 KB of the page before the catalogues', async () => {
    const { readFile } = await import('node:fs/promises');
    const file = JSON.parse(await readFile(new URL('../web/bundle-budget.json', import.meta.url), 'utf8')) as {
      pages: Budgets;
      beforeLanguagesKb: Record<string, number>;
      featuresSinceKb: Record<string, Record<string, number>>;
    };
    for (const [page, { maxKb }] of Object.entries(file.pages)) {
      expect(file.beforeLanguagesKb[page], page).toBeGreaterThan(0);
      // What later features added to a page, measured when they landed, is theirs and not the languages'.
      const features = Object.values(file.featuresSinceKb).reduce((sum, pages) => sum + (pages[page] ?? 0), 0);
      expect(maxKb - file.beforeLanguagesKb[page] - features, page).toBeLessThanOrEqual(8);
    }
  });
});
