import { expect, test } from 'vitest';
import { SERVING_TIMEOUTS } from '../../server/db/connection.js';
import { onPostgres, onServer } from '../../server/test/db.js';
import { benchAdminUrl, prepareDatabase } from './database.js';

// Issue #37 point 10: the bench makes the company's history in statements of many seconds; filled
// through the serving pool, whose statement timeout is 5 s, it stopped with 57014 on a stock
// PostgreSQL. The fill's pool has the server's own statement timeout, as the start-up's migrations do.
test.skipIf(!onPostgres())(
  "the bench fills a PostgreSQL database through a pool without the serving pool's timeouts",
  async () => {
    const timeoutOf = async (q: { query: (sql: string) => Promise<{ rows: unknown[] }> }) =>
      ((await q.query('SHOW statement_timeout')).rows[0] as { statement_timeout: string }).statement_timeout;
    const serverDefault = await onServer(benchAdminUrl(), timeoutOf);
    let filledWith: string | undefined;
    const db = await prepareDatabase('postgres', new Date('2027-03-01T07:00:00Z'), async (q) => {
      filledWith = await timeoutOf(q);
    });
    await db.drop();
    expect(filledWith).toBe(serverDefault);
    expect(filledWith).not.toBe(`${SERVING_TIMEOUTS.statementMs / 1000}s`);
  },
  // A fresh database with the demo, by the app's start-up: a few seconds, more on a busy machine.
  120_000,
);
