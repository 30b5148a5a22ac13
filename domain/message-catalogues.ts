import { CALENDAR_MSG } from './calendar/bookings.js';
import { CHECKIN_MSG } from './desks/checkin.js';
import { DESK_MSG } from './desks/rules.js';
import { DISPLAY_MSG } from './displays/rules.js';
import { FLOOR_MSG } from './floors/rules.js';
import { MSG } from './messages.js';
import { OIDC_MSG } from './oidc.js';
import { ROOM_MSG } from './rooms/rules.js';
import { STATISTICS_MSG } from './statistics.js';
import { TOWER_MSG } from './tower/validators.js';
import { UPLOAD_MSG } from './upload-messages.js';
import { TOKEN_MSG } from './tokens/messages.js';
import { WEBHOOK_MSG } from './webhooks/events.js';
import { FOLLOW_MSG, FORECAST_MSG, TEAM_MSG } from './team/messages.js';
import { ABSENCE_MSG, PATTERN_MSG } from './week/messages.js';

/**
 * Each area's catalogue of messages, by the area a reason code starts with ('desk.maxActive' →
 * DESK_MSG.maxActive): docs/api-reasons.md is written from it and domain/reasons.test.ts checks
 * every code against it. Not for the web, which would carry every catalogue.
 */
export const MESSAGE_CATALOGUES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  absence: ABSENCE_MSG,
  app: MSG,
  calendar: CALENDAR_MSG,
  checkin: CHECKIN_MSG,
  desk: DESK_MSG,
  display: DISPLAY_MSG,
  floor: FLOOR_MSG,
  following: FOLLOW_MSG,
  forecast: FORECAST_MSG,
  oidc: OIDC_MSG,
  pattern: PATTERN_MSG,
  room: ROOM_MSG,
  statistics: STATISTICS_MSG,
  team: TEAM_MSG,
  token: TOKEN_MSG,
  tower: TOWER_MSG,
  upload: UPLOAD_MSG,
  webhook: WEBHOOK_MSG,
};
