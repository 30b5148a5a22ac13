import fs, { mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract as extractTar } from 'tar';
import { expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { boot, seedInputsOf } from '../boot.js';
import { loadConfig } from '../config.js';
import { TestClock } from '../jobs/clock.js';
import { createMailer } from '../mail/mailer.js';
import { onPostgres } from '../test/db.js';
import { aDesk, aFloor, aGroup, aPerson } from '../test/factories.js';
import { templateFor } from '../test/template.js';

// An acknowledged booking on the embedded database is on the disk (#38, point 3): PGlite's file
// system used to drop PostgreSQL's fsync (pglite-durable.ts), so a COMMIT was answered with its WAL
// in the OS's page cache only, lost to a power cut. `SHOW fsync` proves nothing here; the calls do:
// during the booking's request, node's fsync reaches the WAL segment of the data folder, and a
// checkpoint flushes the data files it wrote.

const START = new Date('2026-03-02T08:00:00Z'); // a Monday, 10:00 in Bucharest

it.skipIf(onPostgres() || process.platform !== 'linux')(
  "a desk booked on the embedded database is answered only after its WAL segment was fsync'ed to the disk",
  { timeout: 60_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birouri-durable-'));
    const config = { ...loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }), dataDir: dir, loadDemo: false };
    // The run's empty migrated database, unpacked into a data folder, as a server finds its own.
    const template = await templateFor(seedInputsOf(config, START));
    if (template?.kind !== 'pglite') throw new Error('the run has no PGlite template (server/test/template-setup.ts)');
    mkdirSync(join(dir, 'pglite'), { recursive: true });
    await extractTar({ file: template.file, cwd: join(dir, 'pglite') });
    const clock = new TestClock(START);
    const mailer = createMailer({ outboxDir: join(dir, 'outbox'), from: config.mailFrom });
    const { ctx, shutdown } = await boot(config, { mailer, clock, log: () => undefined });
    const app = await buildApp(ctx, { serveWeb: false });
    // What each fsync of the process reached, by path (its descriptor may be closed by the time the test reads).
    const synced: string[] = [];
    const fsync = fs.fsyncSync;
    const watch = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      synced.push(readlinkSync(`/proc/self/fd/${fd}`));
      fsync(fd);
    });
    try {
      const t = { ctx, clock };
      const group = await aGroup(t);
      const desk = await aDesk(t, { floor: await aFloor(t), groups: [group] });
      const person = await aPerson(t, { groups: [group] });
      const settings = await ctx.db.query<{ fsync: string; method: string }>(
        "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method",
      );
      expect(settings.rows[0]).toEqual({ fsync: 'on', method: 'fsync' });

      synced.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/api/reservations/desks/update',
        headers: { authorization: `Bearer ${person.token}` },
        payload: { deskId: desk, reservationDate: '2026-03-03' },
      });
      expect(res.statusCode, res.body).toBe(200);
      // By the time the answer exists, the booking's WAL was flushed through fsync(2) to the segment's file.
      const wal = new RegExp(`^${realpathSync(dir)}/pglite/pg_wal/[0-9A-F]{24}$`);
      expect(synced.filter((p) => wal.test(p)).length, synced.join('\n')).toBeGreaterThan(0);
      const held = await ctx.db.query('SELECT 1 FROM desk_reservations WHERE desk_id = $1 AND uuid = $2', [desk, person.uuid]);
      expect(held.rows).toHaveLength(1);

      // A checkpoint flushes the data files it wrote before the WAL behind them may be recycled.
      synced.length = 0;
      await ctx.db.query('CHECKPOINT');
      const dataFile = new RegExp(`^${realpathSync(dir)}/pglite/base/\\d+/\\d+$`);
      expect(synced.filter((p) => dataFile.test(p)).length, synced.join('\n')).toBeGreaterThan(0);
    } finally {
      watch.mockRestore();
      await app.close();
      await shutdown();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
