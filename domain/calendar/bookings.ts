import { reasonsOf } from '../reasons.js';
import { addDays } from '../time.js';
import { DEFAULT_LANGUAGE, type Language } from '../languages.js';
import { STATUS, type Status } from '../status.js';
import { TYPE, TYPE_LABEL, typeLabel, type RequestType } from '../tower/engine.js';
import { typeOfLabel } from '../tower/type-words.js';
import type { IcalEvent } from './ical.js';
import { roomTitle } from '../rooms/names.js';
import { calendarWords } from './words.js';

// What a person's bookings look like in their calendar (decisions §15): the feed and the .ics of
// the e-mails make their events here, so both write the same UID, words and SEQUENCE. The words
// are the person's language (decisions §22; domain/calendar/words.ts), Romanian unless told.

/** How far back the feed reaches, and how long a cancellation stays in it as STATUS:CANCELLED. */
export const FEED_DAYS_BACK = 60;
export const CANCELLED_SHOWN_DAYS = 30;

export const CALENDAR_MSG = {
  feedNotFound: 'Adresa de calendar nu există sau a fost revocată.',
} as const;
export const CALENDAR_REASON = reasonsOf('calendar', CALENDAR_MSG);

export const CALENDAR_NAME = calendarWords('ro').calendarName;
const OFFICE_NAME = 'CityOffices';

export interface DeskEntry {
  id: string;
  deskId: string;
  floor: number;
  day: string;
  status: Status;
  sequence: number;
  parkingSpot: boolean;
}
export interface RoomEntry {
  id: string;
  name: string;
  floor: number;
  begin: Date;
  end: Date;
  status: Status;
  sequence: number;
}
export interface ParkingEntry {
  id: string;
  day: string;
  type: number;
  confirmed: boolean;
  sequence: number;
}

/** The first day the feed shows, `today` being the app's Bucharest day. */
export const feedFirstDay = (today: string) => addDays(today, -FEED_DAYS_BACK);

/** `desk-{id}@{host}`: one UID per reservation, the same in the feed and in the e-mails. */
const uid = (kind: 'desk' | 'room' | 'parking', id: string, host: string) => `${kind}-${id}@${host}`;
/** Where a desk or a room is: 'CityOffices, etajul 4' ('CityOffices, floor 4'). */
export const officePlace = (floor: number, language: Language = DEFAULT_LANGUAGE) => calendarWords(language).place(OFFICE_NAME, floor);

export function deskEvent(r: DeskEntry, host: string, language: Language = DEFAULT_LANGUAGE): IcalEvent {
  const words = calendarWords(language);
  return {
    uid: uid('desk', r.id, host),
    sequence: r.sequence,
    summary: words.desk(r.deskId),
    location: officePlace(r.floor, language),
    description: r.parkingSpot ? words.withParking : undefined,
    status: r.status === STATUS.cancelled ? 'CANCELLED' : 'CONFIRMED',
    when: { day: r.day },
  };
}

/** 'Sala {name}', unless the room's name already says it ('Sala Dunărea'): domain/rooms/names.ts. */
export { roomTitle };

export function roomEvent(r: RoomEntry, host: string, language: Language = DEFAULT_LANGUAGE): IcalEvent {
  return {
    uid: uid('room', r.id, host),
    sequence: r.sequence,
    summary: calendarWords(language).room(r.name),
    location: officePlace(r.floor, language),
    status: r.status === STATUS.cancelled ? 'CANCELLED' : 'CONFIRMED',
    when: { begin: r.begin, end: r.end },
  };
}

/** The words of a tower §4 label in the calendar's language; a text that is no label stays as written. */
function stateWords(label: string, words: Readonly<Record<RequestType, string>>): string {
  const type = typeOfLabel(label);
  return type === undefined ? label : words[type as RequestType];
}

/**
 * A tower request on its day, its state's words in DESCRIPTION ('Rezervare prima rundă'): granted
 * ones CONFIRMED, one waiting for a round TENTATIVE, cancelled ones CANCELLED; 'Absent' and
 * 'Nealocat' carry no STATUS (the description says it).
 */
export function parkingEvent(r: ParkingEntry, host: string, today: string, language: Language = DEFAULT_LANGUAGE): IcalEvent {
  const words = calendarWords(language);
  const label = typeLabel(r.type, r.confirmed, r.day < today);
  const granted = (r.type === TYPE.first || r.type === TYPE.second) && label !== TYPE_LABEL[TYPE.absent];
  const status = r.type === TYPE.cancelled ? 'CANCELLED' : r.type === TYPE.queue ? 'TENTATIVE' : granted ? 'CONFIRMED' : undefined;
  return {
    uid: uid('parking', r.id, host),
    sequence: r.sequence,
    summary: words.parking,
    description: stateWords(label, words.requestType),
    status,
    when: { day: r.day },
  };
}
