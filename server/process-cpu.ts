import { readFileSync } from 'node:fs';

// The CPU a process has used, all its threads, from Linux's /proc/<pid>/stat (fields 14 and 15,
// utime and stime, in USER_HZ: 100 a second wherever Linux runs). Null where the system keeps no
// such file, or once the process is gone. A parse child's time limit (uploads/parse-in-child.ts)
// and the bench's CPU columns where a kernel keeps no schedstat (bench/http/cpu.ts) read it.

const USER_HZ = 100;

/** Milliseconds of CPU `pid` has used, to 10 ms; null when it cannot be read. */
export function cpuMsOf(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command (field 2) is in parentheses and may hold spaces: the fields are counted after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / USER_HZ : null;
}
