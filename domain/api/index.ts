import { accountCalls } from './accounts.js';
import { auditCalls } from './audit.js';
import { calendarCalls } from './calendar.js';
import type { AnswerOf, InputOf } from './call.js';
import { deskReservationCalls } from './desk-reservations.js';
import { deskCalls } from './desks.js';
import { displayCalls } from './displays.js';
import { floorCalls } from './floors.js';
import { groupCalls } from './groups.js';
import { liveCalls } from './live.js';
// Before meta: the document's components come in the order their schemas were made (tower-answers.ts first).
import { towerCalls } from './tower.js';
import { towerRoundCalls } from './tower-rounds.js';
import { metaCalls } from './meta.js';
import { privacyCalls } from './privacy.js';
import { providerGroupCalls } from './provider-groups.js';
import { roomCalls } from './rooms.js';
import { settingsCalls } from './settings.js';
import { statisticsCalls } from './statistics.js';
import { teamCalls } from './team.js';
import { testCalls } from './test.js';
import { tokenCalls } from './tokens.js';
import { webhookCalls } from './webhooks.js';
import { weekCalls } from './week.js';

// Every call of the API, keyed 'METHOD /path', its path under /api (domain/api/call.ts): the server registers
// its routes from this table (server/http/route.ts), the web calls through it (web/src/api/client.ts apiCall).
export const CALLS = {
  ...metaCalls,
  ...accountCalls,
  ...privacyCalls,
  ...groupCalls,
  ...providerGroupCalls,
  ...settingsCalls,
  ...floorCalls,
  ...deskCalls,
  ...deskReservationCalls,
  ...roomCalls,
  ...towerCalls,
  ...towerRoundCalls,
  ...statisticsCalls,
  ...auditCalls,
  ...calendarCalls,
  ...weekCalls,
  ...teamCalls,
  ...liveCalls,
  ...tokenCalls,
  ...webhookCalls,
  ...displayCalls,
  ...testCalls,
};

export type Calls = typeof CALLS;
export type CallKey = keyof Calls;
/** What the web sends to a call. */
export type CallInput<K extends CallKey> = InputOf<Calls[K]>;
/** What a call answers in the envelope's payload. */
export type CallAnswer<K extends CallKey> = AnswerOf<Calls[K]>;
