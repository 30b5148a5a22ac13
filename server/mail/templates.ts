import type { MailMessage } from './mailer.js';
import { mailWords, type Recipient } from './words/index.js';

// The e-mails, each in its recipient's language (decisions §22): the words are server/mail/words/
// (ro.ts, the texts of the specifications' time, and en.ts); here only their layout, the same in
// both. The parking list to the support address is no person's: it stays Romanian.

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const b = (s: string) => `<b>${escape(s)}</b>`;

export function resetPasswordMail(to: Recipient, link: string): MailMessage {
  const w = mailWords(to.language);
  const r = w.reset;
  return {
    to: to.email,
    subject: r.subject,
    text: `${w.hello(to.name)}\n\n${r.asked} ${r.openBelow}\n${link}\n\n${r.validity}\n`,
    html: `<p>${w.hello(escape(to.name))}</p>` + `<p>${r.asked} <a href="${escape(link)}">${r.chooseNew}</a>.</p>` + `<p>${r.validity}</p>`,
  };
}

/** The reminder of a desk booked for the next working day (`day` YYYY-MM-DD); `autoReleaseHour` when the auto-release is on (decisions §13). */
export function deskReminderMail(
  to: Recipient,
  o: { day: string; deskId: string; confirmUrl: string; cancelUrl: string; autoReleaseHour: number | null },
): MailMessage {
  const w = mailWords(to.language);
  const r = w.reminder;
  const day = w.day(o.day);
  const notice = o.autoReleaseHour === null ? null : r.autoReleaseNotice(o.autoReleaseHour);
  return {
    to: to.email,
    subject: r.subject(o.deskId, day),
    text:
      `${w.hello(to.name)}\n\n` +
      `${r.booked(o.deskId, day)}\n` +
      `${r.confirm}: ${o.confirmUrl}\n` +
      (notice ? `${notice}\n` : '') +
      `${r.ifNotComing}: ${o.cancelUrl}\n\n` +
      `${r.noShow}\n`,
    html:
      `<p>${w.hello(escape(to.name))}</p><p>${r.booked(b(o.deskId), b(day))}</p>` +
      `<p><a href="${escape(o.confirmUrl)}">${r.confirm}</a> · <a href="${escape(o.cancelUrl)}">${r.cancel}</a></p>` +
      (notice ? `<p>${b(notice)}</p>` : '') +
      `<p>${r.noShow}</p>`,
  };
}

/** A greeting, a sentence and what follows from it, as text and HTML. */
function notice(to: Recipient, subject: string, sentence: string, after: string): MailMessage {
  const w = mailWords(to.language);
  return {
    to: to.email,
    subject,
    text: `${w.hello(to.name)}\n\n${sentence}\n${after}\n`,
    html: `<p>${w.hello(escape(to.name))}</p><p>${escape(sentence)}</p><p>${escape(after)}</p>`,
  };
}

/** To the holder of a desk reservation the auto-release cancelled (decisions §13); `day` is YYYY-MM-DD. */
export function autoReleaseMail(to: Recipient, o: { deskId: string; day: string; hour: number }): MailMessage {
  const r = mailWords(to.language).released;
  return notice(to, r.subject(o.deskId), r.sentence(o.deskId, o.day, o.hour), r.after);
}

/** To the holder of a desk reservation cancelled because an administrator deleted the desk (decisions §18); `day` is YYYY-MM-DD. */
export function deskRemovedMail(to: Recipient, o: { deskId: string; day: string }): MailMessage {
  const w = mailWords(to.language);
  const day = w.day(o.day);
  return notice(to, w.deskRemoved.subject(o.deskId, day), w.deskRemoved.sentence(o.deskId, day), w.deskRemoved.after);
}

/** To the booker of a room reservation cancelled because an administrator deleted the room (decisions §18); `day` YYYY-MM-DD and hours as Bucharest reads them. */
export function roomRemovedMail(to: Recipient, o: { roomName: string; day: string; from: string; until: string }): MailMessage {
  const w = mailWords(to.language);
  const r = w.roomRemoved;
  return notice(to, r.subject(o.roomName), r.sentence(o.roomName, w.day(o.day), o.from, o.until), r.after);
}

/** To the booker of a room reservation released because nobody started it (decisions §24); `day` YYYY-MM-DD and hours as Bucharest reads them. */
export function roomReleasedMail(
  to: Recipient,
  o: { roomName: string; day: string; from: string; until: string; minutes: number },
): MailMessage {
  const w = mailWords(to.language);
  const r = w.roomReleased;
  return notice(to, r.subject(o.roomName), r.sentence(o.roomName, w.day(o.day), o.from, o.until, o.minutes), r.after);
}

/** The tower's parking list to the support address (tower §6): to no person, so in Romanian (decisions §22). */
export function parkingListMail(to: string, day: string, cars: number, filename: string, csv: string): MailMessage {
  return {
    to,
    subject: `Lista de parcare pentru ${day}`,
    text: `Bună ziua,\n\nÎn atașament este lista mașinilor cu acces în parcarea Turnului pe ${day} (${cars} mașini).\n`,
    attachments: [{ filename, content: csv, contentType: 'text/csv; charset=utf-8' }],
  };
}

/** The password an administrator had generated (decisions §3): the owner logs in with it and is asked to change it. */
export function randomPasswordMail(to: Recipient, o: { username: string; password: string; loginUrl: string }): MailMessage {
  const w = mailWords(to.language);
  const r = w.randomPassword;
  return {
    to: to.email,
    subject: r.subject,
    text:
      `${w.hello(to.name)}\n\n` +
      `${r.reset}\n` +
      `${r.username}: ${o.username}\n` +
      `${r.password}: ${o.password}\n\n` +
      `${r.thenChange(r.signInAt(o.loginUrl))}\n`,
    html:
      `<p>${w.hello(escape(to.name))}</p><p>${r.reset}</p>` +
      `<p>${r.username}: ${b(o.username)}<br>${r.password}: ${b(o.password)}</p>` +
      `<p>${r.thenChange(`<a href="${escape(o.loginUrl)}">${r.signIn}</a>`)}</p>`,
  };
}

/** To an administrator: a webhook turned inactive after its last failed delivery (decisions §23). */
export function webhookOffMail(to: Recipient, o: { url: string; event: string; error: string }): MailMessage {
  const w = mailWords(to.language);
  const r = w.webhookOff;
  return {
    to: to.email,
    subject: r.subject(o.url),
    text: `${w.hello(to.name)}\n\n${r.failed(o.url, o.event, o.error)}\n\n${r.reactivate}\n`,
    html: `<p>${w.hello(escape(to.name))}</p><p>${escape(r.failed(o.url, o.event, o.error))}</p><p>${escape(r.reactivate)}</p>`,
  };
}
