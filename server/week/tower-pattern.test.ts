import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { TOWER } from '../../domain/buildings.js';
import { TYPE } from '../../domain/tower/engine.js';
import { openPostgres } from '../db/connection.js';
import { insertBan } from '../discipline/queries.js';
import { Scheduler } from '../jobs/scheduler.js';
import { aCar, aDriver, aPerson, aTowerRequest, type Driver, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { towerHelpers } from '../test/tower.js';
import { towerPatternJob } from './tower-pattern-job.js';
import { runTowerPatternFor } from './tower-pattern.js';

// The tower's part of the work pattern (decisions §20 on §7) on the test clock. Winter: Bucharest =
// UTC+2. Monday 2 March 2026, 10:00; the Friday cut-off is 6 March, 16:00; next week is 9–13 March,
// the week after 16–20 March.
const START = '2026-03-02T08:00:00Z';
const CUTOFF = '2026-03-06T14:00:00Z';
let t: TestApp;
let h: ReturnType<typeof towerHelpers>;
const moveTo = (iso: string) => t.call('PUT', '/api/test/clock', { body: { now: iso } });

beforeAll(async () => {
  t = await createTestApp({ start: START });
  h = towerHelpers(t);
});
afterAll(() => t.close());
// Every test starts on Monday with an empty tower of 3 open spaces and no job run yet.
beforeEach(async () => {
  t.clock.set(new Date(START));
  for (const table of ['parking_reservations', 'pattern_days', 'work_patterns', 'absences', 'bans'])
    await t.ctx.db.query(`DELETE FROM ${table}`);
  await t.ctx.db.query('DELETE FROM job_runs');
  await t.ctx.db.query('UPDATE job_cursors SET since = $1', [new Date(START)]);
  await h.emptyTower(3, 0);
});

/** A tower pattern as the pattern's update call stores it (without making its requests). */
async function aPattern(p: Person, towerDays: number[], carId: string | null = null): Promise<void> {
  await t.ctx.db.query('INSERT INTO work_patterns (uuid, tower_days, car_id, saved_at) VALUES ($1, $2, $3, $4)', [
    p.uuid,
    towerDays,
    carId,
    t.clock.now(),
  ]);
}
/** Saved now: stored, and its days inside the window requested at once (what the update call does). */
async function saved(p: Person, towerDays: number[], carId: string | null = null) {
  await aPattern(p, towerDays, carId);
  return t.ctx.db.transaction((tx) => runTowerPatternFor(tx, t.clock.now(), p.uuid));
}

interface Req {
  id: string;
  day: string;
  type: number;
  car_id: string;
  date_added: Date;
  source: string;
}
async function requestsOf(p: Person): Promise<Req[]> {
  const { rows } = await t.ctx.db.query<Req>(
    'SELECT id, reservation_date::text AS day, type, car_id, date_added, source FROM parking_reservations WHERE user_id = $1 ORDER BY reservation_date, date_added',
    [p.uuid],
  );
  return rows;
}
/**
 * A car added a second after the person's first: the first of their list (newest first) whatever the
 * machine's speed (two cars added in the same millisecond would tie on date_added).
 */
async function aNewerCar(p: Person) {
  t.clock.set(new Date(t.clock.now().getTime() + 1000));
  return aCar(t, { person: p });
}
const daysOf = async (p: Person) => (await requestsOf(p)).map((r) => r.day);

it("at the Friday cut-off requests the week after next, waiting, dated at the cut-off, with the person's first car", async () => {
  const p = await aDriver(t);
  const newer = await aNewerCar(p); // the first of their list (the latest added)
  const chosen = await aDriver(t);
  await aCar(t, { person: chosen });
  await aPattern(p, [2, 4]);
  await aPattern(chosen, [1], chosen.carId);
  const ran = await moveTo(CUTOFF);
  expect(ran.body.payload.ran.map((r: { job: string }) => r.job)).toContain('tower-pattern');
  // Next week is the first round's at this instant: the job leaves it alone (the save would have made it).
  const mine = await requestsOf(p);
  expect(mine.map((r) => r.day)).toEqual(['2026-03-17', '2026-03-19']);
  for (const r of mine) expect(r).toMatchObject({ type: TYPE.queue, car_id: newer.id, source: 'pattern', date_added: new Date(CUTOFF) });
  expect(await requestsOf(chosen)).toMatchObject([{ day: '2026-03-16', car_id: chosen.carId, type: TYPE.queue }]);
  const { rows } = await t.ctx.db.query('SELECT day::text AS day FROM pattern_days WHERE uuid = $1 AND building = $2 ORDER BY day', [
    p.uuid,
    TOWER,
  ]);
  expect(rows.map((r) => r.day)).toEqual(['2026-03-17', '2026-03-19']);
  // A later run (the next day's) makes nothing twice.
  await moveTo('2026-03-07T15:00:00Z');
  expect(await daysOf(p)).toEqual(['2026-03-17', '2026-03-19']);
});

it('saved mid-week: next week waits as type 0 and the first round serves it in the order of §7', async () => {
  await h.emptyTower(2, 0);
  const [early, pattern, later, careless] = [await aDriver(t), await aDriver(t), await aDriver(t), await aDriver(t)];
  expect((await h.request(early, ['2026-03-10'])).body.payload[0].type).toBe(TYPE.queue);
  // `careless` asks on Monday too, but an absence last week puts it after everyone in the round.
  expect((await h.request(careless, ['2026-03-10'])).body.payload[0].type).toBe(TYPE.queue);
  const absent = await aTowerRequest(t, { person: careless, car: careless.carId, day: '2026-02-24', type: TYPE.absent });
  await t.ctx.db.query('UPDATE parking_reservations SET indiscipline_score = 1 WHERE id = $1', [absent]);
  await moveTo('2026-03-04T08:00:00Z'); // Wednesday
  expect(await saved(pattern, [2])).toMatchObject([{ day: '2026-03-10', type: TYPE.queue }]);
  // Queued from the save (the clock runs on in real time from the moment it was moved to).
  const queued = (await requestsOf(pattern))[0].date_added.getTime() - Date.parse('2026-03-04T08:00:00Z');
  expect(queued).toBeGreaterThanOrEqual(0);
  expect(queued).toBeLessThan(60_000);
  await moveTo('2026-03-05T08:00:00Z'); // Thursday
  expect((await h.request(later, ['2026-03-10'])).body.payload[0].type).toBe(TYPE.queue);
  await moveTo(CUTOFF);
  // 2 open spaces: by indiscipline, then by date_added (Monday, Wednesday's save, Thursday).
  const types = await h.typesOn('2026-03-10');
  expect([types[early.uuid], types[pattern.uuid], types[later.uuid], types[careless.uuid]]).toEqual([
    TYPE.first,
    TYPE.first,
    TYPE.queue,
    TYPE.queue,
  ]);
  // And the cut-off opened the week after: the pattern's Tuesday there waits for next Friday's round.
  expect(await requestsOf(pattern)).toMatchObject([{ day: '2026-03-10' }, { day: '2026-03-17', type: TYPE.queue }]);
});

it('saved on a day already shared out: takes a free space at once (type 1), or waits when none is left', async () => {
  const full = await aDriver(t);
  const p = await aDriver(t);
  // Wednesday: Thursday and Friday are this week's (allocated); Thursday's 3 spaces are taken.
  await moveTo('2026-03-04T08:00:00Z');
  for (let i = 0; i < 3; i++) {
    const d = await aDriver(t);
    await aTowerRequest(t, { person: d, car: d.carId, day: '2026-03-05', type: TYPE.first });
  }
  await aTowerRequest(t, { person: full, car: full.carId, day: '2026-03-06', type: TYPE.first });
  const made = await saved(p, [4, 5]);
  expect(made.map((m) => [m.day, m.type])).toEqual([
    ['2026-03-05', TYPE.queue],
    ['2026-03-06', TYPE.first],
    ['2026-03-12', TYPE.queue],
    ['2026-03-13', TYPE.queue],
  ]);
  // Never more cars than open spaces.
  expect(Object.values(await h.typesOn('2026-03-05')).filter((x) => x === TYPE.first)).toHaveLength(3);
});

it('leaves alone a day the person asked for, and does not make again a request they cancelled', async () => {
  const p = await aDriver(t);
  const other = await aNewerCar(p);
  expect((await h.request({ token: p.token, carId: other.id }, ['2026-03-10'])).status).toBe(200);
  await moveTo('2026-03-04T08:00:00Z');
  await saved(p, [2, 4]);
  const mine = await requestsOf(p);
  expect(mine.map((r) => [r.day, r.source, r.car_id])).toEqual([
    ['2026-03-05', 'pattern', other.id],
    ['2026-03-10', 'person', other.id],
    ['2026-03-12', 'pattern', other.id],
  ]);
  const thursday = mine.find((r) => r.day === '2026-03-12')!;
  expect((await t.call('GET', `/api/reservations/parking/delete/${thursday.id}`, { token: p.token })).body.payload.type).toBe(
    TYPE.cancelled,
  );
  await t.ctx.db.transaction((tx) => runTowerPatternFor(tx, t.clock.now(), p.uuid));
  await moveTo(CUTOFF);
  expect((await requestsOf(p)).filter((r) => r.type !== TYPE.cancelled).map((r) => r.day)).toEqual([
    '2026-03-05',
    '2026-03-10',
    '2026-03-17',
    '2026-03-19',
  ]);
});

it('makes none while the person is banned, and none on a day of their absence', async () => {
  const banned = await aDriver(t);
  const away = await aDriver(t);
  await insertBan(t.ctx.db, banned.uuid, TOWER, new Date(START), new Date('2026-03-09T08:00:00Z'));
  await aPattern(banned, [2]);
  await aPattern(away, [2, 4]);
  await t.ctx.db.query(
    "INSERT INTO absences (id, uuid, from_day, to_day, kind, created_at) VALUES (gen_random_uuid(), $1, '2026-03-12', '2026-03-17', 'concediu', $2)",
    [away.uuid, t.clock.now()],
  );
  await moveTo('2026-03-02T14:00:00Z'); // Monday's run: next week's days, still waiting for their round
  await moveTo(CUTOFF);
  expect(await daysOf(banned)).toEqual([]);
  expect(await daysOf(away)).toEqual(['2026-03-10', '2026-03-19']);
  // The ban over, the next day's run makes what is still waiting for its round, queued from the ban's end.
  await moveTo('2026-03-09T15:00:00Z');
  expect(await requestsOf(banned)).toMatchObject([{ day: '2026-03-17', type: TYPE.queue, date_added: new Date('2026-03-09T08:00:00Z') }]);
});

it("makes nothing for a person without a car or outside the tower, and uses the first car once the pattern's is removed", async () => {
  const removed = await aDriver(t);
  const spare = await aCar(t, { person: removed });
  await aPattern(removed, [3], removed.carId);
  await t.ctx.db.query('UPDATE cars SET active = false, date_removed = $2 WHERE id = $1', [removed.carId, t.clock.now()]);
  const office = await aPerson(t, { building: '1' });
  await aCar(t, { person: office });
  const carless = await aPerson(t, { building: TOWER });
  await aPattern(office, [1, 2, 3, 4, 5]);
  await aPattern(carless, [1, 2, 3, 4, 5]);
  await moveTo(CUTOFF);
  expect(await daysOf(office)).toEqual([]);
  expect(await daysOf(carless)).toEqual([]);
  expect(await requestsOf(removed)).toMatchObject([{ day: '2026-03-18', car_id: spare.id }]);
});

it('run by two processes at the same cut-off, makes each request once', async () => {
  const drivers: Driver[] = [];
  for (let i = 0; i < 6; i++) drivers.push(await aDriver(t));
  for (const d of drivers) await aPattern(d, [1, 3, 5]);
  // A second pool on the same database stands for a second process (on PGlite, the same one).
  const second = t.dbUrl ? await openPostgres(t.dbUrl) : t.ctx.db;
  const a = new Scheduler(t.ctx.db, t.clock, [towerPatternJob(t.ctx.db, t.ctx.webhooks)]);
  const b = new Scheduler(second, t.clock, [towerPatternJob(second, t.ctx.webhooks)]);
  await a.register();
  t.clock.set(new Date('2026-03-06T13:00:00Z'));
  await t.ctx.db.query('UPDATE job_cursors SET since = $1', [t.clock.now()]);
  const friday = new Date(CUTOFF);
  t.clock.set(friday);
  const [ra, rb] = await Promise.all([a.runDue(friday), b.runDue(friday)]);
  expect(ra.length + rb.length).toBe(1);
  for (const d of drivers) expect(await daysOf(d)).toEqual(['2026-03-16', '2026-03-18', '2026-03-20']);
  if (second !== t.ctx.db) await second.close();
});

it('saving the tower days through the pattern call requests at once the days inside the window, queued from the save', async () => {
  const p = await aDriver(t);
  await moveTo('2026-03-04T08:00:00Z'); // Wednesday: Thursday 5 and next week are open
  const saved = await t.call('POST', '/api/pattern/update', { token: p.token, body: { towerDays: [4] } });
  expect(saved.status).toBe(200);
  expect(saved.body.payload.pattern).toMatchObject({ towerDays: [4], carId: null });
  const mine = await requestsOf(p);
  expect(mine.map((r) => [r.day, r.source, r.car_id])).toEqual([
    ['2026-03-05', 'pattern', p.carId],
    ['2026-03-12', 'pattern', p.carId],
  ]);
  expect(mine.every((r) => r.date_added.getTime() >= new Date('2026-03-04T08:00:00Z').getTime())).toBe(true);
});
