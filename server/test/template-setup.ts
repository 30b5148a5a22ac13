import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onServer } from './db.js';
import { TEMPLATE_DIR_ENV, TEMPLATE_RUN_ENV, templatePrefix } from './template.js';

/**
 * vitest's globalSetup of the server project: a folder and an id for this run's template databases
 * (template.ts prepares them on first use), removed at the end, and emptied before a watch rerun (the
 * migrations or the seed may have changed). The workers inherit the environment set here.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'birouri-templates-'));
  const run = randomBytes(4).toString('hex');
  process.env[TEMPLATE_DIR_ENV] = dir;
  process.env[TEMPLATE_RUN_ENV] = run;
  const clear = async () => {
    const admin = process.env.TEST_DATABASE_URL;
    if (admin) {
      await onServer(admin, async (c) => {
        const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
          templatePrefix(run),
        ]);
        for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      });
    }
    for (const f of readdirSync(dir)) rmSync(join(dir, f), { force: true });
  };
  project.onTestsRerun(clear);
  return async () => {
    await clear();
    rmSync(dir, { recursive: true, force: true });
  };
}
