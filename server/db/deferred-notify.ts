// The office days a committed transaction changed, notified after its commit (migration 027, issue
// #43): the days of the transactions that commit while one notification is on its way go together
// in the next, one short transaction that does not wait for the disk (a lost notification costs a
// live map one update, never a booking). Other processes' hubs (server/live/hub.ts) read each day's
// version when told, so a day told twice or late shows the same.

/** A day as the versions' table writes it: a date, or -infinity (what every day shows). */
const DAY = /^(?:-infinity|\d{4}-\d{2}-\d{2})$/;

export class DeferredNotify {
  private readonly days = new Set<string>();
  private running: Promise<void> | null = null;

  /** `send` notifies the days, on a connection of its choosing (connection.ts: NOTIFY_DAYS on the pool). */
  constructor(
    private readonly send: (days: string[]) => Promise<unknown>,
    private readonly onError: (e: unknown) => void = () => undefined,
  ) {}

  /** The days a transaction noted (birouri.notify_days: days separated by spaces), after its commit. */
  add(noted: string | null | undefined): void {
    for (const day of (noted ?? '').split(' ')) if (DAY.test(day)) this.days.add(day);
    if (this.days.size && !this.running) this.running = this.drain();
  }

  /** Sends what is waiting and answers once it is sent (the pool's close waits for it). */
  async settled(): Promise<void> {
    await this.running;
  }

  private async drain(): Promise<void> {
    // Commits of the same moment join the first notification: its sending waits for the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.days.size) {
      const days = [...this.days];
      this.days.clear();
      await this.send(days).catch(this.onError);
    }
    this.running = null;
  }
}
