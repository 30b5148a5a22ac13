// Issue #20, point 3: how long POST /api/users/sendResetEmail takes for addresses that have an
// account and for addresses that do not, over real HTTP (medians of 50, interleaved). Run once:
//   npx tsx scripts/reset-timing.ts        (TEST_DATABASE_URL=postgres://… for PostgreSQL)
// The client runs in a worker thread: in the server's own event loop it would also time the
// outbox's work after the answer (PGlite runs in-process). Each request names another address and
// comes from another client (X-Forwarded-For, trusted from loopback), so that neither ceiling of
// the route is what is measured.
import { Worker } from 'node:worker_threads';
import { createTestApp } from '../server/test/harness.js';

const N = 50;
const CLIENT = `
const { parentPort, workerData: { url, known, warm, n } } = require('node:worker_threads');
const timed = async (email, client) => {
  const start = performance.now();
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify({ email }) });
  await r.text();
  return performance.now() - start;
};
// Between two requests the e-mail of the previous one goes out, as it would between two callers.
const pause = () => new Promise((r) => setTimeout(r, 30));
(async () => {
  // Warm-up: the first requests compile the route and the statements.
  for (let i = 0; i < warm.length; i++) {
    await timed(warm[i], '10.9.0.' + i);
    await timed('incalzire' + i + '@example.com', '10.9.1.' + i);
  }
  const k = [], u = [];
  // Which of the two goes first alternates, so that neither always follows the other's e-mail.
  for (let i = 0; i < n; i++) {
    const one = async (isKnown) => {
      if (isKnown) k.push(await timed(known[i], '10.1.' + i + '.1'));
      else u.push(await timed('nimeni.' + i + '@example.com', '10.2.' + i + '.1'));
      await pause();
    };
    await one(i % 2 === 0);
    await one(i % 2 !== 0);
  }
  parentPort.postMessage({ known: k, unknown: u });
})();
`;

const t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
try {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { rows } = await t.ctx.db.query<{ email: string }>('SELECT email FROM users WHERE valid ORDER BY email LIMIT $1', [N + 5]);
  const emails = rows.map((r) => r.email);
  const result = await new Promise<{ known: number[]; unknown: number[] }>((resolve, reject) => {
    const w = new Worker(CLIENT, {
      eval: true,
      workerData: { url: `${address}/api/users/sendResetEmail`, known: emails.slice(0, N), warm: emails.slice(N), n: N },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;
  console.log(`${t.dbUrl ? 'PostgreSQL' : 'PGlite'}: known   median ${median(result.known).toFixed(2)} ms (range ${range(result.known)})`);
  console.log(
    `${t.dbUrl ? 'PostgreSQL' : 'PGlite'}: unknown median ${median(result.unknown).toFixed(2)} ms (range ${range(result.unknown)})`,
  );
  await t.ctx.outbox.drain();
} finally {
  await t.close();
}
