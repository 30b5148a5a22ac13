import pg from 'pg';

/** A notification's channel and payload (pg_notify of a committed transaction). */
export type OnNotify = (channel: string, payload: string) => void;

/** What a listener tells its caller (Db.listen). */
export interface ListenHandlers {
  notify: OnNotify;
  /** The listening connection came back after a loss: what was sent meanwhile is lost, the caller catches up. */
  resumed(): void;
  /**
   * The listening connection was lost (`lost`: nothing is heard until it is back), or an attempt to
   * open it failed (`unreachable`: tried again with backoff). The caller logs it, and counts a loss.
   */
  failed(how: 'lost' | 'unreachable', e: unknown): void;
}

/**
 * Listens on PostgreSQL channels through one dedicated connection, never one of the pool (a pooled
 * connection goes back to the pool and stops listening). When it drops it reconnects with backoff
 * (0.25 s doubling to 10 s); notifications sent meanwhile are lost, so `resumed` tells the caller
 * to catch up once it listens again; a first connection that fails is retried the same way. Answers
 * the function that stops it.
 */
export async function listenPostgres(url: string, channels: string[], on: ListenHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = 250;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    // The error that ends a connection comes before its end, which tells it (one report per loss).
    let cause: unknown;
    c.on('notification', (n) => on.notify(n.channel, n.payload ?? ''));
    c.on('error', (e) => (cause = e));
    c.on('end', () => {
      const listening = client === c;
      if (listening) client = undefined;
      if (stopped) return;
      // A connection that never listened is reported by its attempt (`unreachable`), not here.
      if (listening) on.failed('lost', cause ?? new Error('the LISTEN connection ended'));
      retry();
    });
    try {
      await c.connect();
      for (const ch of channels) await c.query(`LISTEN ${pg.escapeIdentifier(ch)}`);
    } catch (e) {
      await c.end().catch(() => undefined);
      throw e;
    }
    if (stopped) return void (await c.end().catch(() => undefined));
    client = c;
    delay = 250;
  };
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(on.resumed, (e) => {
        on.failed('unreachable', e);
        delay = Math.min(delay * 2, 10_000);
        retry();
      });
    }, delay);
    timer.unref();
  };

  // A database out of reach at start is the outage of decisions §16, not a reason to fail the app:
  // the connection is retried like a dropped one, and the streams catch up once it listens.
  await connect().catch((e) => {
    on.failed('unreachable', e);
    retry();
  });
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
