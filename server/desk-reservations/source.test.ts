import { afterAll, beforeAll, expect, it } from 'vitest';
import { deskHelpers } from '../test/desks.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Where a desk reservation came from (decisions §20): every answer that lists one carries `source`,
// 'person' for a booking someone made, 'pattern' for the work pattern's; the map carries it for the
// day's reservation. Monday 2 March 2026, 10:00 Bucharest.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let group: Group;
let desks: string[];
let ana: Person, manager: Person;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  group = await aGroup(t);
  const floor = await aFloor(t);
  desks = [
    await aDesk(t, { floor, groups: [group] }),
    await aDesk(t, { floor, groups: [group] }),
    await aDesk(t, { floor, groups: [group] }),
  ];
  ana = await aPerson(t, { groups: [group] });
  manager = await aPerson(t, { role: 'manager', groups: [group], managerOf: [group] });
});
afterAll(() => t.close());

it("says in every list whether the person or the work pattern booked, and the map says it for the day's reservation", async () => {
  const booked = await h.book(ana.token, { deskId: desks[0], reservationDate: '2026-03-03' });
  expect(booked.body.payload).toMatchObject({ deskId: desks[0], source: 'person' });
  const pattern = await aBooking(t, { person: ana, desk: desks[1], day: '2026-03-04', group, source: 'pattern' });
  const forAna = await h.book(manager.token, { deskId: desks[2], reservationDate: '2026-03-05', uuid: ana.uuid });
  expect(forAna.body.payload).toMatchObject({ source: 'person' });

  const sources = (list: { _id: string; source: string }[]) => Object.fromEntries(list.map((r) => [r._id, r.source]));
  const expected = { [booked.body.payload._id]: 'person', [pattern]: 'pattern', [forAna.body.payload._id]: 'person' };
  expect((await t.call('GET', `/api/reservations/desks/${pattern}`, { token: ana.token })).body.payload).toMatchObject({
    source: 'pattern',
  });
  expect(sources((await t.call('GET', '/api/reservations/desks', { token: ana.token })).body.payload)).toEqual(expected);
  const upcoming = await t.call('POST', '/api/reservations/desks/user/upcoming', { token: manager.token, body: { uuid: ana.uuid } });
  expect(sources(upcoming.body.payload)).toEqual(expected);
  const ofGroup = await t.call('POST', '/api/reservations/desks/group', {
    token: manager.token,
    body: { groupId: group.id, date: '2026-03-04' },
  });
  expect(sources(ofGroup.body.payload)).toMatchObject({ [pattern]: 'pattern' });
  const forOthers = await t.call('GET', '/api/reservations/desks/forOthers', { token: manager.token });
  expect(sources(forOthers.body.payload)).toEqual({ [forAna.body.payload._id]: 'person' });

  const map = (await t.call('GET', `/api/desks/group/${group.id}?date=2026-03-04`, { token: ana.token })).body.payload as {
    deskId: string;
    source?: string;
  }[];
  expect(map.find((d) => d.deskId === desks[1])).toMatchObject({ status: 'booked', source: 'pattern' });
  // A free desk has no reservation, hence no source (the lean map leaves empty fields out).
  expect(map.find((d) => d.deskId === desks[0])).not.toHaveProperty('source');
});
