import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'birouri-lock-'));
  dirs.push(d);
  return d;
};
// async, so that a refusal is always a rejection, whichever way lockDataDir reports it.
const lock = async (dir: string) => lockDataDir(dir);
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

it('refuses a second holder of the same folder until the first lets go', async () => {
  const dir = tempDir();
  const unlock = await lock(dir);
  await expect(lock(dir)).rejects.toThrow(`Another server is using ${dir}. Stop it, or use DATABASE_URL`);
  // Another folder is another lock.
  await (
    await lock(tempDir())
  )();
  await unlock();
  await (
    await lock(dir)
  )();
});

it('ignores a leftover server.lock pid file, even one naming a live process', async () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'server.lock'), String(process.ppid));
  await (
    await lock(dir)
  )();
});

it.skipIf(process.platform === 'win32')(
  'is free as soon as its holder is killed, before the dead process is reaped',
  async () => {
    const dir = tempDir();
    // The holder runs in the background of a shell that then becomes `sleep`, which never
    // reaps it: once killed it stays a zombie, as a crashed server may for a while.
    const root = join(import.meta.dirname, '..', '..');
    const holder = `'${process.execPath}' --import tsx server/test/hold-data-dir-lock.ts '${dir}'`;
    const sh = spawn('sh', ['-c', `${holder} & exec sleep 60`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let pid = 0;
    try {
      pid = await new Promise<number>((resolve, reject) => {
        let out = '';
        sh.stdout.on('data', (d) => {
          out += d;
          const m = /locked (\d+)/.exec(out);
          if (m) resolve(Number(m[1]));
        });
        sh.once('exit', () => reject(new Error(`holder exited: ${out}`)));
      });
      await expect(lock(dir)).rejects.toThrow(/Another server/);
      process.kill(pid, 'SIGKILL');
      const deadline = Date.now() + 2_000;
      for (;;) {
        try {
          await (
            await lock(dir)
          )();
          break;
        } catch (e) {
          if (Date.now() > deadline) throw e;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    } finally {
      if (pid) process.kill(pid, 'SIGKILL');
      sh.kill('SIGKILL');
    }
  },
  20_000,
);
