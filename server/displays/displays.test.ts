import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_MSG } from '../../domain/displays/rules.js';
import { aFloor, aPerson, aRoom, type Floor, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The console's displays (decisions §24): made, renamed, given a new link and deleted by building 1's
// administrators, each audited; the address shown once, the old one dead at once.
let t: TestApp;
let admin1: Person, admin2: Person, employee: Person, root: Person;
let floor: Floor;
let room: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  floor = await aFloor(t);
  room = await aRoom(t, { floor, name: 'Sala Carpați' });
  admin1 = await aPerson(t, { adminOf: ['1'], name: 'Ada Admin' });
  admin2 = await aPerson(t, { building: '2', adminOf: ['2'] });
  employee = await aPerson(t);
  root = await aPerson(t, { role: 'admin' });
});
afterAll(() => t.close());

const save = (token: string, body: object) => t.call('POST', '/api/displays/update', { token, body });
const secretOf = (url: string) => url.split('/display/')[1];
const view = (secret: string) => t.call('GET', `/api/display/${secret}`);
const auditOf = async (kind: string) =>
  (await t.call('GET', `/api/audit?kind=${kind}&limit=50`, { token: root.token })).body.payload.rows as {
    actorName: string;
    target: string;
    details: object;
  }[];

describe('displays in the console', () => {
  it('makes a room display and shows its address once: 43 characters of base64url after /display/', async () => {
    const made = await save(admin1.token, { name: 'Ușa Carpați', roomId: room.id });
    expect(made.status).toBe(200);
    const d = made.body.payload;
    expect(d).toMatchObject({ name: 'Ușa Carpați', roomId: room.id, floor: null });
    expect(d.url).toMatch(/^http:\/\/localhost:3000\/display\/[A-Za-z0-9_-]{43}$/);
    expect((await view(secretOf(d.url))).body.payload).toMatchObject({ name: 'Ușa Carpați', roomId: room.id, roomName: 'Sala Carpați' });
    const listed = (await t.call('GET', '/api/displays', { token: admin1.token })).body.payload as { _id: string; url: null }[];
    expect(listed.find((x) => x._id === d._id)).toMatchObject({ url: null });
    const entry = (await auditOf('displays.update')).find((e) => e.target === d._id)!;
    expect(entry.actorName).toBe('Ada Admin');
    expect(JSON.stringify(entry.details)).not.toContain(secretOf(d.url));
  });

  it('makes a floor display; refuses both places, neither, an unknown room or floor, and changes nothing', async () => {
    const before = (await t.call('GET', '/api/displays', { token: admin1.token })).body.payload.length;
    const made = await save(admin1.token, { name: 'Holul etajului', floor: floor.floor });
    expect(made.body.payload).toMatchObject({ floor: floor.floor, roomId: null });
    const both = await save(admin1.token, { name: 'X', roomId: room.id, floor: floor.floor });
    expect(both.status).toBe(400);
    expect(both.body.message).toContain(DISPLAY_MSG.onePlace);
    expect((await save(admin1.token, { name: 'X' })).status).toBe(400);
    expect((await save(admin1.token, { name: '', roomId: room.id })).status).toBe(400);
    expect((await save(admin1.token, { name: 'X', roomId: 'E199-99' })).status).toBe(404);
    expect((await save(admin1.token, { name: 'X', floor: 199 })).status).toBe(404);
    expect((await t.call('GET', '/api/displays', { token: admin1.token })).body.payload.length).toBe(before + 1);
  });

  it('renames a display without changing or showing its address', async () => {
    const d = (await save(admin1.token, { name: 'Vechi', roomId: room.id })).body.payload;
    const renamed = await save(admin1.token, { _id: d._id, name: 'Nou', roomId: room.id });
    expect(renamed.body.payload).toMatchObject({ name: 'Nou', url: null });
    expect((await view(secretOf(d.url))).body.payload.name).toBe('Nou');
    expect((await save(admin1.token, { _id: '00000000-0000-4000-8000-000000000000', name: 'X', roomId: room.id })).status).toBe(404);
  });

  it("'Generați alt link': the old address answers 404 at once, the new one works, and the change is audited", async () => {
    const d = (await save(admin1.token, { name: 'De înlocuit', roomId: room.id })).body.payload;
    const again = await t.call('POST', `/api/displays/${d._id}/regenerate`, { token: admin1.token });
    expect(again.body.payload.url).toMatch(/\/display\/[A-Za-z0-9_-]{43}$/);
    expect(again.body.payload.url).not.toBe(d.url);
    expect((await view(secretOf(d.url))).status).toBe(404);
    expect((await view(secretOf(again.body.payload.url))).status).toBe(200);
    expect((await auditOf('displays.regenerate')).some((e) => e.target === d._id)).toBe(true);
    expect((await t.call('POST', '/api/displays/00000000-0000-4000-8000-000000000000/regenerate', { token: admin1.token })).status).toBe(
      404,
    );
  });

  it('deletes a display: its address answers 404, a second deletion too', async () => {
    const d = (await save(admin1.token, { name: 'De șters', roomId: room.id })).body.payload;
    expect((await t.call('POST', '/api/displays/delete', { token: admin1.token, body: { _id: d._id } })).status).toBe(200);
    expect((await view(secretOf(d.url))).status).toBe(404);
    expect((await t.call('POST', '/api/displays/delete', { token: admin1.token, body: { _id: d._id } })).status).toBe(404);
    expect((await auditOf('displays.delete')).some((e) => e.target === d._id)).toBe(true);
  });

  it("is building 1's administrators' alone", async () => {
    for (const p of [employee, admin2]) {
      expect((await t.call('GET', '/api/displays', { token: p.token })).status).toBe(403);
      expect((await save(p.token, { name: 'X', roomId: room.id })).status).toBe(403);
    }
    expect((await t.call('GET', '/api/displays')).status).toBe(401);
  });
});
