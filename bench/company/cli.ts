import { openPglite, openPostgres } from '../../server/db/connection.js';
import { migrate, underStartupLock } from '../../server/db/migrate.js';
import { ensureDefaultSettings } from '../../server/settings/settings-service.js';
import { generateCompany } from './generate.js';
import { historyDaysOf } from './plan.js';

// npx tsx bench/company/cli.ts: loads the company into DATABASE_URL (migrating it first), or
// into an in-memory PGlite, and prints the timings. BENCH_SCALE (default 1), BENCH_TODAY,
// BENCH_HISTORY_YEARS (default 2).
const scale = Number(process.env.BENCH_SCALE ?? 1);
const today = process.env.BENCH_TODAY ?? '2027-03-01';
const historyDays = historyDaysOf(process.env);
const url = process.env.DATABASE_URL;
const db = url ? await openPostgres(url) : await openPglite();
try {
  await underStartupLock(db, async (tx) => {
    await migrate(tx);
    await ensureDefaultSettings(tx, 'support@example.com');
  });
  const t = performance.now();
  const c = await generateCompany(db, { scale, today, historyDays });
  const { people, groups, ...counts } = c;
  console.log(
    JSON.stringify({
      database: db.kind,
      scale,
      today,
      historyDays,
      seconds: Math.round((performance.now() - t) / 100) / 10,
      ...counts,
      people: people.length,
      groups: groups.length,
    }),
  );
} finally {
  await db.close();
}
