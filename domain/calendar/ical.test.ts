import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '../time.js';
import { deskEvent, parkingEvent, roomEvent, roomTitle } from './bookings.js';
import { escapeText, foldLine, icalendar, type IcalEvent } from './ical.js';

// The iCalendar writer read back by a real parser (ical.js): what a calendar client would show.

const parse = (text: string) => {
  const cal = new ICAL.Component(ICAL.parse(text));
  return { cal, events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
};
const utf8 = (s: string) => new TextEncoder().encode(s).length;

const room = (day: string, id: string): IcalEvent =>
  roomEvent(
    {
      id,
      name: 'Sala Dunărea',
      floor: 4,
      begin: bucharestInstant(day, 9),
      end: bucharestInstant(day, 10, 30),
      status: 'booked',
      sequence: 0,
    },
    'example.ro',
  );

describe('the iCalendar writer', () => {
  it('writes one VCALENDAR a parser reads: PRODID, VERSION 2.0, the Bucharest VTIMEZONE, CRLF line ends', () => {
    const text = icalendar({ stamp: new Date('2026-03-02T08:00:00Z'), events: [], name: 'Rezervările mele' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { cal } = parse(text);
    expect(cal.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Rezervările mele');
    const tz = cal.getFirstSubcomponent('vtimezone')!;
    expect(tz.getFirstPropertyValue('tzid')).toBe('Europe/Bucharest');
    expect(tz.getFirstSubcomponent('daylight')!.getFirstPropertyValue('tzname')).toBe('EEST');
    expect(tz.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzname')).toBe('EET');
  });

  it('puts a room booked at 09:00 Bucharest on 27 and on 30 March 2026 at 07:00Z and 06:00Z: the summer-time change between them', () => {
    const text = icalendar({ stamp: new Date(), events: [room('2026-03-27', 'a'), room('2026-03-30', 'b')] });
    // Written as the Bucharest wall clock, the zone named (not converted to UTC by the writer).
    expect(text).toContain('DTSTART;TZID=Europe/Bucharest:20260327T090000');
    expect(text).toContain('DTSTART;TZID=Europe/Bucharest:20260330T090000');
    const [friday, monday] = parse(text).events;
    expect(friday.startDate.toJSDate().toISOString()).toBe('2026-03-27T07:00:00.000Z');
    expect(friday.endDate.toJSDate().toISOString()).toBe('2026-03-27T08:30:00.000Z');
    expect(monday.startDate.toJSDate().toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(monday.summary).toBe('Sala Dunărea');
    expect(monday.location).toBe('CityOffices, etajul 4');
  });

  it('also reads the autumn change: 09:00 on 23 October is 06:00Z, on 26 October 07:00Z', () => {
    const [before, after] = parse(icalendar({ stamp: new Date(), events: [room('2026-10-23', 'a'), room('2026-10-26', 'b')] })).events;
    expect(before.startDate.toJSDate().toISOString()).toBe('2026-10-23T06:00:00.000Z');
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-10-26T07:00:00.000Z');
  });

  it('writes a desk as an all-day event of its day, with its UID, SEQUENCE and status', () => {
    const e = deskEvent(
      { id: 'd1', deskId: '4-12', floor: 4, day: '2026-03-27', status: 'cancelled', sequence: 3, parkingSpot: true },
      'example.ro',
    );
    const [desk] = parse(icalendar({ stamp: new Date(), events: [e] })).events;
    expect(desk.uid).toBe('desk-d1@example.ro');
    expect(desk.summary).toBe('Birou 4-12');
    expect(desk.location).toBe('CityOffices, etajul 4');
    expect(desk.startDate.isDate).toBe(true);
    expect(desk.startDate.toString()).toBe('2026-03-27');
    // DTEND of an all-day event is the next day (exclusive).
    expect(desk.endDate.toString()).toBe('2026-03-28');
    expect(desk.sequence).toBe(3);
    expect(desk.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it("writes a tower request with its state's words", () => {
    const events = [
      parkingEvent({ id: 'p1', day: '2026-03-27', type: 1, confirmed: false, sequence: 0 }, 'h', '2026-03-02'),
      parkingEvent({ id: 'p2', day: '2026-03-27', type: 0, confirmed: false, sequence: 0 }, 'h', '2026-03-02'),
      // A second-round request not confirmed, its day over: 'Absent'.
      parkingEvent({ id: 'p3', day: '2026-03-01', type: 2, confirmed: false, sequence: 0 }, 'h', '2026-03-02'),
      parkingEvent({ id: 'p4', day: '2026-03-27', type: 5, confirmed: false, sequence: 1 }, 'h', '2026-03-02'),
    ];
    const parsed = parse(icalendar({ stamp: new Date(), events })).events;
    expect(parsed.map((e) => [e.summary, e.description, e.component.getFirstPropertyValue('status')])).toEqual([
      ['Parcare Turn', 'Rezervare prima rundă', 'CONFIRMED'],
      ['Parcare Turn', 'În așteptare', 'TENTATIVE'],
      ['Parcare Turn', 'Absent', null],
      ['Parcare Turn', 'Anulată', 'CANCELLED'],
    ]);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text, and the parser reads them back', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const summary = 'Sala „Mare”, etaj; 4\\5\nrândul doi';
    const [e] = parse(icalendar({ stamp: new Date(), events: [{ uid: 'x', sequence: 0, summary, when: { day: '2026-03-02' } }] })).events;
    expect(e.summary).toBe(summary);
  });

  it('drops control characters of a stored name (issue #38, point 7): no BEL, ESC, DEL or C1 reaches a calendar', () => {
    expect(escapeText('Sala\u0007 \u001b[31mMare\u007f\u009b')).toBe('Sala [31mMare');
    const summary = 'Sala\u0007 Mare\u001b\tE4\nrândul doi';
    const text = icalendar({ stamp: new Date(), events: [{ uid: 'x', sequence: 0, summary, when: { day: '2026-03-02' } }] });
    // Nothing but the lines' own CRLF and the tab of the value (RFC 5545 §3.1 allows it).
    expect(text.replace(/\r\n/g, '').replace(/\t/g, '')).not.toMatch(/\p{Cc}/u);
    expect(parse(text).events[0].summary).toBe('Sala Mare\tE4\nrândul doi');
  });

  it('folds lines at 75 octets without splitting a character, and the parser joins them', () => {
    const long = 'Șședință de planificare a bugetului pentru anul următor, cu toți șefii de departament ăîâșț'.repeat(3);
    const folded = foldLine(`SUMMARY:${long}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const [i, line] of lines.entries()) {
      expect(utf8(line)).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
      // No character broken in two: each line is valid UTF-8 on its own.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    }
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${long}`);
    const [e] = parse(
      icalendar({ stamp: new Date(), events: [{ uid: 'x', sequence: 0, summary: long, when: { day: '2026-03-02' } }] }),
    ).events;
    expect(e.summary).toBe(long);
  });

  it("names a room 'Sala {name}' unless its name already says so", () => {
    expect(roomTitle('AMFITEATRU')).toBe('Sala AMFITEATRU');
    expect(roomTitle('Sala Olt')).toBe('Sala Olt');
    expect(roomTitle('Salamandra')).toBe('Sala Salamandra');
  });
});
