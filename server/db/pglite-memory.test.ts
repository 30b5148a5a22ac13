import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openPglite, type Queryable } from './connection.js';

// The embedded database's memory stays in the server process for good (the WASM heap never
// shrinks): its settings keep it small (#24), and not at the cost of a committed write.

const MB = 1024 * 1024;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'birouri-pglite-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const bytes = async (q: Queryable, setting: string) =>
  (await q.query<{ b: number }>('SELECT pg_size_bytes(current_setting($1))::int8 AS b', [setting])).rows[0].b;

it('opens with a small shared memory, which is resident from the start, and bounded maintenance work', async () => {
  const db = await openPglite(join(tempDir(), 'pglite'));
  try {
    // PostgreSQL's defaults (shared_buffers 128MB) make 145 MB of shared memory.
    expect(await bytes(db, 'shared_memory_size')).toBeLessThanOrEqual(32 * MB);
    expect(await bytes(db, 'shared_buffers')).toBeLessThanOrEqual(16 * MB);
    expect(await bytes(db, 'maintenance_work_mem')).toBeLessThanOrEqual(16 * MB);
  } finally {
    await db.close();
  }
});

it.skipIf(process.platform === 'win32')(
  'keeps a committed write when the process holding it is killed without closing it',
  async () => {
    const dir = join(tempDir(), 'pglite');
    const root = join(import.meta.dirname, '..', '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/write-then-wait.ts', dir, 'păstrat'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          if (out.includes('committed')) resolve();
        });
        child.once('exit', () => reject(new Error(`the writer exited: ${out}`)));
      });
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((r) => (child.exitCode === null && child.signalCode === null ? child.once('exit', r) : r(null)));
    const db = await openPglite(dir);
    try {
      // Each commit waits for its WAL to be written (PGlite's relaxedDurability stays off).
      expect((await db.query<{ s: string }>("SELECT current_setting('synchronous_commit') AS s")).rows[0].s).toBe('on');
      expect((await db.query<{ note: string }>('SELECT note FROM kept')).rows).toEqual([{ note: 'păstrat' }]);
    } finally {
      await db.close();
    }
  },
  60_000,
);
