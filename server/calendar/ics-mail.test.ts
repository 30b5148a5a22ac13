import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bucharestInstant } from '../../domain/time.js';
import { aDesk, aFloor, aGroup, aPerson, aRoom, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The .ics of the e-mails (issue #27, point 4), received by a real SMTP server on loopback and read
// by a real iCalendar parser: the desk's reminder and the room booking's confirmation each carry
// their event, with the UID the calendar feed gives it. Starts Monday 2 March 2026, 10:00 Bucharest.
let t: TestApp;
let angajat: Person;
let desk: string;
let room: { id: string; floor: number };

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  const group = await aGroup(t);
  const floor = await aFloor(t);
  desk = await aDesk(t, { floor, groups: [group] });
  room = { id: (await aRoom(t, { floor, groups: [group] })).id, floor: floor.floor };
  angajat = await aPerson(t, { groups: [group] });
});
afterAll(() => t.close());

const to = (m: ParsedMail, address: string) => JSON.stringify(m.to).includes(address);

/** The one calendar file of an e-mail, parsed: its METHOD and its one event. */
function calendarOf(m: ParsedMail) {
  const files = m.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(files).toHaveLength(1);
  expect(files[0].filename).toBe('rezervare.ics');
  const text = files[0].content.toString('utf8');
  expect(text).toMatch(/\r\nEND:VCALENDAR\r\n$/);
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(1);
  return { method: cal.getFirstPropertyValue('method'), event: events[0] };
}

it("attaches the desk's day as an .ics to the reminder", async () => {
  const booked = await t.call('POST', '/api/reservations/desks/update', {
    token: angajat.token,
    body: { deskId: desk, reservationDate: '2026-03-03' },
  });
  expect(booked.body.err, booked.body.message).toBe(0);
  const id = booked.body.payload._id as string;
  // Tuesday's reminders went out last Thursday at 18:00 (two working days before): this one is e-mailed at once.
  await t.ctx.outbox.drain();
  const mail = await t.smtp.waitFor((m) => to(m, angajat.email) && /Confirmați/.test(m.subject ?? ''));
  const { method, event } = calendarOf(mail);
  expect(method).toBe('PUBLISH');
  expect(event.uid).toBe(`desk-${id}@localhost`);
  expect(event.summary).toBe(`Birou ${desk}`);
  expect(event.location).toBe(`CityOffices, etajul ${desk.split('-')[0]}`);
  expect(event.startDate.isDate).toBe(true);
  expect(event.startDate.toString()).toBe('2026-03-03');
  // The text is unchanged: the links are still there.
  expect(mail.text).toContain(`http://localhost:3000/confirmation/${id}`);
});

it('e-mails the booker of a room a confirmation with the booking as an .ics', async () => {
  const booked = await t.call('POST', '/api/reservations/conference-rooms/update', {
    token: angajat.token,
    body: {
      conferenceRoomId: room.id,
      dateBegin: bucharestInstant('2026-03-27', 9).toISOString(),
      dateEnd: bucharestInstant('2026-03-27', 10, 30).toISOString(),
    },
  });
  expect(booked.body.err, booked.body.message).toBe(0);
  const id = booked.body.payload._id as string;
  await t.ctx.outbox.drain();
  const mail = await t.smtp.waitFor((m) => to(m, angajat.email) && /Rezervare confirmată/.test(m.subject ?? ''));
  expect(mail.text).toContain('27.03.2026, între 09:00 și 10:30');
  const { method, event } = calendarOf(mail);
  expect(method).toBe('PUBLISH');
  expect(event.uid).toBe(`room-${id}@localhost`);
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-27T07:00:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-27T08:30:00.000Z');
  expect(event.location).toBe(`CityOffices, etajul ${room.floor}`);
});
