// The bundle budget check (issue #12): after `vite build`, prints the gzipped JavaScript each
// page of web/bundle-budget.json loads and exits 1 when one is over its budget.
// Usage: npm run check:bundle (builds first), or `tsx scripts/check-bundle-budget.ts` on an
// existing build; WEB_DIST selects the build directory as it does for vite.config.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Budgets, formatTable, type Manifest, measurePages } from './bundle-budget.js';

const root = join(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ?? join(root, 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const budgets = JSON.parse(readFileSync(join(root, 'web', 'bundle-budget.json'), 'utf8')).pages as Budgets;
const sizes = measurePages(manifest, budgets, (file) => gzipSync(readFileSync(join(dist, file))).length);

console.log(formatTable(sizes));
const over = sizes.filter((s) => s.over);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((s) => s.page).join(', ')} (budgets in web/bundle-budget.json).`);
  process.exit(1);
}
