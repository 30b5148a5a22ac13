import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract as extractTar } from 'tar';
import { afterAll, expect, it } from 'vitest';
import { seedInputsOf } from '../../boot.js';
import { loadConfig } from '../../config.js';
import { onPostgres } from '../../test/db.js';
import { createTestApp } from '../../test/harness.js';
import { runScript } from '../../test/run-script.js';
import { templateFor } from '../../test/template.js';
import { PGLITE_HEADER } from './backup-file.js';

// `npm run backup` needs the database's environment only (#38, point 12): DATABASE_URL, or
// DATA_DIR. Where the server runs in production its other settings (SMTP_URL, PUBLIC_URL,
// DEFAULT_PASSWORD) are required of the server, not of a backup; a misspelt database variable is
// still refused, since it would copy the wrong database.

const START = new Date('2026-03-02T08:00:00Z');
const work = mkdtempSync(join(tmpdir(), 'birouri-backup-env-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The database's environment of this run: a fresh PostgreSQL database, or a data folder holding the empty migrated one. */
async function databaseEnv(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (onPostgres()) {
    const t = await createTestApp();
    return { env: { DATABASE_URL: t.dbUrl! }, close: () => t.close() };
  }
  const dir = join(work, 'data');
  const template = await templateFor(seedInputsOf({ ...loadConfig({ NODE_ENV: 'test' }), loadDemo: false }, START));
  if (template?.kind !== 'pglite') throw new Error('the run has no PGlite template (server/test/template-setup.ts)');
  mkdirSync(join(dir, 'pglite'), { recursive: true });
  await extractTar({ file: template.file, cwd: join(dir, 'pglite') });
  return { env: { DATA_DIR: dir }, close: async () => undefined };
}

it('backs up with NODE_ENV=production and the database’s variable alone; refuses a misspelt one', { timeout: 120_000 }, async () => {
  const db = await databaseEnv();
  try {
    const file = join(work, 'prod.backup');
    const run = await runScript('backup.ts', [file], { NODE_ENV: 'production', ...db.env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Copia de siguranță \((PGlite|PostgreSQL)\) a fost scrisă în .*prod\.backup/);
    const head = readFileSync(file).subarray(0, PGLITE_HEADER.length);
    expect(onPostgres() ? head.subarray(0, 5).toString() : head.equals(PGLITE_HEADER)).toBe(onPostgres() ? 'PGDMP' : true);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const misspelt = await runScript('backup.ts', [join(work, 'wrong.backup')], {
      NODE_ENV: 'production',
      DATA_DIR: join(work, 'data'),
      DATABSE_URL: 'postgres://app@db.example/birouri',
    });
    expect(misspelt).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Configurația nu este validă:\n  - DATABSE_URL: variabilă necunoscută; ați vrut să scrieți DATABASE_URL?',
    });
  } finally {
    await db.close();
  }
});
