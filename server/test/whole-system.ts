/**
 * The server test files that are whole-system by nature (issue #37): each may take up to 60 s on the
 * 2-core machine, every other server test file at most 6 s. README lists them (a lint test checks
 * it), and scripts/test-times.ts measures every file of a run against its limit.
 */
export const WHOLE_SYSTEM_TESTS: Record<string, string> = {
  'server/http/access-matrix.test.ts': 'the authorisation matrix: every route under every role and path spelling',
  'server/tokens/scope-matrix.test.ts': "the tokens' matrix: every route with a token of each scope",
  'server/http/garbage.test.ts': 'the fuzz: malformed bodies, query strings, paths and uploads to every route',
  'server/http/garbage-fields.test.ts': 'the fuzz: every field of every JSON body, one garbage value at a time',
  'server/graceful-shutdown.test.ts': 'processes: SIGTERM in the middle of a stream of bookings, on both databases',
  'server/serve.test.ts': 'processes: the server started as `npm run serve`',
  'server/config.test.ts': 'processes: main.ts refusing a wrong configuration',
  'server/db/outage.test.ts': 'PostgreSQL cut and stalled behind a TCP proxy',
  'server/db/backup/backup.test.ts': 'backup and restore of the demo organisation, through the scripts',
  'server/db/backup/backup-env.test.ts': 'processes: npm run backup with the database’s environment alone',
  'server/db/backup/restore-owners.test.ts': 'backup and restore through the scripts, with owner and reader roles (PostgreSQL)',
  'server/db/private-files.test.ts': 'data folders left open, started, backed up and restored under the usual umask',
  'server/db/pglite-durability.test.ts': "a booking's COMMIT on an embedded database in a data folder, its fsyncs watched",
  'server/ops/logger.test.ts': "processes: the server's log from its first line",
  'server/test/template.test.ts': 'the demo seeded twice and compared',
  'server/seed/history.test.ts': "the demo's year of history",
  'server/statistics/flex-exports.test.ts': "statistics and exports at the demo's size",
  'server/statistics/flex-tables.test.ts': "statistics at the demo's size",
  'server/statistics/tower-days.test.ts': "the tower's statistics at the demo's size",
  'server/statistics/tower-reservations.test.ts': "the tower's reservations list at the demo's size",
  'server/desk-reservations/auto-release-scale.test.ts': 'the auto-release of 1,000 bookings at once',
  'server/db/startup.test.ts': 'processes starting at once on one empty database',
  'server/db/pglite-memory.test.ts': "the embedded database's memory, measured in processes of its own",
  'server/test/company.test.ts': "the bench's synthetic company, generated and loaded",
};

export const FILE_LIMIT_S = 6;
export const WHOLE_SYSTEM_LIMIT_S = 60;
export const SUITE_LIMIT_S = 240;
