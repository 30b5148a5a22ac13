import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_MSG } from '../../domain/displays/rules.js';
import { aBooking, aDesk, aFloor, aPerson, aRoom, aRoomBooking, type Floor, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { openStream } from '../test/sse-client.js';

// A room's display (decisions §24): what it shows, and 'Rezervați acum', 'Confirmați începerea' and
// 'Eliberați sala' pressed by anyone at the door with the display's secret alone. Monday 2 March 2026,
// Bucharest winter time (UTC+2): 10:07 Bucharest is 08:07Z.
const MONDAY = '2026-03-02';
const at = (hhmm: string, day = MONDAY) => new Date(`${day}T${hhmm}:00+02:00`);
let t: TestApp;
let ana: Person, root: Person;
let floor: Floor;
let room: string, other: string;
let secret: string, floorSecret: string;

beforeAll(async () => {
  t = await createTestApp({ start: at('10:07').toISOString() });
  floor = await aFloor(t);
  room = (await aRoom(t, { floor, name: 'Sala Carpați' })).id;
  other = (await aRoom(t, { floor })).id;
  ana = await aPerson(t, { name: 'Ana Maria Pop' });
  root = await aPerson(t, { role: 'admin', name: 'Radu Root' });
  const made = async (body: object) =>
    ((await t.call('POST', '/api/displays/update', { token: root.token, body })).body.payload.url as string).split('/display/')[1];
  secret = await made({ name: 'Ușa Carpați', roomId: room });
  floorSecret = await made({ name: 'Holul', floor: floor.floor });
});
afterEach(async () => {
  t.clock.set(at('10:07'));
  await t.ctx.db.query('DELETE FROM room_reservations');
  await t.call('POST', '/api/config/update', { token: root.token, body: { name: 'showNamesOnDisplays', value: 1, building: '1' } });
});
afterAll(() => t.close());

const view = (s = secret) => t.call('GET', `/api/display/${s}`);
const book = (minutes: number | string, s = secret) => t.call('POST', `/api/display/${s}/book?minutes=${minutes}`);
const press = (what: 'checkin' | 'release', s = secret) => t.call('POST', `/api/display/${s}/${what}`);
const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString('ro-RO', { timeZone: 'Europe/Bucharest', hour: '2-digit', minute: '2-digit' });
const booking = (begin: string, end: string, o: { person?: Person; room?: string; status?: 'booked' | 'busy' } = {}) =>
  aRoomBooking(t, {
    person: o.person ?? ana,
    room: o.room ?? room,
    begin: at(begin).toISOString(),
    end: at(end).toISOString(),
    status: o.status,
  });

describe("a room's display", () => {
  it('answers 404 for an unknown, malformed or empty secret, with no referrer ever sent', async () => {
    for (const s of ['A'.repeat(43), 'x', '%00', secret.slice(1)]) {
      const r = await view(s);
      expect(r.status, s).toBe(404);
      expect(r.body.reason).toBe('display.notFound');
    }
    expect((await book(30, 'A'.repeat(43))).status).toBe(404);
    const r = await t.app.inject({ method: 'GET', url: `/api/display/${secret}` });
    expect(r.headers['referrer-policy']).toBe('no-referrer');
  });

  it('is a caller of its own: its secret opens its own calls and nothing else, not even as a bearer token', async () => {
    for (const [method, url] of [
      ['GET', '/api/conference-rooms'],
      ['GET', '/api/displays'],
      ['GET', '/api/tokens'],
    ])
      expect((await t.call(method, url, { token: secret })).status, url).toBe(401);
    expect((await t.call('POST', '/api/reservations/conference-rooms/all', { token: secret, body: { date: MONDAY } })).status).toBe(401);
    expect((await t.call('GET', '/api/users/verify', { token: secret })).body.payload).not.toHaveProperty('uuid');
  });

  it("shows today's reservations not yet ended, in order, with the bookers' names unless hidden", async () => {
    await booking('09:00', '10:00'); // ended
    await booking('11:00', '12:00');
    await booking('10:00', '10:30', { status: 'busy' });
    await booking('10:00', '10:30', { room: other });
    await aRoomBooking(t, {
      person: ana,
      room,
      begin: at('10:00', '2026-03-03').toISOString(),
      end: at('11:00', '2026-03-03').toISOString(),
    });
    const shown = (await view()).body.payload;
    expect(shown).toMatchObject({ name: 'Ușa Carpați', roomId: room, roomName: 'Sala Carpați', floor: null, showNames: true });
    expect(
      shown.reservations.map((r: { dateBegin: string; name: string; status: string }) => [hhmm(r.dateBegin), r.name, r.status]),
    ).toEqual([
      ['10:00', 'Ana Maria Pop', 'busy'],
      ['11:00', 'Ana Maria Pop', 'booked'],
    ]);
    await t.call('POST', '/api/config/update', { token: root.token, body: { name: 'showNamesOnDisplays', value: 0, building: '1' } });
    const hidden = (await view()).body.payload;
    expect(hidden.showNames).toBe(false);
    expect(hidden.reservations.map((r: { name: string | null }) => r.name)).toEqual([null, null]);
  });

  it("'Rezervați acum' at 10:07 books to 10:30 or to 11:00, for the display, counted in no one's limits", async () => {
    const thirty = await book(30);
    expect(thirty.status).toBe(200);
    expect(thirty.body.payload).toMatchObject({
      action: 'booked',
      reservation: { name: DISPLAY_MSG.doorName, door: true, status: 'busy' },
    });
    expect([hhmm(thirty.body.payload.reservation.dateBegin), hhmm(thirty.body.payload.reservation.dateEnd)]).toEqual(['10:07', '10:30']);
    t.clock.set(at('10:30'));
    const sixty = await book(60);
    expect(hhmm(sixty.body.payload.reservation.dateEnd)).toBe('11:30');
    // The room's list shows it as a door booking, with no person.
    const listed = (await t.call('POST', '/api/reservations/conference-rooms/all', { token: ana.token, body: { date: MONDAY } })).body
      .payload;
    expect(listed.filter((r: { conferenceRoomId: string }) => r.conferenceRoomId === room)).toEqual(
      expect.arrayContaining([expect.objectContaining({ uuid: null, name: DISPLAY_MSG.doorName })]),
    );
    const entries = (await t.call('GET', '/api/audit?kind=display.book', { token: root.token })).body.payload.rows;
    expect(entries[0]).toMatchObject({ actorName: 'Ușa Carpați', target: room });
  });

  it("is cut at the next reservation's start, and refused while one is under way", async () => {
    await booking('10:30', '11:00');
    expect(hhmm((await book(60)).body.payload.reservation.dateEnd)).toBe('10:30');
    const busy = await book(30);
    expect([busy.status, busy.body.reason, busy.body.message]).toEqual([409, 'display.underWay', DISPLAY_MSG.underWay]);
  });

  it('ends by 20:00, and is refused before 08:00, from 20:00 on and on a weekend', async () => {
    t.clock.set(at('19:45'));
    expect(hhmm((await book(60)).body.payload.reservation.dateEnd)).toBe('20:00');
    await t.ctx.db.query('DELETE FROM room_reservations');
    for (const when of [at('07:59'), at('20:00'), at('10:07', '2026-03-07')]) {
      t.clock.set(when);
      const r = await book(30);
      expect([r.status, r.body.reason], when.toISOString()).toEqual([400, 'display.closed']);
    }
    expect((await t.ctx.db.query('SELECT 1 FROM room_reservations')).rows).toEqual([]);
  });

  it('refuses minutes other than 30 or 60', async () => {
    for (const m of ['45', '0', 'x', '']) expect((await book(m)).status, m).toBe(400);
  });

  it("'Confirmați începerea' holds the meeting under way; again, nothing changes; none under way is 409", async () => {
    const none = await press('checkin');
    expect([none.status, none.body.reason]).toEqual([409, 'display.nothingUnderWay']);
    await booking('10:00', '11:00', { room: other }); // another room's meeting is not this display's
    expect((await press('checkin')).status).toBe(409);
    const id = await booking('10:00', '11:00');
    const first = await press('checkin');
    expect(first.body.payload).toMatchObject({ action: 'confirmed', reservation: { _id: id, status: 'busy' } });
    expect((await press('checkin')).body.payload.action).toBe('already');
    const mine = (await t.call('GET', `/api/reservations/conference-rooms/${id}`, { token: ana.token })).body.payload;
    expect(mine.status).toBe('busy');
    const entries = (await t.call('GET', '/api/audit?kind=display.checkin', { token: root.token })).body.payload.rows;
    expect(entries).toHaveLength(1);
  });

  it("'Eliberați sala' ends the meeting now and frees the rest of its time for another booking", async () => {
    const id = await booking('10:00', '11:00');
    const released = await press('release');
    expect(released.body.payload.action).toBe('released');
    expect(hhmm(released.body.payload.reservation.dateEnd)).toBe('10:07');
    const mine = (await t.call('GET', `/api/reservations/conference-rooms/${id}`, { token: ana.token })).body.payload;
    expect([hhmm(mine.dateEnd), mine.status]).toEqual(['10:07', 'booked']);
    expect((await view()).body.payload.reservations).toEqual([]);
    expect((await book(30)).status).toBe(200);
    expect((await press('release')).body.payload.action).toBe('released');
    expect((await press('release')).status).toBe(409);
  });

  it('two presses of "Rezervați acum" at once make one reservation', async () => {
    const answers = await Promise.all([book(30), book(30), book(60)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await view()).body.payload.reservations).toHaveLength(1);
  });
});

describe("a floor's board", () => {
  it('shows the desks of today with initials, the rooms busy now, the free counts and the address of the QR code', async () => {
    const desk = await aDesk(t, { floor });
    const free = await aDesk(t, { floor });
    await aBooking(t, { person: ana, desk, day: MONDAY, status: 'busy' });
    await booking('10:00', '11:00');
    const board = (await view(floorSecret)).body.payload;
    expect(board).toMatchObject({ floor: floor.floor, roomId: null, reservations: null, freeRooms: 1 });
    expect(board.desks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: desk, state: 'busy', initials: 'AP' }),
        expect.objectContaining({ id: free, state: 'free', initials: null }),
      ]),
    );
    expect(board.freeDesks).toBe(board.desks.filter((d: { state: string }) => d.state === 'free').length);
    expect(board.rooms.find((r: { id: string }) => r.id === room).busy).toBe(true);
    expect(board.bookUrl).toBe(`http://localhost:3000/birouri?floor=${floor.floor}`);
    await t.call('POST', '/api/config/update', { token: root.token, body: { name: 'showNamesOnDisplays', value: 0, building: '1' } });
    expect((await view(floorSecret)).body.payload.desks.every((d: { initials: null }) => d.initials === null)).toBe(true);
    expect((await book(30, floorSecret)).body.reason).toBe('display.notRoom');
  });
});

/** The app over real HTTP (a stream is read with fetch), started by whichever test of the file comes first. */
let base: string | undefined;
async function listening(): Promise<string> {
  if (!base) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }
  return base;
}

describe("a display's live stream", () => {
  it("tells of a booking made elsewhere within a second, and ends once the display's link is replaced", async () => {
    const base = await listening();
    expect((await openStream(`${base}/api/display/${'A'.repeat(43)}/events`)).status).toBe(404);
    const stream = await openStream(`${base}/api/display/${secret}/events`);
    expect(stream.status).toBe(200);
    const first = await stream.next((e) => e.event === 'office');
    expect(JSON.parse(first.data).day).toBe(MONDAY);
    t.clock.set(at('09:00'));
    // A booking of another day is none of a display's business (it would make every display read again).
    await t.call('POST', '/api/reservations/conference-rooms/update', {
      token: root.token,
      body: {
        conferenceRoomId: room,
        dateBegin: at('14:00', '2026-03-03').toISOString(),
        dateEnd: at('15:00', '2026-03-03').toISOString(),
      },
    });
    const booked = Date.now();
    await t.call('POST', '/api/reservations/conference-rooms/update', {
      token: root.token,
      body: { conferenceRoomId: room, dateBegin: at('14:00').toISOString(), dateEnd: at('15:00').toISOString() },
    });
    const heard: string[] = [];
    const told = await stream.next((e) => {
      if (e.event === 'office') heard.push(JSON.parse(e.data).day);
      return e.event === 'office' && JSON.parse(e.data).version > JSON.parse(first.data).version;
    });
    expect(JSON.parse(told.data).day).toBe(MONDAY);
    expect(heard.every((d) => d === MONDAY)).toBe(true);
    expect(Date.now() - booked).toBeLessThan(1000);
    const id = (await t.call('GET', '/api/displays', { token: root.token })).body.payload.find(
      (d: { name: string }) => d.name === 'Ușa Carpați',
    )._id;
    secret = (await t.call('POST', `/api/displays/${id}/regenerate`, { token: root.token })).body.payload.url.split('/display/')[1];
    expect(await t.app.liveHub!.checkSessions()).toBe(1);
    await stream.ended;
  });

  it('ends at midnight, so that the display reconnects to the new day', async () => {
    const base = await listening();
    const id = (await t.call('GET', '/api/displays', { token: root.token })).body.payload.find(
      (d: { name: string }) => d.name === 'Ușa Carpați',
    )._id;
    const fresh = (await t.call('POST', `/api/displays/${id}/regenerate`, { token: root.token })).body.payload.url.split('/display/')[1];
    secret = fresh;
    t.clock.set(new Date(at('00:00', '2026-03-03').getTime() - 300));
    const stream = await openStream(`${base}/api/display/${fresh}/events`);
    expect(JSON.parse((await stream.next((e) => e.event === 'office')).data).day).toBe(MONDAY);
    await stream.ended;
  });
});
