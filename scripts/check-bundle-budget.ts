// The bundle budget check (issue #12): after `vite build`, prints the JavaScript and CSS each page
// of web/bundle-budget.json loads, in bytes on the wire, and exits 1 when one is over its budget.
// On the wire is brotli: the server sends the .br file the build wrote beside each file
// (web/precompress.ts, server/http/web-static.ts) to every browser (they all accept br over HTTPS).
// Usage: npm run check:bundle (builds first), or `tsx scripts/check-bundle-budget.ts` on an
// existing build; WEB_DIST selects the build directory as it does for vite.config.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
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
/** The .br copy's size; a file too small to have one is sent as it is. */
const wireBytes = (file: string) => {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  const raw = readFileSync(path);
  return raw.length < 1024 ? raw.length : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};
const sizes = measurePages(manifest, budgets, wireBytes);

console.log(formatTable(sizes));
const over = sizes.filter((s) => s.over);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((s) => s.page).join(', ')} (budgets in web/bundle-budget.json).`);
  process.exit(1);
}
