import type { Language } from '../languages.js';
import { englishRoomTitle, roomTitle } from '../rooms/names.js';
import { TYPE, type RequestType } from '../tower/engine.js';
import { TYPE_WORDS } from '../tower/type-words.js';

// The words of a person's calendar (decisions §15, §22): the feed's events and the .ics attached to
// e-mails speak the language of the feed's owner or of the e-mail's recipient. Only words: the UIDs,
// times and SEQUENCE of an event are the same in both languages. English has every Romanian entry
// (the type says so).

const RO = {
  /** The calendar's name in the clients that show one (X-WR-CALNAME). */
  calendarName: 'Rezervările mele',
  /** Where a desk or a room is. */
  place: (office: string, floor: number) => `${office}, etajul ${floor}`,
  desk: (deskId: string) => `Birou ${deskId}`,
  withParking: 'Cu loc de parcare.',
  room: roomTitle,
  parking: 'Parcare Turn',
  /** A tower request's state, by its type code. */
  requestType: TYPE_WORDS as Readonly<Record<RequestType, string>>,
};

export type CalendarWords = typeof RO;

const EN: CalendarWords = {
  calendarName: 'My bookings',
  place: (office, floor) => `${office}, floor ${floor}`,
  desk: (deskId) => `Desk ${deskId}`,
  withParking: 'With a parking space.',
  room: englishRoomTitle,
  parking: 'Tower car park',
  requestType: {
    [TYPE.queue]: 'Waiting',
    [TYPE.first]: 'Booked in the first round',
    [TYPE.second]: 'Booked in the second round',
    [TYPE.absent]: 'Absent',
    [TYPE.notAllocated]: 'Not allocated',
    [TYPE.cancelled]: 'Cancelled',
  },
};

const WORDS: { readonly [L in Language]: CalendarWords } = { ro: RO, en: EN };

/** The calendar's words in `language`; Romanian for anything else. */
export const calendarWords = (language: Language): CalendarWords => WORDS[language] ?? RO;
