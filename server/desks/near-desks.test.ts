import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// GET /api/desks/near (decisions §21) on the real app and database: the desks a person could book
// nearest a colleague's desk. The clock stands on Wednesday 4 March 2026, 10:00 Bucharest; Thursday
// the 5th is bookable.
let t: TestApp;
let ana: Person;
const desks: Record<string, string> = {};
const DAY = '2026-03-05';

// A floor whose desks stand at known places around `ref` (100, 100): their distances are exact.
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  const [group, other] = [await aGroup(t), await aGroup(t)];
  ana = await aPerson(t, { groups: [group] });
  const colleague = await aPerson(t, { groups: [group] });
  const boss = await aPerson(t, { groups: [group], managerOf: [group] });
  const [floor, upstairs] = [await aFloor(t), await aFloor(t)];
  const at = async (name: string, x: number, y: number, groups = [group]) => (desks[name] = await aDesk(t, { floor, groups, x, y }));
  await at('ref', 100, 100);
  await at('e', 110, 110); // 14.14…
  await at('b', 130, 140); // 50
  await at('c', 100, 200); // 100, before d by number
  await at('d', 200, 100); // 100
  await at('x', 300, 300); // 282.84…: its booking was cancelled
  await at('far', 500, 100); // 400: the sixth
  await at('taken', 105, 100);
  await at('otherGroup', 101, 100, [other]);
  await at('held', 102, 100);
  desks.upstairs = await aDesk(t, { floor: upstairs, groups: [group], x: 100, y: 101 });
  await t.ctx.db.query("UPDATE all_desks SET type = 'Manager', manager = $2 WHERE desk_id = $1", [desks.held, boss.uuid]);
  await aBooking(t, { person: colleague, desk: desks.taken, day: DAY, group });
  await aBooking(t, { person: colleague, desk: desks.x, day: DAY, group, status: 'cancelled' });
  // The desk asked about is taken by the colleague: still the place to be near.
  await aBooking(t, { person: boss, desk: desks.ref, day: DAY, group });
});
afterAll(() => t.close());

const near = (deskId: string, date: string, token = ana.token) => t.call('GET', `/api/desks/near?deskId=${deskId}&date=${date}`, { token });

describe('the desks near a colleague', () => {
  it('answers the five free desks the caller may book, nearest first, with their distances', async () => {
    const r = await near(desks.ref, DAY);
    expect(r.body.err, r.body.message).toBe(0);
    const floor = Number(desks.ref.split('-')[0]);
    expect(r.body.payload).toEqual([
      { deskId: desks.e, floor, distance: 14.1 },
      { deskId: desks.b, floor, distance: 50 },
      { deskId: desks.c, floor, distance: 100 },
      { deskId: desks.d, floor, distance: 100 },
      { deskId: desks.x, floor, distance: 282.8 },
    ]);
  });

  it('leaves out taken desks, desks of other groups and desks held for someone, on another day too', async () => {
    // Friday nothing is taken: the taken desk comes in, the others stay out.
    const ids = ((await near(desks.ref, '2026-03-06')).body.payload as { deskId: string }[]).map((d) => d.deskId);
    expect(ids).toEqual([desks.taken, desks.e, desks.b, desks.c, desks.d]);
    expect(ids).not.toContain(desks.otherGroup);
    expect(ids).not.toContain(desks.held);
    expect(ids).not.toContain(desks.upstairs);
  });

  it('answers nothing for a day the caller cannot book', async () => {
    for (const date of ['2026-03-07', '2026-03-04', '2026-03-03', '2026-06-01']) {
      const r = await near(desks.ref, date);
      expect([r.status, r.body.payload], date).toEqual([200, []]);
    }
  });

  it('refuses an unknown desk with 404 and a malformed one with 400', async () => {
    expect((await near('99-999', DAY)).body).toMatchObject({ err: 404, reason: 'desk.deskNotFound', payload: null });
    expect((await near('birou', DAY)).body).toMatchObject({ err: 400 });
    expect((await t.call('GET', `/api/desks/near?deskId=${desks.ref}&date=${DAY}`)).status).toBe(401);
  });
});
