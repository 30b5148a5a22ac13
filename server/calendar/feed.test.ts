import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MSG } from '../../domain/calendar/bookings.js';
import { bucharestInstant } from '../../domain/time.js';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, aRoom, type Floor, type Group } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The calendar feed (decisions §15) over HTTP, read back by a real iCalendar parser (ical.js):
// the secret address's life (made, replaced, revoked), and what a subscribed calendar shows of a
// person's desks, rooms and tower requests. Starts Monday 2 March 2026, 10:00 Bucharest.
let t: TestApp;
let ambele: string, angajat: string;
let angajatUuid: string, ambeleUuid: string;
let fin: Group, floor: Floor;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  fin = await aGroup(t);
  floor = await aFloor(t);
  const a = await aPerson(t, { groups: [fin] });
  const b = await aPerson(t, { buildings: ['1', '2'], groups: [fin], parkingRight: true });
  [angajat, ambele, angajatUuid, ambeleUuid] = [a.token, b.token, a.uuid, b.uuid];
});
afterAll(() => t.close());

const newFeed = async (token: string) => {
  const r = await t.call('POST', '/api/calendar/feed', { token });
  expect(r.status).toBe(200);
  return r.body.payload.url as string;
};
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', '') });
const parse = (text: string) => {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
};
async function events(url: string) {
  const r = await fetchFeed(url);
  expect(r.statusCode).toBe(200);
  return parse(r.body);
}
const byUid = (list: ICAL.Event[], uid: string) => list.find((e) => e.uid === uid);

describe('the secret address', () => {
  it('is made for any signed-in user, kept only as a hash, replaced by a new one and revoked on request', async () => {
    // The tests run in any order, and others give angajat an address: start from none.
    expect((await t.call('POST', '/api/calendar/feed/delete', { token: angajat })).status).toBe(200);
    expect((await t.call('GET', '/api/calendar/feed', { token: angajat })).body.payload).toEqual({ active: false, createdAt: null });
    const first = await newFeed(angajat);
    expect(first).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const secret = /calendar\/(.+)\.ics$/.exec(first)![1];
    const stored = await t.ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM calendar_feeds WHERE user_uuid = $1', [
      angajatUuid,
    ]);
    expect(stored.rows).toEqual([{ token_hash: createHash('sha256').update(secret).digest('hex') }]);
    const status = (await t.call('GET', '/api/calendar/feed', { token: angajat })).body.payload;
    expect(status.active).toBe(true);
    // Made on the app's clock (2 March 2026), not the machine's.
    expect(status.createdAt.slice(0, 10)).toBe('2026-03-02');

    const ok = await fetchFeed(first);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ok.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    // A new address revokes the one before.
    const second = await newFeed(angajat);
    expect(second).not.toBe(first);
    const revoked = await fetchFeed(first);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ err: 404, payload: null, message: CALENDAR_MSG.feedNotFound, reason: 'calendar.feedNotFound' });
    expect((await fetchFeed(second)).statusCode).toBe(200);

    // Revoked on request: the address answers 404, and the account has none.
    const gone = await t.call('POST', '/api/calendar/feed/delete', { token: angajat });
    expect(gone.body.payload).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/calendar/feed', { token: angajat })).body.payload.active).toBe(false);
  });

  it("is each person's own: one person's new address leaves another's working", async () => {
    const mine = await newFeed(angajat);
    const theirs = await newFeed(ambele);
    expect((await fetchFeed(mine)).statusCode).toBe(200);
    expect((await fetchFeed(theirs)).statusCode).toBe(200);
  });

  it('answers an unknown or malformed secret 404 (or 400), never 500', async () => {
    const unknown = await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().reason).toBe('calendar.feedNotFound');
    for (const path of ['x', '', '%00', 'a%2F..%2Fb', '%ZZ', 'é'.repeat(30), 'A'.repeat(900), "'%20OR%201=1--", 'A'.repeat(42) + '+']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/calendar/${path}.ics` });
      expect([400, 404], path).toContain(r.statusCode);
      expect(r.json().err, path).toBe(r.statusCode);
    }
  });

  it('needs a session to be made or revoked', async () => {
    expect((await t.call('POST', '/api/calendar/feed')).status).toBe(401);
    expect((await t.call('POST', '/api/calendar/feed/delete')).status).toBe(401);
    expect((await t.call('GET', '/api/calendar/feed')).status).toBe(401);
  });
});

describe('the secret address ends with the password (#38 point 5)', () => {
  /** A person with an address that answers, their old session and the address. */
  async function withFeed() {
    const p = await aPerson(t, { groups: [fin] });
    const url = await newFeed(p.token);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    return { ...p, url };
  }
  const revoked = async (url: string) => {
    const r = await fetchFeed(url);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ err: 404, reason: 'calendar.feedNotFound' });
  };
  /** The person makes a new address from the menu, which answers; the old one stays revoked. */
  async function makesANewOne(token: string, old: string) {
    expect((await t.call('GET', '/api/calendar/feed', { token })).body.payload).toEqual({ active: false, createdAt: null });
    const fresh = await newFeed(token);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    await revoked(old);
  }

  it('is revoked when the person changes their password', async () => {
    const p = await withFeed();
    const changed = await t.call('POST', '/api/users/changePassword', {
      token: p.token,
      body: { user: p.username, oldPassword: p.password, newPassword: 'parola-noua-1' },
    });
    expect(changed.body.err).toBe(0);
    await revoked(p.url);
    await makesANewOne(await t.login(p.username, 'parola-noua-1'), p.url);
  });

  it('is revoked when the password is reset through the e-mailed link', async () => {
    const p = await withFeed();
    expect((await t.call('POST', '/api/users/sendResetEmail', { body: { email: p.email } })).body.err).toBe(0);
    await t.ctx.outbox.drain();
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(p.email) && /reset-password\//.test(m.text ?? ''));
    const token = /reset-password\/([\w-]+)/.exec(mail.text ?? '')![1];
    expect((await t.call('POST', '/api/users/resetPassword', { body: { token, password: 'parola-resetata' } })).body.err).toBe(0);
    await revoked(p.url);
    await makesANewOne(await t.login(p.username, 'parola-resetata'), p.url);
  });

  it("is revoked by an administrator's random password", async () => {
    const admin = await aPerson(t, { role: 'admin' });
    const p = await withFeed();
    const r = await t.call('POST', '/api/users/setRandomPassword', { token: admin.token, body: { uuid: p.uuid } });
    expect(r.body.err).toBe(0);
    await revoked(p.url);
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(p.email) && /Parola nouă:/.test(m.text ?? ''));
    await makesANewOne(await t.login(p.username, /Parola nouă: (\S+)/.exec(mail.text ?? '')![1]), p.url);
  });

  it('is revoked by the deletion of the account, not only hidden while it is not valid', async () => {
    const admin = await aPerson(t, { role: 'admin' });
    const p = await withFeed();
    expect((await t.call('POST', '/api/users/delete', { token: admin.token, body: { uuid: p.uuid } })).body.err).toBe(0);
    await revoked(p.url);
    // Made valid again (as a later issue's reactivation will), the account has no address until its owner makes one.
    await t.ctx.db.query('UPDATE users SET valid = true WHERE uuid = $1', [p.uuid]);
    await revoked(p.url);
  });

  it('leaves the address of someone whose password did not change, and of one whose change was refused', async () => {
    const other = await withFeed();
    const p = await withFeed();
    const changed = await t.call('POST', '/api/users/changePassword', {
      token: p.token,
      body: { user: p.username, oldPassword: p.password, newPassword: 'parola-noua-2' },
    });
    expect(changed.body.err).toBe(0);
    expect((await fetchFeed(other.url)).statusCode).toBe(200);
    // A wrong old password changes nothing, so the address stays.
    const q = await withFeed();
    const refused = await t.call('POST', '/api/users/changePassword', {
      token: q.token,
      body: { user: q.username, oldPassword: 'gresita', newPassword: 'parola-noua-3' },
    });
    expect(refused.body.reason).toBe('app.oldPasswordWrong');
    expect((await fetchFeed(q.url)).statusCode).toBe(200);
  });
});

describe("the feed's events", () => {
  let url: string;
  let room: string;

  beforeAll(async () => {
    url = await newFeed(ambele);
    room = (await aRoom(t, { floor, groups: [fin] })).id;
  });

  const bookRoom = async (day: string) => {
    const r = await t.call('POST', '/api/reservations/conference-rooms/update', {
      token: ambele,
      body: { conferenceRoomId: room, dateBegin: bucharestInstant(day, 9).toISOString(), dateEnd: bucharestInstant(day, 10).toISOString() },
    });
    expect(r.body.err, r.body.message).toBe(0);
    return r.body.payload._id as string;
  };

  it('puts rooms booked at 09:00 on 27 and 30 March at 07:00Z and 06:00Z, across the summer-time change', async () => {
    const friday = await bookRoom('2026-03-27');
    const monday = await bookRoom('2026-03-30');
    const list = await events(url);
    const [f, m] = [byUid(list, `room-${friday}@localhost`)!, byUid(list, `room-${monday}@localhost`)!];
    expect(f.startDate.toJSDate().toISOString()).toBe('2026-03-27T07:00:00.000Z');
    expect(f.endDate.toJSDate().toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(m.startDate.toJSDate().toISOString()).toBe('2026-03-30T06:00:00.000Z');
    const { rows } = await t.ctx.db.query<{ name: string; floor: number }>('SELECT name, floor FROM rooms WHERE id = $1', [room]);
    expect(f.summary).toBe(/^Sala\b/.test(rows[0].name) ? rows[0].name : `Sala ${rows[0].name}`);
    expect(f.location).toBe(`CityOffices, etajul ${rows[0].floor}`);
  });

  it('shows a desk as an all-day event, keeps its UID across fetches, and grows SEQUENCE when it changes', async () => {
    const desk = await aDesk(t, { floor, groups: [fin] });
    const booked = await t.call('POST', '/api/reservations/desks/update', {
      token: ambele,
      body: { deskId: desk, reservationDate: '2026-03-04' },
    });
    expect(booked.body.err, booked.body.message).toBe(0);
    const id = booked.body.payload._id as string;
    const uid = `desk-${id}@localhost`;
    const before = byUid(await events(url), uid)!;
    expect(before.summary).toBe(`Birou ${desk}`);
    expect(before.location).toBe(`CityOffices, etajul ${desk.split('-')[0]}`);
    expect(before.startDate.isDate).toBe(true);
    expect(before.startDate.toString()).toBe('2026-03-04');
    expect(before.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const again = byUid(await events(url), uid)!;
    expect(again.sequence).toBe(before.sequence);

    // Cancelled (more than 24 hours ahead): the same event, a higher SEQUENCE, STATUS:CANCELLED.
    expect((await t.call('POST', '/api/reservations/desks/delete', { token: ambele, body: { _id: id } })).body.err).toBe(0);
    const cancelled = byUid(await events(url), uid)!;
    expect(cancelled.sequence).toBeGreaterThan(before.sequence);
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');

    // A cancellation older than 30 days is left out.
    await t.ctx.db.query("UPDATE desk_reservations SET cancelled_at = now() - interval '31 days' WHERE id = $1", [id]);
    expect(byUid(await events(url), uid)).toBeUndefined();
  });

  it('grows the SEQUENCE of a room booking moved to another time', async () => {
    const id = await bookRoom('2026-03-25');
    const uid = `room-${id}@localhost`;
    const before = byUid(await events(url), uid)!;
    const moved = await t.call('POST', '/api/reservations/conference-rooms/update', {
      token: ambele,
      body: {
        _id: id,
        dateBegin: bucharestInstant('2026-03-25', 11).toISOString(),
        dateEnd: bucharestInstant('2026-03-25', 12).toISOString(),
      },
    });
    expect(moved.body.err, moved.body.message).toBe(0);
    const after = byUid(await events(url), uid)!;
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-03-25T09:00:00.000Z');
  });

  it("shows tower requests all day, with their state's words, and a cancelled one as CANCELLED", async () => {
    const car = await aCar(t, { person: ambeleUuid });
    const asked = await t.call('POST', '/api/reservations/parking/add', {
      token: ambele,
      body: { reservation_dates: ['2026-03-09', '2026-03-10'], car_id: car.id },
    });
    expect(asked.body.err, asked.body.message).toBe(0);
    const [monday, tuesday] = asked.body.payload as { _id: string }[];
    expect((await t.call('GET', `/api/reservations/parking/delete/${tuesday._id}`, { token: ambele })).body.err).toBe(0);
    const list = await events(url);
    const m = byUid(list, `parking-${monday._id}@localhost`)!;
    expect([m.summary, m.description, m.startDate.toString(), m.component.getFirstPropertyValue('status')]).toEqual([
      'Parcare Turn',
      'În așteptare',
      '2026-03-09',
      'TENTATIVE',
    ]);
    const tu = byUid(list, `parking-${tuesday._id}@localhost`)!;
    expect([tu.description, tu.component.getFirstPropertyValue('status')]).toEqual(['Anulată', 'CANCELLED']);
  });

  it('reaches back 60 days from the app clock, and no further', async () => {
    // A past for ambele: a desk 20 days back, inside the window, and one 70 days back, before it (2 March − 60 days).
    const desk = await aDesk(t, { floor, groups: [fin] });
    const inside = await aBooking(t, { person: ambeleUuid, desk, day: '2026-02-10', group: fin });
    const outside = await aBooking(t, { person: ambeleUuid, desk, day: '2025-12-22', group: fin });
    const list = await events(url);
    expect(byUid(list, `desk-${inside}@localhost`)?.startDate.toString()).toBe('2026-02-10');
    expect(byUid(list, `desk-${outside}@localhost`)).toBeUndefined();
    expect(list.map((e) => e.startDate.toString().slice(0, 10)).every((d) => d >= '2026-01-01')).toBe(true);
  });
});
