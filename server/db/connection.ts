import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { ambientTransaction, ambientTx, committing } from './ambient.js';
import { DeferredNotify } from './deferred-notify.js';
import { listenPostgres, type ListenHandlers } from './listener.js';
import { DurableNodeFS } from './pglite-durable.js';
import { pgliteInitDbParams, pgliteStartParams } from './pglite-memory.js';
import { DatabaseUnavailable, databaseUnavailable, fromDriver } from './unavailable.js';

// One code path for both databases: every query goes through Queryable, every
// transaction through Db.transaction. PGlite is the embedded default; with a
// DATABASE_URL the same SQL runs on a PostgreSQL server. Inside an idempotent call
// (db/ambient.ts) both run on that call's transaction.
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string | Statement, params?: unknown[]): Promise<QueryResult<T>>;
}

/**
 * A statement of the hot paths (the session, a day's version, a booking), prepared once per
 * connection on PostgreSQL: its plan is made once, not at every request (issue #24: planning cost
 * more than running). It names its columns, never `*`: a prepared statement whose result's columns
 * change under it (a migration run by a newer process) fails until its connection closes.
 */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

export function prepared(text: string): Statement {
  if (/(\.\*|\bSELECT\s+\*|\bRETURNING\s+\*)/i.test(text)) throw new Error(`a prepared statement names its columns: ${text}`);
  return { name: `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
}

export const statementText = (sql: string | Statement) => (typeof sql === 'string' ? sql : sql.text);
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections now (PostgreSQL; GET /metrics). PGlite has none to tell: one connection, in the process. */
  connections?(): { total: number; idle: number; waiting: number };
  /**
   * Listens on channels (pg_notify of committed transactions, from any process on the database):
   * PostgreSQL through one connection of its own (db/listener.ts), which may be lost and come back
   * (`on` is told both); PGlite in its process, where nothing is lost. Answers the function that stops listening.
   */
  listen(channels: string[], on: ListenHandlers): Promise<() => Promise<void>>;
}

// Calendar days stay 'YYYY-MM-DD' strings: parsing them into a Date would shift them by the process's zone.
const DATE_OID = 1082;
// bigint (count(*), sums) as a number: our counts stay far below 2^53.
const INT8_OID = 20;
const keepDay = (v: string) => v;
const toNumber = (v: string) => Number(v);

/** The parsers of this app's pools only: the process-wide pg.types stay as they are for anyone else. */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === DATE_OID) return keepDay;
    if (oid === INT8_OID) return toNumber;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** The whole data folder as a tarball, uncompressed (it loads faster): a test's template database. */
  dumpDataDir(): Promise<Blob>;
  /**
   * Runs `fn` while the database is still (npm run backup copies the data folder meanwhile): inside
   * a transaction, which PGlite runs one at a time, so no other is half done on disk, right after a
   * checkpoint, which has written every committed change to the data files.
   */
  whileStill<T>(fn: () => Promise<T>): Promise<T>;
}

/** loadDataDir: a tarball of dumpDataDir to start from instead of an empty database. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDb> {
  const lite = await PGlite.create({
    // A data folder through the file system that passes PostgreSQL's fsync on to the disk (pglite-durable.ts).
    ...(dataDir ? { fs: new DurableNodeFS(dataDir) } : {}),
    loadDataDir,
    extensions: { btree_gist },
    parsers: { [DATE_OID]: keepDay, [INT8_OID]: toNumber },
    startParams: pgliteStartParams(dataDir !== undefined),
    initDbStartParams: pgliteInitDbParams(),
  });
  // Closed (a request that outlived the process's drain): the database is gone, as a server's would be (503, not 500).
  const asked = async <R>(run: () => Promise<R>): Promise<R> => {
    if (lite.closed) throw new DatabaseUnavailable(new Error('the embedded database is closed'));
    try {
      return await run();
    } catch (e) {
      throw lite.closed && !(e instanceof DatabaseUnavailable) ? new DatabaseUnavailable(e) : e;
    }
  };
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    query: <T>(sql: string | Statement, params?: unknown[]) =>
      asked(async () => {
        const r = await q.query<T>(statementText(sql), params as unknown[]);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      }),
  });
  const direct = wrap(lite);
  return {
    kind: 'pglite' as const,
    // Inside an idempotent call's transaction (db/ambient.ts) on it: a query of its own would wait for that transaction forever.
    query: <T>(sql: string | Statement, params?: unknown[]) => (ambientTx() ?? direct).query<T>(sql, params),
    transaction: (fn) => (ambientTx() ? ambientTransaction(fn) : committing(() => asked(() => lite.transaction((tx) => fn(wrap(tx)))))),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    close: () => lite.close(),
    async listen(channels, on) {
      const stops = await Promise.all(channels.map((ch) => lite.listen(ch, (payload) => on.notify(ch, payload))));
      return async () => {
        if (!lite.closed) for (const stop of stops) await stop();
      };
    },
    dumpDataDir: () => lite.dumpDataDir('none'),
    whileStill: (fn) =>
      lite.transaction(async (tx) => {
        await tx.query('CHECKPOINT');
        return fn();
      }),
  };
}

/**
 * The bounds of a serving pool (decisions §16): while PostgreSQL is down or out of reach no request
 * waits past 10 s for it. A connection (or a free one of the pool) within 3 s; a statement the
 * server runs, 5 s (it cancels it: SQLSTATE 57014); an answer that never comes (the server's
 * host gone without a reset), 6 s. Each ends in 503 (db/unavailable.ts). The start-up's
 * migrations and demo run without them (boot.ts), and so do scripts and tests.
 */
export interface PoolTimeouts {
  connectMs: number;
  statementMs: number;
  answerMs: number;
}
export const SERVING_TIMEOUTS: PoolTimeouts = { connectMs: 3_000, statementMs: 5_000, answerMs: 6_000 };

/**
 * The days' notifications in one statement, so in one transaction of its own: set_config's local
 * synchronous_commit still holds when that transaction commits, which then does not wait for the disk.
 */
const NOTIFY_DAYS = prepared(
  `SELECT set_config('synchronous_commit', 'off', true) AS sync, pg_notify('office_day', d) AS sent FROM unnest($1::text[]) AS d`,
);

export async function openPostgres(url: string, max = 10, timeouts?: PoolTimeouts): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: pgTypes,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.answerMs,
    }),
  });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  // Every error of the driver goes through fromDriver: its failures to reach the server become DatabaseUnavailable.
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string | Statement, params?: unknown[]) {
      try {
        const r =
          typeof sql === 'string'
            ? await c.query(sql, params as unknown[])
            : await c.query({ name: sql.name, text: sql.text, values: params as unknown[] });
        return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
      } catch (e) {
        throw fromDriver(e);
      }
    },
  });
  const direct = wrap(pool);
  const notify = new DeferredNotify((days) => direct.query(NOTIFY_DAYS, [days]));
  return {
    kind: 'postgres',
    query: <T>(sql: string | Statement, params?: unknown[]) => (ambientTx() ?? direct).query<T>(sql, params),
    transaction: (fn) => (ambientTx() ? ambientTransaction(fn) : committing(() => pgTransaction(fn))),
    exec: async (sql) => {
      await pool.query(sql).catch((e: unknown) => Promise.reject(fromDriver(e)));
    },
    close: async () => {
      await notify.settled();
      await pool.end();
    },
    listen: (channels, on) => listenPostgres(url, channels, on),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };

  async function pgTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect().catch((e: unknown) => Promise.reject(fromDriver(e)));
    // The pool listens on idle clients only: a connection lost while this one waits between two
    // statements would be an 'error' event nobody hears, which ends the process.
    const lost = (e: Error) => void e;
    client.on('error', lost);
    const tx = wrap(client);
    let broken: Error | undefined;
    try {
      // The office's notifications wait for the commit (migration 027): noted here, sent after it.
      await script(client, "BEGIN; SET LOCAL birouri.defer_notify = 'on'");
      const out = await fn(tx);
      const [noted] = await script(client, "SELECT current_setting('birouri.notify_days', true) AS days; COMMIT");
      notify.add(noted?.rows[0]?.days as string | undefined);
      return out;
    } catch (e) {
      // A connection that failed or never answered takes no ROLLBACK (it would wait for it): it is
      // thrown away, and the server rolls the transaction back as the session ends.
      if (databaseUnavailable(e)) broken = e as Error;
      else await tx.query('ROLLBACK').catch((r: Error) => (broken = r));
      throw e;
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  }
}

/** A script of several statements in one round trip (the simple protocol: no parameters), each statement's result in turn. */
async function script(client: pg.PoolClient, sql: string): Promise<pg.QueryResult[]> {
  try {
    const r = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(r) ? r : [r];
  } catch (e) {
    throw fromDriver(e);
  }
}

/** SQLSTATE of a database error, whichever driver raised it. */
export function sqlState(e: unknown): string | undefined {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  if (typeof err?.code === 'string') return err.code;
  if (typeof err?.cause?.code === 'string') return err.cause.code;
  return undefined;
}
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';

/** The name of the constraint a database error broke (both drivers report it), to tell refusals apart without reading their text. */
export function sqlConstraint(e: unknown): string | undefined {
  const err = e as { constraint?: unknown; cause?: { constraint?: unknown } };
  if (typeof err?.constraint === 'string') return err.constraint;
  if (typeof err?.cause?.constraint === 'string') return err.cause.constraint;
  return undefined;
}
