import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// Each server test builds its own world with server/test/factories.ts (issue #37): the demo
// organisation and its year of history stay only where they are the subject. A file that asks for
// the demo (`demo: true`, or the template of a seed with it) is one of these, or the test fails.
const ROOT = join(import.meta.dirname, '..');
const DEMO_IS_THE_SUBJECT: Record<string, string> = {
  'server/seed/history.test.ts': "the demo's year of history",
  'server/test/template.test.ts': 'the demo seeded twice and compared',
  'server/test/company.test.ts': "the bench's company loaded beside the demo",
  'server/db/backup/backup.test.ts': 'a backup of a database of real size, restored whole',
  'server/statistics/flex-exports.test.ts': "exports at the demo's size",
  'server/statistics/flex-tables.test.ts': "statistics at the demo's size",
  'server/statistics/tower-days.test.ts': "the tower's statistics at the demo's size",
  'server/statistics/tower-reservations.test.ts': "the tower's reservations list at the demo's size",
  'server/db/startup.test.ts': 'processes starting at once on an empty database load the demo once',
  'server/config.test.ts': 'the demo is loaded by default outside production',
  'server/graceful-shutdown.test.ts': 'the app as `npm run serve` serves it, demo included',
  'server/db/outage.test.ts': 'the app as `npm run serve` serves it, demo included, cut from PostgreSQL',
};

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.test\.ts$/.test(name)) yield path;
  }
}

it('asks for the demo only in the files whose subject it is', () => {
  const asking = [...files(join(ROOT, 'server')), ...files(join(ROOT, 'bench'))]
    .filter((f) => /demo:\s*true|loadDemo:\s*true/.test(readFileSync(f, 'utf8')))
    .map((f) => relative(ROOT, f))
    .sort();
  expect(asking).toEqual(Object.keys(DEMO_IS_THE_SUBJECT).sort());
});
