import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PGLITE_NODE_FLAGS, POSTGRES_NODE_FLAGS, serverNodeFlags } from './node-flags.js';
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

it('starts PostgreSQL servers with their own heap flags, not the tighter ones PGlite needs', () => {
  expect(serverNodeFlags({ DATABASE_URL: 'postgres://u@h/db' })).toEqual(POSTGRES_NODE_FLAGS);
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

/** Waits until `pid` is gone (a zombie counts as gone), for at most `ms`; answers whether it went. */
async function gone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !alive(pid);
}

// `kill -TERM` of `npm start`'s own process (#38, point 12): npm forwards the signal to its script's
// process, which used to be a shell waiting for node after `npm run build &&`; the shell died of it
// and the server ran on, orphaned. The script now `exec`s the launcher, which passes the signal on.
it.skipIf(process.platform !== 'linux')(
  'npm start: SIGTERM to the npm process stops the server gracefully',
  { timeout: 120_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birouri-start-'));
    const port = await freePort();
    // `npm start` builds the web first; the build is not the subject here (and takes a minute of
    // both cores), so the script's inner `npm run build` finds a stand-in first in its PATH that
    // succeeds at once. Every other npm call, the outer `npm start` included, is the real npm.
    const realNpm = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim();
    const bin = join(dir, 'bin');
    const stand = join(bin, 'npm');
    mkdirSync(bin);
    writeFileSync(stand, `#!/bin/sh\nif [ "$1 $2" = "run build" ]; then exit 0; fi\nexec '${realNpm}' "$@"\n`);
    chmodSync(stand, 0o755);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
    };
    for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'NODE_ENV', 'NODE_OPTIONS']) delete env[name];
    const npm = spawn(realNpm, ['start'], { cwd: join(import.meta.dirname, '..'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    npm.stdout.on('data', (d) => (out += d));
    npm.stderr.on('data', (d) => (out += d));
    let server: number | undefined;
    try {
      const deadline = Date.now() + 90_000;
      while (!(await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok) {
        if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not serve:\n${out}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      server = findUnder(npm.pid!, 'server/main.ts');
      expect(server).toBeDefined();
      const exited = new Promise<number | null>((r) => npm.once('exit', (code) => r(code)));
      process.kill(npm.pid!, 'SIGTERM');
      expect(await gone(server!, 30_000)).toBe(true);
      expect(await exited).toBe(0);
      // It stopped as SIGTERM stops it (decisions §16), not cut off.
      expect(out).toContain('Oprire: cererile în curs se încheie');
    } finally {
      if (npm.exitCode === null) killTree(npm.pid!);
      // Orphaned by a shell that died (the fault this test is about), the server is no longer under npm.
      if (server !== undefined && alive(server)) killTree(server);
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
