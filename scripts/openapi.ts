// The API's contract as a file in the repository (#22, point 4): `npm run openapi` writes the
// OpenAPI document the server serves at /api/docs/json to openapi.json; `npm run openapi -- --check`
// exits 1 when the file differs from it (or docs/api-reasons.md from the list of reasons), so a change of contract shows in review (CI runs the check).
// The app is built as production builds it (no test clock), on a throwaway embedded database.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { boot } from '../server/boot.js';
import { loadConfig } from '../server/config.js';
import { reasonsMarkdown } from './api-reasons.js';

const file = join(import.meta.dirname, '..', 'openapi.json');
const reasonsFile = join(import.meta.dirname, '..', 'docs', 'api-reasons.md');
const check = process.argv.includes('--check');

const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
let served: string;
try {
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  const { ctx, shutdown } = await boot(config, { log: () => undefined });
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  served = `${JSON.stringify(res.json(), null, 2)}\n`;
  await app.close();
  await shutdown();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const reasons = reasonsMarkdown();
const readOr = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // no file yet: it differs
  }
};

if (!check) {
  writeFileSync(file, served);
  writeFileSync(reasonsFile, reasons);
  console.log(`openapi.json: ${Object.keys(JSON.parse(served).paths).length} paths written.`);
} else {
  if (readOr(file) !== served || readOr(reasonsFile) !== reasons) {
    console.error('openapi.json or docs/api-reasons.md differs from what the server serves: run `npm run openapi` and commit both.');
    process.exit(1);
  }
  console.log('openapi.json is the document the server serves, docs/api-reasons.md its list of reasons.');
}
