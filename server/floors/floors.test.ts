import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorPlan } from '../../domain/floors/layout.js';
import { FLOOR_REASON } from '../../domain/floors/rules.js';
import type { MapDesk } from '../../domain/schemas/desk-answers.js';
import type { FloorInfo } from '../../domain/schemas/floors.js';
import { seedFloors } from '../seed/floors.js';
import { aDesk, aFloor, aGroup, aPerson, aRoom, unique, type Floor, type Group } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The floors of building 1 live in the database (decisions §18): every member reads them, the
// office's administrators make, change and delete them, each change audited; a floor's plan may
// grow or shrink without moving what is on it, and only an empty floor is deleted.
let t: TestApp;
let admin: string, angajat: string;
let itDept: Group;
let base: Floor; // a floor no test changes
const DAY = '2026-03-04';

beforeAll(async () => {
  t = await createTestApp();
  itDept = await aGroup(t, { name: unique('Tehnologia Informației ') });
  base = await aFloor(t);
  admin = (await aPerson(t, { role: 'admin' })).token;
  angajat = (await aPerson(t, { groups: [itDept] })).token;
});
afterAll(() => t.close());

const floors = async (token = angajat) => {
  const r = await t.call('GET', '/api/floors', { token });
  expect(r.status).toBe(200);
  return r.body.payload as FloorInfo[];
};
const floorOf = async (n: number) => (await floors()).find((f) => f.floor === n);
const update = (body: unknown) => t.call('POST', '/api/floors/update', { token: admin, body });
const remove = (floor: unknown) => t.call('POST', '/api/floors/delete', { token: admin, body: { floor } });
const audits = async (kind: string, target: string) =>
  (
    await t.ctx.db.query<{ details: Record<string, unknown> }>(
      'SELECT details FROM audit_log WHERE kind = $1 AND target = $2 ORDER BY at',
      [kind, target],
    )
  ).rows.map((r) => r.details);
async function mapOf(floor: number) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/desks?date=${DAY}&floor=${floor}`,
    headers: { authorization: `Bearer ${angajat}` },
  });
  return { etag: r.headers.etag as string, desks: JSON.parse(r.body).payload as MapDesk[] };
}

describe('the floors of building 1', () => {
  it("are the demo's floors 4 and 5 as the first layout drew them, for every member, without an uploaded plan", async () => {
    // The demo's floors, as its seed writes them (the subject here); the other floors are the ones this file's other tests make, in any order.
    await seedFloors(t.ctx.db);
    const list = (await floors()).filter((f) => f.floor <= 5);
    expect(list.map((f) => f.floor)).toEqual([4, 5]);
    for (const f of list) {
      const zones = floorPlan(f.floor as 4 | 5).zones.map(({ groupId, label, x, y, w, h }) => ({ groupId, label, x, y, w, h }));
      expect(f).toEqual({ floor: f.floor, name: `Etajul ${f.floor}`, width: 1000, height: 600, planUrl: null, zones });
    }
    expect((await floors(admin)).filter((f) => f.floor <= 5)).toEqual(list);
  });

  it('an administrator makes a floor with the defaults, then names it and draws its zones; each change is audited', async () => {
    const made = await update({ floor: 7 });
    expect(made.status).toBe(200);
    expect(made.body.payload).toEqual({ floor: 7, name: 'Etajul 7', width: 1000, height: 600, planUrl: null, zones: [] });
    const zone = { groupId: itDept.id, label: itDept.name, x: 100, y: 50, w: 300, h: 400 };
    const changed = await update({ floor: 7, name: 'Mansarda', width: 1200, zones: [zone] });
    expect(changed.body.payload).toEqual({ floor: 7, name: 'Mansarda', width: 1200, height: 600, planUrl: null, zones: [zone] });
    // Listed among the others (those this file's other tests make, in any order), in the order of their numbers.
    const listed = (await floors()).map((f) => f.floor);
    expect(listed).toContain(7);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    expect(await floorOf(7)).toEqual(changed.body.payload);
    expect(await audits('floors.update', '7')).toEqual([
      { from: null, to: { name: 'Etajul 7', width: 1000, height: 600, zones: [] } },
      {
        from: { name: 'Etajul 7', width: 1000, height: 600, zones: [] },
        to: { name: 'Mansarda', width: 1200, height: 600, zones: [zone] },
      },
    ]);
  });

  it('refuses zones that leave the plan, and changes nothing', async () => {
    const { floor } = await aFloor(t);
    const before = await floorOf(floor);
    const r = await update({ floor, zones: [{ groupId: itDept.id, label: 'IT', x: 900, y: 100, w: 200, h: 100 }] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      reason: FLOOR_REASON.outsidePlan,
      message: 'Poziția trebuie să fie în interiorul planului etajului, de 1000 × 600.',
    });
    expect(await floorOf(floor)).toEqual(before);
  });

  it('a taller plan keeps every desk where it was on the plan, and open maps see the change (a new ETag)', async () => {
    const { floor } = await aFloor(t);
    for (const [x, y] of [
      [20, 20],
      [500, 300],
      [980, 580],
    ])
      await aDesk(t, { floor, groups: [itDept], x, y });
    const before = await mapOf(floor);
    expect(before.desks).toHaveLength(3);
    expect((await update({ floor, height: 800 })).status).toBe(200);
    const after = await mapOf(floor);
    expect(after.etag).not.toBe(before.etag);
    expect(after.desks.length).toBe(before.desks.length);
    for (const [i, d] of after.desks.entries()) {
      const was = before.desks[i];
      // latitude = height − y: the same y, counted from the plan's top.
      expect(d.coordinates).toEqual({ latitude: was.coordinates.latitude + 200, longitude: was.coordinates.longitude });
    }
    expect((await update({ floor, height: 600 })).status).toBe(200);
    expect((await mapOf(floor)).desks).toEqual(before.desks);
  });

  it('refuses a plan made smaller than what stands on it (409), and keeps its size', async () => {
    // A floor whose desks reach x 960, its rooms x 865 and its four zones x 960, as floor 4 of the demo.
    const { floor } = await aFloor(t);
    await aDesk(t, { floor, groups: [itDept], x: 960, y: 300 });
    await aDesk(t, { floor, groups: [itDept], x: 100, y: 300 });
    const room = await aRoom(t, { floor, groups: [itDept] });
    await t.ctx.db.query('UPDATE all_rooms SET x = 765, y = 40, w = 100, h = 80 WHERE id = $1', [room.id]);
    const zones = [40, 275, 510, 745].map((x) => ({ groupId: itDept.id, label: itDept.name, x, y: 190, w: 215, h: 370 }));
    expect((await update({ floor, zones })).status).toBe(200);
    const r = await update({ floor, width: 700 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ reason: FLOOR_REASON.itemsOutside });
    // The desk at x 960, the room and the two zones that end beyond x 700.
    expect(r.body.message).toBe(
      'Planul nu poate fi micșorat: 4 elemente (birouri, săli sau zone) ar rămâne în afara lui. Mutați-le mai întâi.',
    );
    expect((await floorOf(floor))!.width).toBe(1000);
    // Zones sent anew replace the old ones: only the desks and rooms still stand in the way.
    const narrow = await update({ floor, width: 700, zones: [] });
    expect(narrow.status).toBe(409);
    expect(narrow.body.message).toMatch(/^Planul nu poate fi micșorat: 2 elemente/);
    expect((await floorOf(floor))!.zones).toHaveLength(4);
  });

  it('deletes only an empty floor: 409 while it has desks or rooms, 404 for one that does not exist', async () => {
    const { floor } = await aFloor(t);
    for (let i = 0; i < 20; i++) await aDesk(t, { floor, groups: [itDept] });
    for (let i = 0; i < 4; i++) await aRoom(t, { floor, groups: [itDept] });
    const full = await remove(floor);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      reason: FLOOR_REASON.notEmpty,
      message: 'Etajul nu poate fi șters cât timp are birouri sau săli: are 20 de birouri și 4 săli. Ștergeți-le mai întâi.',
    });
    expect((await floorOf(floor))!.floor).toBe(floor);
    // No factory makes floor 9.
    expect((await remove(9)).body).toMatchObject({
      err: 404,
      reason: FLOOR_REASON.notFound,
      message: 'Etajul 9 nu există. Creați-l mai întâi în secțiunea Planuri.',
    });
    expect((await update({ floor: 8 })).status).toBe(200);
    const gone = await remove(8);
    expect(gone.status).toBe(200);
    expect(gone.body.payload).toMatchObject({ floor: 8, name: 'Etajul 8' });
    expect((await floors()).map((f) => f.floor)).not.toContain(8);
    expect(await audits('floors.delete', '8')).toEqual([{ from: { name: 'Etajul 8', width: 1000, height: 600, zones: [] } }]);
  });

  it('refuses malformed input with a Romanian message, and changes nothing', async () => {
    const before = await floors();
    const floor = base.floor;
    for (const body of [
      { floor: 201 },
      { floor: -1 },
      { floor: floor + 0.5 },
      { floor: String(floor) },
      { floor, width: 50 },
      { floor, height: 10_001 },
      { floor, name: '   ' },
      { floor, zones: [{ groupId: itDept.id, label: 'IT', x: -1, y: 0, w: 10, h: 10 }] },
      { floor, zones: [{ groupId: itDept.id, label: 'IT', x: 0, y: 0, w: 0, h: 10 }] },
      { floor, zones: 'toate' },
    ]) {
      const r = await update(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message, JSON.stringify(body)).toMatch(/[ăâîșțĂÂÎȘȚ]/);
    }
    expect((await remove(String(floor))).status).toBe(400);
    expect(await floors()).toEqual(before);
  });
});
