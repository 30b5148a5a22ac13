import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KIND } from '../../domain/audit.js';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { MSG } from '../../domain/messages.js';
import { ambientTx } from '../db/ambient.js';
import type { Queryable } from '../db/connection.js';
import { DatabaseUnavailable } from '../db/unavailable.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { keyedCalls } from '../test/keyed-calls.js';

// Issue #38, point 11: a desk booking or cancellation sent with an Idempotency-Key, repeated by the
// same person, answers its first answer, byte for byte, and is not done twice. On PostgreSQL
// (TEST_DATABASE_URL) the concurrent repeats really run at once on the pool.
// Monday 2 March 2026, 10:00 Bucharest.
let t: TestApp;
let floor: Floor;
let group: Group;
const DAY = '2026-03-04';

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  floor = await aFloor(t);
  group = await aGroup(t);
});
afterAll(async () => {
  try {
    // The harness fails a call when any answer so far (these tests send theirs with inject) differed from its route's schema.
    await t.call('GET', '/api/meta');
  } finally {
    await t.close();
  }
});

const send = keyedCalls(() => t);
const book = (p: Person, body: Record<string, unknown>, key?: string) =>
  send('POST', '/api/reservations/desks/update', p.token, { key, body });

const member = () => aPerson(t, { groups: [group] });
const desk = () => aDesk(t, { floor, groups: [group] });
let keys = 0;
/** A key no other test uses. */
const newKey = () => `test-key-${++keys}-${Date.now()}`;

async function liveBookings(where: { desk?: string; person?: string }): Promise<{ id: string; uuid: string; desk_id: string }[]> {
  const { rows } = await t.ctx.db.query<{ id: string; uuid: string; desk_id: string }>(
    `SELECT id, uuid, desk_id FROM desk_reservations
      WHERE day = $1 AND status <> 'cancelled' AND ($2::text IS NULL OR desk_id = $2) AND ($3::uuid IS NULL OR uuid = $3)`,
    [DAY, where.desk ?? null, where.person ?? null],
  );
  return rows;
}

describe('Idempotency-Key on a desk booking', () => {
  it('the same key twice: one booking, and the repeat answers the first answer exactly, saying it is a repeat', async () => {
    const [ana, d] = [await member(), await desk()];
    const key = newKey();
    const first = await book(ana, { deskId: d, reservationDate: DAY }, key);
    const again = await book(ana, { deskId: d, reservationDate: DAY }, key);
    expect(first.status).toBe(200);
    expect(again).toEqual({ ...first, replayed: true });
    // Through the harness too, as any client reads it.
    const checked = await t.call('POST', '/api/reservations/desks/update', {
      token: ana.token,
      body: { deskId: d, reservationDate: DAY },
      headers: { 'idempotency-key': key },
    });
    expect(checked.body).toEqual(JSON.parse(first.body));
    expect(await liveBookings({ desk: d })).toEqual([{ id: JSON.parse(first.body).payload._id, uuid: ana.uuid, desk_id: d }]);
    // Without a key, the same booking again is the refusal it always was.
    expect((await book(ana, { deskId: d, reservationDate: DAY })).status).toBe(409);
  });

  it('a booking committed whose answer was lost (503 after COMMIT): the repeat with its key answers the booking, not 409', async () => {
    const ana = await member();
    const [plain, keyed] = [await desk(), await desk()];
    // The connection to the database fails once the booking's transaction has committed, as it did in the probe.
    const loseAfterCommit = (deskId: string) => {
      const db = t.ctx.db;
      const real = db.transaction.bind(db);
      db.transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
        // A savepoint inside the keyed call's transaction is not a COMMIT.
        if (ambientTx()) return real(fn);
        const out = await real(fn);
        if ((await liveBookings({ desk: deskId })).length === 0) return out;
        db.transaction = real;
        throw new DatabaseUnavailable(new Error('connection lost after COMMIT'));
      };
    };
    loseAfterCommit(plain);
    expect((await book(ana, { deskId: plain, reservationDate: DAY })).status).toBe(503);
    // What happened before: the booking is there, and its retry without a key is refused.
    expect(JSON.parse((await book(ana, { deskId: plain, reservationDate: DAY })).body)).toMatchObject({ err: 409 });
    await t.ctx.db.query("UPDATE desk_reservations SET status = 'cancelled' WHERE desk_id = $1", [plain]);

    const key = newKey();
    loseAfterCommit(keyed);
    expect((await book(ana, { deskId: keyed, reservationDate: DAY }, key)).status).toBe(503);
    const retry = await book(ana, { deskId: keyed, reservationDate: DAY }, key);
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBe(true);
    const [booked] = await liveBookings({ desk: keyed });
    expect(JSON.parse(retry.body).payload).toMatchObject({ _id: booked.id, deskId: keyed, uuid: ana.uuid });
  });

  it('a client that never reads the answer: the booking is made once, and the repeat answers it', async () => {
    const [ana, d] = [await member(), await desk()];
    const key = newKey();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(base);
    const body = JSON.stringify({ deskId: d, reservationDate: DAY });
    const socket = connect(Number(port), '127.0.0.1');
    socket.write(
      `POST /api/reservations/desks/update HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ana.token}\r\nIdempotency-Key: ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.pause(); // the answer is never read
    // Until the booking is there (no time is asserted: a busy machine only waits longer).
    while ((await liveBookings({ desk: d })).length === 0) await new Promise((r) => setTimeout(r, 20));
    socket.destroy();
    const repeat = await book(ana, { deskId: d, reservationDate: DAY }, key);
    expect(repeat.status).toBe(200);
    expect(repeat.replayed).toBe(true);
    expect((await liveBookings({ desk: d })).map((b) => b.id)).toEqual([JSON.parse(repeat.body).payload._id]);
  });

  it("another person's call with the same key is another call: each books their own desk", async () => {
    const [ana, ion] = [await member(), await member()];
    const [d1, d2] = [await desk(), await desk()];
    const key = newKey();
    const a = await book(ana, { deskId: d1, reservationDate: DAY }, key);
    const b = await book(ion, { deskId: d2, reservationDate: DAY }, key);
    expect([a.status, b.status, a.replayed, b.replayed]).toEqual([200, 200, false, false]);
    expect((await liveBookings({ person: ana.uuid })).map((r) => r.desk_id)).toEqual([d1]);
    expect((await liveBookings({ person: ion.uuid })).map((r) => r.desk_id)).toEqual([d2]);
  });

  it('a malformed key is refused (400) with its message, and nothing is booked', async () => {
    const [ana, d] = [await member(), await desk()];
    for (const key of ['', 'short', 'cu spațiu-12345', 'x'.repeat(129), 'semn;de-punctuatie']) {
      const r = await book(ana, { deskId: d, reservationDate: DAY }, key);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body)).toEqual({
        err: 400,
        payload: null,
        message: MSG.idempotencyKeyInvalid,
        reason: 'app.idempotencyKeyInvalid',
      });
    }
    expect(await liveBookings({ desk: d })).toEqual([]);
  });

  it('the same key with another body is refused (409) and does nothing; the first answer stays the key’s', async () => {
    const ana = await member();
    const [d1, d2] = [await desk(), await desk()];
    const key = newKey();
    const first = await book(ana, { deskId: d1, reservationDate: DAY }, key);
    const other = await book(ana, { deskId: d2, reservationDate: '2026-03-05' }, key);
    expect(other.status).toBe(409);
    expect(JSON.parse(other.body)).toEqual({
      err: 409,
      payload: null,
      message: MSG.idempotencyKeyReused,
      reason: 'app.idempotencyKeyReused',
    });
    // Another call (a cancellation) with it is refused too.
    const cancel = await send('POST', '/api/reservations/desks/delete', ana.token, {
      key,
      body: { _id: JSON.parse(first.body).payload._id },
    });
    expect(cancel.status).toBe(409);
    expect(await book(ana, { deskId: d1, reservationDate: DAY }, key)).toEqual({ ...first, replayed: true });
    expect((await liveBookings({ person: ana.uuid })).map((r) => r.desk_id)).toEqual([d1]);
  });

  it('two requests at once with one key: one booking, both answered with it', async () => {
    const [ana, d] = [await member(), await desk()];
    const key = newKey();
    const [a, b] = await Promise.all([1, 2].map(() => book(ana, { deskId: d, reservationDate: DAY }, key)));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await liveBookings({ desk: d })).toHaveLength(1);
  });

  it('one person booking ten desks at once, each with its own key: one booking, the others refused (409), none failed', async () => {
    const ana = await member();
    const desks: string[] = [];
    for (let i = 0; i < 10; i++) desks.push(await desk());
    const answers = await Promise.all(desks.map((d) => book(ana, { deskId: d, reservationDate: DAY }, newKey())));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await liveBookings({ person: ana.uuid })).toHaveLength(1);
  });

  it('a refusal is not kept: the same key, once the desk is free, books it', async () => {
    const [ana, ion, d] = [await member(), await member(), await desk()];
    const held = await aBooking(t, { person: ion, desk: d, day: DAY });
    const key = newKey();
    const refused = await book(ana, { deskId: d, reservationDate: DAY }, key);
    expect(JSON.parse(refused.body)).toMatchObject({ err: 409, message: DESK_MSG.taken });
    await t.ctx.db.query("UPDATE desk_reservations SET status = 'cancelled' WHERE id = $1", [held]);
    const booked = await book(ana, { deskId: d, reservationDate: DAY }, key);
    expect([booked.status, booked.replayed]).toEqual([200, false]);
    expect((await liveBookings({ desk: d })).map((b) => b.uuid)).toEqual([ana.uuid]);
  });

  it("a manager's booking for someone, repeated: one booking, one audit entry", async () => {
    const ana = await member();
    const mihai = await aPerson(t, { role: 'manager', groups: [group], managerOf: [group] });
    const d = await desk();
    const key = newKey();
    const body = { deskId: d, reservationDate: DAY, uuid: ana.uuid };
    const first = await book(mihai, body, key);
    expect(first.status).toBe(200);
    expect(await book(mihai, body, key)).toEqual({ ...first, replayed: true });
    expect((await liveBookings({ desk: d })).map((b) => b.uuid)).toEqual([ana.uuid]);
    const { rows } = await t.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log WHERE actor_uuid = $1 AND target = $2 AND kind = $3',
      [mihai.uuid, ana.uuid, AUDIT_KIND.reservationForOther],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a cancellation repeated with its key answers the first cancellation', async () => {
    const [ana, d] = [await member(), await desk()];
    const id = await aBooking(t, { person: ana, desk: d, day: '2026-03-06' });
    const key = newKey();
    const first = await send('POST', '/api/reservations/desks/delete', ana.token, { key, body: { _id: id } });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body).payload).toMatchObject({ _id: id, status: 'cancelled' });
    expect(await send('POST', '/api/reservations/desks/delete', ana.token, { key, body: { _id: id } })).toEqual({
      ...first,
      replayed: true,
    });
  });
});
