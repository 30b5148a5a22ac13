import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { freePort } from '../../server/test/free-port.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverNodeFlags } from '../../server/node-flags.js';

/** One server child: `node <its database's flags> --import tsx server/main.ts`, as `npm run serve` starts it, so that its pid is the server itself (not npx's or tsx's). */
export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>, clockStart: Date): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_CPU_PROF=DIR: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...prof, ...serverNodeFlags({ ...process.env, ...env }), '--import', 'tsx', 'server/main.ts'],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TEST_CLOCK: '1',
        TEST_CLOCK_START: clockStart.toISOString(),
        LOG_LEVEL: 'warn',
        DEMO_DATA: '0',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`the server on port ${port} exited while starting`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not answer GET /api/meta within 60 s`);
    }
    try {
      if ((await fetch(`${url}/api/meta`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (exited) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // The grace's timer is cancelled once the server is gone: a pending one kept the bench alive 10 s after its table.
      const grace = new AbortController();
      await Promise.race([
        gone,
        sleep(10_000, undefined, { signal: grace.signal }).then(
          () => child.kill('SIGKILL'),
          () => undefined,
        ),
      ]);
      grace.abort();
    },
  };
}

/** Resident set size of a process in MB, from /proc (Linux); undefined elsewhere. */
export async function rssMb(pid: number): Promise<number | undefined> {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the summed RSS of the given processes every 250 ms until stopped; answers the highest. */
export function sampleRss(pids: number[]): () => Promise<number | undefined> {
  let max: number | undefined;
  let running = true;
  const loop = (async () => {
    while (running) {
      const each = await Promise.all(pids.map(rssMb));
      if (each.every((v) => v !== undefined))
        max = Math.max(
          max ?? 0,
          each.reduce((a, b) => a! + b!, 0)!,
        );
      await sleep(250);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return max;
  };
}
