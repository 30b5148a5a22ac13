import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract as extractTar } from 'tar';
import { afterAll, expect, it } from 'vitest';
import { boot, seedInputsOf } from '../boot.js';
import { loadConfig } from '../config.js';
import { TestClock } from '../jobs/clock.js';
import { createMailer } from '../mail/mailer.js';
import { resetPasswordMail } from '../mail/templates.js';
import { onPostgres } from '../test/db.js';
import { templateFor } from '../test/template.js';
import { backupPglite, restorePglite } from './backup/pglite-backup.js';

// DATA_DIR, everything the application makes in it and the backup files are their owner's alone
// (#38, point 2): folders 0700, files 0600, whatever the umask (the test runs under 0o022, the
// usual one, where Node's defaults make 0755 folders and 0644 files, and PGlite 0666 ones). A
// folder left open is tightened at start, with one line of the log.

const START = new Date('2026-03-02T08:00:00Z');
const work = mkdtempSync(join(tmpdir(), 'birouri-private-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every path under `root` (itself included) whose mode is not 0700 for a folder or 0600 for anything else, with its mode. */
function openPaths(root: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    const want = st.isDirectory() ? 0o700 : 0o600;
    if ((st.mode & 0o7777) !== want) out.push(`${p} ${(st.mode & 0o7777).toString(8)}`);
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(join(p, n));
  };
  walk(root);
  return out;
}
const countPaths = (root: string): number =>
  1 + (statSync(root).isDirectory() ? readdirSync(root).reduce((n, c) => n + countPaths(join(root, c)), 0) : 0);

/** Opens every path under `root` to everyone: folders 0777, files 0666 (what an earlier version left, or worse). */
function openUp(root: string): void {
  const st = lstatSync(root);
  chmodSync(root, st.isDirectory() ? 0o777 : 0o666);
  if (st.isDirectory()) for (const n of readdirSync(root)) openUp(join(root, n));
}

/** Runs `fn` under umask 0o022, the process's own given back after. */
async function underUsualUmask<T>(fn: () => Promise<T>): Promise<T> {
  const was = process.umask(0o022);
  try {
    return await fn();
  } finally {
    process.umask(was);
  }
}

/** A data folder holding the run's empty migrated database, as a server finds its own. */
async function dataFolder(name: string): Promise<string> {
  const dir = join(work, name);
  const template = await templateFor(seedInputsOf({ ...loadConfig({ NODE_ENV: 'test' }), loadDemo: false }, START));
  if (template?.kind !== 'pglite') throw new Error('the run has no PGlite template (server/test/template-setup.ts)');
  mkdirSync(join(dir, 'pglite'), { recursive: true });
  await extractTar({ file: template.file, cwd: join(dir, 'pglite') });
  return dir;
}

it('an e-mail written to the outbox folder is 0600 in a 0700 folder', () =>
  underUsualUmask(async () => {
    const dir = join(work, 'mail', 'outbox');
    await createMailer({ outboxDir: dir, from: 'app@example.com' }).send(
      resetPasswordMail({ email: 'ana@example.com', name: 'Ana', language: 'ro' }, 'http://x/r'),
    );
    expect(readdirSync(dir)).toHaveLength(1);
    expect(openPaths(join(work, 'mail'))).toEqual([]);
  }));

it.skipIf(onPostgres() || process.platform === 'win32')(
  'a data folder left open to everyone is its owner’s alone once the server has started, and the log says so once',
  { timeout: 60_000 },
  () =>
    underUsualUmask(async () => {
      const dir = await dataFolder('open');
      mkdirSync(join(dir, 'outbox'));
      writeFileSync(join(dir, 'outbox', '1-1.eml'), 'To: ana@example.com\n\nParola nouă: x');
      openUp(dir);
      const loose = countPaths(dir);
      expect(openPaths(dir)).toHaveLength(loose);

      const lines: string[] = [];
      const config = { ...loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }), dataDir: dir, loadDemo: false };
      const { ctx, shutdown } = await boot(config, { clock: new TestClock(START), log: (m) => lines.push(m) });
      try {
        expect(openPaths(dir)).toEqual([]);
        const told = lines.filter((l) => l.includes('era deschis altor utilizatori locali'));
        expect(told).toHaveLength(1);
        expect(told[0]).toMatch(/: \d+ (de )?dosare → 0700, \d+ (de )?fișiere → 0600\.$/);
        // What PostgreSQL makes while the server runs (a table's files, the WAL) is its owner's too.
        await ctx.db.exec('CREATE TABLE later (n int); INSERT INTO later SELECT generate_series(1, 1000); CHECKPOINT;');
        expect(openPaths(dir)).toEqual([]);
      } finally {
        await shutdown();
      }
      // A second start finds nothing to tighten, and says nothing.
      lines.length = 0;
      const again = await boot(config, { clock: new TestClock(START), log: (m) => lines.push(m) });
      await again.shutdown();
      expect(lines.filter((l) => l.includes('era deschis'))).toEqual([]);
    }),
);

it.skipIf(onPostgres() || process.platform === 'win32')(
  'a backup file is 0600, and a folder restored from it is 0700/0600, even from an open folder',
  { timeout: 60_000 },
  () =>
    underUsualUmask(async () => {
      const source = await dataFolder('source');
      openUp(source);
      const file = join(work, 'copy.backup');
      await backupPglite(source, file);
      expect(statSync(file).mode & 0o7777).toBe(0o600);

      const target = join(work, 'restored');
      await restorePglite(target, file, false);
      expect(openPaths(target)).toEqual([]);
    }),
);
