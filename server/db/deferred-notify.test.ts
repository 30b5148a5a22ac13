import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL } from '../live/hub.js';
import { aDesk, aFloor, aGroup, aPerson, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { DeferredNotify } from './deferred-notify.js';

// The office's notifications after the commit (migration 027, issue #43): batched, checked, and heard
// by a listener whichever way a write reaches the database.

describe('DeferredNotify', () => {
  it('sends the days of the commits of one moment in one notification, each day once, and the later ones in the next', async () => {
    const sent: string[][] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const n = new DeferredNotify(async (days) => {
      sent.push(days);
      if (sent.length === 1) await first;
    });
    n.add('2026-03-04');
    n.add('2026-03-04 -infinity');
    await new Promise((r) => setImmediate(r));
    // While the first is on its way, two commits come: they wait, together.
    n.add('2026-03-05');
    n.add('2026-03-06');
    release();
    await n.settled();
    expect(sent).toEqual([
      ['2026-03-04', '-infinity'],
      ['2026-03-05', '2026-03-06'],
    ]);
  });

  it('sends nothing for a transaction that changed no day, and drops what is not a day', async () => {
    const sent: string[][] = [];
    const n = new DeferredNotify(async (days) => void sent.push(days));
    n.add(null);
    n.add('');
    n.add("2026-03-04'); DROP TABLE users; --");
    await n.settled();
    expect(sent).toEqual([]);
  });

  it('goes on after a notification that failed', async () => {
    const sent: string[][] = [];
    const errors: unknown[] = [];
    const n = new DeferredNotify(
      async (days) => {
        sent.push(days);
        if (sent.length === 1) throw new Error('connection lost');
      },
      (e) => errors.push(e),
    );
    n.add('2026-03-04');
    await n.settled();
    n.add('2026-03-05');
    await n.settled();
    expect(errors).toHaveLength(1);
    expect(sent[1]).toEqual(['2026-03-05']);
  });
});

describe("the office's notifications on the database", () => {
  let t: TestApp;
  let floor: Floor;
  let group: Group;
  let person: Person;
  const heard: string[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
    floor = await aFloor(t);
    group = await aGroup(t);
    person = await aPerson(t, { groups: [group] });
    stop = await t.ctx.db.listen([CHANNEL.office], {
      notify: (_channel, payload) => heard.push(payload),
      resumed: () => undefined,
      failed: () => undefined,
    });
  });
  afterAll(async () => {
    await stop();
    await t.close();
  });

  const told = (day: string) => expect.poll(() => heard.includes(day), { timeout: 5_000 }).toBe(true);

  it("tells a day changed by the server's transaction once it has committed", async () => {
    const desk = await aDesk(t, { floor, groups: [group] });
    const booked = await t.call('POST', '/api/reservations/desks/update', {
      token: person.token,
      body: { deskId: desk, reservationDate: '2026-03-05' },
    });
    expect(booked.body.err).toBe(0);
    await told('2026-03-05');
  });

  it('tells a day changed by a statement outside any transaction of the server (an administrator’s SQL)', async () => {
    const desk = await aDesk(t, { floor, groups: [group] });
    await t.ctx.db.query(
      `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot)
       VALUES (gen_random_uuid(), $1, $2, $2, $3, '2026-03-06', now(), now(), 'booked', false)`,
      [desk, person.uuid, group.id],
    );
    await told('2026-03-06');
  });

  it('tells nothing of a transaction rolled back', async () => {
    const desk = await aDesk(t, { floor, groups: [group] });
    const other = await aPerson(t, { groups: [group] });
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot)
           VALUES (gen_random_uuid(), $1, $2, $2, $3, '2026-03-09', now(), now(), 'booked', false)`,
          [desk, other.uuid, group.id],
        );
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A later change of another day is told; the rolled-back one never was.
    await t.call('POST', '/api/reservations/desks/update', { token: other.token, body: { deskId: desk, reservationDate: '2026-03-10' } });
    await told('2026-03-10');
    expect(heard).not.toContain('2026-03-09');
  });
});
