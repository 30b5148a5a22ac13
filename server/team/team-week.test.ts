import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { TEAM_MSG, TEAM_REASON } from '../../domain/team/messages.js';
import { aBooking, aDesk, aFloor, aGroup, anAbsence, aPerson, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// GET /api/team-week (decisions §21) on the real app and database: who may see which group's week,
// and what it holds. The clock stands on Wednesday 4 March 2026, 10:00 Bucharest.
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
let t: TestApp;
let team: Group, other: Group, tower: Group;
let floor: Floor;
let desks: { team: string; other: string };
let ana: Person, bogdan: Person, dan: Person, sorin: Person, stefan: Person, tudor: Person;
let managerOfTeam: Person, managerOfOther: Person, admin1: Person, stranger: Person, towerOnly: Person, noGroup: Person;

// The team: Ana, Bogdan, Dan (in the other group too), Sorin, Ștefan, Tudor, and a deleted account.
// Ana holds a team desk on Monday (Tuesday's is cancelled) and is away Friday on a trip; Bogdan holds
// the other group's desk on Wednesday; Dan is on leave from the Friday before to Tuesday and works
// from home from Friday on.
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  [team, other] = [await aGroup(t), await aGroup(t)];
  tower = await aGroup(t, { building: '2' });
  floor = await aFloor(t);
  desks = { team: await aDesk(t, { floor, groups: [team] }), other: await aDesk(t, { floor, groups: [other] }) };
  await aDesk(t, { floor, groups: [team, other] });
  const member = (name: string, groups: Group[] = [team]) => aPerson(t, { name, groups });
  [ana, bogdan, dan] = [await member('Ana Avram'), await member('Bogdan Barbu'), await member('Dan Dobre', [team, other])];
  [sorin, stefan, tudor] = [await member('Sorin Stan'), await member('Ștefan Șerban'), await member('Tudor Toma')];
  const gone = await member('Zamfir Plecat');
  await t.ctx.db.query('UPDATE users SET valid = false WHERE uuid = $1', [gone.uuid]);
  managerOfTeam = await aPerson(t, { role: 'manager', managerOf: [team] });
  managerOfOther = await aPerson(t, { role: 'manager', groups: [other], managerOf: [other] });
  admin1 = await aPerson(t, { adminOf: ['1'] });
  stranger = await aPerson(t, { groups: [other] });
  towerOnly = await aPerson(t, { building: '2', groups: [tower] });
  noGroup = await aPerson(t);

  await aBooking(t, { person: ana, desk: desks.team, day: WEEK[0], group: team });
  await aBooking(t, { person: ana, desk: desks.team, day: WEEK[1], group: team, status: 'cancelled' });
  await aBooking(t, { person: bogdan, desk: desks.other, day: WEEK[2], group: other, status: 'busy' });
  await anAbsence(t, { person: ana, from: WEEK[4], to: WEEK[4], kind: 'deplasare' });
  await anAbsence(t, { person: dan, from: '2026-02-27', to: WEEK[1], kind: 'concediu' });
  await anAbsence(t, { person: dan, from: WEEK[4], to: '2026-03-10', kind: 'telemunca' });
});
afterAll(() => t.close());

const teamWeek = (who: Person | undefined, query = '') => t.call('GET', `/api/team-week${query}`, { token: who?.token });
const of = (g: Group) => `?groupId=${encodeURIComponent(g.id)}`;
type Day = { day: string; deskId: string | null; floor: number | null; absent: boolean; kind: string | null };
type Row = { uuid: string; name: string; days: Day[] };
const personIn = (rows: Row[], p: Person) => rows.find((r) => r.uuid === p.uuid)!;
const at = (day: string, o: Partial<Day> = {}): Day => ({ day, deskId: null, floor: null, absent: false, kind: null, ...o });

describe("who sees a group's week", () => {
  // The authorisation table: each caller asks for the team's week (or the group named), with the answer they get.
  const table: [string, () => Person | undefined, () => string, number, string | undefined][] = [
    ['a member', () => ana, () => of(team), 200, undefined],
    ['a member, naming no group (their main group)', () => ana, () => '', 200, undefined],
    ['a manager of the group, not in it', () => managerOfTeam, () => of(team), 200, undefined],
    ['an administrator of building 1, in no group', () => admin1, () => of(team), 200, undefined],
    ['a person of another group', () => stranger, () => of(team), 403, TEAM_REASON.notYourGroup],
    ["the other group's manager", () => managerOfOther, () => of(team), 403, TEAM_REASON.notYourGroup],
    ['a person of building 2 only', () => towerOnly, () => of(team), 403, 'access'],
    ['anyone, for a group that does not exist', () => admin1, () => '?groupId=nu-exista', 404, APP_REASON.groupUnknown],
    ["an administrator of building 1, for the tower's group", () => admin1, () => of(tower), 403, TEAM_REASON.notOfficeGroup],
    ['a person of building 1 in no group, naming none', () => noGroup, () => '', 400, TEAM_REASON.noGroup],
    ['no one signed in', () => undefined, () => of(team), 401, undefined],
  ];
  it.each(table)('%s → %i %s', async (_who, who, query, status, reason) => {
    const r = await teamWeek(who(), query());
    expect(r.status).toBe(status);
    if (status === 200) expect(r.body.payload.group).toEqual({ _id: team.id, name: team.name });
    else expect(r.body.payload).toBeNull();
    if (reason) expect(r.body.reason).toBe(reason);
  });

  it('words each refusal in Romanian', async () => {
    expect((await teamWeek(stranger, of(team))).body.message).toBe(TEAM_MSG.notYourGroup);
    expect((await teamWeek(admin1, of(tower))).body.message).toBe(TEAM_MSG.notOfficeGroup);
    expect((await teamWeek(noGroup)).body.message).toBe(TEAM_MSG.noGroup);
    expect((await teamWeek(admin1, '?groupId=nu-exista')).body.message).toBe(MSG.groupUnknown);
  });

  it('refuses a day that is not one', async () => {
    for (const from of ['2026-02-30', '4.03.2026', '2026-03-04T00:00:00Z']) {
      const r = await teamWeek(ana, `?from=${encodeURIComponent(from)}`);
      expect(r.status, from).toBe(400);
      expect(r.body.reason, from).toBe('invalid');
    }
  });
});

describe("the group's week", () => {
  it("gives this week's Monday to Friday, and the week of any day named from its Monday", async () => {
    const now = (await teamWeek(ana)).body.payload;
    expect(now.from).toBe(WEEK[0]);
    expect(now.people[0].days.map((d: Day) => d.day)).toEqual(WEEK);
    // A Sunday belongs to the week before it; a Saturday to its own.
    expect((await teamWeek(ana, '?from=2026-03-08')).body.payload.from).toBe(WEEK[0]);
    const next = (await teamWeek(ana, '?from=2026-03-14')).body.payload;
    expect(next.from).toBe('2026-03-09');
    expect(next.people[0].days.map((d: Day) => d.day)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
  });

  it("lists the group's valid people in Romanian order, and counts the desks open to the group", async () => {
    const week = (await teamWeek(admin1, of(team))).body.payload;
    expect(week.people.map((p: Row) => p.name)).toEqual([
      'Ana Avram',
      'Bogdan Barbu',
      'Dan Dobre',
      'Sorin Stan',
      'Ștefan Șerban',
      'Tudor Toma',
    ]);
    expect(week.desks).toBe(2);
  });

  it('shows the desk each person holds that day with its floor, of any group, and not a cancelled one', async () => {
    const rows: Row[] = (await teamWeek(ana)).body.payload.people;
    expect(personIn(rows, ana).days.slice(0, 2)).toEqual([at(WEEK[0], { deskId: desks.team, floor: floor.floor }), at(WEEK[1])]);
    expect(personIn(rows, bogdan).days[2]).toEqual(at(WEEK[2], { deskId: desks.other, floor: floor.floor }));
    expect(personIn(rows, sorin).days).toEqual(WEEK.map((d) => at(d)));
  });

  it("shows an absence's kind only to the person, their managers and the administrators", async () => {
    const danFor = async (who: Person, group = team) => personIn((await teamWeek(who, of(group))).body.payload.people, dan).days;
    const withKinds = [
      at(WEEK[0], { absent: true, kind: 'concediu' }),
      at(WEEK[1], { absent: true, kind: 'concediu' }),
      at(WEEK[2]),
      at(WEEK[3]),
      at(WEEK[4], { absent: true, kind: 'telemunca' }),
    ];
    expect(await danFor(dan)).toEqual(withKinds);
    expect(await danFor(managerOfTeam)).toEqual(withKinds);
    expect(await danFor(admin1)).toEqual(withKinds);
    // A colleague sees that he is away, not why.
    expect(await danFor(ana)).toEqual(withKinds.map((d) => ({ ...d, kind: null })));
    // Ana sees her own trip; Bogdan only that she is away.
    expect(personIn((await teamWeek(ana)).body.payload.people, ana).days[4]).toEqual(at(WEEK[4], { absent: true, kind: 'deplasare' }));
    expect(personIn((await teamWeek(bogdan)).body.payload.people, ana).days[4]).toEqual(at(WEEK[4], { absent: true, kind: null }));
  });

  it("lists a person of two groups in each group's week; a manager of either sees why he is away", async () => {
    const otherWeek = (await teamWeek(managerOfOther, of(other))).body.payload;
    expect(otherWeek.people.map((p: Row) => p.uuid).sort()).toEqual([managerOfOther.uuid, stranger.uuid, dan.uuid].sort());
    expect(personIn(otherWeek.people, dan).days[0]).toEqual(at(WEEK[0], { absent: true, kind: 'concediu' }));
    // The stranger, of the other group, sees Dan there without the kind.
    expect(personIn((await teamWeek(stranger, of(other))).body.payload.people, dan).days[0]).toEqual(at(WEEK[0], { absent: true }));
  });

  it('lists everyone by name whoever asks: whom the caller follows is not in the answer (GET /following says it)', async () => {
    const saved = await t.call('POST', '/api/following/update', { token: ana.token, body: { uuids: [tudor.uuid, stefan.uuid] } });
    expect(saved.body.err).toBe(0);
    const rows: Row[] = (await teamWeek(ana)).body.payload.people;
    expect(rows.map((r) => r.name)).toEqual(['Ana Avram', 'Bogdan Barbu', 'Dan Dobre', 'Sorin Stan', 'Ștefan Șerban', 'Tudor Toma']);
    expect(rows.every((r) => !('followed' in r))).toBe(true);
  });
});
