import { CHECKIN_MSG } from '../../domain/desks/checkin.js';
import { ofTheRoom } from '../../domain/rooms/names.js';
import { formatDay } from '../../domain/time.js';
import type { MailMessage } from './mailer.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Resetarea parolei',
    text:
      `Bună ziua, ${name},\n\n` +
      `Ați cerut resetarea parolei. Deschideți linkul de mai jos pentru a alege o parolă nouă:\n${link}\n\n` +
      'Linkul este valabil o oră și poate fi folosit o singură dată. ' +
      'Dacă nu ați cerut resetarea, ignorați acest mesaj.\n',
    html:
      `<p>Bună ziua, ${escape(name)},</p>` +
      `<p>Ați cerut resetarea parolei. <a href="${escape(link)}">Alegeți o parolă nouă</a>.</p>` +
      '<p>Linkul este valabil o oră și poate fi folosit o singură dată. Dacă nu ați cerut resetarea, ignorați acest mesaj.</p>',
  };
}

/** The reminder of a desk booked for the next working day; `autoReleaseHour` when the auto-release is on (decisions §13). */
export function deskReminderMail(
  to: string,
  name: string,
  o: { day: string; deskId: string; confirmUrl: string; cancelUrl: string; autoReleaseHour: number | null },
): MailMessage {
  const notice = o.autoReleaseHour === null ? null : CHECKIN_MSG.autoReleaseNotice(o.autoReleaseHour);
  return {
    to,
    subject: `Confirmați rezervarea biroului ${o.deskId} pentru ${o.day}`,
    text:
      `Bună ziua, ${name},\n\n` +
      `Aveți rezervat biroul ${o.deskId} pentru ${o.day}.\n` +
      `Confirmați prezența: ${o.confirmUrl}\n` +
      (notice ? `${notice}\n` : '') +
      `Dacă nu mai veniți, anulați rezervarea: ${o.cancelUrl}\n\n` +
      'O rezervare nefolosită și neanulată se înregistrează ca absență.\n',
    html:
      `<p>Bună ziua, ${escape(name)},</p><p>Aveți rezervat biroul <b>${escape(o.deskId)}</b> pentru <b>${escape(o.day)}</b>.</p>` +
      `<p><a href="${escape(o.confirmUrl)}">Confirmați prezența</a> · <a href="${escape(o.cancelUrl)}">Anulați rezervarea</a></p>` +
      (notice ? `<p><b>${escape(notice)}</b></p>` : '') +
      '<p>O rezervare nefolosită și neanulată se înregistrează ca absență.</p>',
  };
}

/** To the holder of a desk reservation the auto-release cancelled (decisions §13); `day` is YYYY-MM-DD. */
export function autoReleaseMail(to: string, name: string, o: { deskId: string; day: string; hour: number }): MailMessage {
  const sentence = CHECKIN_MSG.released(o.deskId, o.day, o.hour);
  const after = 'Biroul a fost eliberat pentru colegi. Rezervarea anulată automat se înregistrează ca absență.';
  return {
    to,
    subject: `Rezervarea biroului ${o.deskId} a fost anulată automat`,
    text: `Bună ziua, ${name},\n\n${sentence}\n${after}\n`,
    html: `<p>Bună ziua, ${escape(name)},</p><p>${escape(sentence)}</p><p>${escape(after)}</p>`,
  };
}

/** To the holder of a desk reservation cancelled because an administrator deleted the desk (decisions §18); `day` is YYYY-MM-DD. */
export function deskRemovedMail(to: string, name: string, o: { deskId: string; day: string }): MailMessage {
  const sentence = `Rezervarea dumneavoastră a biroului ${o.deskId} din ${formatDay(o.day)} a fost anulată: biroul a fost scos de pe planul etajului de un administrator.`;
  const after = 'Vă rugăm să rezervați un alt birou, dacă veniți în acea zi.';
  return {
    to,
    subject: `Rezervarea biroului ${o.deskId} din ${formatDay(o.day)} a fost anulată`,
    text: `Bună ziua, ${name},\n\n${sentence}\n${after}\n`,
    html: `<p>Bună ziua, ${escape(name)},</p><p>${escape(sentence)}</p><p>${escape(after)}</p>`,
  };
}

/** To the booker of a room reservation cancelled because an administrator deleted the room (decisions §18); day and hours as Bucharest reads them. */
export function roomRemovedMail(to: string, name: string, o: { roomName: string; day: string; from: string; until: string }): MailMessage {
  const sentence = `Rezervarea dumneavoastră a ${ofTheRoom(o.roomName)} din ${o.day}, între ${o.from} și ${o.until}, a fost anulată: sala a fost scoasă de pe planul etajului de un administrator.`;
  const after = 'Vă rugăm să rezervați o altă sală.';
  return {
    to,
    subject: `Rezervarea ${ofTheRoom(o.roomName)} a fost anulată`,
    text: `Bună ziua, ${name},\n\n${sentence}\n${after}\n`,
    html: `<p>Bună ziua, ${escape(name)},</p><p>${escape(sentence)}</p><p>${escape(after)}</p>`,
  };
}

export function parkingListMail(to: string, day: string, cars: number, filename: string, csv: string): MailMessage {
  return {
    to,
    subject: `Lista de parcare pentru ${day}`,
    text: `Bună ziua,\n\nÎn atașament este lista mașinilor cu acces în parcarea Turnului pe ${day} (${cars} mașini).\n`,
    attachments: [{ filename, content: csv, contentType: 'text/csv; charset=utf-8' }],
  };
}

/** The password an administrator had generated (decisions §3): the owner logs in with it and is asked to change it. */
export function randomPasswordMail(to: string, name: string, o: { username: string; password: string; loginUrl: string }): MailMessage {
  return {
    to,
    subject: 'Parola contului dumneavoastră a fost resetată',
    text:
      `Bună ziua, ${name},\n\n` +
      'Un administrator a resetat parola contului dumneavoastră.\n' +
      `Nume de utilizator: ${o.username}\n` +
      `Parola nouă: ${o.password}\n\n` +
      `Autentificați-vă la ${o.loginUrl} și schimbați parola cât mai curând.\n`,
    html:
      `<p>Bună ziua, ${escape(name)},</p><p>Un administrator a resetat parola contului dumneavoastră.</p>` +
      `<p>Nume de utilizator: <b>${escape(o.username)}</b><br>Parola nouă: <b>${escape(o.password)}</b></p>` +
      `<p><a href="${escape(o.loginUrl)}">Autentificați-vă</a> și schimbați parola cât mai curând.</p>`,
  };
}
