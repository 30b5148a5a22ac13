import { AppError } from '../errors.js';
import type { ChildAnswer, ChildSays, ParseJob } from './parse-in-child.js';

// The child process of parse-in-child.ts: imports the job module named by its first argument (a
// file URL), says it is ready, then runs `parse` on each input it is sent, one at a time, and
// answers with its RSS (the parent kills it when it has grown, or after one job for a plan). Gone
// when the parent goes (the IPC channel closes).

const send = (m: ChildSays) =>
  new Promise<void>((resolve) => process.send!({ ...m, rss: process.memoryUsage().rss } satisfies ChildAnswer, () => resolve()));

async function answer(job: ParseJob, input: unknown): Promise<ChildSays> {
  try {
    return { value: await job.parse(input as never) };
  } catch (e) {
    if (e instanceof AppError) return { refused: { status: e.status, message: e.message, reason: e.reason } };
    return { fault: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

process.on('disconnect', () => process.exit(0));
try {
  const job = (await import(process.argv[2])) as ParseJob;
  process.on('message', async (m) => send(await answer(job, (m as { input: unknown }).input)));
  await send({ ready: true });
} catch (e) {
  await send({ fault: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  process.exit(1);
}
