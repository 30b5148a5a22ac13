import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { load } from './load.js';

// Issue #43: a run of a fixed number of requests is timed to its last answer. autocannon calls back
// on its next once-a-second check, so 100 answers of 5 ms each at 10 connections (about 50 ms of
// work) read as 100 a second when the run was timed to the callback.
test('a fixed amount of requests is measured to its last answer, not to the next whole second', async () => {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end('{"err":0,"payload":null}'), 5);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const row = await load({
      profile: 'test',
      what: 'slow answers',
      urls: [url],
      pids: [process.pid],
      connections: 10,
      amount: 100,
      next: () => ({ method: 'GET', path: '/' }),
    });
    expect(row.requests).toBe(100);
    expect(row.failures).toBe(0);
    // At most 10 answers every 5 ms: 2,000 a second; 100 a second (or less) is the old tick.
    expect(row.perSecond).toBeGreaterThan(300);
  } finally {
    server.close();
  }
});
