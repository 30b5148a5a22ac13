import { ROOM_REASON, type RoomIntervalRule } from '@domain/rooms/rules.js';
import { ApiError } from '@/api/client.js';
import { common } from '@/i18n/common.js';
import { forms } from '@/i18n/forms.js';
import { translate } from '@/i18n/i18n.js';

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

const days = (n: number) => translate(common, 'common.days', { count: n });

// Each sentence in the language active now: the component that shows it calls useT(forms).
const TEXT: Record<RoomRefusal, (l: RefusalLimits) => string> = {
  overlap: () => translate(forms, 'forms.roomRefusal.overlap'),
  weekend: () => translate(forms, 'forms.roomRefusal.weekend'),
  badTime: () => translate(forms, 'forms.roomRefusal.badTime'),
  endBeforeStart: () => translate(forms, 'forms.roomRefusal.endBeforeStart'),
  tooLong: () => translate(forms, 'forms.roomRefusal.tooLong'),
  inPast: () => translate(forms, 'forms.roomRefusal.inPast'),
  tooFar: ({ maxDaysRoom: n }) =>
    n === undefined ? translate(forms, 'forms.roomRefusal.tooFar') : translate(forms, 'forms.roomRefusal.tooFarDays', { days: days(n) }),
  endTooFar: ({ maxDaysRoom: n }) =>
    n === undefined
      ? translate(forms, 'forms.roomRefusal.endTooFar')
      : translate(forms, 'forms.roomRefusal.endTooFarDays', { days: days(n) }),
  maxActive: ({ maxActiveRoom: n }) =>
    n === undefined ? translate(forms, 'forms.roomRefusal.maxActive') : translate(forms, 'forms.roomRefusal.maxActiveOf', { max: n }),
  roomNotFound: () => translate(forms, 'forms.roomRefusal.roomNotFound'),
  otherGroup: () => translate(forms, 'forms.roomRefusal.otherGroup'),
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
