import { readdir, readFile } from 'node:fs/promises';
import { cpuMsOf as statCpuMs } from '../../server/process-cpu.js';

// Where the CPU of a measure goes, per request: the server process(es), the PostgreSQL server's
// processes and this load-generating process. On a 2-core machine the three share the cores, so
// these figures, not req/s alone, show what a route costs and what limits a measure (Linux /proc;
// nothing elsewhere).

/**
 * The CPU time (ms) a process has had, its threads' together: from each thread's schedstat, in
 * nanoseconds. /proc/<pid>/stat counts in ticks of 10 ms, and rounding each of PostgreSQL's ~70
 * processes to its tick made a measure of 400 bookings read ±0.1 ms a booking (the webhooks' rounds,
 * issue #44 point 6). The ticks where a kernel keeps no schedstat.
 */
async function cpuMsOf(pid: number | string): Promise<number> {
  try {
    const threads = await readdir(`/proc/${pid}/task`);
    let ns = 0;
    for (const t of threads) ns += Number((await readFile(`/proc/${pid}/task/${t}/schedstat`, 'utf8')).split(' ')[0]);
    return ns / 1e6;
  } catch {
    return statCpuMs(Number(pid)) ?? 0; // gone meanwhile, or no /proc
  }
}

/** CPU time (ms) of every process named postgres (the server and its backends), and of those its own (checkpointer, writers, the postmaster): one walk of /proc. */
async function postgresMs(): Promise<{ all: number; background: number }> {
  const ms = { all: 0, background: 0 };
  let entries: string[] = [];
  try {
    entries = (await readdir('/proc')).filter((e) => /^\d+$/.test(e));
  } catch {
    return ms;
  }
  for (const pid of entries) {
    try {
      if ((await readFile(`/proc/${pid}/comm`, 'utf8')).trim() !== 'postgres') continue;
      const cpu = await cpuMsOf(pid);
      ms.all += cpu;
      if (BACKGROUND.test(await readFile(`/proc/${pid}/cmdline`, 'utf8'))) ms.background += cpu;
    } catch {
      /* gone meanwhile */
    }
  }
  return ms;
}

/** The titles of PostgreSQL's own processes, and the postmaster's command line: not a session's backend. */
const BACKGROUND = /^postgres: [^\0]*(checkpointer|background writer|walwriter|autovacuum|logical replication launcher|stats)|\/postgres\0/;

export interface CpuPerRequest {
  serverMs: number;
  databaseMs: number;
  /** Of databaseMs, the part of PostgreSQL's own processes: paced by the clock (a checkpoint's writes spread over minutes), not by the requests. */
  databaseBackgroundMs: number;
  loadMs: number;
}

/** Starts counting; the returned function divides what was spent since by the requests answered. */
export async function countCpu(serverPids: number[]): Promise<(requests: number) => Promise<CpuPerRequest>> {
  const server = async () => (await Promise.all(serverPids.map(cpuMsOf))).reduce((a, b) => a + b, 0);
  const self = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const [s0, d0, l0] = [await server(), await postgresMs(), self()];
  return async (requests) => {
    const n = Math.max(1, requests);
    const [s1, d1, l1] = [await server(), await postgresMs(), self()];
    return {
      serverMs: (s1 - s0) / n,
      databaseMs: (d1.all - d0.all) / n,
      databaseBackgroundMs: (d1.background - d0.background) / n,
      loadMs: (l1 - l0) / n,
    };
  };
}
