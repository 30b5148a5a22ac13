import { readFileSync } from 'node:fs';

// The process tree under a server a test started (Linux /proc): `npm run serve` runs a shell, the
// launcher (server/serve.ts) and the server, and a test that fails midway must not leave one running.

/** The command line of a process, split into its arguments. */
export const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

const children = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return []; // gone meanwhile
  }
};

export const descendants = (pid: number): number[] => children(pid).flatMap((c) => [c, ...descendants(c)]);

/** Kills a process and everything under it at once (SIGKILL). */
export function killTree(pid: number): void {
  for (const p of [...descendants(pid), pid]) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}
