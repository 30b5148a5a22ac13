import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { UPLOAD_REASON } from '../../domain/upload-messages.js';
import { AppError } from '../errors.js';
import { cpuMsOf } from '../process-cpu.js';
import { ParseLimit, childFlags, parseInChild } from './parse-in-child.js';
import type * as ReadTable from './read-table.js';
import type * as PidJob from '../test/pid-job.js';

// The parse child (#38, points 1 and 8): a job runs in a process of its own, started with the
// server's loaders and a heap cap; past its time it is killed, past its heap it dies, and either
// is a ParseLimit the caller refuses with its reason; a job's refusal comes back as it was thrown.
const TABLE_JOB = new URL('./read-table.ts', import.meta.url);
const PID_JOB = new URL('../test/pid-job.ts', import.meta.url);
const csv = (rows: number) => Buffer.from('date,licensePlate\n' + '05.03.2026,B123ABC\n'.repeat(rows));
const table = (data: Buffer, maxRows = 10_000_000, required = ['date', 'licensePlate']): ReadTable.TableJob => ({
  kind: 'table',
  filename: 'lista.csv',
  data,
  required,
  maxRows,
});
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: unknown) => e,
  );

describe('a parse child', () => {
  it("starts with the server's loaders and a heap cap, never the server's own V8 sizes", () => {
    // As server/serve.ts starts a server on PGlite, and as a test runner's process is (no loader: tsx is added).
    expect(childFlags(['--max-semi-space-size=2', '--heap-growing-percent=30', '--import', 'tsx'], 256)).toEqual([
      '--import',
      'tsx',
      '--max-old-space-size=256',
    ]);
    expect(childFlags([], 64)).toEqual(['--import', 'tsx', '--max-old-space-size=64']);
    expect(childFlags(['--conditions=development', '--require', './x.cjs', '--import=tsx'], 8)).toEqual([
      '--conditions=development',
      '--require',
      './x.cjs',
      '--import=tsx',
      '--max-old-space-size=8',
    ]);
  });

  it("answers the job's result, and its refusal as the same AppError", async () => {
    // A list's child may take the next list: the second job goes to the same child, already started.
    const limits = { seconds: 30, heapMb: 256, reuse: true };
    const rows = await parseInChild<typeof ReadTable>(TABLE_JOB, table(csv(3)), limits);
    expect(rows).toEqual(Array(3).fill({ date: '05.03.2026', licenseplate: 'B123ABC' }));
    const refused = await failure(parseInChild<typeof ReadTable>(TABLE_JOB, table(csv(3), 2), limits));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400, reason: UPLOAD_REASON.tooManyRows });
  });

  it('takes the next file while it stays small, and ends once a file has grown it 32 MB past its start', async () => {
    // A plan's jsdom child as a list's (decisions: "Reused children"): what a large file kept goes with its child.
    const limits = { seconds: 30, heapMb: 256, reuse: true };
    const first = await parseInChild<typeof PidJob>(PID_JOB, { keepMb: 0 }, limits);
    expect(await parseInChild<typeof PidJob>(PID_JOB, { keepMb: 1 }, limits)).toBe(first);
    expect(await parseInChild<typeof PidJob>(PID_JOB, { keepMb: 40 }, limits)).toBe(first);
    const next = await parseInChild<typeof PidJob>(PID_JOB, { keepMb: 0 }, limits);
    expect(next).not.toBe(first);
    expect(await parseInChild<typeof PidJob>(PID_JOB, { keepMb: 0 }, limits)).toBe(next);
    // Without reuse, each file has a child of its own.
    expect(await parseInChild<typeof PidJob>(PID_JOB, { keepMb: 0 }, { seconds: 30, heapMb: 256 })).not.toBe(next);
  });

  it('is killed past its time: a ParseLimit of time', async () => {
    // 200,000 rows read in 16 KB pieces: far more than 10 ms.
    const e = await failure(parseInChild<typeof ReadTable>(TABLE_JOB, table(csv(200_000)), { seconds: 0.01, heapMb: 256 }));
    expect(e).toBeInstanceOf(ParseLimit);
    expect((e as ParseLimit).limit).toBe('time');
  });

  it.skipIf(cpuMsOf(process.pid) === null)(
    'counts its time in CPU: a parse the machine gives no core is slower, not refused; it runs below the server',
    async () => {
      // 0.6 s on the wall without the CPU against a limit of 0.2 s: a wall-clock limit refused it.
      const limits = { seconds: 0.2, heapMb: 256, reuse: true };
      const pid = await parseInChild<typeof PidJob>(PID_JOB, { keepMb: 0, waitMs: 600 }, limits);
      expect(pid).toBeGreaterThan(0);
      expect(getPriority(pid)).toBe(10);
    },
  );

  // The child's second or two of CPU runs at nice 10: on a machine busy with other tests it may take
  // many times that on the wall (under four busy loops it went past 30 s), which is its right.
  it('dies past its heap: a ParseLimit of memory, not a fault', { timeout: 120_000 }, async () => {
    // 40,000 rows of 2 KB each kept as objects: 80 MB of text, far more than a 32 MB heap, reached in
    // few large steps (a million small rows made the child collect for seconds before it died).
    const rows = Buffer.from('a,b\n' + `${'x'.repeat(2000)},2\n`.repeat(40_000));
    const e = await failure(parseInChild<typeof ReadTable>(TABLE_JOB, table(rows, 10_000_000, ['a', 'b']), { seconds: 60, heapMb: 32 }));
    expect(e).toBeInstanceOf(ParseLimit);
    expect((e as ParseLimit).limit).toBe('memory');
  });
});
