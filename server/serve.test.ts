import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PGLITE_NODE_FLAGS, serverNodeFlags } from './node-flags.js';
import { freePort } from './test/free-port.js';
import { cmdline, descendants, killTree } from './test/processes.js';

// `npm run serve` (server/serve.ts) starts the server in a process of its own, with the V8 flags
// that keep it within #24's memory on PGlite, and a signal stops both.

/** The node process under `root` running `script` (not the shell whose command line mentions it). */
const findUnder = (root: number, script: string) =>
  descendants(root).find((pid) => cmdline(pid).some((a) => a === script || a.endsWith(`/${script}`)));
const alive = (pid: number) => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

it('starts PostgreSQL servers without the flags PGlite needs', () => {
  expect(serverNodeFlags({ DATABASE_URL: 'postgres://u@h/db' })).toEqual([]);
  expect(serverNodeFlags({ DATABASE_URL: '' })).toEqual(PGLITE_NODE_FLAGS);
});

it.skipIf(process.platform !== 'linux')(
  'npm run serve runs the server on PGlite with the heap flags, and SIGTERM stops it',
  { timeout: 120_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birouri-serve-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'NODE_ENV', 'NODE_OPTIONS']) delete env[name];
    const npm = spawn('npm', ['run', 'serve'], { cwd: join(import.meta.dirname, '..'), env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    npm.stderr.on('data', (d) => (err += d));
    try {
      const deadline = Date.now() + 90_000;
      while (!(await fetch(`http://127.0.0.1:${port}/api/meta`).catch(() => null))?.ok) {
        if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not serve:\n${err}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const launcher = findUnder(npm.pid!, 'server/serve.ts')!;
      const server = findUnder(launcher, 'server/main.ts')!;
      expect(cmdline(server)).toEqual(expect.arrayContaining(PGLITE_NODE_FLAGS));
      process.kill(launcher, 'SIGTERM');
      const code = await new Promise((r) => npm.once('exit', r));
      expect(code).toBe(0);
      expect(alive(server)).toBe(false);
    } finally {
      if (npm.exitCode === null) killTree(npm.pid!);
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
