import { deferToCommit } from '../db/ambient.js';

/** How long a kicked worker waits before its pass, unless its queue says: see run(). */
const KICK_DELAY_MS = 10;

/**
 * The worker of a durable queue in the database (the mail outbox, webhook deliveries): it drains due
 * rows in passes, when kicked after a commit that queued some and on a periodic poll (retries that
 * fell due, rows queued by other processes). A pass claims its rows in one statement and handles
 * them outside any transaction, so that a slow receiver holds no lock or connection.
 */
export abstract class QueueWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** Ends the wait before a pass at once (stop()). */
  private wake?: () => void;
  private again = false;
  protected stopped = false;

  constructor(
    private readonly queue: { name: string; pollMs: number; batch: number; kickDelayMs?: number },
    protected readonly log: (msg: string, err?: unknown) => void,
  ) {}

  /** Claims and handles one batch of due rows; answers how many it claimed. */
  protected abstract pass(): Promise<number>;

  /** Polls, and handles what an earlier run of the app left behind. */
  start(): void {
    this.timer = setInterval(() => this.kick(), this.queue.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Drains soon (after the current answer went out); called after a commit that queued rows. */
  kick(): void {
    if (this.stopped) return;
    // Kicked inside a transaction (db/ambient.ts, committing): once it has committed, when its rows exist; not at all if it rolls back.
    if (deferToCommit(() => this.kick())) return;
    this.again = true;
    this.running ??= this.run();
  }

  /** Drains now and resolves once nothing due is left (tests). */
  async drain(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  /** Takes no more rows; waits up to graceMs for the ones in flight. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    // A run still waiting to start its pass would start none: it ends now instead of after its delay.
    this.wake?.();
    await this.settled(graceMs);
  }

  /** Waits (up to graceMs) for the last pass to record its outcomes. */
  async settled(graceMs = 2_000): Promise<void> {
    if (!this.running) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise<void>((r) => (timeout = setTimeout(r, graceMs)))]);
    clearTimeout(timeout);
  }

  private async run(): Promise<void> {
    // A moment after the answer that kicked: its work (a reset's link and e-mail, PGlite in this very
    // thread) must not slow the answer's way out, or its time would tell which addresses exist.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.queue.kickDelayMs ?? KICK_DELAY_MS);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = undefined;
    while (this.again && !this.stopped) {
      this.again = false;
      try {
        // A full batch may have more behind it; a kick during a pass asks for one more.
        while (!this.stopped && (await this.pass()) === this.queue.batch);
      } catch (e) {
        this.log(`${this.queue.name}: drain failed`, e);
      }
    }
    // In the same step as the last check: a kick from now on starts a new run.
    this.running = undefined;
  }
}
