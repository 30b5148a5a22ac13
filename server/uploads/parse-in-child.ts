import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import type { ReasonCode } from '../../domain/reasons.js';
import { cpuMsOf } from '../process-cpu.js';
import { AppError, type ErrCode } from '../errors.js';

// Every uploaded file is parsed in a child process (#38, points 1 and 8): a plan's SVG (jsdom and
// DOMPurify), an image's declared size, a list's .xlsx (exceljs) or .csv. The request's thread only
// sends the bytes and waits, so one hostile file never holds another user's request, and what the
// parse allocated goes with the child when it exits, whatever the allocator would have given back.
//
// A job is a module of the app exporting `parse(input)`; parse-worker.ts imports it in the child
// (started with the server's own loader flags, tsx, and a V8 heap cap), tells the parent it is
// ready, then gets an input and has `limits.seconds` of its own CPU to answer (server/process-cpu.ts; the
// wall clock where the system keeps no count). Past that it is killed (SIGKILL); past its heap it
// dies of it: both are ParseLimit, which the caller turns into its refusal. A refusal the job throws
// (an AppError) comes back as the same AppError.
//
// The child starts at the server's priority and is lowered once ready: its start is the same work
// for every file, the parse is the file's. Its time is counted in CPU, not on the wall clock, so
// that a parse the busy machine gives little of a core is slower, never refused: lowered below four
// busy loops on the 2-core machine, the tests' plan went past its 2 s on the wall and was refused.
//
// A child (`reuse`: every job the app has) may take the next file while it stays small: it is killed
// once its RSS has grown 32 MB past what it had when ready, after 1,000 files, or after 10 s idle.
// Starting a child and loading exceljs or jsdom costs a few hundred ms to a second of a core, which
// each of the fuzz's thousand uploads, or each plan of a floor's afternoon of edits, would pay.

export interface ChildLimits {
  /** The child's CPU time from the input sent to the answer; the start and the module's loading are not counted. */
  seconds: number;
  /** V8's old-space cap of the child (--max-old-space-size). */
  heapMb: number;
  /** The child may take further jobs of the same module while it stays small; else one job, then killed. */
  reuse?: boolean;
}

/** The job went past its time (killed) or its heap (died of it). */
export class ParseLimit extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`the parse child went past its ${limit} limit`);
  }
}

/** A job module: what the child runs. */
export interface ParseJob {
  parse(input: never): Promise<unknown>;
}
type InputOf<J extends ParseJob> = Parameters<J['parse']>[0];
type OutputOf<J extends ParseJob> = Awaited<ReturnType<J['parse']>>;

/** What the child says over IPC (serialization 'advanced': Buffers, Dates and Maps as they are)… */
export type ChildSays =
  { ready: true } | { value: unknown } | { refused: { status: ErrCode; message: string; reason?: ReasonCode } } | { fault: string };
/** …with its RSS then. */
export type ChildAnswer = ChildSays & { rss: number };

const ROOT = join(import.meta.dirname, '..', '..');
const WORKER = join(import.meta.dirname, 'parse-worker.ts');
/** Starting node and loading a job's modules (jsdom is the slowest) on a busy machine; not the job's own time. */
const START_MS = 30_000;
/** Jobs at once: each may use a core and its heap cap; more wait their turn (the machine has 2 cores). */
const AT_ONCE = 2;
const REUSE = { growthBytes: 32 * 1024 * 1024, jobs: 1000, idleMs: 10_000 };
/** A job's wall-clock time at most, in its CPU limits: a child that gets no core at all still ends. */
const WALL_PER_CPU = 12;
/** How often a job's CPU is read while it runs (ms). */
const CPU_READ_MS = 100;
/** A child's nice value (a process may always lower its own children's priority). */
const PARSE_NICENESS = 10;

/**
 * The flags a child starts with: the loaders of this process (`--import tsx` as server/serve.ts starts
 * the server; a test runner's process has none, so tsx is added), never its V8 sizes, and the heap cap.
 */
export function childFlags(execArgv: readonly string[], heapMb: number): string[] {
  const loaders: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const a = execArgv[i];
    if (/^(--import|--require|-r|--loader|--experimental-loader|--conditions|-C)$/.test(a) && i + 1 < execArgv.length)
      loaders.push(a, execArgv[++i]);
    else if (/^(--import|--require|--loader|--experimental-loader|--conditions)=/.test(a)) loaders.push(a);
  }
  if (!loaders.some((f) => /(^|[=/])tsx(\/|$)/.test(f) || f === 'tsx')) loaders.push('--import', 'tsx');
  return [...loaders, `--max-old-space-size=${heapMb}`];
}

/** One child process: its messages and its end read in turn by the one job it serves at a time. */
class Child {
  readonly proc: ChildProcess;
  stderr = '';
  alive = true;
  jobs = 0;
  readyRss = 0;
  idle?: NodeJS.Timeout;
  private events: (ChildAnswer | 'gone')[] = [];
  private wake?: () => void;

  constructor(job: URL, heapMb: number) {
    this.proc = fork(WORKER, [job.href], {
      cwd: ROOT,
      execArgv: childFlags(process.execArgv, heapMb),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.proc.stderr?.on('data', (c: Buffer) => (this.stderr = (this.stderr + c.toString()).slice(-4096)));
    this.proc.on('message', (m) => this.push(m as ChildAnswer));
    this.proc.on('error', (e) => {
      this.stderr += e.message;
      this.gone();
    });
    // 'close': its stderr is read to the end, which tells a heap's death from any other.
    this.proc.on('close', () => this.gone());
  }

  private gone() {
    this.alive = false;
    this.push('gone');
  }

  private push(e: ChildAnswer | 'gone') {
    this.events.push(e);
    this.wake?.();
  }

  /** The child's next message, 'gone' once it has ended, or 'late' when neither comes within `ms`. */
  async next(ms: number): Promise<ChildAnswer | 'gone' | 'late'> {
    const deadline = performance.now() + ms;
    for (;;) {
      const e = this.events.shift();
      if (e) return e;
      const left = deadline - performance.now();
      if (left <= 0) return 'late';
      let timer: NodeJS.Timeout | undefined;
      const woke = await Promise.race([
        new Promise<true>((r) => (this.wake = () => r(true))),
        new Promise<false>((r) => (timer = setTimeout(() => r(false), left))),
      ]);
      clearTimeout(timer);
      this.wake = undefined;
      if (!woke) return 'late';
    }
  }

  /** Below the server's priority once ready: on a machine of 2 cores a parse takes what the requests leave. */
  lower() {
    try {
      if (this.proc.pid) setPriority(this.proc.pid, PARSE_NICENESS);
    } catch {
      // gone already, or a system that refuses: it runs at the server's priority
    }
  }

  /**
   * The answer to the job just sent, or 'late' once the child has used `cpuMs` of CPU on it (or, where
   * the system keeps no count, once `cpuMs` have passed), or WALL_PER_CPU times that on the wall clock.
   */
  async answer(cpuMs: number): Promise<ChildAnswer | 'gone' | 'late'> {
    const pid = this.proc.pid ?? -1;
    const cpuAtStart = cpuMsOf(pid);
    if (cpuAtStart === null) return this.next(cpuMs);
    const wallEnd = performance.now() + WALL_PER_CPU * cpuMs;
    for (;;) {
      const e = await this.next(Math.min(CPU_READ_MS, cpuMs, wallEnd - performance.now()));
      if (e !== 'late') return e;
      // Gone meanwhile: its end is the next event.
      const used = (cpuMsOf(pid) ?? cpuAtStart) - cpuAtStart;
      if (used >= cpuMs || performance.now() >= wallEnd) return 'late';
    }
  }

  kill() {
    clearTimeout(this.idle);
    this.proc.kill('SIGKILL');
  }

  /** Whether it keeps this process alive: not while it waits for a job (the server, or a test run, may end meanwhile). */
  hold(on: boolean) {
    for (const handle of [this.proc, this.proc.channel, this.proc.stderr as Socket | null]) {
      if (on) handle?.ref();
      else handle?.unref();
    }
  }
}

let running = 0;
const waiting: (() => void)[] = [];
/** Children waiting for a further job, by job module and heap cap. */
const idle = new Map<string, Child[]>();

/** How many files are being parsed now (tests watch a parse under way). */
export const parsesUnderWay = () => running;

async function turn(): Promise<() => void> {
  if (running < AT_ONCE) running++;
  else await new Promise<void>((r) => waiting.push(r)); // the slot is handed over by the job that ends
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/** Runs the job module's `parse(input)` in a child process within the limits; its answer, or its refusal. */
export async function parseInChild<J extends ParseJob>(job: URL, input: InputOf<J>, limits: ChildLimits): Promise<OutputOf<J>> {
  const done = await turn();
  try {
    return (await inChild(job, input, limits)) as OutputOf<J>;
  } finally {
    done();
  }
}

/** A child that cannot start or answers what it should not is the server's fault (a 500, logged), not the file's. */
const fault = (child: Child, why: string) => new Error(`parse child: ${why}${child.stderr ? `\n${child.stderr}` : ''}`);
const heapDeath = (child: Child) => /heap out of memory|Allocation failed/i.test(child.stderr);

/** A child of the job's that waits for a further job, still alive; none when there is none. */
function idleChild(key: string): Child | undefined {
  const list = idle.get(key) ?? [];
  for (let child = list.pop(); child; child = list.pop()) {
    clearTimeout(child.idle);
    if (!child.alive) continue;
    child.hold(true);
    return child;
  }
  return undefined;
}

async function inChild(job: URL, input: unknown, limits: ChildLimits): Promise<unknown> {
  const key = `${job.href} ${limits.heapMb}`;
  let child = limits.reuse ? idleChild(key) : undefined;
  if (!child) {
    child = new Child(job, limits.heapMb);
    const ready = await child.next(START_MS);
    if (ready === 'late' || ready === 'gone' || !('ready' in ready)) {
      child.kill();
      if (ready === 'gone' && heapDeath(child)) throw new ParseLimit('memory');
      const why = ready === 'late' ? `not ready within ${START_MS} ms` : ready === 'gone' ? 'ended while starting' : ready;
      throw fault(child, typeof why === 'string' ? why : 'fault' in why ? why.fault : 'no ready');
    }
    child.readyRss = ready.rss;
    child.lower();
  }
  child.proc.send({ input });
  const answer = await child.answer(limits.seconds * 1000);
  if (answer === 'late') {
    child.kill();
    throw new ParseLimit('time');
  }
  if (answer === 'gone') {
    if (heapDeath(child)) throw new ParseLimit('memory');
    throw fault(child, 'ended without an answer');
  }
  if ('value' in answer || 'refused' in answer) keepOrKill(key, child, answer.rss, limits);
  else child.kill();
  if ('value' in answer) return answer.value;
  if ('refused' in answer) throw new AppError(answer.refused.status, answer.refused.message, answer.refused.reason);
  throw fault(child, 'fault' in answer ? answer.fault : 'a second ready');
}

/** After a job: the child waits for the next (reuse, while small), or goes now. */
function keepOrKill(key: string, child: Child, rss: number, limits: ChildLimits) {
  child.jobs++;
  if (!limits.reuse || rss - child.readyRss > REUSE.growthBytes || child.jobs >= REUSE.jobs) return child.kill();
  const list = idle.get(key) ?? [];
  idle.set(key, list);
  list.push(child);
  child.idle = setTimeout(() => {
    const at = list.indexOf(child);
    if (at >= 0) list.splice(at, 1);
    child.kill();
  }, REUSE.idleMs).unref();
  child.hold(false);
}
