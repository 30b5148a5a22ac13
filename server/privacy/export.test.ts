import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aBooking,
  aCar,
  aDesk,
  aFloor,
  aGroup,
  anAbsence,
  aPerson,
  aRoom,
  aRoomBooking,
  aTowerRequest,
  type Person,
} from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// A person's data (decisions §25, #46 point 5): one JSON file of everything the product holds about
// them, and nothing of anyone else; for themselves, or for an administrator of their buildings (audited).
let t: TestApp;
let person: Person;
let other: Person;
let admin1: Person;
let admin2: Person;
const made: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  const group = await aGroup(t, { name: 'Echipa Exportului' });
  const floor = await aFloor(t);
  const desk = await aDesk(t, { floor, groups: [group] });
  const room = await aRoom(t, { floor, groups: [group] });
  admin1 = await aPerson(t, { adminOf: ['1'], name: 'Admin Unu' });
  admin2 = await aPerson(t, { building: '2', adminOf: ['2'] });
  person = await aPerson(t, { name: 'Ioana Exportescu', groups: [group], email: 'ioana.exportescu@example.com' });
  other = await aPerson(t, { name: 'Vlad Străinescu', groups: [group], email: 'vlad.strainescu@example.com' });
  made.desk = await aBooking(t, { person, desk, day: '2026-03-04' });
  made.otherDesk = await aBooking(t, { person: other, desk, day: '2026-03-05' });
  made.room = await aRoomBooking(t, { person, room: room.id, begin: '2026-03-04T09:00:00Z', end: '2026-03-04T10:00:00Z' });
  const car = await aCar(t, { person, plate: 'B77EXP' });
  await aCar(t, { person: other, plate: 'B88STR' });
  made.car = car.id;
  made.tower = await aTowerRequest(t, { person, car, day: '2026-03-10' });
  made.absence = await anAbsence(t, { person, from: '2026-03-20', to: '2026-03-21' });
  await t.ctx.db.query('INSERT INTO following (uuid, follows, since) VALUES ($1, $2, $3)', [person.uuid, other.uuid, t.clock.now()]);
  await t.ctx.db.query("INSERT INTO work_patterns (uuid, days, desks, saved_at) VALUES ($1, '{1,3}', ARRAY[$2], $3)", [
    person.uuid,
    desk,
    t.clock.now(),
  ]);
  const token = await t.call('POST', '/api/tokens/create', {
    token: person.token,
    body: { name: 'Scriptul Ioanei', scopes: ['read'], days: 30 },
  });
  expect(token.status).toBe(200);
  made.apiToken = token.body.payload.token;
  expect((await t.call('POST', '/api/calendar/feed', { token: person.token })).status).toBe(200);
  // An audit entry about the person, and one the other person's.
  expect(
    (await t.call('POST', '/api/users/update', { token: admin1.token, body: { uuid: person.uuid, phoneNumber: '0711111111' } })).status,
  ).toBe(200);
  expect(
    (await t.call('POST', '/api/users/update', { token: admin1.token, body: { uuid: other.uuid, phoneNumber: '0722222222' } })).status,
  ).toBe(200);
}, 60_000);
afterAll(() => t.close());

const fetchExport = async (path: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, headers: res.headers, text: res.body };
};

describe('GET /api/users/me/export', () => {
  it("answers one JSON file of each kind of the person's data, named after them and the day", async () => {
    const r = await fetchExport('/api/users/me/export', person.token);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="date-personale-${person.username}-2026-03-02.json"`);
    const doc = JSON.parse(r.text);
    expect(doc.account).toMatchObject({ uuid: person.uuid, name: 'Ioana Exportescu', email: person.email, phoneNumber: '0711111111' });
    expect(doc.groups.map((g: { name: string }) => g.name)).toEqual(['Echipa Exportului']);
    expect(doc.workPattern).toMatchObject({ days: [1, 3] });
    expect(doc.deskReservations.map((x: { id: string }) => x.id)).toEqual([made.desk]);
    expect(doc.roomReservations.map((x: { id: string }) => x.id)).toEqual([made.room]);
    expect(doc.towerRequests.map((x: { id: string }) => x.id)).toEqual([made.tower]);
    expect(doc.absences.map((x: { id: string }) => x.id)).toEqual([made.absence]);
    expect(doc.following).toEqual([{ uuid: other.uuid, since: expect.any(String) }]);
    expect(doc.cars).toEqual([expect.objectContaining({ id: made.car, licensePlate: 'B77EXP' })]);
    expect(doc.apiTokens).toEqual([expect.objectContaining({ name: 'Scriptul Ioanei', scopes: ['read'] })]);
    expect(doc.calendarFeed).toEqual({ createdAt: expect.any(String) });
    expect(doc.auditEntries.map((e: { kind: string }) => e.kind)).toEqual(['users.update', 'tokens.create']);
    expect(doc.auditEntries[0]).toMatchObject({
      target: person.uuid,
      actorName: 'Admin Unu',
      details: { changes: { phoneNumber: { to: '0711111111' } } },
    });
    expect(doc.truncated).toEqual([]);
  });

  it('holds no hash, no secret and nothing of another person', async () => {
    const r = await fetchExport('/api/users/me/export', person.token);
    const { rows } = await t.ctx.db.query<{ h: string }>(
      `SELECT password_hash AS h FROM users WHERE uuid = $1 UNION ALL SELECT token_hash FROM sessions WHERE user_uuid = $1
       UNION ALL SELECT token_hash FROM api_tokens WHERE user_uuid = $1 UNION ALL SELECT token_hash FROM calendar_feeds WHERE user_uuid = $1`,
      [person.uuid],
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const { h } of rows) expect(r.text).not.toContain(h);
    expect(r.text).not.toMatch(/hash|password/i);
    expect(r.text).not.toContain(made.apiToken);
    for (const word of [other.name, other.username, other.email, 'B88STR', '0722222222', made.otherDesk])
      expect(r.text).not.toContain(word);
  });

  it('is for a session only: a personal API token reads no export', async () => {
    const r = await fetchExport('/api/users/me/export', made.apiToken);
    expect(r.status).toBe(403);
    expect((await fetchExport('/api/users/me/export')).status).toBe(401);
  });
});

describe('GET /api/users/{uuid}/export', () => {
  it("gives an administrator of the person's building the same document, and audits it", async () => {
    // Of `other`: the audit entry it writes is then no entry about `person`, whose own export the tests above read in any order.
    const r = await fetchExport(`/api/users/${other.uuid}/export`, admin1.token);
    expect(r.status).toBe(200);
    const doc = JSON.parse(r.text);
    expect(doc.account.uuid).toBe(other.uuid);
    expect(doc.deskReservations.map((x: { id: string }) => x.id)).toEqual([made.otherDesk]);
    const { rows } = await t.ctx.db.query("SELECT actor_uuid, details FROM audit_log WHERE kind = 'users.export' AND target = $1", [
      other.uuid,
    ]);
    expect(rows).toEqual([{ actor_uuid: admin1.uuid, details: {} }]);
  });

  it("refuses another building's administrator, a plain user and an unknown person", async () => {
    expect((await fetchExport(`/api/users/${person.uuid}/export`, admin2.token)).status).toBe(403);
    expect((await fetchExport(`/api/users/${person.uuid}/export`, other.token)).status).toBe(403);
    expect((await fetchExport(`/api/users/${person.uuid}/export`, person.token)).status).toBe(403);
    expect((await fetchExport('/api/users/00000000-0000-4000-8000-000000000000/export', admin1.token)).status).toBe(404);
    expect((await fetchExport('/api/users/nu-un-uuid/export', admin1.token)).status).toBe(400);
  });
});
