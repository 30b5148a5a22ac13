import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TYPE } from '../../domain/tower/engine.js';
import { TOWER_REASON } from '../../domain/tower/validators.js';
import { WEBHOOK_EVENTS } from '../../domain/webhooks/events.js';
import type { JobDef } from '../jobs/scheduler.js';
import { aDriver, aPerson, aTowerRequest, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';
import { aWebhook, aWebhookReceiver, type Heard, type WebhookReceiver } from '../test/webhook-receiver.js';
import { firstRoundJob, secondRoundJob } from '../tower/jobs.js';

// The tower's webhook events (decisions §23, #44) as an integrator receives them on a real receiver:
// each once, its `data` the request as the API answers it, none for a refused change or one rolled
// back at its commit, none to a webhook listening to other events. Deliveries of one moment come in
// any order: compared as sets. Starts Monday 2 March 2026, 10:00 Bucharest.
const START = '2026-03-02T08:00:00Z';
const TOWER_EVENTS = ['tower.requested', 'tower.allocated', 'tower.unallocated', 'tower.cancelled'];
const NEXT_MONDAY = '2026-03-09';
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;
/** Role admin (who makes webhooks) and an administrator of the tower. */
let admin: Person;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({ start: START, config: { webhooksAllowPrivate: true }, webhooks: { pollMs: 60_000 } });
  h = towerHelpers(t);
  admin = await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(new Date(START));
  // Only this test's webhooks listen, and the rounds see only this test's requests.
  await t.ctx.db.query('UPDATE webhooks SET active = false');
  await h.emptyTower(2, 0);
  receiver = await aWebhookReceiver(t);
});
afterEach(() => receiver.close());

interface Told {
  type: string;
  data: { _id: string; type: number };
}
const byTypeAndId = (a: Told, b: Told) => a.type.localeCompare(b.type) || a.data._id.localeCompare(b.data._id);
const sorted = (xs: Told[]) => [...xs].sort(byTypeAndId);
const told = (hs: Heard[]) => sorted(hs.map(({ type, data }) => ({ type, data }) as Told));
const as = (type: string, ...rows: Told['data'][]): Told[] => rows.map((data) => ({ type, data }));

/** A webhook of `events` to this test's receiver: answers what it has heard so far, as a set (`raw`: as received). */
async function listening(
  events: string[] = TOWER_EVENTS,
  to: WebhookReceiver = receiver,
): Promise<(() => Promise<Told[]>) & { raw: () => Promise<Heard[]> }> {
  const w = await aWebhook(t, admin, to.url, events);
  const raw = () => to.heard(w.secret);
  return Object.assign(async () => told(await raw()), { raw });
}

const request = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/reservations/parking/add', { token, body });
const cancel = (token: string, id: string) => t.call('GET', `/api/reservations/parking/delete/${id}`, { token });
/** A request as the API answers it now. */
const read = async (id: string) => (await t.call('GET', `/api/reservations/parking/${id}`, { token: admin.token })).body.payload;

/** Runs a round as the scheduler does (its transaction, then what waits for the commit) at its due time, whatever ran before. */
async function runRound(job: JobDef, at: string): Promise<void> {
  const dueAt = new Date(at);
  t.clock.set(dueAt);
  const after: (() => Promise<void>)[] = [];
  await t.ctx.db.transaction((tx) => job.run({ tx, dueAt, now: dueAt, afterCommit: (fn) => void after.push(fn) }));
  for (const fn of after) await fn();
}
const firstRound = () => runRound(firstRoundJob(t.ctx.outbox, t.ctx.webhooks), '2026-03-06T14:00:00Z'); // Friday 16:00
const secondRound = () => runRound(secondRoundJob(t.ctx.outbox, t.ctx.webhooks), '2026-03-06T16:00:00Z'); // Friday 18:00, for Monday

/** Makes the commits of the changes to a request that `when` (over OLD and NEW) names fail, until the answered undo. */
async function failingAtCommit(when: string): Promise<() => Promise<void>> {
  await t.ctx.db.query(
    "CREATE OR REPLACE FUNCTION test_fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$",
  );
  await t.ctx.db.query(
    `CREATE CONSTRAINT TRIGGER test_fail_at_commit AFTER UPDATE ON parking_reservations DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION test_fail_at_commit()`,
  );
  return async () => {
    await t.ctx.db.query('DROP TRIGGER test_fail_at_commit ON parking_reservations');
    await t.ctx.db.query('DROP FUNCTION test_fail_at_commit()');
  };
}

describe('tower.requested and tower.allocated on a request', () => {
  it('tells each new request, and its allocation too when it takes a free space at once, as the API answered it', async () => {
    await h.emptyTower(1, 0);
    const heard = await listening();
    const [a, b] = [await aDriver(t), await aDriver(t)];
    // Wednesday is already shared out and has its one space free; the Tuesday after waits for the first round.
    const mine = (await request(a.token, { reservation_dates: ['2026-03-04', '2026-03-10'], car_id: a.carId })).body.payload;
    expect(mine.map((r: Told['data']) => r.type)).toEqual([TYPE.first, TYPE.queue]);
    const full = (await request(b.token, { reservation_date: '2026-03-04', car_id: b.carId })).body.payload;
    expect(full.type).toBe(TYPE.queue);
    // An administrator's request for someone, today: a space free at once.
    const forB = (await request(admin.token, { reservation_date: '2026-03-02', car_id: b.carId, user_id: b.uuid })).body.payload;
    expect(forB.type).toBe(TYPE.first);

    expect(await heard()).toEqual(sorted([...as('tower.requested', ...mine, full, forB), ...as('tower.allocated', mine[0], forB)]));
    // Each told at the moment of its change, on the application's clock.
    for (const x of await heard.raw()) expect(x.timestamp).toBe((x.data as { date_added: string }).date_added);
  });

  it('tells nothing of a refused request, nor of one rolled back with a day it could not take', async () => {
    const heard = await listening();
    const [a, b] = [await aDriver(t), await aDriver(t)];
    const wed = (await request(a.token, { reservation_date: '2026-03-04', car_id: a.carId })).body.payload;
    expect((await request(a.token, { reservation_date: '2026-03-04', car_id: a.carId })).body.reason).toBe(TOWER_REASON.duplicateRequest);
    // Tuesday is placed, then Wednesday refused: all or none.
    const both = await request(a.token, { reservation_dates: ['2026-03-03', '2026-03-04'], car_id: a.carId });
    expect(both.body.reason).toBe(TOWER_REASON.duplicateRequest);
    expect((await request(a.token, { reservation_date: '2026-03-20', car_id: a.carId })).body.reason).toBe(TOWER_REASON.dayNotOpen);
    expect((await request(b.token, { reservation_date: '2026-03-05', car_id: a.carId })).body.reason).toBe(TOWER_REASON.notYourCar);
    expect((await request(b.token, { reservation_date: '2026-03-05', car_id: a.carId, user_id: a.uuid })).status).toBe(403);

    expect(await h.typesOn('2026-03-03')).toEqual({});
    expect(await heard()).toEqual(sorted([...as('tower.requested', wed), ...as('tower.allocated', wed)]));
  });
});

describe('tower.cancelled', () => {
  it("tells the owner's and an administrator's cancellations once, as they answered, and not a refused or repeated one", async () => {
    const a = await aDriver(t);
    const [wed, thu] = (await request(a.token, { reservation_dates: ['2026-03-04', '2026-03-05'], car_id: a.carId })).body.payload;
    // Last Friday's absence, and today's request (its deadline passed yesterday at 18:00).
    const absent = await aTowerRequest(t, { person: a, car: a.carId, day: '2026-02-27', type: TYPE.absent });
    const today = await aTowerRequest(t, { person: a, car: a.carId, day: '2026-03-02', type: TYPE.first });
    const heard = await listening();

    const byOwner = (await cancel(a.token, wed._id)).body.payload;
    expect(byOwner.type).toBe(TYPE.cancelled);
    expect((await cancel(a.token, wed._id)).body.reason).toBe(TOWER_REASON.tooLate);
    expect((await cancel(admin.token, wed._id)).body.payload).toEqual(byOwner); // answered as it is, nothing written
    expect((await cancel(a.token, today)).body.reason).toBe(TOWER_REASON.tooLate);
    const byAdmin = (await cancel(admin.token, thu._id)).body.payload;
    const absenceByAdmin = (await cancel(admin.token, absent)).body.payload;
    expect(absenceByAdmin).toMatchObject({ type: TYPE.cancelled, reservation_confirmed: true, indiscipline_score: 0 });

    expect(await heard()).toEqual(sorted(as('tower.cancelled', byOwner, byAdmin, absenceByAdmin)));
    expect((await read(today)).type).toBe(TYPE.first);
  });

  it('tells nothing of a cancellation whose commit fails, then once when it is made again', async () => {
    const a = await aDriver(t);
    const wed = (await request(a.token, { reservation_date: '2026-03-04', car_id: a.carId })).body.payload;
    const heard = await listening();
    const undo = await failingAtCommit(`NEW.id = '${wed._id}' AND NEW.type = ${TYPE.cancelled}`);
    try {
      expect((await cancel(a.token, wed._id)).status).toBe(500);
    } finally {
      await undo();
    }
    expect(await read(wed._id)).toEqual(wed);
    expect(await heard()).toEqual([]);

    const cancelled = (await cancel(a.token, wed._id)).body.payload;
    expect(await heard()).toEqual(as('tower.cancelled', cancelled));
  });

  it('tells the requests an absence cancels, as they now are, and not those it keeps', async () => {
    const a = await aDriver(t);
    const mon = await aTowerRequest(t, { person: a, car: a.carId, day: '2026-03-02', type: TYPE.first });
    const tue = await aTowerRequest(t, { person: a, car: a.carId, day: '2026-03-03' });
    const wed = await aTowerRequest(t, { person: a, car: a.carId, day: '2026-03-04', type: TYPE.first });
    const thu = await aTowerRequest(t, { person: a, car: a.carId, day: '2026-03-05', type: TYPE.first });
    const heard = await listening();
    const r = await t.call('POST', '/api/absences/update', {
      token: a.token,
      body: { from: '2026-03-02', to: '2026-03-04', kind: 'concediu' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.payload.cancelled.tower.map((x: { _id: string }) => x._id).sort()).toEqual([tue, wed].sort());
    expect(r.body.payload.kept.tower).toEqual([{ _id: mon, day: '2026-03-02' }]);

    expect(await heard()).toEqual(sorted(as('tower.cancelled', await read(tue), await read(wed))));
    expect((await read(thu)).type).toBe(TYPE.first);
  });
});

describe('the rounds', () => {
  it('the first round tells each request it allocates once, as the API answers it, and not those left waiting', async () => {
    const drivers = [await aDriver(t), await aDriver(t), await aDriver(t), await aDriver(t)];
    const ids: string[] = [];
    for (const [i, d] of drivers.entries()) {
      const day = i < 3 ? NEXT_MONDAY : '2026-03-10';
      ids.push((await request(d.token, { reservation_date: day, car_id: d.carId })).body.payload._id);
    }
    const heard = await listening();

    await firstRound();
    const after = await Promise.all(ids.map(read));
    const granted = after.filter((r) => r.type === TYPE.first);
    expect(granted).toHaveLength(3); // Monday's two spaces and Tuesday's
    expect(await heard()).toEqual(sorted(as('tower.allocated', ...granted)));
    // Run again, it has nothing left to give: nothing more is told.
    await firstRound();
    expect(await heard()).toEqual(sorted(as('tower.allocated', ...granted)));
  });

  it('the second round tells what it allocates and what it leaves unallocated, not what the first round gave', async () => {
    const drivers = [await aDriver(t), await aDriver(t), await aDriver(t), await aDriver(t)];
    await aTowerRequest(t, { person: drivers[0], car: drivers[0].carId, day: NEXT_MONDAY, type: TYPE.first });
    const ids: string[] = [];
    for (const d of drivers.slice(1))
      ids.push((await request(d.token, { reservation_date: NEXT_MONDAY, car_id: d.carId })).body.payload._id);
    const heard = await listening();

    await secondRound();
    const after = await Promise.all(ids.map(read));
    const second = after.filter((r) => r.type === TYPE.second);
    const notAllocated = after.filter((r) => r.type === TYPE.notAllocated);
    expect([second.length, notAllocated.length]).toEqual([1, 2]);
    expect(await heard()).toEqual(sorted([...as('tower.allocated', ...second), ...as('tower.unallocated', ...notAllocated)]));
  });

  it('a round whose commit fails tells nothing; run again, it tells each allocation once', async () => {
    const drivers = [await aDriver(t), await aDriver(t)];
    for (const d of drivers) await request(d.token, { reservation_date: NEXT_MONDAY, car_id: d.carId });
    const heard = await listening();
    const undo = await failingAtCommit(`OLD.type = ${TYPE.queue} AND NEW.type = ${TYPE.first}`);
    try {
      await expect(firstRound()).rejects.toThrow(/refused at commit/);
    } finally {
      await undo();
    }
    expect(Object.values(await h.typesOn(NEXT_MONDAY))).toEqual([TYPE.queue, TYPE.queue]);
    expect(await heard()).toEqual([]);

    await firstRound();
    const { body } = await t.call('GET', `/api/reservations/parking?from=${NEXT_MONDAY}&to=${NEXT_MONDAY}`, { token: admin.token });
    expect(body.payload.map((r: Told['data']) => r.type)).toEqual([TYPE.first, TYPE.first]);
    expect(await heard()).toEqual(sorted(as('tower.allocated', ...body.payload)));
  });
});

it('a webhook hears only the tower events it listens to, and one of other events none', async () => {
  await h.emptyTower(1, 0);
  const others = await aWebhookReceiver(t);
  const cancellations = await aWebhookReceiver(t);
  try {
    const heardByOthers = await listening(
      WEBHOOK_EVENTS.filter((e) => !e.startsWith('tower.')),
      others,
    );
    const heardCancellations = await listening(['tower.cancelled'], cancellations);
    const heardAll = await listening();
    const [a, b, c] = [await aDriver(t), await aDriver(t), await aDriver(t)];
    const wed = (await request(a.token, { reservation_date: '2026-03-04', car_id: a.carId })).body.payload;
    const cancelled = (await cancel(a.token, wed._id)).body.payload;
    const mon = [b, c].map(async (d) => (await request(d.token, { reservation_date: NEXT_MONDAY, car_id: d.carId })).body.payload);
    const requested = await Promise.all(mon);
    await secondRound();
    const after = await Promise.all(requested.map((r) => read(r._id)));

    expect(await heardByOthers()).toEqual([]);
    expect(await heardCancellations()).toEqual(as('tower.cancelled', cancelled));
    expect((await heardAll()).map((x) => x.type).sort()).toEqual(
      [
        'tower.requested',
        'tower.allocated',
        'tower.cancelled',
        'tower.requested',
        'tower.requested',
        'tower.allocated',
        'tower.unallocated',
      ].sort(),
    );
    expect(after.map((r) => r.type).sort()).toEqual([TYPE.second, TYPE.notAllocated]);
  } finally {
    await others.close();
    await cancellations.close();
  }
});
