import { count } from '@domain/plural.js';
import { ROOM_REASON, type RoomIntervalRule } from '@domain/rooms/rules.js';
import { ApiError } from '@/api/client.js';

// The web's own words for a refused room booking (issue #14, point 8): the API keeps the
// specification's sentences as its contract, the page keys its sentence on the refusal's
// reason, never on the API's text.

/** The refusals a room booking may meet, by their ROOM_MSG / ROOM_REASON key. */
export type RoomRefusal = RoomIntervalRule | 'overlap' | 'maxActive' | 'roomNotFound' | 'otherGroup';

/** The limits a sentence may name; a refusal from the server leaves them out (its limits may differ from the page's). */
export interface RefusalLimits {
  maxDaysRoom?: number;
  maxActiveRoom?: number;
}

const days = (n: number) => count(n, 'zi', 'zile');

const TEXT: Record<RoomRefusal, (l: RefusalLimits) => string> = {
  overlap: () => 'Sala este deja rezervată într-o parte a intervalului ales. Vă rugăm să alegeți un interval liber.',
  weekend: () => 'Sălile se pot rezerva numai în zilele lucrătoare, de luni până vineri.',
  badTime: () => 'Începutul și sfârșitul trebuie să fie între 08:00 și 20:30, la oră fixă sau la jumătate de oră.',
  endBeforeStart: () => 'Sfârșitul rezervării trebuie să fie la cel puțin o jumătate de oră după început.',
  tooLong: () => 'O rezervare de sală poate dura cel mult 12 ore și jumătate.',
  inPast: () => 'Intervalul ales a început deja. Vă rugăm să alegeți o oră care nu a trecut.',
  tooFar: ({ maxDaysRoom: n }) =>
    n === undefined ? 'Ziua aleasă este prea departe pentru o rezervare de sală.' : `Sălile se pot rezerva cu cel mult ${days(n)} înainte.`,
  endTooFar: ({ maxDaysRoom: n }) =>
    n === undefined
      ? 'Sfârșitul rezervării este prea departe de început.'
      : `Sfârșitul rezervării poate fi cu cel mult ${days(n)} după început.`,
  maxActive: ({ maxActiveRoom: n }) =>
    `Ați atins numărul maxim de rezervări de săli în avans${n === undefined ? '' : ` (${n})`}. Pentru o rezervare nouă, vă rugăm să anulați mai întâi una dintre cele existente.`,
  roomNotFound: () => 'Această sală nu mai există. Vă rugăm să reîncărcați pagina.',
  otherGroup: () => 'Această sală nu aparține departamentelor sau proiectelor dumneavoastră.',
};

const REFUSALS = Object.keys(TEXT) as RoomRefusal[];

export function roomRefusalText(refusal: RoomRefusal, limits: RefusalLimits = {}): string {
  return TEXT[refusal](limits);
}

/** The room refusal a failed call stands for, recognised by its reason; null for any other failure. */
export function roomRefusalOf(e: unknown): RoomRefusal | null {
  if (!(e instanceof ApiError) || !e.reason) return null;
  return REFUSALS.find((r) => ROOM_REASON[r] === e.reason) ?? null;
}
