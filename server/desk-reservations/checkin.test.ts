import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKIN_MSG } from '../../domain/desks/checkin.js';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { deskHelpers } from '../test/desks.js';
import { aDesk, aFloor, aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Check-in at the desk and walk-up booking (decisions §13): every case of POST
// /api/reservations/desks/checkin. The clock starts on Monday 2 March 2026, 10:00 in Bucharest;
// bookings are made for Tuesday through the API and the checks run on Tuesday at 09:00. Each
// test's bookings are deleted after it; settings and clock are put back.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let angajat: string, manager: string, ambele: string, turn: string;
let ana: Person, mihai: Person;
let it_: Group, financiar: Group;
const TUE = '2026-03-03';
const TUE_9 = '2026-03-03T07:00:00Z';

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  [it_, financiar] = [await aGroup(t), await aGroup(t)];
  const floor = await aFloor(t);
  for (const g of [it_, it_, it_, it_, financiar, financiar]) await aDesk(t, { floor, groups: [g] });
  ana = await aPerson(t, { name: 'Ana Angajat', groups: [it_] });
  mihai = await aPerson(t, { role: 'manager', name: 'Mihai Manager', groups: [it_], managerOf: [it_] });
  [angajat, manager] = [ana.token, mihai.token];
  ambele = (await aPerson(t, { groups: [financiar], buildings: ['1', '2'] })).token;
  turn = (await aPerson(t, { building: '2' })).token; // of the tower only
});
afterAll(() => t.close());
let restoreCalendar: () => Promise<void>;
beforeEach(async () => {
  restoreCalendar = await h.calendarRestorePoint();
});
afterEach(() => restoreCalendar());

const checkin = (token: string | undefined, body: unknown) => t.call('POST', '/api/reservations/desks/checkin', { token, body });
const mapDesk = async (token: string, deskId: string, day: string) =>
  ((await t.call('GET', `/api/desks?date=${day}`, { token })).body.payload as { deskId: string; status: string; uuid?: string }[]).find(
    (d) => d.deskId === deskId,
  );

describe('check-in at a desk booked for today', () => {
  it('confirms the caller’s booking (busy), then answers that it was already confirmed', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, TUE);
    const booked = (await h.book(angajat, { deskId: desk, reservationDate: TUE })).body.payload;
    await h.withClock(TUE_9, async () => {
      const first = await checkin(angajat, { deskId: desk });
      expect(first.body).toEqual({
        err: 0,
        payload: { action: 'confirmed', reservation: { ...booked, status: 'busy' } },
      });
      expect(first.body.payload.reservation.released).toBe(false);
      const again = await checkin(angajat, { deskId: desk });
      expect(again.body.payload).toMatchObject({ action: 'already', reservation: { _id: booked._id, status: 'busy' } });
      expect((await mapDesk(angajat, desk, TUE))?.status).toBe('busy');
    });
  });

  it('confirms a booking someone else made for the caller', async () => {
    const [desk] = await h.freeDesks(manager, it_.id, TUE);
    const booked = await h.book(manager, { deskId: desk, reservationDate: TUE, uuid: ana.uuid });
    expect(booked.body.err).toBe(0);
    await h.withClock(TUE_9, async () => {
      expect((await checkin(angajat, { deskId: desk })).body.payload).toMatchObject({
        action: 'confirmed',
        reservation: { uuid: ana.uuid, creatorUuid: mihai.uuid, status: 'busy' },
      });
    });
  });

  it('refuses another desk while the caller holds one today (409 checkin.otherDesk), naming theirs', async () => {
    const [mine, other] = await h.freeDesks(angajat, it_.id, TUE);
    expect((await h.book(angajat, { deskId: mine, reservationDate: TUE })).body.err).toBe(0);
    await h.withSettings({ walkUpBooking: 1 }, () =>
      h.withClock(TUE_9, async () => {
        const r = await checkin(angajat, { deskId: other });
        expect(r.status).toBe(409);
        expect(r.body).toMatchObject({ reason: 'checkin.otherDesk', message: `Aveți deja rezervat biroul ${mine} pentru azi.` });
        expect((await mapDesk(angajat, other, TUE))?.status).toBe('free');
      }),
    );
  });

  it('refuses a desk someone else holds today (409 checkin.taken), naming them', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, TUE);
    expect((await h.book(angajat, { deskId: desk, reservationDate: TUE })).body.err).toBe(0);
    await h.withSettings({ walkUpBooking: 1 }, () =>
      h.withClock(TUE_9, async () => {
        const r = await checkin(manager, { deskId: desk });
        expect(r.status).toBe(409);
        expect(r.body).toMatchObject({ reason: 'checkin.taken', message: 'Biroul este rezervat azi de Ana Angajat.' });
        expect(CHECKIN_MSG.taken('Ana Angajat')).toBe(r.body.message);
      }),
    );
  });

  it('does not count a booking of another day', async () => {
    const freeTuesday = await h.freeDesks(angajat, it_.id, TUE);
    const desk = (await h.freeDesks(angajat, it_.id, '2026-03-04')).find((d) => freeTuesday.includes(d))!;
    expect((await h.book(angajat, { deskId: desk, reservationDate: '2026-03-04' })).body.err).toBe(0);
    await h.withClock(TUE_9, async () => {
      expect((await checkin(angajat, { deskId: desk })).body).toMatchObject({ err: 403, reason: 'checkin.walkUpOff' });
    });
  });
});

describe('a free desk', () => {
  it('is refused with walkUpBooking 0, the default (403 checkin.walkUpOff), and stays free', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, TUE);
    await h.withClock(TUE_9, async () => {
      const r = await checkin(angajat, { deskId: desk });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ reason: 'checkin.walkUpOff', message: 'Biroul nu este rezervat de dumneavoastră pentru azi.' });
      expect((await mapDesk(angajat, desk, TUE))?.status).toBe('free');
    });
  });

  it('is booked for today and confirmed at once with walkUpBooking 1; the open map shows it taken', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, TUE);
    await h.withSettings({ walkUpBooking: 1 }, () =>
      h.withClock(TUE_9, async () => {
        // The map of today read (and cached under the day's version) before the walk-up.
        expect((await mapDesk(angajat, desk, TUE))?.status).toBe('free');
        const r = await checkin(angajat, { deskId: desk });
        expect(r.body.err).toBe(0);
        expect(r.body.payload).toMatchObject({
          action: 'booked',
          reservation: {
            deskId: desk,
            day: TUE,
            uuid: ana.uuid,
            creatorUuid: ana.uuid,
            groupId: it_.id,
            status: 'busy',
            parkingSpot: false,
            released: false,
            reservationDate: '2026-03-03T09:00:00.000Z',
          },
        });
        expect(await mapDesk(manager, desk, TUE)).toMatchObject({ status: 'busy', uuid: ana.uuid });
        expect((await checkin(angajat, { deskId: desk })).body.payload.action).toBe('already');
        // One desk a person a day: the walk-up is the desk of the day.
        const [other] = await h.freeDesks(angajat, it_.id, TUE);
        expect((await checkin(angajat, { deskId: other })).body).toMatchObject({ err: 409, reason: 'checkin.otherDesk' });
      }),
    );
  });

  it('is booked under every booking rule but the first day: group, ban and active limit refuse as a booking does', async () => {
    // A person of its own, whom the test bans.
    const walker = await aPerson(t, { groups: [it_] });
    const [finDesk] = await h.freeDesks(ambele, financiar.id, TUE);
    const [it1] = await h.freeDesks(walker.token, it_.id, TUE);
    await h.withSettings({ walkUpBooking: 1 }, () =>
      h.withClock(TUE_9, async () => {
        expect((await checkin(walker.token, { deskId: finDesk })).body).toMatchObject({
          err: 403,
          reason: 'desk.otherGroup',
          message: DESK_MSG.otherGroup,
        });
        await h.withSettings({ maxActiveDesk: 0, walkUpBooking: 1 }, async () => {
          expect((await checkin(walker.token, { deskId: it1 })).body).toMatchObject({ err: 400, reason: 'desk.maxActive' });
        });
        await t.ctx.db.query("INSERT INTO bans (user_uuid, building, since, until) VALUES ($1, '1', $2, $3)", [
          walker.uuid,
          new Date('2026-03-02T00:00:00Z'),
          new Date('2026-03-10T10:00:00Z'),
        ]);
        expect((await checkin(walker.token, { deskId: it1 })).body).toMatchObject({
          err: 403,
          reason: 'desk.banned',
          message: DESK_MSG.banned('2026-03-10'),
        });
        expect((await mapDesk(walker.token, it1, TUE))?.status).toBe('free');
      }),
    );
  });

  it('goes to one of two people walking up to it at once; the other hears who has it', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, TUE);
    await h.withSettings({ walkUpBooking: 1 }, () =>
      h.withClock(TUE_9, async () => {
        const [a, m] = await Promise.all([checkin(angajat, { deskId: desk }), checkin(manager, { deskId: desk })]);
        const won = [a, m].filter((r) => r.body.err === 0);
        const lost = [a, m].filter((r) => r.body.err !== 0);
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        const winner = won[0] === a ? 'Ana Angajat' : 'Mihai Manager';
        expect(lost[0].body).toMatchObject({ err: 409, reason: 'checkin.taken', message: CHECKIN_MSG.taken(winner) });
        const { rows } = await t.ctx.db.query(
          "SELECT count(*)::int AS n FROM desk_reservations WHERE desk_id = $1 AND day = $2 AND status <> 'cancelled'",
          [desk, TUE],
        );
        expect(rows[0]).toEqual({ n: 1 });
      }),
    );
  });
});

describe('refusals of the request itself', () => {
  it('refuses a weekend day (400) and an unknown desk (404)', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, TUE);
    await h.withSettings({ walkUpBooking: 1 }, async () => {
      await h.withClock('2026-03-07T08:00:00Z', async () => {
        expect((await checkin(angajat, { deskId: desk })).body).toMatchObject({
          err: 400,
          reason: 'checkin.weekend',
          message: CHECKIN_MSG.weekend,
        });
      });
      await h.withClock(TUE_9, async () => {
        expect((await checkin(angajat, { deskId: '9-999' })).body).toMatchObject({ err: 404, reason: 'desk.deskNotFound' });
      });
    });
  });

  it('is for users of building 1: the tower-only user gets 403, a stranger 401', async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, TUE);
    expect((await checkin(turn, { deskId: desk })).status).toBe(403);
    expect((await checkin(undefined, { deskId: desk })).status).toBe(401);
  });

  it('answers malformed input with 400: no deskId, a number, a huge or ill-formed string', async () => {
    for (const body of [{}, { deskId: 412 }, { deskId: '4-'.padEnd(100_000, '1') }, { deskId: 'abc' }, { deskId: null }, []]) {
      const r = await checkin(angajat, body);
      expect(r.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(r.body.message).toBeTruthy();
    }
  });
});
