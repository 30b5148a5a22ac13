import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bucharestInstant } from '../../domain/time.js';
import { aFloor, aGroup, aPerson, aRoom, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// A room and a person whose names were stored before control characters were refused (issue #38,
// point 7), written straight into the database as old data would be: the room booking's e-mail
// (subject, text, HTML, its .ics), received by a real SMTP server on loopback, and the calendar
// feed hold no BEL, ESC, DEL or C1 character. Starts Monday 2 March 2026, 10:00 Bucharest.
let t: TestApp;
let booker: Person;
let room: { id: string; name: string };

const CLEAN_ROOM = 'Sala Dunărea Mare[0m';
/** A control character a text must not hold: any but the tab and the line breaks its own format writes. */
const CONTROL = /[^\P{Cc}\t\r\n]/u;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  const group = await aGroup(t);
  room = await aRoom(t, { floor: await aFloor(t), groups: [group], name: 'Dunărea\u0007 Mare\u001b[0m\u009b' });
  booker = await aPerson(t, { groups: [group], name: 'Ana\u0007 \u001b[1mPopescu\u009b\u007f' });
  const booked = await t.call('POST', '/api/reservations/conference-rooms/update', {
    token: booker.token,
    body: {
      conferenceRoomId: room.id,
      dateBegin: bucharestInstant('2026-03-27', 9).toISOString(),
      dateEnd: bucharestInstant('2026-03-27', 10, 30).toISOString(),
    },
  });
  expect(booked.body.err, booked.body.message).toBe(0);
});
afterAll(() => t.close());

const summaries = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);

it("e-mails the room booking's confirmation without the control characters of the stored names, its .ics included", async () => {
  await t.ctx.outbox.drain();
  const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(booker.email) && /Rezervare confirmată/.test(m.subject ?? ''));
  expect(mail.subject).toBe(`Rezervare confirmată: ${CLEAN_ROOM}, 27.03.2026, 09:00–10:30`);
  expect(mail.text).toContain('Bună ziua, Ana [1mPopescu,');
  expect(mail.text).toContain(CLEAN_ROOM);
  for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(CONTROL);
  const [file] = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  const ics = file.content.toString('utf8');
  expect(ics).not.toMatch(CONTROL);
  expect(summaries(ics)).toEqual([CLEAN_ROOM]);
});

it('writes the calendar feed without the control characters of a stored room name', async () => {
  const url = (await t.call('POST', '/api/calendar/feed', { token: booker.token })).body.payload.url as string;
  const res = await t.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', '') });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toMatch(CONTROL);
  expect(summaries(res.body)).toEqual([CLEAN_ROOM]);
});
