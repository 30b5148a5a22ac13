import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract as extractTar } from 'tar';
import { afterAll, expect, it } from 'vitest';
import { startServer } from '../../../bench/http/server-process.js';
import { buildApp } from '../../app.js';
import { boot, seedInputsOf } from '../../boot.js';
import { loadConfig, type Config } from '../../config.js';
import { createSession } from '../../identity/sessions-service.js';
import { TestClock } from '../../jobs/clock.js';
import { createMailer } from '../../mail/mailer.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { databaseUrl, onPostgres, onServer } from '../../test/db.js';
import { createTestApp } from '../../test/harness.js';
import { runScript } from '../../test/run-script.js';
import { templateFor } from '../../test/template.js';
import { openPglite, openPostgres, type Db, type Queryable } from '../connection.js';
import { PGLITE_HEADER } from './backup-file.js';
import { BACKUP_MSG, BackupError } from './messages.js';
import { backupPglite, restorePglite } from './pglite-backup.js';

// npm run backup / npm run restore (decisions §16): a copy taken while the application serves and
// books, restored into a fresh database, holds exactly what the source held at the copy: every
// table, row for row; the bookings made after it are not there. A database that is not empty is
// replaced only with --force, and a refused restore changes nothing.

const START = new Date('2026-03-02T08:00:00Z'); // a Monday, 10:00 in Bucharest
const work = mkdtempSync(join(tmpdir(), 'birouri-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The API as the test calls it: over real HTTP to a server process, or through the in-process app. */
type Call = (method: string, url: string, token: string, body?: unknown) => Promise<{ status: number; payload: any }>;

const reservationDay = (day: string) => ({ groupId: 'it', reservationDate: day });

/** Desks booked before the copy: the manager on two days, the employee on one. */
async function bookBefore(call: Call, tokens: { manager: string; angajat: string }): Promise<string[]> {
  const booked = [
    await call('POST', '/api/reservations/desks/random', tokens.manager, reservationDay('2026-03-03')),
    await call('POST', '/api/reservations/desks/random', tokens.manager, reservationDay('2026-03-04')),
    await call('POST', '/api/reservations/desks/random', tokens.angajat, reservationDay('2026-03-03')),
  ];
  expect(booked.map((r) => r.status)).toEqual([200, 200, 200]);
  return booked.map((r) => r.payload._id as string);
}

/** After the copy: two more bookings, and one of the first cancelled. */
async function bookAfter(call: Call, tokens: { manager: string; angajat: string }, cancel: string): Promise<Later> {
  const booked = [
    await call('POST', '/api/reservations/desks/random', tokens.manager, reservationDay('2026-03-05')),
    await call('POST', '/api/reservations/desks/random', tokens.angajat, reservationDay('2026-03-06')),
  ];
  const cancelled = await call('POST', '/api/reservations/desks/delete', tokens.manager, { _id: cancel });
  expect([...booked, cancelled].map((r) => r.status)).toEqual([200, 200, 200]);
  return { booked: booked.map((r) => r.payload._id as string), cancelled: cancel, days: ['2026-03-04', '2026-03-05', '2026-03-06'] };
}
interface Later {
  booked: string[];
  cancelled: string;
  days: string[];
}

/** Every table of the schema public: its rows as JSON text, sorted (the order of rows is no content). */
type Contents = Map<string, string[]>;
async function contentsOf(q: Queryable): Promise<Contents> {
  const { rows: tables } = await q.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const out: Contents = new Map();
  for (const { name } of tables) {
    const { rows } = await q.query<{ r: string }>(`SELECT to_jsonb(t)::text AS r FROM public."${name}" t`);
    out.set(name, rows.map((x) => x.r).sort());
  }
  return out;
}
const parsed = (rows: string[]) => rows.map((r) => JSON.parse(r) as Record<string, unknown>);

/**
 * The restored copy holds what the source holds now less what was written after the copy: its two
 * bookings, the cancel (the row as it was), and the versions of the days they touched (bumped by
 * triggers). Every other table is the same, row for row.
 */
function expectStateAtCopy(restored: Contents, source: Contents, later: Later): void {
  expect([...restored.keys()]).toEqual([...source.keys()]);
  for (const [table, rows] of source) {
    if (table === 'desk_reservations' || table === 'desk_map_versions') continue;
    expect(restored.get(table), table).toEqual(rows);
  }
  const byId = (rows: string[]) => new Map(parsed(rows).map((r) => [r.id as string, r]));
  const was = byId(source.get('desk_reservations')!);
  const now = byId(restored.get('desk_reservations')!);
  for (const id of later.booked) {
    expect(was.has(id)).toBe(true);
    expect(now.has(id)).toBe(false);
  }
  expect(was.get(later.cancelled)!.status).toBe('cancelled');
  // Cancelling counted one change for the calendar (migration 016) and stamped its time: the copy has neither.
  const cancelled = was.get(later.cancelled)!;
  expect(now.get(later.cancelled)).toEqual({
    ...cancelled,
    status: 'booked',
    calendar_sequence: (cancelled.calendar_sequence as number) - 1,
    cancelled_at: null,
  });
  for (const id of later.booked) was.delete(id);
  was.set(later.cancelled, now.get(later.cancelled)!);
  expect(now).toEqual(was);

  // A day's map version is the sum of its rows (migration 007): the days written after the copy were lower then.
  const dayVersions = (c: Contents, touched: boolean) => {
    const sums = new Map<string, number>();
    for (const r of parsed(c.get('desk_map_versions')!))
      if (later.days.includes(r.day as string) === touched) sums.set(`${r.day}/${r.shard}`, Number(r.version));
    return sums;
  };
  expect(dayVersions(restored, false)).toEqual(dayVersions(source, false));
  const sum = (m: Map<string, number>, day: string) => [...m].filter(([k]) => k.startsWith(day)).reduce((n, [, v]) => n + v, 0);
  for (const day of later.days) expect(sum(dayVersions(restored, true), day)).toBeLessThan(sum(dayVersions(source, true), day));
}

/** A fingerprint of every file under a folder: equal, nothing in it changed. */
function folderPrint(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      h.update(p);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

const testConfig = (over: Partial<Config>): Config => ({ ...loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }), ...over });

/** An application on a database as `npm start` boots it (migrations, settings, jobs), answering the API in-process; it writes nothing until called. */
async function appOn(config: Config, db?: Db) {
  const clock = new TestClock(START);
  const mailer = createMailer({ outboxDir: join(work, 'outbox'), from: config.mailFrom });
  const { ctx, shutdown } = await boot(config, { db, mailer, clock, log: () => undefined });
  const app = await buildApp(ctx, { serveWeb: false });
  const call: Call = async (method, url, token, body) => {
    const res = await app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, payload: body as object });
    return { status: res.statusCode, payload: res.json().payload };
  };
  return {
    ctx,
    call,
    async close() {
      await app.close();
      await shutdown();
    },
  };
}

it.skipIf(onPostgres())(
  'PGlite: a copy taken from the running server holds exactly the state at the copy; restore refuses a folder in use or not empty',
  { timeout: 240_000 },
  async () => {
    const source = join(work, 'source');
    const target = join(work, 'target');
    const copy = join(work, 'copy.backup');
    const pglite = (dir: string) => ({ DATA_DIR: dir });

    // The source: the run's demo database (server/test/template.ts), served by a real server process.
    const template = await templateFor(seedInputsOf(testConfig({ loadDemo: true }), START));
    if (template?.kind !== 'pglite') throw new Error('the run has no PGlite template (server/test/template-setup.ts)');
    mkdirSync(join(source, 'pglite'), { recursive: true });
    await extractTar({ file: template.file, cwd: join(source, 'pglite') });
    const server = await startServer({ DATA_DIR: source }, START);
    try {
      const login = async (username: string) => {
        const r = await fetch(`${server.url}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: DEMO_PASSWORD }),
        });
        return ((await r.json()) as { payload: { token: string } }).payload.token;
      };
      const call: Call = async (method, url, token, body) => {
        const r = await fetch(`${server.url}${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: r.status, payload: ((await r.json()) as { payload: unknown }).payload };
      };
      const tokens = { manager: await login('manager'), angajat: await login('angajat') };
      const [, cancel] = await bookBefore(call, tokens);
      const listedAtCopy = await call('GET', '/api/reservations/desks', tokens.manager);

      const backup = await runScript('backup.ts', [copy], pglite(source));
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^Copia de siguranță \(PGlite\) a fost scrisă în .*copy\.backup \(\d+,\d MB\)\.$/);
      expect(readFileSync(copy).subarray(0, PGLITE_HEADER.length).equals(PGLITE_HEADER)).toBe(true);
      expect(existsSync(`${copy}.tmp`)).toBe(false);

      const inUse = await runScript('restore.ts', [copy, '--force'], pglite(source));
      expect(inUse).toEqual({ code: 1, stdout: '', stderr: BACKUP_MSG.serverHoldsFolder(source) });

      const later = await bookAfter(call, tokens, cancel);
      expect((await call('GET', '/api/reservations/desks', tokens.manager)).payload).not.toEqual(listedAtCopy.payload);
      await server.stop();

      const sourceDb = await openPglite(join(source, 'pglite'));
      const sourceNow = await contentsOf(sourceDb);
      await sourceDb.close();

      // Not over a database without --force: refused, and not one file of the folder changes.
      const before = folderPrint(source);
      await expect(restorePglite(source, copy, false)).rejects.toThrow(new BackupError(BACKUP_MSG.folderNotEmpty(source)));
      // A damaged copy fails before anything is swapped, even with --force.
      const cut = join(work, 'cut.backup');
      writeFileSync(cut, readFileSync(copy).subarray(0, Math.floor(statSync(copy).size * 0.8)));
      await expect(restorePglite(source, cut, true)).rejects.toThrow(
        /^Fișierul .*cut\.backup nu a putut fi restaurat \(.+\)\. Baza de date a rămas neschimbată\.$/,
      );
      expect(folderPrint(source)).toBe(before);

      // Into a fresh folder: the state at the copy, in every table and through the API.
      const restore = await runScript('restore.ts', [copy], pglite(target));
      expect(restore).toEqual({ code: 0, stdout: BACKUP_MSG.restored(copy, target), stderr: '' });
      const app = await appOn(testConfig({ dataDir: target, loadDemo: false }));
      let restored: Contents;
      try {
        restored = await contentsOf(app.ctx.db);
        expectStateAtCopy(restored, sourceNow, later);
        // The manager's session of the source is in the copy too.
        expect((await app.call('GET', '/api/reservations/desks', tokens.manager)).payload).toEqual(listedAtCopy.payload);
      } finally {
        await app.close();
      }

      // A copy of a stopped server's folder is made by the command itself; --force puts it over a database.
      const offline = join(work, 'offline.backup');
      await backupPglite(target, offline);
      const forced = await runScript('restore.ts', [offline, '--force'], pglite(source));
      expect(forced).toEqual({ code: 0, stdout: BACKUP_MSG.restored(offline, source), stderr: '' });
      expect(readdirSync(source).filter((f) => f.startsWith('pglite'))).toEqual(['pglite']);
      const replaced = await openPglite(join(source, 'pglite'));
      try {
        expect(await contentsOf(replaced)).toEqual(restored!);
      } finally {
        await replaced.close();
      }

      // A PostgreSQL archive, or any other file, is not put into PGlite.
      const dump = join(work, 'other.backup');
      writeFileSync(dump, 'PGDMP\x01\x0f\x00');
      await expect(restorePglite(target, dump, true)).rejects.toThrow(new BackupError(BACKUP_MSG.postgresIntoPglite(dump)));
      writeFileSync(dump, 'nimic');
      await expect(restorePglite(target, dump, true)).rejects.toThrow(new BackupError(BACKUP_MSG.notABackup(dump)));
    } finally {
      await server.stop();
    }
  },
);

it.skipIf(!onPostgres())(
  'PostgreSQL: pg_dump while the application books, restored into a fresh database, holds exactly the state at the copy',
  { timeout: 240_000 },
  async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const t = await createTestApp({ demo: true, start: START.toISOString() });
    const targetName = `restore_${Date.now().toString(36)}`;
    await onServer(admin, (c) => c.query(`CREATE DATABASE ${targetName}`));
    const target = databaseUrl(admin, targetName);
    const copy = join(work, 'pg.backup');
    const on = (url: string) => ({ DATABASE_URL: url });
    try {
      const call: Call = async (method, url, token, body) => {
        const r = await t.call(method, url, { token, body });
        return { status: r.status, payload: r.body.payload };
      };
      const uuidOf = async (username: string) =>
        (await t.ctx.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE username = $1', [username])).rows[0].uuid;
      const tokens = {
        manager: await createSession(t.ctx.db, await uuidOf('manager'), t.clock.now(), 30),
        angajat: await createSession(t.ctx.db, await uuidOf('angajat'), t.clock.now(), 30),
      };
      const [, cancel] = await bookBefore(call, tokens);
      const listedAtCopy = await call('GET', '/api/reservations/desks', tokens.manager);

      // The application's pool stays connected throughout: pg_dump reads its own snapshot.
      const backup = await runScript('backup.ts', [copy], on(t.dbUrl!));
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^Copia de siguranță \(PostgreSQL\) a fost scrisă în .*pg\.backup/);
      expect(readFileSync(copy).subarray(0, 5).toString()).toBe('PGDMP');

      const later = await bookAfter(call, tokens, cancel);
      const sourceNow = await contentsOf(t.ctx.db);

      // Not into a database others use (the application is connected to the source).
      const inUse = await runScript('restore.ts', [copy, '--force'], on(t.dbUrl!));
      expect(inUse.code).toBe(1);
      expect(inUse.stderr).toMatch(
        /^Baza de date t_\w+ este folosită de (1 altă conexiune|\d+ (de )?alte conexiuni)\. Opriți aplicația înainte de restaurare\.$/,
      );

      const restore = await runScript('restore.ts', [copy], on(target));
      expect(restore).toEqual({ code: 0, stdout: BACKUP_MSG.restored(copy, targetName), stderr: '' });
      const app = await appOn(testConfig({ databaseUrl: target }), await openPostgres(target, 2));
      let restored: Contents;
      try {
        restored = await contentsOf(app.ctx.db);
        expectStateAtCopy(restored, sourceNow, later);
        // The manager's session of the source is in the copy too.
        expect((await app.call('GET', '/api/reservations/desks', tokens.manager)).payload).toEqual(listedAtCopy.payload);
      } finally {
        await app.close();
      }

      // Not over a database that is not empty without --force, nor from a damaged copy; and nothing changes.
      const refused = await runScript('restore.ts', [copy], on(target));
      expect(refused.code).toBe(1);
      // A damaged copy fails whole: pg_restore stops mid-way and psql commits nothing, not even --force's drop.
      const cut = join(work, 'pg-cut.backup');
      writeFileSync(cut, readFileSync(copy).subarray(0, Math.floor(statSync(copy).size * 0.8)));
      const damaged = await runScript('restore.ts', [cut, '--force'], on(target));
      expect(damaged.code).toBe(1);
      expect(damaged.stderr).toMatch(/^Restaurarea a eșuat; baza de date a rămas neschimbată\. pg_restore: /);
      expect(refused.stderr).toMatch(
        new RegExp(
          `^Baza de date ${targetName} nu este goală \\(\\d+ (de )?tabele, secvențe sau vederi\\)\\. Pentru a o înlocui cu copia, adăugați --force\\.$`,
        ),
      );
      const check = await openPostgres(target, 1);
      const afterRefusal = await contentsOf(check);
      await check.close();
      expect(afterRefusal).toEqual(restored!);

      // With --force, a copy taken now replaces it whole: the source as it is now.
      const now = join(work, 'pg-now.backup');
      expect((await runScript('backup.ts', [now], on(t.dbUrl!))).code).toBe(0);
      const forced = await runScript('restore.ts', [now, '--force'], on(target));
      expect(forced).toEqual({ code: 0, stdout: BACKUP_MSG.restored(now, targetName), stderr: '' });
      const replaced = await openPostgres(target, 1);
      try {
        expect(await contentsOf(replaced)).toEqual(await contentsOf(t.ctx.db));
      } finally {
        await replaced.close();
      }

      // A PGlite copy is not put into PostgreSQL.
      const lite = join(work, 'lite.backup');
      writeFileSync(lite, Buffer.concat([PGLITE_HEADER, Buffer.from('x')]));
      expect((await runScript('restore.ts', [lite], on(target))).stderr).toBe(BACKUP_MSG.pgliteIntoPostgres(lite));
    } finally {
      await t.close();
      await onServer(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`));
    }
  },
);
