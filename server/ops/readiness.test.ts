import { createServer, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { openPostgres } from '../db/connection.js';
import { readinessCheck } from './readiness.js';

// A database that takes the connection and never says a word (a server hung, a network that drops
// packets): /ready must answer "not ready" in time, and the balancers polling it must not pile
// queries up behind the first.
it('answers not ready in time when the database hangs, holding one query however many probes ask', async () => {
  const sockets: Socket[] = [];
  const silent = createServer((s) => void sockets.push(s));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as { port: number }).port;
  const db = await openPostgres(`postgres://nobody@127.0.0.1:${port}/none`);
  try {
    const ready = readinessCheck(db, 200);
    expect(await Promise.all([ready(), ready(), ready()])).toEqual([false, false, false]);
    expect(await ready()).toBe(false);
    // Four probes, one connection: the later ones waited on the first one's query.
    expect(sockets).toHaveLength(1);
  } finally {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await db.close();
  }
});
