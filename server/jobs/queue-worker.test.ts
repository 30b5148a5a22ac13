import { describe, expect, it } from 'vitest';
import { QueueWorker } from './queue-worker.js';

// The durable queues' worker (the mail outbox, webhook deliveries): a kick waits a moment before its
// pass, and a stop during that moment ends it at once, starting no pass. A process that stops (and
// every test app that closes) used to wait out the webhooks' 100 ms for nothing.

class Counting extends QueueWorker {
  passes = 0;
  protected async pass(): Promise<number> {
    this.passes++;
    return 0;
  }
}

const worker = (kickDelayMs: number) => new Counting({ name: 'test queue', pollMs: 60_000, batch: 10, kickDelayMs }, () => undefined);

describe('a queue worker', () => {
  it('passes once its kick has waited its moment', async () => {
    const w = worker(10);
    w.start();
    await w.drain();
    expect(w.passes).toBeGreaterThanOrEqual(1);
    await w.stop();
  });

  it('stops at once while a kick waits, and starts no pass', async () => {
    const w = worker(60_000);
    w.start();
    const stopping = w.stop(120_000);
    const outcome = await Promise.race([stopping.then(() => 'stopped'), new Promise((r) => setTimeout(() => r('still waiting'), 5_000))]);
    expect(outcome).toBe('stopped');
    expect(w.passes).toBe(0);
  });
});
