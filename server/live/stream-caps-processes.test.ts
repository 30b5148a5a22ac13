import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capGroups } from '../../domain/live-caps.js';
import type { SseMessage } from '../../domain/sse.js';
import { openPostgres, type Db } from '../db/connection.js';
import { userOfToken } from '../identity/sessions-service.js';
import { hashToken } from '../identity/tokens.js';
import { aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { openEvents, type SseReader } from '../test/sse-client.js';
import { daysVersions } from '../versions/version-service.js';
import { CHANNEL, HUB_DEFAULTS, LiveHub } from './hub.js';
import { SSE_HEADERS } from './sse.js';
import { dbStreamRegistry } from './stream-registry.js';

// Issue #38 point 4: a person's caps (10 streams a session, 20 a person) count their streams in
// every process of the database. Process A is the test's app; process B is a second hub on the same
// database (on PostgreSQL through a pool of its own), serving GET /api/events over real HTTP. A
// stream opened in one process past a cap closes the oldest where it is held, with its `replaced` event.

let t: TestApp;
let second: Db;
let hubB: LiveHub;
let serverB: Server;
let stopB: () => Promise<void>;
const base: Record<'a' | 'b', string> = { a: '', b: '' };
const DAY = '2026-03-04';
const office = (e: SseMessage) => e.event === 'office' && (JSON.parse(e.data) as { day: string }).day === DAY;
const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base.a = url(t.app.server);
  second = t.dbUrl ? await openPostgres(t.dbUrl) : t.ctx.db;
  hubB = new LiveHub({
    ...HUB_DEFAULTS,
    readVersions: (days) => daysVersions(second, days),
    liveSessions: async (hashes) => new Set(hashes),
    registry: dbStreamRegistry(second),
    log: () => undefined,
  });
  stopB = await second.listen(Object.values(CHANNEL), {
    notify: (channel, payload) => hubB.notify(channel, payload),
    resumed: () => hubB.resume(),
    failed: () => undefined,
  });
  serverB = createServer((req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    void userOfToken(second, token, t.clock.now(), 30).then((user) => {
      res.writeHead(200, SSE_HEADERS);
      return hubB.add({ kind: 'person', res, userId: user!.uuid, session: hashToken(token), days: [DAY] });
    });
  });
  await new Promise<void>((resolve) => serverB.listen(0, '127.0.0.1', resolve));
  base.b = url(serverB);
});
afterAll(async () => {
  await hubB.close();
  serverB.closeAllConnections();
  await new Promise((resolve) => serverB.close(resolve));
  await stopB();
  if (second !== t.ctx.db) await second.close();
  t.app.server.closeAllConnections();
  await t.close();
});

/** Opens n streams in a process one after the other, each counted (its first event came) before the next. */
async function streams(where: 'a' | 'b', token: string, n: number): Promise<SseReader[]> {
  const opened: SseReader[] = [];
  for (let i = 0; i < n; i++) {
    const s = await openEvents(base[where], token, `days=${DAY}`);
    expect(s.status).toBe(200);
    await s.next(office);
    opened.push(s);
  }
  return opened;
}

/** The streams the database counts in a count of the person's (every process). */
async function counted(group: string): Promise<number> {
  const { rows } = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_streams WHERE $1 = ANY (groups)', [group]);
  return rows[0].n;
}

const groups = (p: Person, token: string) => capGroups('person', { session: hashToken(token), person: p.uuid });

async function closeAll(readers: SseReader[], ...owners: string[]) {
  for (const s of readers) s.close();
  await vi.waitFor(async () => {
    expect(t.app.liveHub!.size + hubB.size).toBe(0);
    for (const group of owners) expect(await counted(group)).toBe(0);
  });
}

describe('live streams counted across processes', () => {
  it("a session's 11th stream, in the other process, closes its oldest where it is held", async () => {
    const p = await aPerson(t);
    const [session, person] = groups(p, p.token);
    const [first, ...rest] = await streams('a', p.token, 10);
    expect(await counted(session.group)).toBe(10);
    const [inB] = await streams('b', p.token, 1);
    const last = await first.next((e) => e.event !== 'office');
    expect(last.event).toBe('replaced');
    expect(JSON.parse(last.data)).toEqual({ per: 'session', max: 10 });
    await first.ended;
    expect(t.app.liveHub!.held(session.group)).toBe(9);
    expect(hubB.held(session.group)).toBe(1);
    expect(await counted(session.group)).toBe(10);
    await closeAll([...rest, inB], session.group, person.group);
  });

  it("a person's 21st stream over sessions and processes closes their oldest; nobody else's", async () => {
    const p = await aPerson(t);
    const other = await aPerson(t);
    const theirs = await streams('b', other.token, 2);
    const [s2, s3] = [await t.login(p.username, p.password), await t.login(p.username, p.password)];
    const a = await streams('a', p.token, 10);
    const b = await streams('b', s2, 10);
    expect(await counted(groups(p, p.token)[1].group)).toBe(20);
    const [last] = await streams('b', s3, 1); // the 21st, in process B: the oldest is A's
    const ended = await a[0].next((e) => e.event !== 'office');
    expect(JSON.parse(ended.data)).toEqual({ per: 'person', max: 20 });
    await a[0].ended;
    expect(await counted(groups(p, p.token)[1].group)).toBe(20);
    expect(await counted(groups(other, other.token)[1].group)).toBe(2);
    for (const s of [...a.slice(1), ...b, last, ...theirs]) expect(s.received.some((e) => e.event === 'replaced')).toBe(false);
    await closeAll([...a.slice(1), ...b, last, ...theirs], groups(p, p.token)[1].group, groups(other, other.token)[1].group);
  });

  it('the streams of a process that died without forgetting them are not counted two minutes on', async () => {
    const p = await aPerson(t);
    const [session, person] = groups(p, p.token);
    // 20 streams left by a process that stopped renewing them three minutes ago.
    await t.ctx.db.query(
      `INSERT INTO live_streams (id, groups, seen_at)
       SELECT gen_random_uuid(), ARRAY[$1, $2], clock_timestamp() - interval '3 minutes' FROM generate_series(1, 20)`,
      [session.group, person.group],
    );
    const mine = await streams('a', p.token, 2);
    expect(mine.every((s) => s.received.every((e) => e.event !== 'replaced'))).toBe(true);
    expect(await counted(person.group)).toBe(2);
    await closeAll(mine, person.group);
  });
});
