import type { MailMessage } from './mailer.js';
import { mailWords, type Recipient } from './words/index.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The confirmation of a room booking (issue #27, point 4: it carries the booking's .ics), in the
 * booker's language (decisions §22). The specifications e-mail none; the booker gets this one,
 * once, when the booking is made. `roomName` as the room is named, `day` YYYY-MM-DD, hours '09:30'.
 */
export function roomBookedMail(
  to: Recipient,
  o: { roomName: string; place: string; day: string; from: string; until: string; confirm?: { url: string; minutes: number } },
): MailMessage {
  const w = mailWords(to.language);
  const r = w.roomBooked;
  const room = r.room(o.roomName);
  const day = w.day(o.day);
  const what = r.what(room, o.place, day, o.from, o.until);
  const confirm = o.confirm && {
    text: `${r.confirmStart(o.confirm.url, o.confirm.minutes)}\n`,
    html: `<p>${r.confirmStart(`<a href="${escape(o.confirm.url)}">${escape(o.confirm.url)}</a>`, o.confirm.minutes)}</p>`,
  };
  return {
    to: to.email,
    subject: r.subject(room, day, o.from, o.until),
    text: `${w.hello(to.name)}\n\n${r.booked(what)}\n${confirm?.text ?? ''}${r.attached}\n`,
    html: `<p>${w.hello(escape(to.name))}</p><p>${r.booked(`<b>${escape(what)}</b>`)}</p>${confirm?.html ?? ''}<p>${r.attached}</p>`,
  };
}
