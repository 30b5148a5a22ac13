import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nextWorkingDay } from '../../domain/desks/rules.js';
import { openPostgres } from '../../server/db/connection.js';
import { createSession } from '../../server/identity/sessions-service.js';
import { planBookings, widenBookingLimits, type Booking } from './bookings.js';
import { countCpu } from './cpu.js';
import { prepareDatabase } from './database.js';
import { bookingMeasure, loadCompany, START, TODAY, type Loaded, type ProfileOptions } from './profiles.js';
import { startServer, type ServerProcess } from './server-process.js';
import type { LoadRow, Row } from './summary.js';

// Issue #44 point 6 (`npm run bench -- --only webhooks`; the full run and `--only postgres` too): what
// a booking's queued `desk.booked` delivery (decisions §23, queued in the booking's transaction)
// costs the database, and how fast one process's worker sends deliveries to a receiver on loopback.
// One server process with WEBHOOKS_ALLOW_PRIVATE=1 (http:// to 127.0.0.1); the receiver is a
// node:http server in this process answering 204 and counting.

/** #44 point 6: the database time a booking gains with two webhooks listening, at most (ms). */
const GAIN_MAX_MS = 0.2;
/** #44 point 6: 1,000 deliveries within 10 s. */
const DELIVERIES = 1000;
const DELIVERIES_MAX_MS = 10_000;
/** How long the deliveries are given before the line is marked unfinished. */
const GIVEN_MS = 60_000;
/** Bookings a measure at scale 1 (fewer below: 200 at scale 0.02, the small run of .ci/run), and fewer when the company has fewer free desk-days. */
const BOOKINGS = 2000;
/**
 * The warm-up's bookings, before both measures (not recorded): a fresh process compiles, and the
 * database's pool grows to the measures' 64 connections. With 64 of them, a booking's database CPU fell
 * by a quarter from the first round to the third, and the rounds' order decided the difference.
 */
const WARM = 500;
/** Rounds of the two measures, at most; a round has at least this many bookings a measure. */
const ROUNDS = 5;
const MIN_ROUND = 150;
/** After the last delivery is received, the wait for the worker's record of it before the CPU is read. */
const RECORD_MS = 200;

/** A receiver on 127.0.0.1 answering 204 to everything; counts the requests and wakes who waits for a count. */
interface Receiver {
  url: string;
  count(): number;
  /** Resolves true once `n` requests have come, false after `ms`. */
  waitFor(n: number, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  let n = 0;
  let waiters: { n: number; done: (ok: boolean) => void }[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      n++;
      res.writeHead(204).end();
      const due = waiters.filter((w) => w.n <= n);
      waiters = waiters.filter((w) => w.n > n);
      for (const w of due) w.done(true);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => n,
    waitFor: (target, ms) =>
      target <= n
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => {
              waiters = waiters.filter((w) => w !== waiter);
              resolve(false);
            }, ms);
            const waiter = {
              n: target,
              done: (ok: boolean) => {
                clearTimeout(timer);
                resolve(ok);
              },
            };
            waiters.push(waiter);
          }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function webhooksProfile(o: ProfileOptions): Promise<Row[]> {
  const profile = 'PostgreSQL, webhooks';
  const wanted = Math.min(o.bookings, o.scale >= 1 ? BOOKINGS : Math.max(200, Math.round(BOOKINGS * o.scale)));
  let loaded!: Loaded;
  let plan: Booking[] = [];
  let admin = { uuid: '', token: '' };
  const db = await prepareDatabase('postgres', START, async (q) => {
    loaded = await loadCompany(q, o.scale);
    await widenBookingLimits(q);
    plan = await planBookings(q, loaded.office, TODAY, nextWorkingDay(TODAY), WARM + 2 * wanted);
    // The demo's administrator of both buildings (role admin): the webhooks' maker and the ping's caller.
    const { rows } = await q.query<{ uuid: string }>("SELECT uuid FROM users WHERE username = 'admin' AND role = 'admin'");
    admin = { uuid: rows[0].uuid, token: await createSession(q, rows[0].uuid, START, 60) };
  });
  const warm = Math.min(WARM, Math.floor(plan.length / 5));
  const n = Math.floor((plan.length - warm) / 2);
  o.log(`${profile}: ${plan.length} bookings planned, ${n} a measure`);
  const rows: Row[] = [];
  let server: ServerProcess | undefined;
  const receiver = await startReceiver();
  const q = await openPostgres(db.env.DATABASE_URL, 2);
  try {
    const serving = (server = await startServer({ ...db.env, WEBHOOKS_ALLOW_PRIVATE: '1' }, START));
    const tokenOf = new Map(loaded.office.map((uuid, i) => [uuid, loaded.tokens[i]]));
    if (warm > 0) await bookingMeasure(profile, 'warm-up', [server], plan.slice(0, warm), tokenOf, o);
    if (n === 0) throw new Error(`${profile}: no bookings to measure (${plan.length} planned)`);

    // Rounds of two measures, one with two webhooks listening to desk.booked. The plan runs day by day
    // and a booking costs less the emptier its day, so each round's bookings are dealt out in turn to
    // the two measures (both book the same days), and the rounds alternate which goes first: the
    // machine's drift from one minute to the next falls on both sides of each difference. The median
    // of the rounds is kept.
    const hooks = [randomUUID(), randomUUID()];
    for (const [i, id] of hooks.entries())
      await q.query(
        'INSERT INTO webhooks (id, url, events, active, secret, created_at, created_by) VALUES ($1, $2, $3, false, $4, $5, $6)',
        [id, `${receiver.url}/hook-${i + 1}`, ['desk.booked'], `whsec_${randomBytes(32).toString('base64')}`, START, admin.uuid],
      );
    const listening = (on: boolean) => q.query('UPDATE webhooks SET active = $2 WHERE id = ANY ($1::uuid[])', [hooks, on]);
    const rounds = Math.max(1, Math.min(ROUNDS, Math.floor(n / MIN_ROUND)));
    const size = Math.floor(n / rounds);
    const gains: number[] = [];
    let expected = receiver.count();
    for (let r = 0; r < rounds; r++) {
      const from = warm + 2 * r * size;
      const dealt = plan.slice(from, from + 2 * size);
      const measureWithout = async () => {
        await listening(false);
        return untargeted(
          await bookingMeasure(
            profile,
            `bookings without webhooks, round ${r + 1}`,
            [serving],
            dealt.filter((_, i) => i % 2 === 0),
            tokenOf,
            o,
          ),
        );
      };
      // The database's CPU from the measure's start until its last delivery is received: the worker's
      // share (claims, records) after the measure's last answer is counted too.
      const measureWith = async () => {
        await listening(true);
        const drained = await countCpu([serving.pid]);
        const row = untargeted(
          await bookingMeasure(
            profile,
            `bookings with two webhooks, round ${r + 1}`,
            [serving],
            dealt.filter((_, i) => i % 2 === 1),
            tokenOf,
            o,
          ),
        );
        expected += 2 * row.requests;
        const t0 = performance.now();
        const received = await receiver.waitFor(expected, GIVEN_MS);
        // The worker records what it sent a moment after the receiver answered.
        await new Promise((resolve) => setTimeout(resolve, RECORD_MS));
        return { row, received, whole: await drained(row.requests), lastMs: Math.round(performance.now() - t0) };
      };
      const first = r % 2 === 0 ? 'without' : 'with';
      const without = first === 'without' ? await measureWithout() : undefined;
      const withHooks = await measureWith();
      if (!withHooks.received) {
        rows.push({
          kind: 'timed',
          profile,
          what: `the deliveries of the bookings with two webhooks, round ${r + 1}`,
          ms: GIVEN_MS,
          unfinished: `${receiver.count()} of ${expected} received within ${GIVEN_MS / 1000} s`,
        });
        return rows;
      }
      const withoutRow = without ?? (await measureWithout());
      const dbWithout = withoutRow.cpu?.databaseMs ?? 0;
      gains.push(withHooks.whole.databaseMs - dbWithout);
      if (r === 0) rows.push(withoutRow, withHooks.row);
      o.log(
        `  round ${r + 1} (${first} webhooks first): database CPU a booking ${dbWithout.toFixed(3)} ms without webhooks, ${withHooks.whole.databaseMs.toFixed(3)} ms with two and their deliveries (+${gains[r].toFixed(3)} ms; of which PostgreSQL's own processes ${(withoutRow.cpu?.databaseBackgroundMs ?? 0).toFixed(3)} → ${withHooks.whole.databaseBackgroundMs.toFixed(3)} ms; the last received ${withHooks.lastMs} ms after the last answer); server ${(withoutRow.cpu?.serverMs ?? 0).toFixed(3)} → ${withHooks.whole.serverMs.toFixed(3)} ms`,
      );
    }
    const gain = median(gains);
    rows.push({
      kind: 'figure',
      profile,
      what: `database CPU a booking gains with two webhooks (median of ${rounds} round${rounds > 1 ? 's' : ''})`,
      value: gain,
      unit: 'ms',
      target: { text: `≤ ${GAIN_MAX_MS} ms`, met: gain <= GAIN_MAX_MS },
    });

    // 1,000 pending deliveries of one webhook, as a booking queues them (its body, taken from one
    // delivered), then the ping that kicks the worker: timed from the insert to the 1,001st request.
    const { rows: sample } = await q.query<{ body: string }>(
      "SELECT body FROM webhook_deliveries WHERE webhook_id = $1 AND event = 'desk.booked' LIMIT 1",
      [hooks[0]],
    );
    const base = receiver.count();
    const t1 = performance.now();
    await q.query(
      `INSERT INTO webhook_deliveries (id, webhook_id, event, body, status, next_attempt_at, created_at)
       SELECT gen_random_uuid(), $1, 'desk.booked', $2, 'pending', $3, $3 FROM generate_series(1, $4)`,
      [hooks[0], sample[0].body, START, DELIVERIES],
    );
    const ping = await fetch(`${server.url}/api/webhooks/${hooks[0]}/ping`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const pinged = (await ping.json()) as { err: number; message?: string };
    if (!ping.ok || pinged.err !== 0) throw new Error(`POST /api/webhooks/{id}/ping: ${ping.status} ${pinged.message ?? ''}`);
    const what = `${DELIVERIES.toLocaleString('en-US')} deliveries to a receiver on loopback`;
    const done = await receiver.waitFor(base + DELIVERIES + 1, GIVEN_MS);
    const ms = performance.now() - t1;
    const got = receiver.count() - base;
    o.log(`  ${what}: ${got} of ${DELIVERIES + 1} (with the ping) in ${Math.round(ms)} ms, ${Math.round(got / (ms / 1000))} a second`);
    rows.push(
      done
        ? { kind: 'timed', profile, what, ms, target: { text: '≤ 10 s', met: ms <= DELIVERIES_MAX_MS } }
        : {
            kind: 'timed',
            profile,
            what,
            ms,
            unfinished: `${got} of ${DELIVERIES + 1} received within ${GIVEN_MS / 1000} s`,
            target: { text: '≤ 10 s', met: false },
          },
    );
  } finally {
    await server?.stop();
    await q.close();
    await receiver.close();
    await db.drop();
  }
  return rows;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The two bookings measures are judged by their difference (the figure row), not each on its own: no target of their own. */
function untargeted(row: Row): LoadRow {
  if (row.kind !== 'load') throw new Error(`${row.what}: not a load`);
  const { target: _, ...r } = row;
  return r;
}
