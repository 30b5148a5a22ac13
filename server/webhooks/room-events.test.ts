import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../domain/webhooks/events.js';
import { aFloor, aGroup, aPerson, aRoom, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { aWebhook, aWebhookReceiver, type Heard } from '../test/webhook-receiver.js';

// The meeting rooms' webhook events (decisions §23, #44) as an integrator hears them on a real
// receiver: room.booked, room.checkedin (booked → busy) and room.cancelled, each once with the
// reservation as the API answered it; nothing for a refused change or a change of times alone. Each
// test has its own webhooks (deleted after it), room and booker. Starts Monday 2 March 2026, 10:00 Bucharest.
const START = '2026-03-02T08:00:00Z';
const ROOM_EVENTS = ['room.booked', 'room.cancelled', 'room.checkedin', 'room.released'];
const OTHER_EVENTS = WEBHOOK_EVENTS.filter((e) => !e.startsWith('room.'));
let t: TestApp;
let admin: Person;
let group: Group;
let floor: Floor;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  t = await createTestApp({ start: START, config: { webhooksAllowPrivate: true }, webhooks: { pollMs: 60_000 } });
  admin = await aPerson(t, { role: 'admin' });
  group = await aGroup(t);
  floor = await aFloor(t);
});
afterEach(async () => {
  for (const clean of cleanups.splice(0)) await clean();
  t.clock.set(new Date(START));
});
afterAll(() => t.close());

/** A receiver with a webhook of `events`: what it hears, sorted (deliveries of one moment come in any order). */
async function listening(events: readonly string[]): Promise<() => Promise<Heard[]>> {
  const receiver = await aWebhookReceiver(t);
  const w = await aWebhook(t, admin, receiver.url, [...events]);
  cleanups.push(
    () => t.call('POST', '/api/webhooks/delete', { token: admin.token, body: { _id: w.id } }),
    () => receiver.close(),
  );
  return async () => sorted(await receiver.heard(w.secret));
}
const key = (h: Heard) => `${h.type} ${(h.data as { _id: string })._id}`;
const sorted = (heard: Heard[]) => [...heard].sort((a, b) => key(a).localeCompare(key(b)));
const event = (type: string, data: unknown): Heard => ({ type, timestamp: expect.any(String), data });

const book = (who: Person, room: string, dateBegin: string, dateEnd: string) =>
  t.call('POST', '/api/reservations/conference-rooms/update', { token: who.token, body: { conferenceRoomId: room, dateBegin, dateEnd } });
const change = (who: Person, body: object) => t.call('POST', '/api/reservations/conference-rooms/update', { token: who.token, body });
const cancel = (who: Person, _id: string) =>
  t.call('POST', '/api/reservations/conference-rooms/delete', { token: who.token, body: { _id } });
const answered = (r: { status: number; body: { payload: unknown; message?: string } }) => {
  expect(r.status, r.body.message).toBe(200);
  return r.body.payload as { _id: string; status: string };
};

describe("a room reservation's events", () => {
  it('are heard once each as they commit, with the reservation as the API answered it', async () => {
    const heard = await listening(ROOM_EVENTS);
    const deaf = await listening(OTHER_EVENTS);
    const room = (await aRoom(t, { floor, groups: [group] })).id;
    const ana = await aPerson(t, { groups: [group] });
    // Wednesday 10:00–11:00 Bucharest, moved to 11:00–12:00 (a change of times: no event), confirmed, then cancelled.
    const booked = answered(await book(ana, room, '2026-03-04T08:00:00Z', '2026-03-04T09:00:00Z'));
    answered(await change(ana, { _id: booked._id, dateBegin: '2026-03-04T09:00:00Z', dateEnd: '2026-03-04T10:00:00Z' }));
    const checkedIn = answered(await change(ana, { _id: booked._id, status: 'busy' }));
    expect(checkedIn.status).toBe('busy');
    const cancelled = answered(await cancel(ana, booked._id));
    expect(cancelled.status).toBe('cancelled');
    expect(await heard()).toEqual(
      sorted([event('room.booked', booked), event('room.checkedin', checkedIn), event('room.cancelled', cancelled)]),
    );
    expect(await deaf()).toEqual([]);
  });

  it('are not heard for a refused change, a change of times alone, or a step back from busy to booked', async () => {
    const room = (await aRoom(t, { floor, groups: [group] })).id;
    const [ana, bogdan] = [await aPerson(t, { groups: [group] }), await aPerson(t, { groups: [group] })];
    const mine = answered(await book(ana, room, '2026-03-05T08:00:00Z', '2026-03-05T09:00:00Z'));
    const heard = await listening(ROOM_EVENTS);
    expect((await book(bogdan, room, '2026-03-05T08:30:00Z', '2026-03-05T09:30:00Z')).status).toBe(409); // overlaps
    expect((await book(bogdan, room, '2026-03-07T08:00:00Z', '2026-03-07T09:00:00Z')).status).toBe(400); // a Saturday
    expect((await cancel(bogdan, mine._id)).status).toBe(403); // not his
    expect((await change(bogdan, { _id: mine._id, status: 'busy' })).status).toBe(403);
    answered(await change(ana, { _id: mine._id, dateEnd: '2026-03-05T10:00:00Z' }));
    answered(await change(ana, { _id: mine._id, status: 'busy' }));
    answered(await change(ana, { _id: mine._id, status: 'busy' })); // already busy: nothing changes
    answered(await change(ana, { _id: mine._id, status: 'booked' }));
    const cancelled = answered(await cancel(ana, mine._id));
    expect((await cancel(ana, mine._id)).body.payload).toEqual(cancelled); // cancelled already: nothing changes
    expect((await change(ana, { _id: mine._id, status: 'busy' })).status).toBe(400);
    expect(await heard()).toEqual(
      sorted([
        event('room.checkedin', { ...mine, dateEnd: '2026-03-05T10:00:00.000Z', status: 'busy' }),
        event('room.cancelled', cancelled),
      ]),
    );
  });

  it("are heard for an administrator's cancellation of someone else's reservation", async () => {
    const heard = await listening(['room.cancelled']);
    const room = (await aRoom(t, { floor, groups: [group] })).id;
    const ana = await aPerson(t, { groups: [group] });
    const mine = answered(await book(ana, room, '2026-03-06T08:00:00Z', '2026-03-06T09:00:00Z'));
    const cancelled = answered(await cancel(admin, mine._id));
    expect(cancelled).toEqual({ ...mine, status: 'cancelled' });
    expect(await heard()).toEqual([event('room.cancelled', cancelled)]);
  });
});

describe('a room deleted by an administrator', () => {
  it('is heard as one room.cancelled for each reservation that had not ended, none for its past or those cancelled before', async () => {
    const room = (await aRoom(t, { floor, groups: [group] })).id;
    const [ana, bogdan] = [await aPerson(t, { groups: [group] }), await aPerson(t, { groups: [group] })];
    // Monday 10:30–11:00 (ended by 12:00), 11:30–13:00 (under way at 12:00), Tuesday's, and Wednesday's cancelled before.
    const past = answered(await book(ana, room, '2026-03-02T08:30:00Z', '2026-03-02T09:00:00Z'));
    const underWay = answered(await book(bogdan, room, '2026-03-02T09:30:00Z', '2026-03-02T11:00:00Z'));
    const tomorrow = answered(await book(ana, room, '2026-03-03T08:00:00Z', '2026-03-03T09:00:00Z'));
    answered(await cancel(bogdan, answered(await book(bogdan, room, '2026-03-04T08:00:00Z', '2026-03-04T09:00:00Z'))._id));
    const heard = await listening(ROOM_EVENTS);
    const deaf = await listening(['room.booked', ...OTHER_EVENTS]);
    t.clock.set(new Date('2026-03-02T10:00:00Z'));
    const remove = (dryRun: boolean) => t.call('POST', '/api/conference-rooms/delete', { token: admin.token, body: { id: room, dryRun } });
    expect((await remove(true)).body.payload).toEqual({ cancelled: 2 });
    expect(await heard()).toEqual([]);
    expect((await remove(false)).body.payload).toEqual({ cancelled: 2 });
    const now = async (r: { _id: string }) =>
      answered(await t.call('GET', `/api/reservations/conference-rooms/${r._id}`, { token: admin.token }));
    const [bogdans, anas] = [await now(underWay), await now(tomorrow)];
    expect([bogdans.status, anas.status]).toEqual(['cancelled', 'cancelled']);
    expect(await heard()).toEqual(sorted([event('room.cancelled', bogdans), event('room.cancelled', anas)]));
    expect((await now(past)).status).toBe('booked');
    expect(await deaf()).toEqual([]);
  });

  it('with no reservation to cancel is heard by no one', async () => {
    const heard = await listening(ROOM_EVENTS);
    const room = (await aRoom(t, { floor, groups: [group] })).id;
    const r = await t.call('POST', '/api/conference-rooms/delete', { token: admin.token, body: { id: room } });
    expect(r.body.payload).toEqual({ cancelled: 0 });
    expect(await heard()).toEqual([]);
  });

  it('is heard by no one when no webhook listens to room.cancelled', async () => {
    const heard = await listening(['room.booked']);
    const room = (await aRoom(t, { floor, groups: [group] })).id;
    const booked = answered(await book(await aPerson(t, { groups: [group] }), room, '2026-03-03T08:00:00Z', '2026-03-03T09:00:00Z'));
    const r = await t.call('POST', '/api/conference-rooms/delete', { token: admin.token, body: { id: room } });
    expect(r.body.payload).toEqual({ cancelled: 1 });
    expect(await heard()).toEqual([event('room.booked', booked)]);
  });
});
