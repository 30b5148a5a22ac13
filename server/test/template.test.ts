import { expect, it } from 'vitest';
import { boot, seedInputsOf } from '../boot.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/connection.js';
import { TestClock } from '../jobs/clock.js';
import { createMailer } from '../mail/mailer.js';
import { freshDb, type Template } from './db.js';
import { templateFor, templateKey } from './template.js';

// A test file starts from a copy of the run's template instead of seeding its own database:
// booted on that copy, the app must find what it would have written on an empty one.

const START = new Date('2026-03-02T08:00:00Z');
const config = { ...loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }), loadDemo: true };

/**
 * Columns two seedings fill differently anyway: which desk bookings keep their parking spot goes by
 * their random ids (seed/desks.ts), and so does the calendar's count of their changes (taking a spot
 * away is one, migration 016); a map version's shard is the seeding connection's pid (migration 007),
 * as a team week version's is (026).
 */
const RANDOM_COLUMNS = [
  'desk_reservations.parking_spot',
  'desk_reservations.calendar_sequence',
  'desk_map_versions.shard',
  'team_versions.shard',
];

/** Every table's rows, without what differs between two seedings anyway (random ids, password salts, the real time). */
async function contents(db: Db) {
  const { rows: cols } = await db.query<{ table_name: string; cols: string[] }>(
    `SELECT table_name, array_agg(column_name::text ORDER BY ordinal_position) AS cols
       FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type NOT IN ('uuid', 'timestamp with time zone') AND column_name NOT LIKE '%hash%'
      GROUP BY table_name ORDER BY table_name`,
  );
  const out: Record<string, unknown> = {};
  for (const t of cols) {
    const list = t.cols
      .filter((c) => !RANDOM_COLUMNS.includes(`${t.table_name}.${c}`))
      .map((c) => `"${c}"`)
      .join(', ');
    const r = await db.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS digest FROM (SELECT ${list} FROM ${t.table_name}) x`,
    );
    out[t.table_name] = r.rows[0];
  }
  const seqs = await db.query('SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = $1 ORDER BY sequencename', ['public']);
  return { tables: out, sequences: seqs.rows };
}

/** Boots on a fresh database (empty, or a copy of the template), with the test clock at START, and describes what is there. */
async function bootedOn(template?: Template) {
  const fresh = await freshDb(template);
  const mailer = createMailer({ outboxDir: '', from: config.mailFrom });
  const { ctx, shutdown } = await boot(config, { db: fresh.db, mailer, clock: new TestClock(START), log: () => undefined });
  try {
    const cursors = await ctx.db.query<{ job: string; since: Date }>('SELECT job, since FROM job_cursors ORDER BY job');
    return { contents: await contents(ctx.db), cursors: cursors.rows, bootedAt: ctx.clock.now() };
  } finally {
    await shutdown();
    await fresh.drop();
  }
}

it('a copy of the template, booted, holds what booting an empty database writes', async () => {
  const template = await templateFor(seedInputsOf(config, START));
  expect(template).toBeDefined();
  const seeded = await bootedOn();
  const copied = await bootedOn(template);
  expect(copied.contents).toEqual(seeded.contents);
  // The scheduler's cursors are this boot's, not the template's: no due time between them is skipped or replayed.
  expect(copied.cursors.map((c) => c.job)).toEqual(seeded.cursors.map((c) => c.job));
  for (const c of copied.cursors) {
    expect(c.since.getTime()).toBeGreaterThanOrEqual(START.getTime());
    expect(c.since.getTime()).toBeLessThanOrEqual(copied.bootedAt.getTime());
  }
}, 120_000);

it('each thing the seed depends on has its own template', () => {
  const key = (over: Partial<typeof config>, now = START) => templateKey(seedInputsOf({ ...config, ...over }, now));
  expect(key({})).toBe(key({ rateLimit: 5, trustProxy: ['10.9.9.9'] }));
  expect(key({}, new Date('2026-03-02T15:00:00Z'))).not.toBe(key({}));
  expect(key({ supportEmail: 'altul@example.com' })).not.toBe(key({}));
  expect(key({ loadDemo: false })).not.toBe(key({}));
  // Without the demo nothing depends on the day.
  expect(key({ loadDemo: false }, new Date('2027-03-01T07:00:00Z'))).toBe(key({ loadDemo: false }));
});
