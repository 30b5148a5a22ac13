// A parse child's job for the tests of reuse (server/uploads/parse-in-child.test.ts): answers the
// child's pid, after keeping `keepMb` megabytes of its memory, as a large file's parse would.
const kept: Buffer[] = [];

export async function parse(input: { keepMb: number }): Promise<number> {
  if (input.keepMb > 0) kept.push(Buffer.alloc(input.keepMb * 1024 * 1024, 1));
  return process.pid;
}
