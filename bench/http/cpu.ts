import { readdir, readFile } from 'node:fs/promises';

// Where the CPU of a measure goes, per request: the server process(es), the PostgreSQL server's
// processes and this load-generating process. On a 2-core machine the three share the cores, so
// these figures, not req/s alone, show what a route costs and what limits a measure (Linux /proc;
// nothing elsewhere).

const TICK_MS = 10; // USER_HZ is 100 on Linux

async function ticksOf(pid: number | string): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0; // gone meanwhile
  }
}

/** CPU time (ms) of every process named postgres (the server and its backends). */
async function postgresMs(): Promise<number> {
  let entries: string[] = [];
  try {
    entries = (await readdir('/proc')).filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  let ticks = 0;
  for (const pid of entries) {
    try {
      if ((await readFile(`/proc/${pid}/comm`, 'utf8')).trim() === 'postgres') ticks += await ticksOf(pid);
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks * TICK_MS;
}

export interface CpuPerRequest {
  serverMs: number;
  databaseMs: number;
  loadMs: number;
}

/** Starts counting; the returned function divides what was spent since by the requests answered. */
export async function countCpu(serverPids: number[]): Promise<(requests: number) => Promise<CpuPerRequest>> {
  const server = async () => (await Promise.all(serverPids.map(ticksOf))).reduce((a, b) => a + b, 0) * TICK_MS;
  const self = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const [s0, d0, l0] = [await server(), await postgresMs(), self()];
  return async (requests) => {
    const n = Math.max(1, requests);
    const [s1, d1, l1] = [await server(), await postgresMs(), self()];
    return { serverMs: (s1 - s0) / n, databaseMs: (d1 - d0) / n, loadMs: (l1 - l0) / n };
  };
}
