import type { CallAnswer } from '@domain/api/index.js';
import { TYPE, type RequestType } from '@domain/tower/engine.js';
import type { AbsenceKind } from '@domain/week/messages.js';
import { formatDay } from '@/i18n/dates.js';
import type { Language } from '@/i18n/language.js';
import type { TowerKey } from '@/i18n/tower.js';
import type { Translate } from '@/i18n/use-t.js';
import type { WeekKey } from '@/i18n/week.js';

// The words of 'Săptămâna mea' and of the absence dialog (decisions §20) that are read from a code:
// an absence's kind, a tower request's type, and what recording an absence did.

/** Each kind of absence in words (area `week`). */
export const KIND_WORDS: Readonly<Record<AbsenceKind, WeekKey>> = {
  concediu: 'week.kind.concediu',
  telemunca: 'week.kind.telemunca',
  deplasare: 'week.kind.deplasare',
  altul: 'week.kind.altul',
};

/** A desk reservation's status (as the drawer's RESERVATION_STATUS words it, area `week`). */
export const STATUS_WORDS: Readonly<Record<'booked' | 'busy' | 'cancelled', WeekKey>> = {
  booked: 'week.status.booked',
  busy: 'week.status.busy',
  cancelled: 'week.status.cancelled',
};

/** A tower request's type in the tower's own words (area `tower`, domain's TYPE_WORDS in Romanian). */
const TOWER_TYPE_WORDS: Readonly<Record<RequestType, TowerKey>> = {
  [TYPE.queue]: 'tower.type.queue',
  [TYPE.first]: 'tower.type.first',
  [TYPE.second]: 'tower.type.second',
  [TYPE.absent]: 'tower.type.absent',
  [TYPE.notAllocated]: 'tower.type.notAllocated',
  [TYPE.cancelled]: 'tower.type.cancelled',
};

export const towerTypeKey = (type: number): TowerKey => TOWER_TYPE_WORDS[type as RequestType] ?? 'tower.type.unknown';

/** A room by its name: 'sala Olt', or the name alone when it already says so ('Sala Carpați', not 'sala Sala Carpați'). */
function roomWords(name: string, t: Translate<WeekKey>): string {
  return /^sala\s/i.test(name) ? name : t('week.outcome.roomNamed', { name });
}

export type AbsenceRecorded = CallAnswer<'POST /absences/update'>;

/**
 * What recording an absence did, in one sentence (issue #41, point 4): 'Am anulat 3 rezervări de birou
 * și 2 cereri de parcare; sala Olt din 12.03.2027 rămâne rezervată.' First what was cancelled (or that
 * nothing was), then each thing kept: a desk or a request past its cut-off, a room (never cancelled).
 */
export function absenceOutcome(answer: AbsenceRecorded, t: Translate<WeekKey>, language: Language): string {
  const { cancelled, kept } = answer;
  const day = (d: string) => formatDay(d, language);
  const desks = t('week.outcome.desks', { count: cancelled.desks.length });
  const tower = t('week.outcome.tower', { count: cancelled.tower.length });
  const first =
    cancelled.desks.length && cancelled.tower.length
      ? t('week.outcome.cancelledBoth', { desks, tower })
      : cancelled.desks.length
        ? t('week.outcome.cancelled', { what: desks })
        : cancelled.tower.length
          ? t('week.outcome.cancelled', { what: tower })
          : t('week.outcome.nothing');
  const byDay = <T extends { day: string }>(list: T[]) => [...list].sort((a, b) => a.day.localeCompare(b.day));
  const rest = [
    ...byDay(kept.desks).map((d) => t('week.outcome.keptDesk', { deskId: d.deskId, day: day(d.day) })),
    ...byDay(kept.tower).map((r) => t('week.outcome.keptTower', { day: day(r.day) })),
    ...byDay(kept.rooms).map((r) =>
      r.roomName
        ? t('week.outcome.keptRoom', { room: roomWords(r.roomName, t), day: day(r.day) })
        : t('week.outcome.keptRoomUnnamed', { day: day(r.day) }),
    ),
  ];
  return `${[first, ...rest].join('; ')}.`;
}
