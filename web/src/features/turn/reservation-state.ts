import { TYPE } from '@domain/tower/engine.js';
import type { ParkingReservation } from '@/api/tower.js';
import { translate } from '@/i18n/i18n.js';
import { tower, type TowerKey } from '@/i18n/tower.js';
import { shownType } from './tower-labels.js';

// How a parking request looks on the reservations calendar (tower §4): its label, its
// legend colour, and whether its owner may still cancel it or change its car.

export type StateKey = 'queue' | 'first' | 'second' | 'absent' | 'notAllocated' | 'cancelled' | 'unknown';

export interface StateStyle {
  key: StateKey;
  label: string;
  /** Background of the day on the calendar; null: the day is not coloured. */
  color: string | null;
}

type LegendKey = Exclude<StateKey, 'cancelled' | 'unknown'>;

/** Each state's words (domain's TYPE_WORDS in Romanian, issue #40); the page that shows them calls useT(tower). */
const STATE_WORDS: Readonly<Record<StateKey, TowerKey>> = {
  queue: 'tower.type.queue',
  first: 'tower.type.first',
  second: 'tower.type.second',
  absent: 'tower.type.absent',
  notAllocated: 'tower.type.notAllocated',
  cancelled: 'tower.type.cancelled',
  unknown: 'tower.type.unknown',
};

/** A state's words in the language active now. */
export const stateWords = (key: StateKey): string => translate(tower, STATE_WORDS[key]);

/** A legend entry whose label is read in the language active when it is shown. */
function legend(key: LegendKey, color: string): StateStyle {
  return {
    key,
    get label() {
      return stateWords(key);
    },
    color,
  };
}

/** The legend of tower §4: blue queue, green first round, orange second round, purple absent, red not approved. */
export const LEGEND: readonly StateStyle[] = [
  legend('queue', '#1565c0'),
  legend('first', '#2e7d32'),
  legend('second', '#e65100'),
  legend('absent', '#7b1fa2'),
  legend('notAllocated', '#c62828'),
];

/** The legend entry of each request type that has one. */
const KEY_OF_TYPE: Readonly<Partial<Record<number, LegendKey>>> = {
  [TYPE.queue]: 'queue',
  [TYPE.first]: 'first',
  [TYPE.second]: 'second',
  [TYPE.absent]: 'absent',
  [TYPE.notAllocated]: 'notAllocated',
};

/**
 * The state shown for a request, by its type code and confirmation: a second-round request
 * whose day is over without presence shows as absent; cancelled requests are not coloured.
 */
export function reservationState(
  r: Pick<ParkingReservation, 'type' | 'reservation_confirmed' | 'reservation_date'>,
  today: string,
): StateStyle {
  const dayOver = r.reservation_date < today;
  const key = KEY_OF_TYPE[shownType(r.type, r.reservation_confirmed, dayOver)];
  const legend = key && LEGEND.find((s) => s.key === key);
  if (legend) return legend;
  const other = r.type === TYPE.cancelled ? 'cancelled' : 'unknown';
  return { key: other, label: stateWords(other), color: null };
}

/**
 * The request shown for each day: the live one (not cancelled) when there is one, else the
 * latest cancelled one, so that a day cancelled and requested again shows the new request.
 */
export function reservationsByDay<T extends Pick<ParkingReservation, 'type' | 'reservation_date' | 'date_added'>>(
  list: readonly T[],
): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of list) {
    const cur = out.get(r.reservation_date);
    if (!cur) out.set(r.reservation_date, r);
    else if ((cur.type === TYPE.cancelled) !== (r.type === TYPE.cancelled)) {
      if (cur.type === TYPE.cancelled) out.set(r.reservation_date, r);
    } else if (r.date_added > cur.date_added) out.set(r.reservation_date, r);
  }
  return out;
}

/** Days that already hold a live request: they cannot be requested again (tower §5). */
export function reservedDays(list: readonly Pick<ParkingReservation, 'type' | 'reservation_date'>[]): Set<string> {
  return new Set(list.filter((r) => r.type !== TYPE.cancelled).map((r) => r.reservation_date));
}
