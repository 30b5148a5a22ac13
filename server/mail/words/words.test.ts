import { describe, expect, it } from 'vitest';
import {
  autoReleaseMail,
  deskReminderMail,
  deskRemovedMail,
  randomPasswordMail,
  resetPasswordMail,
  roomRemovedMail,
} from '../templates.js';
import { roomBookedMail } from '../room-booking-mail.js';
import { EN } from './en.js';
import { englishDay, mailWords } from './index.js';
import { RO } from './ro.js';

// The e-mails' words (decisions §22): pure, no database. The Romanian e-mails are the texts they
// were before the languages, byte for byte; the English ones have every entry and no Romanian.

const ro = { email: 'radu@example.com', name: 'Radu <R>', language: 'ro' as const };
const en = { email: 'emma@example.com', name: 'Emma <E>', language: 'en' as const };

/** The paths of an object's entries, nested ones as a.b. */
const paths = (o: object, at = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? paths(v, `${at}${k}.`) : [`${at}${k}:${typeof v}`]));

describe('englishDay', () => {
  it('writes a day as en-GB does, the form of the Romanian 19.03.2027', () => {
    expect(englishDay('2027-03-19')).toBe('19/03/2027');
    expect(englishDay('2026-01-01')).toBe('01/01/2026');
    expect(englishDay('2026-12-31')).toBe('31/12/2026');
    expect(englishDay('2028-02-29')).toBe('29/02/2028');
  });

  it('gives each day of 2026–2027 as itself, whatever the zone: a calendar day is no instant', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      const [y, m, d] = day.split('-');
      expect(englishDay(day)).toBe(`${d}/${m}/${y}`);
    }
  });
});

describe('the words', () => {
  it('in English have every Romanian entry, of the same kind', () => {
    expect(paths(EN)).toEqual(paths(RO));
  });

  it('are Romanian for a language the database should not hold', () => {
    expect(mailWords('xx' as 'ro')).toBe(RO);
    expect(mailWords('en')).toBe(EN);
  });

  it('in English hold no Romanian letter', () => {
    const mails = [
      resetPasswordMail(en, 'http://x/r'),
      deskReminderMail(en, { day: '2026-03-03', deskId: '4-12', confirmUrl: 'http://x/c', cancelUrl: 'http://x/a', autoReleaseHour: 9 }),
      autoReleaseMail(en, { deskId: '4-12', day: '2026-03-03', hour: 9 }),
      deskRemovedMail(en, { deskId: '4-12', day: '2026-03-03' }),
      roomRemovedMail(en, { roomName: 'Delta', day: '2026-03-03', from: '09:00', until: '10:00' }),
      roomBookedMail(en, { roomName: 'Delta', place: 'CityOffices, floor 4', day: '2026-03-03', from: '09:00', until: '10:00' }),
      randomPasswordMail(en, { username: 'emma', password: 'p', loginUrl: 'http://x/login' }),
    ];
    for (const m of mails) expect(`${m.subject}\n${m.text}\n${m.html}`).not.toMatch(/[ăâîșțĂÂÎȘȚ]|Bună|biroul|rezerv/);
    expect(mails.map((m) => m.subject)).toEqual([
      'Password reset',
      'Confirm your booking of desk 4-12 for 03/03/2026',
      'Your booking of desk 4-12 was cancelled automatically',
      'Your booking of desk 4-12 on 03/03/2026 was cancelled',
      'Your booking of Room Delta was cancelled',
      'Booking confirmed: Room Delta, 03/03/2026, 09:00–10:00',
      'The password of your account has been reset',
    ]);
  });
});

describe('the Romanian e-mails, as they always were', () => {
  it('the reminder, with and without the auto-release', () => {
    const o = { day: '2026-03-03', deskId: '4-12', confirmUrl: 'http://x/c', cancelUrl: 'http://x/a' };
    const m = deskReminderMail(ro, { ...o, autoReleaseHour: 9 });
    expect(m).toEqual({
      to: 'radu@example.com',
      subject: 'Confirmați rezervarea biroului 4-12 pentru 03.03.2026',
      text:
        'Bună ziua, Radu <R>,\n\nAveți rezervat biroul 4-12 pentru 03.03.2026.\nConfirmați prezența: http://x/c\n' +
        'Confirmați prezența până la ora 09:00, altfel rezervarea se anulează automat.\n' +
        'Dacă nu mai veniți, anulați rezervarea: http://x/a\n\nO rezervare nefolosită și neanulată se înregistrează ca absență.\n',
      html:
        '<p>Bună ziua, Radu &#60;R&#62;,</p><p>Aveți rezervat biroul <b>4-12</b> pentru <b>03.03.2026</b>.</p>' +
        '<p><a href="http://x/c">Confirmați prezența</a> · <a href="http://x/a">Anulați rezervarea</a></p>' +
        '<p><b>Confirmați prezența până la ora 09:00, altfel rezervarea se anulează automat.</b></p>' +
        '<p>O rezervare nefolosită și neanulată se înregistrează ca absență.</p>',
    });
    expect(deskReminderMail(ro, { ...o, autoReleaseHour: null }).text).not.toContain('ora 09:00');
  });

  it('the auto-release, the removals, the passwords and the room confirmation', () => {
    expect(autoReleaseMail(ro, { deskId: '4-12', day: '2026-03-03', hour: 9 })).toEqual({
      to: 'radu@example.com',
      subject: 'Rezervarea biroului 4-12 a fost anulată automat',
      text:
        'Bună ziua, Radu <R>,\n\nRezervarea biroului 4-12 din 03.03.2026 a fost anulată automat: prezența nu a fost confirmată până la ora 09:00.\n' +
        'Biroul a fost eliberat pentru colegi. Rezervarea anulată automat se înregistrează ca absență.\n',
      html:
        '<p>Bună ziua, Radu &#60;R&#62;,</p><p>Rezervarea biroului 4-12 din 03.03.2026 a fost anulată automat: prezența nu a fost confirmată până la ora 09:00.</p>' +
        '<p>Biroul a fost eliberat pentru colegi. Rezervarea anulată automat se înregistrează ca absență.</p>',
    });
    expect(deskRemovedMail(ro, { deskId: '4-12', day: '2026-03-03' }).text).toBe(
      'Bună ziua, Radu <R>,\n\nRezervarea dumneavoastră a biroului 4-12 din 03.03.2026 a fost anulată: biroul a fost scos de pe planul etajului de un administrator.\n' +
        'Vă rugăm să rezervați un alt birou, dacă veniți în acea zi.\n',
    );
    const room = roomRemovedMail(ro, { roomName: 'Delta', day: '2026-03-03', from: '09:00', until: '10:00' });
    expect(room.subject).toBe('Rezervarea sălii Delta a fost anulată');
    expect(room.text).toBe(
      'Bună ziua, Radu <R>,\n\nRezervarea dumneavoastră a sălii Delta din 03.03.2026, între 09:00 și 10:00, a fost anulată: sala a fost scoasă de pe planul etajului de un administrator.\n' +
        'Vă rugăm să rezervați o altă sală.\n',
    );
    expect(resetPasswordMail(ro, 'http://x/r')).toEqual({
      to: 'radu@example.com',
      subject: 'Resetarea parolei',
      text:
        'Bună ziua, Radu <R>,\n\nAți cerut resetarea parolei. Deschideți linkul de mai jos pentru a alege o parolă nouă:\nhttp://x/r\n\n' +
        'Linkul este valabil o oră și poate fi folosit o singură dată. Dacă nu ați cerut resetarea, ignorați acest mesaj.\n',
      html:
        '<p>Bună ziua, Radu &#60;R&#62;,</p><p>Ați cerut resetarea parolei. <a href="http://x/r">Alegeți o parolă nouă</a>.</p>' +
        '<p>Linkul este valabil o oră și poate fi folosit o singură dată. Dacă nu ați cerut resetarea, ignorați acest mesaj.</p>',
    });
    expect(randomPasswordMail(ro, { username: 'radu', password: 'p<1>', loginUrl: 'http://x/login' })).toEqual({
      to: 'radu@example.com',
      subject: 'Parola contului dumneavoastră a fost resetată',
      text:
        'Bună ziua, Radu <R>,\n\nUn administrator a resetat parola contului dumneavoastră.\nNume de utilizator: radu\nParola nouă: p<1>\n\n' +
        'Autentificați-vă la http://x/login și schimbați parola cât mai curând.\n',
      html:
        '<p>Bună ziua, Radu &#60;R&#62;,</p><p>Un administrator a resetat parola contului dumneavoastră.</p>' +
        '<p>Nume de utilizator: <b>radu</b><br>Parola nouă: <b>p&#60;1&#62;</b></p>' +
        '<p><a href="http://x/login">Autentificați-vă</a> și schimbați parola cât mai curând.</p>',
    });
    expect(
      roomBookedMail(ro, { roomName: 'Delta', place: 'CityOffices, etajul 4', day: '2026-03-03', from: '09:00', until: '10:00' }),
    ).toEqual({
      to: 'radu@example.com',
      subject: 'Rezervare confirmată: Sala Delta, 03.03.2026, 09:00–10:00',
      text:
        'Bună ziua, Radu <R>,\n\nAți rezervat Sala Delta (CityOffices, etajul 4) pe 03.03.2026, între 09:00 și 10:00.\n' +
        'Evenimentul este atașat: deschideți-l pentru a-l adăuga în calendarul dumneavoastră (Outlook, Google Calendar).\n',
      html:
        '<p>Bună ziua, Radu &#60;R&#62;,</p><p>Ați rezervat <b>Sala Delta (CityOffices, etajul 4) pe 03.03.2026, între 09:00 și 10:00</b>.</p>' +
        '<p>Evenimentul este atașat: deschideți-l pentru a-l adăuga în calendarul dumneavoastră (Outlook, Google Calendar).</p>',
    });
  });
});
