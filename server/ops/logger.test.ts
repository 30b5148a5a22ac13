import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract as extractTar } from 'tar';
import { expect, it } from 'vitest';
import { seedInputsOf } from '../boot.js';
import { loadConfig } from '../config.js';
import { onPostgres } from '../test/db.js';
import { freePort } from '../test/free-port.js';
import { killTree } from '../test/processes.js';
import { templateFor } from '../test/template.js';

// One logger (#38, point 12): what the server says while it starts, before its HTTP app exists
// (here: a data folder it had to close to other users), is a pino JSON line like a request's, not
// plain console text among them.

it.skipIf(onPostgres() || process.platform !== 'linux')(
  'the start-up’s own lines and the requests’ are JSON lines of one log',
  { timeout: 90_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'birouri-log-'));
    const template = await templateFor(seedInputsOf({ ...loadConfig({ NODE_ENV: 'test' }), loadDemo: false }, new Date()));
    if (template?.kind !== 'pglite') throw new Error('the run has no PGlite template (server/test/template-setup.ts)');
    mkdirSync(join(dir, 'pglite'), { recursive: true });
    await extractTar({ file: template.file, cwd: join(dir, 'pglite') });
    chmodSync(dir, 0o755); // open to other users: the start tightens it and says so
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
    };
    for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'NODE_ENV', 'NODE_OPTIONS']) delete env[name];
    const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'main.ts')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    server.stdout.on('data', (d) => (out += d));
    server.stderr.on('data', (d) => (err += d));
    try {
      const deadline = Date.now() + 60_000;
      while (!(await fetch(`http://127.0.0.1:${port}/api/meta`).catch(() => null))?.ok) {
        if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not serve:\n${out}${err}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
      expect(err).toBe('');
      const lines = out.trim().split('\n');
      const parsed = lines.map((l) => {
        try {
          return JSON.parse(l) as { level: number; msg: string; pid: number };
        } catch {
          return { plain: l };
        }
      });
      expect(parsed.filter((p) => 'plain' in p)).toEqual([]);
      const msgs = parsed as { level: number; msg: string; pid: number }[];
      expect(msgs.find((m) => m.msg.includes('era deschis altor utilizatori locali'))).toMatchObject({ level: 30, pid: server.pid });
      expect(msgs.find((m) => m.msg === 'request')).toMatchObject({ level: 30, pid: server.pid });
    } finally {
      if (server.exitCode === null) killTree(server.pid!);
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
