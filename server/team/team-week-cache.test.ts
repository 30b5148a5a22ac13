import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, aDesk, aFloor, aGroup, anAbsence, aPerson, type Floor, type Group, type Person } from '../test/factories.js';
import { anotherProcess } from '../test/another-process.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The team's week is served again while nothing in it changed (decisions §21, #42 point 6), under the
// version of its week (migration 026): it must never be stale, in the process that wrote nor in
// another one on the same database, whatever wrote (a service, a job, an upload: plain SQL here). The
// clock stands on Wednesday 4 March 2026, 10:00 Bucharest.
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const NEXT_MONDAY = '2026-03-09';
let t: TestApp;
let other: FastifyInstance; // a second server process: its own grids and, on PostgreSQL, its own pool
let second: Awaited<ReturnType<typeof anotherProcess>>;
let floor: Floor;
let admin1: Person;
// Each test's own group, desk and people (the tests change them, in any order).
let team: Group;
let desk: string;
let ana: Person, bogdan: Person, carmen: Person, manager: Person;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  floor = await aFloor(t);
  admin1 = await aPerson(t, { adminOf: ['1'] });
  second = await anotherProcess(t);
  other = second.app;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

type Via = 'this' | 'other';
type Day = { day: string; deskId: string | null; floor: number | null; absent: boolean; kind: string | null };
type Week = { from: string; group: { _id: string; name: string }; desks: number; people: { uuid: string; name: string; days: Day[] }[] };

function read(via: Via, who: Person, headers: Record<string, string> = {}, from?: string) {
  const url = `/api/team-week?groupId=${encodeURIComponent(team.id)}${from ? `&from=${from}` : ''}`;
  return (via === 'this' ? t.app : other).inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}`, ...headers } });
}
async function week(via: Via, who: Person = ana): Promise<Week> {
  const r = await read(via, who);
  expect(r.statusCode).toBe(200);
  return r.json().payload as Week;
}
const dayOf = (w: Week, p: Person, i: number) => w.people.find((x) => x.uuid === p.uuid)?.days[i];
/** Reads through both apps, so that both hold the grid a stale cache would serve. */
const warm = async () => [await week('this'), await week('other')];

describe("the team's week served again", () => {
  beforeEach(async () => {
    team = await aGroup(t);
    desk = await aDesk(t, { floor, groups: [team] });
    ana = await aPerson(t, { name: 'Ana Avram', groups: [team] });
    bogdan = await aPerson(t, { name: 'Bogdan Barbu', groups: [team] });
    carmen = await aPerson(t, { name: 'Carmen Cozma', groups: [team] });
    manager = await aPerson(t, { role: 'manager', managerOf: [team] });
  });

  it('gives two members the same bytes under one ETag, gzipped for a browser, and 304 to a current If-None-Match', async () => {
    const [first, second] = [await read('this', ana), await read('this', bogdan)];
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const zipped = await read('this', carmen, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    const again = await read('this', ana, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows each change at once, through either process', async () => {
    const changes: [string, () => Promise<unknown>, (w: Week) => unknown, unknown][] = [
      ['a desk booked', () => aBooking(t, { person: bogdan, desk, day: WEEK[2], group: team }), (w) => dayOf(w, bogdan, 2)?.deskId, desk],
      [
        'the booking cancelled',
        () => t.ctx.db.query(`UPDATE desk_reservations SET status = 'cancelled' WHERE uuid = $1`, [bogdan.uuid]),
        (w) => dayOf(w, bogdan, 2)?.deskId,
        null,
      ],
      ['an absence recorded', () => anAbsence(t, { person: carmen, from: WEEK[3], to: WEEK[4] }), (w) => dayOf(w, carmen, 3)?.absent, true],
      [
        'the absence moved to the next week',
        () => t.ctx.db.query('UPDATE absences SET from_day = $2, to_day = $2 WHERE uuid = $1', [carmen.uuid, NEXT_MONDAY]),
        (w) => dayOf(w, carmen, 3)?.absent,
        false,
      ],
      [
        'an absence from the week before, deleted',
        async () => {
          await anAbsence(t, { person: ana, from: '2026-02-25', to: WEEK[0] });
          await warm();
          await t.ctx.db.query('DELETE FROM absences WHERE uuid = $1', [ana.uuid]);
        },
        (w) => dayOf(w, ana, 0)?.absent,
        false,
      ],
      [
        'a person renamed',
        () => t.ctx.db.query(`UPDATE users SET name = 'Carmen Nouă' WHERE uuid = $1`, [carmen.uuid]),
        (w) => w.people.map((p) => p.name),
        ['Ana Avram', 'Bogdan Barbu', 'Carmen Nouă'],
      ],
      [
        'a person out of the group',
        () => t.ctx.db.query(`UPDATE users SET group_list = '{}' WHERE uuid = $1`, [carmen.uuid]),
        (w) => w.people.length,
        2,
      ],
      [
        'a person back in it',
        () => t.ctx.db.query('UPDATE users SET group_list = ARRAY[$2] WHERE uuid = $1', [carmen.uuid, team.id]),
        (w) => w.people.length,
        3,
      ],
      [
        'an account made invalid',
        () => t.ctx.db.query('UPDATE users SET valid = false WHERE uuid = $1', [carmen.uuid]),
        (w) => w.people.length,
        2,
      ],
      [
        'a new person in the group',
        () => aPerson(t, { name: 'Dan Dobre', groups: [team] }),
        (w) => w.people.map((p) => p.name).at(-1),
        'Dan Dobre',
      ],
      [
        'the group renamed',
        () => t.ctx.db.query(`UPDATE groups SET name = 'Echipa Nouă' WHERE id = $1`, [team.id]),
        (w) => w.group.name,
        'Echipa Nouă',
      ],
      ['a desk more for the group', () => aDesk(t, { floor, groups: [team] }), (w) => w.desks, 2],
    ];
    for (const [what, change, shown, expected] of changes) {
      await warm();
      await change();
      expect(shown(await week('this')), `${what}, this process`).toEqual(expected);
      expect(shown(await week('other')), `${what}, the other process`).toEqual(expected);
    }
  });

  it("keeps the week's ETag through a change of another week", async () => {
    const before = (await read('this', ana)).headers.etag;
    await anAbsence(t, { person: bogdan, from: NEXT_MONDAY, to: '2026-03-11' });
    await aBooking(t, { person: ana, desk, day: NEXT_MONDAY, group: team });
    expect((await read('this', ana)).headers.etag).toBe(before);
    expect((await read('other', ana)).headers.etag).toBe(before);
    const next = await read('this', ana, {}, NEXT_MONDAY);
    expect(dayOf(next.json().payload as Week, bogdan, 0)).toMatchObject({ absent: true, kind: null });
  });

  it('serves those who see every kind one view and those who see none another; a person away gets an answer of their own', async () => {
    await anAbsence(t, { person: ana, from: WEEK[1], to: WEEK[1], kind: 'telemunca' });
    await anAbsence(t, { person: bogdan, from: WEEK[3], to: WEEK[3], kind: 'concediu' });
    const dan = await aPerson(t, { name: 'Dan Dobre', groups: [team] });
    const [byManager, byAdmin, byCarmen, byDan, byAna] = [
      await read('this', manager),
      await read('this', admin1),
      await read('this', carmen),
      await read('this', dan),
      await read('this', ana),
    ];
    expect(byAdmin.headers.etag).toBe(byManager.headers.etag);
    expect(byDan.headers.etag).toBe(byCarmen.headers.etag);
    expect(byCarmen.headers.etag).not.toBe(byManager.headers.etag);
    expect(dayOf(byManager.json().payload, ana, 1)).toMatchObject({ absent: true, kind: 'telemunca' });
    expect(dayOf(byManager.json().payload, bogdan, 3)).toMatchObject({ absent: true, kind: 'concediu' });
    expect(dayOf(byCarmen.json().payload, ana, 1)).toMatchObject({ absent: true, kind: null });
    // Ana sees her own kind, not Bogdan's: her answer is hers alone (no ETag shared with anyone).
    expect(dayOf(byAna.json().payload, ana, 1)).toMatchObject({ absent: true, kind: 'telemunca' });
    expect(dayOf(byAna.json().payload, bogdan, 3)).toMatchObject({ absent: true, kind: null });
    expect(byAna.headers.etag).toBeUndefined();
  });
});
