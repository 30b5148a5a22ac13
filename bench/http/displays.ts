import { randomUUID } from 'node:crypto';
import { Agent, get, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { STREAM_CAPS } from '../../domain/live-caps.js';
import { sseParser } from '../../domain/sse.js';
import { bucharestDay, bucharestInstant } from '../../domain/time.js';
import { newToken } from '../../server/identity/tokens.js';
import { createSession } from '../../server/identity/sessions-service.js';
import { prepareDatabase } from './database.js';
import { percentile } from './load.js';
import { rssMb, startServer } from './server-process.js';
import type { Row } from './summary.js';

// Issue #45 point 7: one server process holding 500 open displays (decisions §24), each a tablet that
// follows its room with GET /api/display/{secret}/events and reads GET /api/display/{secret} again on
// each change of today, as the display page does. Measured: the memory the displays cost the process
// (≤ 60 MB), and how long a room booked elsewhere takes to show on every display of that room (≤ 1 s):
// the event, then the display's read that finds the new booking.

export interface DisplaysOptions {
  start: Date;
  displays: number;
  log: (line: string) => void;
}

const MEMORY_TARGET_MB = 60;
const REACH_TARGET_MS = 1000;
const ROUNDS = 5;
/** Displays per room: a room's tablets, and the boards a meeting room is seen on, all follow it. */
const PER_ROOM = 5;

interface Display {
  secret: string;
  roomId: string;
  req?: ClientRequest;
  /** The reservation ids its last read showed. */
  shown: Set<string>;
  reads: number;
}

export async function displaysProfile(o: DisplaysOptions): Promise<Row[]> {
  const profile = `PostgreSQL, ${o.displays} displays`;
  const maxDisplays = STREAM_CAPS.display.find((c) => c.per === 'class')!.max;
  if (o.displays > maxDisplays) throw new Error(`a process holds ${maxDisplays} displays' streams, not ${o.displays}`);
  const today = bucharestDay(o.start);
  const displays: Display[] = [];
  let admin = '';
  const db = await prepareDatabase('postgres', o.start, async (q) => {
    const rooms = (await q.query<{ id: string }>('SELECT id FROM rooms ORDER BY id')).rows.map((r) => r.id);
    const needed = Math.ceil(o.displays / PER_ROOM);
    if (rooms.length < Math.min(needed, ROUNDS)) throw new Error(`${o.displays} displays need rooms: the company has ${rooms.length}`);
    for (let i = 0; i < o.displays; i++) {
      const roomId = rooms[Math.floor(i / PER_ROOM) % rooms.length];
      const { token, hash } = newToken();
      await q.query('INSERT INTO displays (id, name, room_id, secret_hash, created_at) VALUES ($1, $2, $3, $4, $5)', [
        randomUUID(),
        `Ecran ${i + 1}`,
        roomId,
        hash,
        o.start,
      ]);
      displays.push({ secret: token, roomId, shown: new Set(), reads: 0 });
    }
    // The rounds book the evening of the first rooms: free it of the demo's meetings.
    await q.query(`DELETE FROM room_reservations WHERE room_id = ANY($1) AND date_end > $2`, [
      rooms.slice(0, ROUNDS),
      bucharestInstant(today, 17, 0),
    ]);
    const { rows } = await q.query<{ uuid: string }>("SELECT uuid FROM users WHERE valid AND role = 'admin' ORDER BY username LIMIT 1");
    admin = await createSession(q, rows[0].uuid, o.start, 60);
  });
  const server = await startServer(db.env, o.start).catch(async (e: unknown) => {
    await db.drop();
    throw e;
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const streamAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const rows: Row[] = [];
  try {
    await sleep(2000);
    const before = (await rssMb(server.pid)) ?? 0;
    const t0 = performance.now();
    await Promise.all(displays.map((d) => follow(server.url, d, today, agent, streamAgent)));
    rows.push({ kind: 'timed', profile, what: `open ${o.displays} displays, each read and following`, ms: performance.now() - t0 });
    await sleep(3000);
    const after = (await rssMb(server.pid)) ?? 0;
    const grew = after - before;
    rows.push({
      kind: 'figure',
      profile,
      what: `memory of ${o.displays} open displays (RSS growth)`,
      value: grew,
      unit: 'MB',
      target: { text: `≤ ${MEMORY_TARGET_MB} MB`, met: grew <= MEMORY_TARGET_MB },
    });
    o.log(`  ${profile}: RSS ${Math.round(before)} → ${Math.round(after)} MB`);

    const rooms = [...new Set(displays.map((d) => d.roomId))].slice(0, ROUNDS);
    const reach: number[] = [];
    let worst = 0;
    for (const [i, roomId] of rooms.entries()) {
      const begin = bucharestInstant(today, 17 + Math.floor(i / 2), (i % 2) * 30);
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/reservations/conference-rooms/update`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          conferenceRoomId: roomId,
          dateBegin: begin.toISOString(),
          dateEnd: new Date(begin.getTime() + 1_800_000).toISOString(),
        }),
      });
      const body = (await res.json()) as { err: number; payload: { _id: string } };
      if (!res.ok || body.err) throw new Error(`booking room ${roomId} answered ${res.status}: ${JSON.stringify(body)}`);
      const mine = displays.filter((d) => d.roomId === roomId);
      const deadline = Date.now() + 10_000;
      const arrived = new Map<Display, number>();
      while (arrived.size < mine.length && Date.now() < deadline) {
        for (const d of mine) if (!arrived.has(d) && d.shown.has(body.payload._id)) arrived.set(d, performance.now() - sent);
        await sleep(5);
      }
      const times = mine.map((d) => arrived.get(d) ?? Infinity).sort((a, b) => a - b);
      reach.push(...times);
      worst = Math.max(worst, times[times.length - 1]);
      o.log(`  room ${roomId} booked: shown on its ${mine.length} displays in ${Math.round(times[times.length - 1])} ms`);
    }
    reach.sort((a, b) => a - b);
    rows.push({
      kind: 'timed',
      profile,
      what: `a booking shown on a display of its room, p50 (${rooms.length} bookings)`,
      ms: percentile(reach, 50),
    });
    rows.push({
      kind: 'timed',
      profile,
      what: `a booking shown on every display of its room, the slowest of ${rooms.length}`,
      ms: worst,
      target: { text: `≤ ${REACH_TARGET_MS} ms`, met: worst <= REACH_TARGET_MS },
      ...(Number.isFinite(worst) ? {} : { unfinished: 'some display never showed it within 10 s' }),
    });
    rows.push({
      kind: 'figure',
      profile,
      what: 'reads of the displays during the bookings',
      value: displays.reduce((n, d) => n + d.reads, 0),
      unit: 'reads',
    });
  } finally {
    for (const d of displays) d.req?.destroy();
    agent.destroy();
    streamAgent.destroy();
    await server.stop();
    await db.drop();
  }
  return rows;
}

/** What the display shows now: the reservation ids of its answer. */
async function read(base: string, d: Display, agent: Agent): Promise<void> {
  const body = await new Promise<string>((resolve, reject) => {
    get(`${base}/api/display/${d.secret}`, { agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`GET /api/display answered ${res.statusCode}`))));
    }).on('error', reject);
  });
  d.reads++;
  const { payload } = JSON.parse(body) as { payload: { reservations: { _id: string }[] } };
  d.shown = new Set(payload.reservations.map((r) => r._id));
}

/** Opens a display as the page does: its stream, and a read on each `office` event of today; resolves after the first read. */
function follow(base: string, d: Display, today: string, agent: Agent, streamAgent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const parser = sseParser();
    let first = true;
    let reading: Promise<void> = Promise.resolve();
    d.req = get(`${base}/api/display/${d.secret}/events`, { agent: streamAgent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`the display's stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (const e of parser.feed(chunk)) {
          if (e.event !== 'office' || (JSON.parse(e.data) as { day: string }).day !== today) continue;
          reading = reading.then(() => read(base, d, agent)).catch(reject);
          if (first) {
            first = false;
            void reading.then(resolve);
          }
        }
      });
      res.on('error', () => undefined);
    });
    d.req.on('error', reject);
  });
}
