import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, type Group, type Person, type PersonOptions } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The work pattern's calls (decisions §20): GET /api/pattern, POST /api/pattern/update with its
// refusals, and the booking it runs at once with its e-mail. The clock stays on Monday 2 March
// 2026, 10:00 Bucharest: the pattern's horizon is Tuesday 3 to Friday 13. Each test builds its own
// group, floor and desks, so that the tests pass in any order.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
});
afterAll(() => t.close());

const save = (p: Person, body: unknown) => t.call('POST', '/api/pattern/update', { token: p.token, body });
const patternOf = async (p: Person) => (await t.call('GET', '/api/pattern', { token: p.token })).body.payload;
const EMPTY = { days: [], desks: [], parking: false, towerDays: [], carId: null };

/** A group with four desks on a floor of its own: three in a row and a fourth far away. */
async function aTeam(o: { name?: string; parkingSpots?: number } = {}) {
  const group = await aGroup(t, o);
  const floor = await aFloor(t);
  const desks = [
    await aDesk(t, { floor, groups: [group], x: 100, y: 100 }),
    await aDesk(t, { floor, groups: [group], x: 160, y: 100 }),
    await aDesk(t, { floor, groups: [group], x: 900, y: 500 }),
    await aDesk(t, { floor, groups: [group], x: 110, y: 160 }),
  ];
  const member = (o: PersonOptions = {}) => aPerson(t, { groups: [group], ...o });
  return { group, floor: floor.floor, desks, member };
}
const heldBy = async (p: Person) =>
  (
    await t.ctx.db.query<{ day: string; desk_id: string; source: string; creator_uuid: string; parking_spot: boolean }>(
      `SELECT day::text, desk_id, source, creator_uuid, parking_spot FROM desk_reservations WHERE uuid = $1 AND status <> 'cancelled' ORDER BY day`,
      [p.uuid],
    )
  ).rows;
const mailsTo = async (p: Person): Promise<ParsedMail[]> => {
  await t.ctx.outbox.drain();
  return t.smtp.messages.filter((m) => JSON.stringify(m.to).includes(p.email));
};

describe('GET /api/pattern', () => {
  it('answers the empty pattern to someone who never saved one, and the saved one after', async () => {
    const { member, desks } = await aTeam();
    const ana = await member();
    expect(await patternOf(ana)).toEqual(EMPTY);
    expect((await save(ana, { desks: [desks[1]] })).status).toBe(200);
    expect(await patternOf(ana)).toEqual({ ...EMPTY, desks: [desks[1]] });
    // A field left out stays: the days change, the favourites remain.
    expect((await save(ana, { days: [] })).body.payload.pattern).toEqual({ ...EMPTY, desks: [desks[1]] });
  });
});

describe('POST /api/pattern/update refuses, and changes nothing', () => {
  let team: Awaited<ReturnType<typeof aTeam>>;
  let other: Group;
  let otherDesk: string;
  beforeAll(async () => {
    team = await aTeam();
    other = await aGroup(t);
    otherDesk = await aDesk(t, { floor: await aFloor(t), groups: [other] });
  });

  const refused = async (p: Person, body: unknown, status: number, reason: string) => {
    const before = await patternOf(p);
    const r = await save(p, body);
    expect([r.status, r.body.reason]).toEqual([status, reason]);
    expect(await patternOf(p)).toEqual(before);
  };

  it('office days, desks or parking from someone of the tower only', async () => {
    const turn = await aPerson(t, { building: '2' });
    await refused(turn, { days: [1] }, 403, 'pattern.notOfficeMember');
    await refused(turn, { desks: [team.desks[0]] }, 403, 'pattern.notOfficeMember');
    await refused(turn, { parking: true }, 403, 'pattern.notOfficeMember');
    // Emptying them is no office use.
    expect((await save(turn, { days: [], desks: [] })).status).toBe(200);
  });

  it('tower days or a car from someone of the office only', async () => {
    const ana = await team.member();
    const car = await aCar(t, { person: ana });
    await refused(ana, { towerDays: [2] }, 403, 'pattern.notTowerMember');
    await refused(ana, { carId: car.id }, 403, 'pattern.notTowerMember');
  });

  it('a favourite that does not exist, of another group, or held for someone else', async () => {
    const ana = await team.member();
    const mihai = await team.member();
    await refused(ana, { days: [2], desks: ['99-1'] }, 400, 'pattern.deskNotAllowed');
    await refused(ana, { desks: [team.desks[0], otherDesk] }, 400, 'pattern.deskNotAllowed');
    await t.ctx.db.query("UPDATE all_desks SET type = 'Reserved', manager = $2 WHERE desk_id = $1", [team.desks[3], mihai.uuid]);
    await refused(ana, { desks: [team.desks[3]] }, 400, 'pattern.deskNotAllowed');
    // Held for her, it is hers to choose.
    expect((await save(mihai, { desks: [team.desks[3]] })).status).toBe(200);
  });

  it('parking without the right, a car not among the person’s active cars', async () => {
    const ana = await team.member();
    await refused(ana, { days: [2], parking: true }, 400, 'pattern.noParkingRight');
    const both = await team.member({ buildings: ['1', '2'] });
    const stranger = await aCar(t, { person: ana });
    await refused(both, { towerDays: [2], carId: stranger.id }, 400, 'pattern.carNotYours');
    const own = await aCar(t, { person: both });
    await t.ctx.db.query('UPDATE cars SET active = false WHERE id = $1', [own.id]);
    await refused(both, { carId: own.id }, 400, 'pattern.carNotYours');
    const active = await aCar(t, { person: both });
    expect((await save(both, { towerDays: [2], carId: active.id })).body.payload.pattern).toMatchObject({
      towerDays: [2],
      carId: active.id,
    });
  });
});

describe('saving books at once', () => {
  it('books the first favourite on each pattern day of the horizon, as the person, with source pattern, and e-mails them', async () => {
    const { member, desks, floor } = await aTeam();
    const ana = await member({ name: 'Ana Tipar' });
    const r = await save(ana, { days: [3, 1], desks: [desks[0]] });
    expect(r.status).toBe(200);
    const booked = ['2026-03-04', '2026-03-09', '2026-03-11'].map((day) => ({ day, deskId: desks[0], floor }));
    expect(r.body.payload).toEqual({ pattern: { ...EMPTY, days: [1, 3], desks: [desks[0]] }, booked, notBooked: [] });
    expect(await heldBy(ana)).toEqual(
      booked.map((b) => ({ day: b.day, desk_id: desks[0], source: 'pattern', creator_uuid: ana.uuid, parking_spot: false })),
    );
    const [mail] = (await mailsTo(ana)).filter((m) => m.subject === 'Rezervările făcute după zilele dumneavoastră la birou');
    expect(mail.text).toContain('Bună ziua, Ana Tipar,');
    expect(mail.text).toContain(`- Miercuri, 04.03.2026: biroul ${desks[0]}, etajul ${floor}\n- Luni, 09.03.2026: biroul ${desks[0]}`);
    // Saved again, it books nothing more and e-mails nothing.
    const again = await save(ana, { days: [1, 3] });
    expect(again.body.payload).toMatchObject({ booked: [], notBooked: [] });
    expect(await mailsTo(ana)).toHaveLength(1);
  });

  it('leaves the days the person holds a desk or is absent, and books the rest', async () => {
    const { member, desks } = await aTeam();
    const ana = await member();
    await aBooking(t, { person: ana, desk: desks[2], day: '2026-03-03' });
    await t.ctx.db.query(
      `INSERT INTO absences (id, uuid, from_day, to_day, kind, created_by, created_at) VALUES (gen_random_uuid(), $1, '2026-03-09', '2026-03-10', 'concediu', $1, now())`,
      [ana.uuid],
    );
    const r = await save(ana, { days: [1, 2, 3], desks: [desks[0]] });
    expect(r.body.payload.booked.map((b: { day: string }) => b.day)).toEqual(['2026-03-04', '2026-03-11']);
    expect((await heldBy(ana)).map((h) => [h.day, h.source])).toEqual([
      ['2026-03-03', 'person'],
      ['2026-03-04', 'pattern'],
      ['2026-03-11', 'pattern'],
    ]);
  });

  it('takes the desk nearest the first favourite when it is taken, and a parking spot while one is free', async () => {
    const { member, desks } = await aTeam({ parkingSpots: 1 });
    const ana = await member({ parkingRight: true, language: 'en', name: 'Emma Pattern' });
    const colleague = await member();
    await aBooking(t, { person: colleague, desk: desks[0], day: '2026-03-05' });
    // The group's one spot of Thursday 12 is taken.
    await aBooking(t, {
      person: colleague,
      desk: desks[2],
      day: '2026-03-12',
      parking: true,
      group: (await t.ctx.db.query<{ g: string }>('SELECT groups_id_list[1] AS g FROM desks WHERE desk_id = $1', [desks[2]])).rows[0].g,
    });
    const r = await save(ana, { days: [4], desks: [desks[0]], parking: true });
    // Thursday 5: desks[0] taken; desks[1] is 60 units from it, desks[3] 60.8, desks[2] far away.
    expect(r.body.payload.booked.map((b: { day: string; deskId: string }) => [b.day, b.deskId])).toEqual([
      ['2026-03-05', desks[1]],
      ['2026-03-12', desks[0]],
    ]);
    // A spot on Thursday 5; none left on Thursday 12: booked without.
    expect((await heldBy(ana)).map((h) => h.parking_spot)).toEqual([true, false]);
    const [mail] = (await mailsTo(ana)).filter((m) => m.subject === 'Bookings made from your office days');
    expect(mail.text).toContain(`- Thursday, 05/03/2026: desk ${desks[1]}, floor`);
  });

  it('books only the favourites for Centrala, and says why a day was not booked', async () => {
    const { member, desks } = await aTeam({ name: 'Centrala' });
    const ana = await member();
    const colleague = await member();
    await aBooking(t, { person: colleague, desk: desks[0], day: '2026-03-10' });
    const r = await save(ana, { days: [2], desks: [desks[0]] });
    expect(r.body.payload.booked.map((b: { day: string }) => b.day)).toEqual(['2026-03-03']);
    expect(r.body.payload.notBooked).toEqual([{ day: '2026-03-10', reason: 'pattern.onlyFavourites' }]);
    const [mail] = (await mailsTo(ana)).filter((m) => m.subject === 'Rezervările făcute după zilele dumneavoastră la birou');
    expect(mail.text).toContain('- Marți, 10.03.2026: nu s-a putut rezerva un birou (birourile preferate erau ocupate)');
  });

  it('stops at a ban, with why', async () => {
    const { member, desks } = await aTeam();
    const ana = await member();
    await t.ctx.db.query(`INSERT INTO bans (user_uuid, building, since, until) VALUES ($1, '1', now() - interval '1 day', '2026-04-01')`, [
      ana.uuid,
    ]);
    const r = await save(ana, { days: [5], desks: [desks[0]] });
    expect(r.body.payload).toMatchObject({
      booked: [],
      notBooked: [
        { day: '2026-03-06', reason: 'desk.banned' },
        { day: '2026-03-13', reason: 'desk.banned' },
      ],
    });
    expect(await heldBy(ana)).toEqual([]);
  });
});
