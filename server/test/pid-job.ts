// A parse child's job for the tests of reuse and time (server/uploads/parse-in-child.test.ts): answers
// the child's pid, after keeping `keepMb` megabytes of its memory, as a large file's parse would, and
// after waiting `waitMs` without using the CPU, as a parse would on a machine that gives it no core.
const kept: Buffer[] = [];

export async function parse(input: { keepMb: number; waitMs?: number }): Promise<number> {
  if (input.keepMb > 0) kept.push(Buffer.alloc(input.keepMb * 1024 * 1024, 1));
  if (input.waitMs) await new Promise((resolve) => setTimeout(resolve, input.waitMs));
  return process.pid;
}
