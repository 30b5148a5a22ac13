import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextWorkingDay } from '../../domain/desks/rules.js';
import { bucharestDay, bucharestInstant } from '../../domain/time.js';
import { deskHelpers } from '../test/desks.js';
import { aDesk, aFloor, aGroup, aPerson, aRoom, unique, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The e-mails and the .ics texts in the person's language (decisions §22, issue #40 point 4), received
// by a real SMTP server on loopback and read by a real iCalendar parser: Emma reads English, Radu
// Romanian (the default). Each e-mail is asserted in both: the Romanian text is the one it always was.
// Starts Monday 2 March 2026, 10:00 Bucharest; the auto-release's test moves the clock to 4 March, so
// each test takes its days from the clock or far enough ahead, whatever order the run shuffles them in.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let group: Group;
let floor: Floor;
let emma: Person;
let radu: Person;
let room: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  group = await aGroup(t);
  floor = await aFloor(t);
  for (let i = 0; i < 4; i++) await aDesk(t, { floor, groups: [group] });
  room = await aRoom(t, { floor, groups: [group], name: unique('Delta ') });
  emma = await aPerson(t, { groups: [group], name: 'Emma English', language: 'en' });
  radu = await aPerson(t, { groups: [group], name: 'Radu Român' });
});
afterAll(() => t.close());

const to = (m: ParsedMail, p: Person) => JSON.stringify(m.to).includes(p.email);
/** The one e-mail to `p` that matches, once the outbox has sent everything enqueued. */
async function mailTo(p: Person, pred: (m: ParsedMail) => boolean): Promise<ParsedMail> {
  await t.ctx.outbox.drain();
  const found = t.smtp.messages.filter((m) => to(m, p) && pred(m));
  expect(found).toHaveLength(1);
  return found[0];
}
/** The one calendar file of an e-mail, with its name, parsed to its one event. */
function calendarOf(m: ParsedMail) {
  const files = m.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(files).toHaveLength(1);
  const cal = new ICAL.Component(ICAL.parse(files[0].content.toString('utf8')));
  const [event, ...more] = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(more).toEqual([]);
  return { filename: files[0].filename, event };
}
async function bookDesk(p: Person, day: string): Promise<{ id: string; deskId: string }> {
  const [deskId] = await h.freeDesks(p.token, group.id, day);
  const r = await h.book(p.token, { deskId, reservationDate: day });
  expect(r.body.err, r.body.message).toBe(0);
  return { id: r.body.payload._id as string, deskId };
}
/** A room reservation of `p` on 27 March 2026 from `hour` for an hour and a half; its id. */
async function bookRoom(p: Person, hour: number): Promise<string> {
  const r = await t.call('POST', '/api/reservations/conference-rooms/update', {
    token: p.token,
    body: {
      conferenceRoomId: room.id,
      dateBegin: bucharestInstant('2026-03-27', hour).toISOString(),
      dateEnd: bucharestInstant('2026-03-27', hour + 1, 30).toISOString(),
    },
  });
  expect(r.body.err, r.body.message).toBe(0);
  return r.body.payload._id as string;
}
async function moveTo(at: string) {
  await t.moveClock(at);
}

describe('the reminder of a desk and its .ics', () => {
  it('speaks each holder’s language, the auto-release notice included', () =>
    h.withSettings({ autoReleaseHour: 10 }, async () => {
      // The next working day's reminders have gone out already: these are e-mailed at once.
      const day = nextWorkingDay(bucharestDay(t.clock.now()));
      const [yyyy, mm, dd] = day.split('-');
      const [enDay, roDay] = [`${dd}/${mm}/${yyyy}`, `${dd}.${mm}.${yyyy}`];
      const en = await bookDesk(emma, day);
      const ro = await bookDesk(radu, day);

      const english = await mailTo(emma, (m) => (m.text ?? '').includes(en.id));
      expect(english.subject).toBe(`Confirm your booking of desk ${en.deskId} for ${enDay}`);
      expect(english.text).toContain('Hello Emma English,');
      expect(english.text).toContain(`You have booked desk ${en.deskId} for ${enDay}.`);
      expect(english.text).toContain(`Confirm your presence: http://localhost:3000/confirmation/${en.id}`);
      expect(english.text).toContain('Confirm your presence by 10:00, otherwise the booking is cancelled automatically.');
      expect(english.text).toContain(`If you are no longer coming, cancel the booking: http://localhost:3000/cancelation/${en.id}`);
      expect(english.html).toContain(`You have booked desk <b>${en.deskId}</b> for <b>${enDay}</b>.`);
      const enIcs = calendarOf(english);
      expect(enIcs.filename).toBe('booking.ics');
      expect(enIcs.event.uid).toBe(`desk-${en.id}@localhost`);
      expect(enIcs.event.summary).toBe(`Desk ${en.deskId}`);
      expect(enIcs.event.location).toBe(`CityOffices, floor ${floor.floor}`);
      expect(enIcs.event.startDate.toString()).toBe(day);

      const romanian = await mailTo(radu, (m) => (m.text ?? '').includes(ro.id));
      expect(romanian.subject).toBe(`Confirmați rezervarea biroului ${ro.deskId} pentru ${roDay}`);
      expect(romanian.text).toBe(
        'Bună ziua, Radu Român,\n\n' +
          `Aveți rezervat biroul ${ro.deskId} pentru ${roDay}.\n` +
          `Confirmați prezența: http://localhost:3000/confirmation/${ro.id}\n` +
          'Confirmați prezența până la ora 10:00, altfel rezervarea se anulează automat.\n' +
          `Dacă nu mai veniți, anulați rezervarea: http://localhost:3000/cancelation/${ro.id}\n\n` +
          'O rezervare nefolosită și neanulată se înregistrează ca absență.\n',
      );
      const roIcs = calendarOf(romanian);
      expect(roIcs.filename).toBe('rezervare.ics');
      expect(roIcs.event.summary).toBe(`Birou ${ro.deskId}`);
      expect(roIcs.event.location).toBe(`CityOffices, etajul ${floor.floor}`);
    }));
});

describe('the auto-release e-mail', () => {
  it('tells each holder in their language', () =>
    h.withSettings({ autoReleaseHour: 10 }, async () => {
      const en = await bookDesk(emma, '2026-03-04');
      const ro = await bookDesk(radu, '2026-03-04');
      await moveTo('2026-03-04T08:30:00Z');

      const english = await mailTo(emma, (m) => /cancelled automatically$/.test(m.subject ?? '') && (m.text ?? '').includes('04/03/2026'));
      expect(english.subject).toBe(`Your booking of desk ${en.deskId} was cancelled automatically`);
      expect(english.text).toBe(
        'Hello Emma English,\n\n' +
          `The booking of desk ${en.deskId} on 04/03/2026 was cancelled automatically: presence was not confirmed by 10:00.\n` +
          'The desk has been freed for your colleagues. A booking cancelled automatically is recorded as an absence.\n',
      );

      const romanian = await mailTo(radu, (m) => /anulată automat$/.test(m.subject ?? '') && (m.text ?? '').includes('04.03.2026'));
      expect(romanian.subject).toBe(`Rezervarea biroului ${ro.deskId} a fost anulată automat`);
      expect(romanian.text).toBe(
        'Bună ziua, Radu Român,\n\n' +
          `Rezervarea biroului ${ro.deskId} din 04.03.2026 a fost anulată automat: prezența nu a fost confirmată până la ora 10:00.\n` +
          'Biroul a fost eliberat pentru colegi. Rezervarea anulată automat se înregistrează ca absență.\n',
      );
    }));
});

describe('the password reset e-mail', () => {
  it('speaks the language of the account it resets', async () => {
    for (const p of [emma, radu])
      expect((await t.call('POST', '/api/users/sendResetEmail', { body: { email: p.email } })).body.err).toBe(0);

    const english = await mailTo(emma, (m) => (m.text ?? '').includes('/reset-password/'));
    expect(english.subject).toBe('Password reset');
    expect(english.text).toMatch(
      /^Hello Emma English,\n\nYou asked to reset your password\. Open the link below to choose a new password:\nhttp:\/\/localhost:3000\/reset-password\/\S+\n\nThe link is valid for one hour/,
    );
    expect(english.html).toContain('>Choose a new password</a>');

    const romanian = await mailTo(radu, (m) => (m.text ?? '').includes('/reset-password/'));
    expect(romanian.subject).toBe('Resetarea parolei');
    expect(romanian.text).toMatch(
      /^Bună ziua, Radu Român,\n\nAți cerut resetarea parolei\. Deschideți linkul de mai jos pentru a alege o parolă nouă:\nhttp:\/\/localhost:3000\/reset-password\/\S+\n\nLinkul este valabil o oră și poate fi folosit o singură dată\. Dacă nu ați cerut resetarea, ignorați acest mesaj\.\n$/,
    );
  });
});

describe('the room booking’s confirmation and its .ics', () => {
  it('speaks the booker’s language, the event’s words too; its UID and times are the same', async () => {
    const enId = await bookRoom(emma, 9);
    const roId = await bookRoom(radu, 13);

    const english = await mailTo(emma, (m) => /^Booking confirmed/.test(m.subject ?? ''));
    expect(english.subject).toBe(`Booking confirmed: Room ${room.name}, 27/03/2026, 09:00–10:30`);
    expect(english.text).toBe(
      'Hello Emma English,\n\n' +
        `You have booked Room ${room.name} (CityOffices, floor ${floor.floor}) on 27/03/2026, from 09:00 to 10:30.\n` +
        'The event is attached: open it to add it to your calendar (Outlook, Google Calendar).\n',
    );
    const enIcs = calendarOf(english);
    expect(enIcs.filename).toBe('booking.ics');
    expect(enIcs.event.uid).toBe(`room-${enId}@localhost`);
    expect(enIcs.event.summary).toBe(`Room ${room.name}`);
    expect(enIcs.event.location).toBe(`CityOffices, floor ${floor.floor}`);
    expect(enIcs.event.startDate.toJSDate().toISOString()).toBe('2026-03-27T07:00:00.000Z');

    const romanian = await mailTo(radu, (m) => /^Rezervare confirmată/.test(m.subject ?? ''));
    expect(romanian.subject).toBe(`Rezervare confirmată: Sala ${room.name}, 27.03.2026, 13:00–14:30`);
    expect(romanian.text).toBe(
      'Bună ziua, Radu Român,\n\n' +
        `Ați rezervat Sala ${room.name} (CityOffices, etajul ${floor.floor}) pe 27.03.2026, între 13:00 și 14:30.\n` +
        'Evenimentul este atașat: deschideți-l pentru a-l adăuga în calendarul dumneavoastră (Outlook, Google Calendar).\n',
    );
    const roIcs = calendarOf(romanian);
    expect(roIcs.filename).toBe('rezervare.ics');
    expect(roIcs.event.uid).toBe(`room-${roId}@localhost`);
    expect(roIcs.event.summary).toBe(`Sala ${room.name}`);
    expect(roIcs.event.location).toBe(`CityOffices, etajul ${floor.floor}`);
  });
});

describe('the calendar feed', () => {
  async function feedOf(p: Person) {
    const r = await t.call('POST', '/api/calendar/feed', { token: p.token });
    expect(r.status).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: (r.body.payload.url as string).replace('http://localhost:3000', '') });
    expect(got.statusCode).toBe(200);
    const cal = new ICAL.Component(ICAL.parse(got.body));
    return { name: cal.getFirstPropertyValue('x-wr-calname'), events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
  }

  it('of an English person is in English, of a Romanian one in Romanian: the same events', async () => {
    // Two people of their own, each with a desk and a room booked, whatever the other tests did.
    const ellen = await aPerson(t, { groups: [group], name: 'Ellen English', language: 'en' });
    const rodica = await aPerson(t, { groups: [group], name: 'Rodica Română' });
    const day = nextWorkingDay(bucharestDay(t.clock.now()));
    for (const [p, hour] of [
      [ellen, 15],
      [rodica, 17],
    ] as const) {
      await bookDesk(p, day);
      await bookRoom(p, hour);
    }
    const en = await feedOf(ellen);
    expect(en.name).toBe('My bookings');
    const enRoom = en.events.find((e) => e.uid.startsWith('room-'))!;
    expect(enRoom.summary).toBe(`Room ${room.name}`);
    expect(enRoom.location).toBe(`CityOffices, floor ${floor.floor}`);
    const enDesks = en.events.filter((e) => e.uid.startsWith('desk-'));
    expect(enDesks.length).toBeGreaterThan(0);
    for (const e of enDesks) {
      expect(e.summary).toMatch(/^Desk /);
      expect(e.location).toBe(`CityOffices, floor ${floor.floor}`);
    }

    const ro = await feedOf(rodica);
    expect(ro.name).toBe('Rezervările mele');
    expect(ro.events.find((e) => e.uid.startsWith('room-'))!.summary).toBe(`Sala ${room.name}`);
    for (const e of ro.events.filter((x) => x.uid.startsWith('desk-'))) {
      expect(e.summary).toMatch(/^Birou /);
      expect(e.location).toBe(`CityOffices, etajul ${floor.floor}`);
    }
  });
});
