import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capGroups } from '../../domain/live-caps.js';
import type { SseMessage } from '../../domain/sse.js';
import { aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { openEvents, type SseReader } from '../test/sse-client.js';
import { hashToken } from '../identity/tokens.js';
import { HUB_DEFAULTS, LiveHub } from './hub.js';
import { SSE_HEADERS } from './sse.js';

// Issue #38 point 4: one account held all 2,000 of a process's streams. A session holds at most
// 10 and a person 20 (domain/live-caps.ts); a stream opened beyond either closes the oldest of
// that session or person first, whose last event, `replaced`, tells its page to reconnect only if
// it is still shown. Nobody else's streams are touched, and nothing is kept once they close.

let t: TestApp;
let base: string;
const DAY = '2026-03-04';
const office = (e: SseMessage) => e.event === 'office' && (JSON.parse(e.data) as { day: string }).day === DAY;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

/** Opens n streams one after the other: each has had its first event, so the hub counted it before the next. */
async function streams(token: string, n: number): Promise<SseReader[]> {
  const opened: SseReader[] = [];
  for (let i = 0; i < n; i++) {
    const s = await openEvents(base, token, `days=${DAY}`);
    expect(s.status).toBe(200);
    await s.next(office);
    opened.push(s);
  }
  return opened;
}

/** Every stream still open hears the next change of the day; none ended. */
async function allHear(readers: SseReader[]) {
  await t.ctx.db.query(`SELECT pg_notify('office_day', $1)`, [DAY]);
  for (const s of readers) await s.next(office);
}

/** Closes the readers; the hub then holds nothing, per stream nor per owner. */
async function closeAll(readers: SseReader[]) {
  for (const s of readers) s.close();
  const hub = t.app.liveHub!;
  await vi.waitFor(() => expect(hub.size).toBe(0), { timeout: 5000 });
  expect(hub.owners).toBe(0);
}

const groups = (p: Person, token: string) => capGroups('person', { session: hashToken(token), person: p.uuid });

describe('live streams per session and per person', () => {
  it('closes the oldest of a session that opens an 11th stream, with a last `replaced` event, and keeps the other 10', async () => {
    const hub = t.app.liveHub!;
    const replacedBefore = hub.replaced;
    const p = await aPerson(t);
    const [first, ...rest] = await streams(p.token, 11);
    const last = await first.next((e) => e.event !== 'office');
    expect(last.event).toBe('replaced');
    expect(JSON.parse(last.data)).toEqual({ per: 'session', max: 10 });
    await first.ended;
    expect(first.received).toEqual([]); // nothing after it

    const [session, person] = groups(p, p.token);
    expect(hub.held(session.group)).toBe(10);
    expect(hub.held(person.group)).toBe(10);
    expect(hub.size).toBe(10);
    expect(hub.replaced).toBe(replacedBefore + 1);
    await allHear(rest);
    await closeAll(rest);
  });

  it("closes the person's oldest at a 21st stream over several sessions; another person's streams are untouched", async () => {
    const hub = t.app.liveHub!;
    const replacedBefore = hub.replaced;
    const p = await aPerson(t);
    const other = await aPerson(t);
    const theirs = await streams(other.token, 3);
    const [second, third] = [await t.login(p.username, p.password), await t.login(p.username, p.password)];
    const a = await streams(p.token, 8);
    const b = await streams(second, 8);
    const c = await streams(third, 4); // 20: every one stays
    expect(hub.replaced).toBe(replacedBefore);

    const [d] = await streams(third, 1); // the 21st: the person's oldest goes, in another session
    const last = await a[0].next((e) => e.event !== 'office');
    expect(last.event).toBe('replaced');
    expect(JSON.parse(last.data)).toEqual({ per: 'person', max: 20 });
    await a[0].ended;

    expect(hub.held(groups(p, p.token)[1].group)).toBe(20);
    expect(hub.held(groups(p, p.token)[0].group)).toBe(7);
    expect(hub.held(groups(p, third)[0].group)).toBe(5);
    expect(hub.held(groups(other, other.token)[1].group)).toBe(3);
    expect(hub.size).toBe(23);
    expect(hub.replaced).toBe(replacedBefore + 1);
    const open = [...a.slice(1), ...b, ...c, d, ...theirs];
    await allHear(open);
    await closeAll(open);
  });
});

describe("§24's displays, a class of their own", () => {
  it('are counted by their display and as a class, never by a person or a session', async () => {
    const hub = new LiveHub({
      ...HUB_DEFAULTS,
      readVersions: async (days) => new Map(days.map((d) => [d, 1])),
      liveSessions: () => Promise.reject(new Error('a display has no session')),
      log: () => undefined,
    });
    // Real HTTP streams: each request is a display's, named by ?display=.
    const server = createServer((req, res) => {
      res.writeHead(200, SSE_HEADERS);
      const display = new URL(req.url!, 'http://x').searchParams.get('display')!;
      void hub.add({ kind: 'display', res, display, days: [DAY] });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const display = async (name: string) => {
      const s = await openEvents(url, undefined, `display=${name}&days=${DAY}`);
      await s.next(office);
      return s;
    };
    const door = [await display('usa'), await display('usa'), await display('usa')];
    const lobby = await display('hol');
    const fourth = await display('usa'); // a tablet reloading once more: its own oldest goes
    const last = await door[0].next((e) => e.event !== 'office');
    expect(JSON.parse(last.data)).toEqual({ per: 'display', max: 3 });
    expect(hub.held('display')).toBe(4);
    // Nothing to check per session (liveSessions would throw), nothing of a person's tower.
    expect(await hub.checkSessions()).toBe(0);
    hub.notify('tower_request', 'usa 2026-03-04');
    hub.notify('office_day', DAY);
    for (const s of [door[1], door[2], lobby, fourth]) expect((await s.next()).event).toBe('office');

    for (const s of [door[1], door[2], lobby, fourth]) s.close();
    await vi.waitFor(() => expect(hub.size).toBe(0));
    expect(hub.owners).toBe(0);
    await hub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
