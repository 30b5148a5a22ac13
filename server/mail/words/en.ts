import { englishRoomTitle } from '../../../domain/rooms/names.js';
import { englishDay } from './days.js';
import type { MailWords } from './ro.js';

// The English words of the e-mails (decisions §22): every entry of words/ro.ts (the type says so),
// in the web's English ('booking', 'desk', 'confirm your presence'). Days as en-GB writes them.

const EN_WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });
const hh = (hour: number) => String(hour).padStart(2, '0');

const EN_ORDINAL = new Intl.PluralRules('en', { type: 'ordinal' });
/** '1st', '2nd', '3rd', '11th', '22nd'. */
function ordinal(n: number): string {
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<string, string>;
  return `${n}${suffix[EN_ORDINAL.select(n)] ?? 'th'}`;
}
export const EN: MailWords = {
  icsFilename: 'booking.ics',
  day: englishDay,
  hello: (name) => `Hello ${name},`,
  reset: {
    subject: 'Password reset',
    asked: 'You asked to reset your password.',
    openBelow: 'Open the link below to choose a new password:',
    chooseNew: 'Choose a new password',
    validity: 'The link is valid for one hour and can be used only once. If you did not ask for a reset, ignore this message.',
  },
  reminder: {
    subject: (deskId, day) => `Confirm your booking of desk ${deskId} for ${day}`,
    booked: (desk, day) => `You have booked desk ${desk} for ${day}.`,
    confirm: 'Confirm your presence',
    ifNotComing: 'If you are no longer coming, cancel the booking',
    cancel: 'Cancel the booking',
    autoReleaseNotice: (hour) => `Confirm your presence by ${hh(hour)}:00, otherwise the booking is cancelled automatically.`,
    noShow: 'A booking that is neither used nor cancelled is recorded as an absence.',
  },
  released: {
    subject: (deskId) => `Your booking of desk ${deskId} was cancelled automatically`,
    sentence: (deskId, day, hour) =>
      `The booking of desk ${deskId} on ${englishDay(day)} was cancelled automatically: presence was not confirmed by ${hh(hour)}:00.`,
    after: 'The desk has been freed for your colleagues. A booking cancelled automatically is recorded as an absence.',
  },
  deskRemoved: {
    subject: (deskId, day) => `Your booking of desk ${deskId} on ${day} was cancelled`,
    sentence: (deskId, day) =>
      `Your booking of desk ${deskId} on ${day} was cancelled: an administrator removed the desk from the floor plan.`,
    after: 'Please book another desk if you are coming that day.',
  },
  roomRemoved: {
    subject: (roomName) => `Your booking of ${englishRoomTitle(roomName)} was cancelled`,
    sentence: (roomName, day, from, until) =>
      `Your booking of ${englishRoomTitle(roomName)} on ${day}, from ${from} to ${until}, was cancelled: an administrator removed the room from the floor plan.`,
    after: 'Please book another room.',
  },
  roomReleased: {
    subject: (roomName) => `Your booking of ${englishRoomTitle(roomName)} was cancelled automatically`,
    sentence: (roomName, day, from, until, minutes) =>
      `Your booking of ${englishRoomTitle(roomName)} on ${day}, from ${from} to ${until}, was cancelled automatically: its start was not confirmed within ${minutes} minutes of its start time.`,
    after:
      "The room is free again for your colleagues. Next time, confirm the start on the display at the room's door, in the list of rooms or through the link in the confirmation e-mail.",
  },
  roomBooked: {
    room: englishRoomTitle,
    what: (room, place, day, from, until) => `${room} (${place}) on ${day}, from ${from} to ${until}`,
    subject: (room, day, from, until) => `Booking confirmed: ${room}, ${day}, ${from}–${until}`,
    booked: (what) => `You have booked ${what}.`,
    attached: 'The event is attached: open it to add it to your calendar (Outlook, Google Calendar).',
    confirmStart: (link, minutes) =>
      `When the meeting begins, confirm it here: ${link}. Without a confirmation, the room is released automatically ${minutes} minutes after the start time.`,
  },
  randomPassword: {
    subject: 'The password of your account has been reset',
    reset: 'An administrator has reset the password of your account.',
    username: 'Username',
    password: 'New password',
    signInAt: (url) => `Sign in at ${url}`,
    signIn: 'Sign in',
    thenChange: (signIn) => `${signIn} and change your password as soon as possible.`,
  },
  pattern: {
    weekday: (day) => EN_WEEKDAY.format(new Date(`${day}T12:00:00Z`)),
    savedSubject: 'Bookings made from your office days',
    savedIntro: 'You saved the days you come to the office. The automatic bookings until the end of next week:',
    weekSubject: (monday) => `Your office week of ${monday}`,
    weekIntro: 'Next week, from your office days:',
    booked: (weekday, day, desk, floor) => `${weekday}, ${day}: desk ${desk}, floor ${floor}`,
    notBooked: (weekday, day, why) => `${weekday}, ${day}: no desk could be booked (${why})`,
    why: {
      'pattern.noFreeDesk': 'no desk of your group was free',
      'pattern.onlyFavourites': 'your favourite desks were taken',
      'desk.maxActive': 'you have reached the most active bookings allowed',
      'desk.banned': 'your bookings are suspended',
      'desk.outsideWindow': 'the day is not yet open for booking',
      other: 'the booking rules did not allow it',
    },
    change: "Change your days and favourite desks in the app, on the 'My office days' page.",
  },
  round: {
    subject: (first, day) => (first ? `Your Tower parking for the week of ${day}` : `Your Tower parking for ${day}`),
    intro: (first) => `The ${first ? 'first' : 'second'} round sharing out the Tower's parking spaces has run. Your requests:`,
    place: (position, requests, spaces) =>
      `your request was ${ordinal(position)} of ${requests} ${requests === 1 ? 'request' : 'requests'} for ${spaces} ${spaces === 1 ? 'space' : 'spaces'}`,
    won: (weekday, day, first, place) => `${weekday}, ${day}: space allocated in the ${first ? 'first' : 'second'} round (${place})`,
    waiting: (weekday, day, place) => `${weekday}, ${day}: waiting for the second round (${place})`,
    notAllocated: (weekday, day, place) => `${weekday}, ${day}: not allocated (${place})`,
    kept: { electric: 'space kept for electric cars', accessible: 'accessible space kept for you' },
    order:
      "The round's order: lower indiscipline first, then the earlier request. Each request's place also shows in the app's calendar, on its day.",
  },
  webhookOff: {
    subject: (url: string) => `The webhook ${url} was turned off`,
    failed: (url: string, event: string, error: string) =>
      `Delivering the event ${event} to ${url} failed after its last retry (${error}). The webhook was turned off: it receives no more events.`,
    reactivate: 'Once the receiver works again, turn the webhook back on in the administration console, section "Webhooks".',
  },
};
