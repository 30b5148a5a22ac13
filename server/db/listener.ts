import pg from 'pg';

/** A notification's channel and payload (pg_notify of a committed transaction). */
export type OnNotify = (channel: string, payload: string) => void;

/**
 * Listens on PostgreSQL channels through one dedicated connection, never one of the pool (a pooled
 * connection goes back to the pool and stops listening). When it drops it reconnects with backoff
 * (0.25 s doubling to 10 s); notifications sent meanwhile are lost, so `onResumed` tells the caller
 * to catch up once it listens again; a first connection that fails is retried the same way. Answers
 * the function that stops it.
 */
export async function listenPostgres(
  url: string,
  channels: string[],
  onNotify: OnNotify,
  onResumed: () => void,
  log: (m: string, e?: unknown) => void = () => undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = 250;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => onNotify(n.channel, n.payload ?? ''));
    c.on('error', (e) => log('live: the LISTEN connection failed', e));
    c.on('end', () => {
      if (client === c) client = undefined;
      if (!stopped) retry();
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
      connect().then(onResumed, (e) => {
        log('live: reconnecting the LISTEN connection', e);
        delay = Math.min(delay * 2, 10_000);
        retry();
      });
    }, delay);
    timer.unref();
  };

  // A database out of reach at start is the outage of decisions §16, not a reason to fail the app:
  // the connection is retried like a dropped one, and the streams catch up once it listens.
  await connect().catch((e) => {
    log('live: the LISTEN connection failed; retrying', e);
    retry();
  });
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
