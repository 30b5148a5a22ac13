import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { TOWER } from '../../domain/buildings.js';
import { TYPE } from '../../domain/tower/engine.js';
import { openPostgres } from '../db/connection.js';
import { Scheduler } from '../jobs/scheduler.js';
import { aCar, aDriver, aPerson, aTowerRequest, type Driver } from '../test/factories.js';
import { holdsPriority } from '../test/rounds.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';
import { firstRoundJob, secondRoundJob } from './jobs.js';

// The rounds with priority spaces (decisions §26) on the test clock, run by two processes at once:
// each round once, never more cars than open spaces, never a priority space to a request that does
// not match while a matching one waits, and the standing of each requester after each round.
// Monday 2 March 2026, 10:00 Bucharest; the first round is Friday 6 March 16:00, the second for
// Monday 9 March at Friday 18:00.
const START = '2026-03-02T08:00:00Z';
const MON = '2026-03-09';
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;

beforeAll(async () => {
  t = await createTestApp({ start: START });
  h = towerHelpers(t);
  await h.emptyTower(4, 0);
  const admin = await aPerson(t, { role: 'admin', adminOf: [TOWER], building: TOWER });
  for (const [name, value] of [
    ['electricSpaces', 1],
    ['accessibleSpaces', 1],
  ] as const) {
    const r = await t.call('POST', '/api/config/update', { token: admin.token, body: { name, value, building: TOWER } });
    expect(r.status).toBe(200);
  }
});
afterAll(() => t.close());
// A test that moves the clock gets it back, pass or fail.
afterEach(() => t.clock.set(new Date(START)));

const standing = async (p: Driver, day = MON) =>
  (await t.call('GET', `/api/reservations/parking/standing?date=${day}`, { token: p.token })).body.payload;

/** Requests Monday, one minute after the previous request: the order of time is the order of the calls. */
async function requestInTurn(people: Driver[]) {
  for (const p of people) {
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    expect((await h.request(p, [MON])).body.payload[0].type).toBe(TYPE.queue);
  }
}

it('keeps the priority spaces for the matching requests in both rounds, once each with two processes, and tells each their place', async () => {
  const [p1, p2, p3] = [await aDriver(t), await aDriver(t), await aDriver(t)];
  const e1 = await aDriver(t, { electric: true });
  const a1 = await aDriver(t, { accessibleSpace: true, language: 'en' });
  const e2 = await aDriver(t, { electric: true });
  const b1 = await aDriver(t, { electric: true, accessibleSpace: true });
  await requestInTurn([p1, p2, p3, e1, a1, e2, b1]);
  expect(await standing(p1)).toEqual({ date: MON, round: null, open: null, requests: null, position: null, outcome: null, rule: null });

  // Two processes on one database (on PGlite, the same one): every round due runs once.
  const second = t.dbUrl ? await openPostgres(t.dbUrl) : t.ctx.db;
  const jobs = (db: typeof t.ctx.db) =>
    new Scheduler(db, t.clock, [firstRoundJob(t.ctx.outbox, t.ctx.webhooks), secondRoundJob(t.ctx.outbox, t.ctx.webhooks)]);
  const [a, b] = [jobs(t.ctx.db), jobs(second)];
  await a.register();
  try {
    // Friday 16:00: the second rounds of Tuesday to Friday (no requests) and the first round.
    const friday = new Date('2026-03-06T14:00:00Z');
    t.clock.set(friday);
    const [ra, rb] = await Promise.all([a.runDue(friday), b.runDue(friday)]);
    expect([...ra, ...rb].filter((r) => r.job === 'tower-first-round')).toHaveLength(1);
    let types = await h.typesOn(MON);
    // 4 open spaces: the electric one to e1 (the first electric car), the accessible one to a1,
    // the two others to the first two in order; b1 (both) comes after e1 and a1 and waits.
    expect([p1, p2, e1, a1].map((p) => types[p.uuid])).toEqual([TYPE.first, TYPE.first, TYPE.first, TYPE.first]);
    expect([p3, e2, b1].map((p) => types[p.uuid])).toEqual([TYPE.queue, TYPE.queue, TYPE.queue]);
    expect(await standing(p3)).toEqual({ date: MON, round: 'first', open: 4, requests: 7, position: 3, outcome: TYPE.queue, rule: 'time' });
    expect(await standing(e1)).toMatchObject({ round: 'first', position: 4, outcome: TYPE.first, rule: 'electric' });
    expect(await standing(a1)).toMatchObject({ round: 'first', position: 5, outcome: TYPE.first, rule: 'accessible' });
    expect(await standing(p1)).toMatchObject({ round: 'first', position: 1, outcome: TYPE.first, rule: 'time' });

    // Each requester is e-mailed their week, in their language, each day with its place.
    const weekMail = (p: Driver) => t.smtp.waitFor((m) => JSON.stringify(m.to).includes(p.email) && /săptămâna|week/.test(m.subject ?? ''));
    const p3Week = await weekMail(p3);
    expect(p3Week.subject).toBe('Locurile de parcare din Turn pentru săptămâna de 09.03.2026');
    expect(p3Week.text).toContain('Luni, 09.03.2026: în așteptare pentru a doua rundă (cererea a fost a 3-a din 7 cereri pentru 4 locuri)');
    expect((await weekMail(e1)).text).toContain(
      'Luni, 09.03.2026: loc alocat în prima rundă (cererea a fost a 4-a din 7 cereri pentru 4 locuri; loc păstrat pentru mașinile electrice)',
    );
    expect((await weekMail(a1)).text).toContain(
      'space allocated in the first round (your request was 5th of 7 requests for 4 spaces; accessible space kept for you)',
    );

    // e1 gives up the electric space; a plain request now does not take it while electric cars wait.
    const e1Request = (await t.ctx.db.query<{ id: string }>('SELECT id FROM parking_reservations WHERE user_id = $1', [e1.uuid])).rows[0];
    expect((await t.call('GET', `/api/reservations/parking/delete/${e1Request.id}`, { token: e1.token })).status).toBe(200);
    t.clock.set(new Date('2026-03-06T14:30:00Z'));
    const late = await aDriver(t);
    expect((await h.request(late, [MON])).body.payload[0].type).toBe(TYPE.queue);

    // Friday 18:00: the second round for Monday gives the freed electric space to e2, first electric in order.
    const evening = new Date('2026-03-06T16:00:00Z');
    t.clock.set(evening);
    const [sa, sb] = await Promise.all([a.runDue(evening), b.runDue(evening)]);
    expect([...sa, ...sb].filter((r) => r.job === 'tower-second-round')).toHaveLength(1);
    types = await h.typesOn(MON);
    expect(types[e2.uuid]).toBe(TYPE.second);
    expect([p3, b1, late].map((p) => types[p.uuid])).toEqual([TYPE.notAllocated, TYPE.notAllocated, TYPE.notAllocated]);
    const allocated = Object.values(types).filter((x) => x === TYPE.first || x === TYPE.second);
    expect(allocated).toHaveLength(4);
    expect(await standing(p3)).toEqual({
      date: MON,
      round: 'second',
      open: 1,
      requests: 4,
      position: 1,
      outcome: TYPE.notAllocated,
      rule: 'electric',
    });
    expect(await standing(e2)).toMatchObject({ round: 'second', position: 2, outcome: TYPE.second, rule: 'electric' });
    const p3Day = await t.smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(p3.email) && m.subject === 'Locul de parcare din Turn pentru 09.03.2026',
    );
    expect(p3Day.text).toContain('Luni, 09.03.2026: nealocat (cererea a fost prima din 4 cereri pentru 1 loc)');
    // A request no round ranked keeps its first-round answer out of the second: e1's was cancelled before it.
    expect(await standing(e1)).toMatchObject({ round: 'first', outcome: TYPE.first });

    const { rows } = await t.ctx.db.query<{ round: string; n: number }>(
      'SELECT round, count(*)::int AS n FROM parking_rounds WHERE date = $1 GROUP BY round ORDER BY round',
      [MON],
    );
    expect(rows).toEqual([
      { round: 'first', n: 1 },
      { round: 'second', n: 1 },
    ]);

    // The list e-mailed to support marks the priority spaces, never their kind.
    const mail = await t.smtp.waitFor((m) => m.subject === 'Lista de parcare pentru 09.03.2026');
    const lines = mail.attachments[0].content.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Nr. înmatriculare,Marcă,Proprietar,Loc prioritar');
    const line = (p: Driver) => lines.find((l: string) => l.startsWith(p.plate));
    expect([a1, e2].map((p) => line(p)?.endsWith(',Da'))).toEqual([true, true]);
    expect([p1, p2].map((p) => line(p)?.endsWith(','))).toEqual([true, true]);
    expect(lines.join('\n')).not.toMatch(/electric|accesibil/i);
  } finally {
    if (second !== t.ctx.db) await second.close();
  }
});

it('an electric space goes with an electric car: changing to another electric car keeps it, to a plain one gives it up', async () => {
  const tue = '2026-03-03';
  const p = await aDriver(t, { electric: true });
  const [otherElectric, plain] = [await aCar(t, { person: p, electric: true }), await aCar(t, { person: p })];
  const id = await aTowerRequest(t, { person: p, car: p.carId, day: tue, type: TYPE.first });
  await holdsPriority(t, id, 'electric');
  const change = (carId: string) =>
    t.call('POST', '/api/reservations/parking/modifyCar', { token: p.token, body: { parkingReservationId: id, carId } });
  const priority = async () =>
    (await t.ctx.db.query<{ priority: string | null }>('SELECT priority FROM parking_reservations WHERE id = $1', [id])).rows[0]?.priority;
  expect((await change(otherElectric.id)).status).toBe(200);
  expect(await priority()).toBe('electric');
  expect((await change(plain.id)).status).toBe(200);
  expect(await priority()).toBeNull();
});

it('answers only the caller’s own standing, and refuses a day that is not one', async () => {
  const someone = await aDriver(t);
  expect(await standing(someone, '2026-03-10')).toMatchObject({ round: null, position: null });
  const bad = await t.call('GET', '/api/reservations/parking/standing?date=marti', { token: someone.token });
  expect(bad.status).toBe(400);
  expect((await t.call('GET', `/api/reservations/parking/standing?date=${MON}`)).status).toBe(401);
});
