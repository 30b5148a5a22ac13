import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorPlan } from '../../domain/floors/layout.js';
import { FLOOR_REASON } from '../../domain/floors/rules.js';
import type { MapDesk } from '../../domain/schemas/desk-answers.js';
import type { FloorInfo } from '../../domain/schemas/floors.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The floors of building 1 live in the database (decisions §18): every member reads them, the
// office's administrators make, change and delete them, each change audited; a floor's plan may
// grow or shrink without moving what is on it, and only an empty floor is deleted.
let t: TestApp;
let admin: string, angajat: string;
const DAY = '2026-03-04';

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  [admin, angajat] = await Promise.all(['admin', 'angajat'].map((u) => t.login(u)));
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
    // Floors above 5 are the ones this file's other tests make, in any order.
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
    const zone = { groupId: 'it', label: 'Tehnologia Informației', x: 100, y: 50, w: 300, h: 400 };
    const changed = await update({ floor: 7, name: 'Mansarda', width: 1200, zones: [zone] });
    expect(changed.body.payload).toEqual({ floor: 7, name: 'Mansarda', width: 1200, height: 600, planUrl: null, zones: [zone] });
    expect((await floors()).map((f) => f.floor)).toEqual([4, 5, 7]);
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
    const before = await floorOf(4);
    const r = await update({ floor: 4, zones: [{ groupId: 'it', label: 'IT', x: 900, y: 100, w: 200, h: 100 }] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      reason: FLOOR_REASON.outsidePlan,
      message: 'Poziția trebuie să fie în interiorul planului etajului, de 1000 × 600.',
    });
    expect(await floorOf(4)).toEqual(before);
  });

  it('a taller plan keeps every desk where it was on the plan, and open maps see the change (a new ETag)', async () => {
    const before = await mapOf(5);
    expect((await update({ floor: 5, height: 800 })).status).toBe(200);
    const after = await mapOf(5);
    expect(after.etag).not.toBe(before.etag);
    expect(after.desks.length).toBe(before.desks.length);
    for (const [i, d] of after.desks.entries()) {
      const was = before.desks[i];
      // latitude = height − y: the same y, counted from the plan's top.
      expect(d.coordinates).toEqual({ latitude: was.coordinates.latitude + 200, longitude: was.coordinates.longitude });
    }
    expect((await update({ floor: 5, height: 600 })).status).toBe(200);
    expect((await mapOf(5)).desks).toEqual(before.desks);
  });

  it('refuses a plan made smaller than what stands on it (409), and keeps its size', async () => {
    // Floor 4's desks reach x 960 (its last zone's pods), its rooms x 865 and its zones x 960.
    const r = await update({ floor: 4, width: 700 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ reason: FLOOR_REASON.itemsOutside });
    expect(r.body.message).toMatch(/^Planul nu poate fi micșorat: \d+ (de )?elemente \(birouri, săli sau zone\) ar rămâne în afara lui\./);
    expect((await floorOf(4))!.width).toBe(1000);
    // Zones sent anew replace the old ones: only the desks and rooms still stand in the way.
    const narrow = await update({ floor: 4, width: 700, zones: [] });
    expect(narrow.status).toBe(409);
    expect((await floorOf(4))!.zones).toHaveLength(4);
  });

  it('deletes only an empty floor: 409 while it has desks or rooms, 404 for one that does not exist', async () => {
    const full = await remove(4);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      reason: FLOOR_REASON.notEmpty,
      message: 'Etajul nu poate fi șters cât timp are birouri sau săli: are 96 de birouri și 4 săli. Ștergeți-le mai întâi.',
    });
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
    for (const body of [
      { floor: 201 },
      { floor: -1 },
      { floor: 4.5 },
      { floor: '4' },
      { floor: 4, width: 50 },
      { floor: 4, height: 10_001 },
      { floor: 4, name: '   ' },
      { floor: 4, zones: [{ groupId: 'it', label: 'IT', x: -1, y: 0, w: 10, h: 10 }] },
      { floor: 4, zones: [{ groupId: 'it', label: 'IT', x: 0, y: 0, w: 0, h: 10 }] },
      { floor: 4, zones: 'toate' },
    ]) {
      const r = await update(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message, JSON.stringify(body)).toMatch(/[ăâîșțĂÂÎȘȚ]/);
    }
    expect((await remove('4')).status).toBe(400);
    expect(await floors()).toEqual(before);
  });
});
