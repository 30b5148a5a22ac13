import { CHECKIN_MSG } from '../../../domain/desks/checkin.js';
import { ofTheRoom, roomTitle } from '../../../domain/rooms/names.js';
import { formatDay, weekdayName } from '../../../domain/time.js';

// The Romanian words of the e-mails (decisions §22): exactly the texts the e-mails had before the
// languages. Their shape is the contract of every language (words/en.ts must give each entry).
// The pieces that an e-mail's HTML puts in bold or in a link are arguments: the template passes
// them plain for the text, marked up for the HTML. Days arrive as `day` writes them ('19.03.2027'),
// but in `released.sentence` (YYYY-MM-DD, the check-in's message); hours as numbers, times as '09:30'.

/** '1 cerere', '5 cereri', '41 de cereri', '101 cereri', '120 de cereri'. */
function roCount(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const rest = n % 100;
  return n !== 0 && (rest === 0 || rest >= 20) ? `${n} de ${many}` : `${n} ${many}`;
}

export const RO = {
  /** The attached .ics (issue #27, point 4). */
  icsFilename: 'rezervare.ics',
  /** The day as the e-mails write it: '19.03.2027' (domain/time.ts's formatDay). */
  day: formatDay,
  hello: (name: string) => `Bună ziua, ${name},`,
  reset: {
    subject: 'Resetarea parolei',
    asked: 'Ați cerut resetarea parolei.',
    openBelow: 'Deschideți linkul de mai jos pentru a alege o parolă nouă:',
    chooseNew: 'Alegeți o parolă nouă',
    validity: 'Linkul este valabil o oră și poate fi folosit o singură dată. Dacă nu ați cerut resetarea, ignorați acest mesaj.',
  },
  reminder: {
    subject: (deskId: string, day: string) => `Confirmați rezervarea biroului ${deskId} pentru ${day}`,
    booked: (desk: string, day: string) => `Aveți rezervat biroul ${desk} pentru ${day}.`,
    confirm: 'Confirmați prezența',
    ifNotComing: 'Dacă nu mai veniți, anulați rezervarea',
    cancel: 'Anulați rezervarea',
    /** When the auto-release is on (decisions §13): the booking panel's sentence too. */
    autoReleaseNotice: CHECKIN_MSG.autoReleaseNotice,
    noShow: 'O rezervare nefolosită și neanulată se înregistrează ca absență.',
  },
  released: {
    subject: (deskId: string) => `Rezervarea biroului ${deskId} a fost anulată automat`,
    sentence: CHECKIN_MSG.released,
    after: 'Biroul a fost eliberat pentru colegi. Rezervarea anulată automat se înregistrează ca absență.',
  },
  deskRemoved: {
    subject: (deskId: string, day: string) => `Rezervarea biroului ${deskId} din ${day} a fost anulată`,
    sentence: (deskId: string, day: string) =>
      `Rezervarea dumneavoastră a biroului ${deskId} din ${day} a fost anulată: biroul a fost scos de pe planul etajului de un administrator.`,
    after: 'Vă rugăm să rezervați un alt birou, dacă veniți în acea zi.',
  },
  roomRemoved: {
    subject: (roomName: string) => `Rezervarea ${ofTheRoom(roomName)} a fost anulată`,
    sentence: (roomName: string, day: string, from: string, until: string) =>
      `Rezervarea dumneavoastră a ${ofTheRoom(roomName)} din ${day}, între ${from} și ${until}, a fost anulată: sala a fost scoasă de pe planul etajului de un administrator.`,
    after: 'Vă rugăm să rezervați o altă sală.',
  },
  roomReleased: {
    subject: (roomName: string) => `Rezervarea ${ofTheRoom(roomName)} a fost anulată automat`,
    sentence: (roomName: string, day: string, from: string, until: string, minutes: number) =>
      `Rezervarea dumneavoastră a ${ofTheRoom(roomName)} din ${day}, între ${from} și ${until}, a fost anulată automat: începerea nu a fost confirmată în ${minutes} de minute de la ora de început.`,
    after:
      'Sala a fost eliberată pentru colegi. Data viitoare, confirmați începerea pe ecranul de la ușa sălii, din lista sălilor sau din linkul din e-mailul de confirmare.',
  },
  roomBooked: {
    /** The room as the confirmation names it: 'Sala Delta'. */
    room: roomTitle,
    what: (room: string, place: string, day: string, from: string, until: string) =>
      `${room} (${place}) pe ${day}, între ${from} și ${until}`,
    subject: (room: string, day: string, from: string, until: string) => `Rezervare confirmată: ${room}, ${day}, ${from}–${until}`,
    booked: (what: string) => `Ați rezervat ${what}.`,
    attached: 'Evenimentul este atașat: deschideți-l pentru a-l adăuga în calendarul dumneavoastră (Outlook, Google Calendar).',
    /** When meetings nobody starts are released (decisions §24): where the booker confirms the start. */
    confirmStart: (link: string, minutes: number) =>
      `La începutul ședinței, confirmați-o aici: ${link}. Fără confirmare, sala se eliberează automat la ${minutes} de minute după ora de început.`,
  },
  randomPassword: {
    subject: 'Parola contului dumneavoastră a fost resetată',
    reset: 'Un administrator a resetat parola contului dumneavoastră.',
    username: 'Nume de utilizator',
    password: 'Parola nouă',
    signInAt: (url: string) => `Autentificați-vă la ${url}`,
    signIn: 'Autentificați-vă',
    thenChange: (signIn: string) => `${signIn} și schimbați parola cât mai curând.`,
  },
  /** The work pattern's e-mails (decisions §20): at once after a save that booked or failed, and on Fridays for the week ahead. */
  pattern: {
    /** 'Luni' of '2026-03-09'. */
    weekday: (day: string) => weekdayName(day).replace(/^./, (c) => c.toUpperCase()),
    savedSubject: 'Rezervările făcute după zilele dumneavoastră la birou',
    savedIntro: 'Ați salvat zilele în care veniți la birou. Rezervările automate de până la sfârșitul săptămânii viitoare:',
    weekSubject: (monday: string) => `Săptămâna de ${monday} la birou`,
    weekIntro: 'Săptămâna viitoare, după zilele dumneavoastră la birou:',
    booked: (weekday: string, day: string, desk: string, floor: string) => `${weekday}, ${day}: biroul ${desk}, etajul ${floor}`,
    notBooked: (weekday: string, day: string, why: string) => `${weekday}, ${day}: nu s-a putut rezerva un birou (${why})`,
    /** Why a day could not be booked, by its reason code (domain/reasons.ts); `other` for the rest. */
    why: {
      'pattern.noFreeDesk': 'nu mai era niciun birou liber al grupului dumneavoastră',
      'pattern.onlyFavourites': 'birourile preferate erau ocupate',
      'desk.maxActive': 'ați atins numărul maxim de rezervări active',
      'desk.banned': 'rezervările vă sunt suspendate',
      'desk.outsideWindow': 'ziua nu este încă în perioada de rezervare',
      other: 'regulile de rezervare nu au permis-o',
    } as Record<string, string> & { other: string },
    change: 'Zilele și birourile preferate se schimbă în aplicație, pe pagina „Zilele mele la birou”.',
  },
  round: {
    subject: (first: boolean, day: string) =>
      first ? `Locurile de parcare din Turn pentru săptămâna de ${day}` : `Locul de parcare din Turn pentru ${day}`,
    intro: (first: boolean) =>
      `${first ? 'Prima' : 'A doua'} rundă de repartizare a locurilor de parcare din Turn a avut loc. Cererile dumneavoastră:`,
    /**
     * 'cererea a fost a 27-a din 41 de cereri pentru 20 de locuri', as the calendar's day dialog says it: the
     * ordinal agrees with 'cererea' (docs/decisions/tower.md); 'de' between a number from 20 and its noun.
     */
    place: (position: number, requests: number, spaces: number) =>
      `cererea a fost ${position === 1 ? 'prima' : `a ${position}-a`} din ${roCount(requests, 'cerere', 'cereri')} pentru ${roCount(spaces, 'loc', 'locuri')}`,
    won: (weekday: string, day: string, first: boolean, place: string) =>
      `${weekday}, ${day}: loc alocat în ${first ? 'prima' : 'a doua'} rundă (${place})`,
    waiting: (weekday: string, day: string, place: string) => `${weekday}, ${day}: în așteptare pentru a doua rundă (${place})`,
    notAllocated: (weekday: string, day: string, place: string) => `${weekday}, ${day}: nealocat (${place})`,
    /** A priority space, in the person's own e-mail only (decisions §26). */
    kept: { electric: 'loc păstrat pentru mașinile electrice', accessible: 'loc accesibil păstrat pentru dumneavoastră' },
    order:
      'Ordinea rundei: indisciplina mai mică întâi, apoi ora cererii mai devreme. Locul fiecărei cereri se vede și în calendarul aplicației, la ziua respectivă.',
  },
  webhookOff: {
    subject: (url: string) => `Webhookul ${url} a fost dezactivat`,
    failed: (url: string, event: string, error: string) =>
      `Livrarea evenimentului ${event} către ${url} a eșuat și după ultima reîncercare (${error}). Webhookul a fost dezactivat: nu mai primește evenimente.`,
    reactivate: 'După ce receptorul funcționează din nou, reactivați webhookul din consola de administrare, secțiunea „Webhooks”.',
  },
};

export type MailWords = typeof RO;
