import { DISPLAY_MSG, DISPLAY_REASON, DISPLAY_SECRET, initialsOf } from '../../domain/displays/rules.js';
import { toBuildingSettings } from '../../domain/settings.js';
import type { DisplayDesk, DisplayView } from '../../domain/schemas/display-answers.js';
import { isWeekday } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { hashToken } from '../identity/tokens.js';
import { presentDoorReservation, todayOf } from './door-service.js';
import { floorByNumber } from '../floors/queries.js';
import { desksOfFloorOnDay, displayViewBySecret, roomsOfFloorAt, type FoundDisplay } from './queries.js';

// What a display shows (decisions §24), read on every change its stream tells of: a room's reservations
// of today that have not ended, or a floor's desks and rooms today. Names as showNamesOnDisplays says.
// Every display of the process reads again on each change of today, so a room's view is one statement
// (the display, the setting and the reservations: queries.ts displayViewBySecret).

export async function displayView(ctx: AppContext, secret: string): Promise<DisplayView> {
  const now = ctx.clock.now();
  const d = DISPLAY_SECRET.test(secret) ? await displayViewBySecret(ctx.db, hashToken(secret), now, todayOf(now).to) : null;
  if (!d) throw notFound(DISPLAY_MSG.notFound, DISPLAY_REASON.notFound);
  // The setting as every rule reads it: its default applied in one place (domain/settings.ts).
  const showNames = toBuildingSettings({ showNamesOnDisplays: d.show_names }).showNamesOnDisplays === 1;
  const base = {
    name: d.name,
    roomId: d.room_id,
    roomName: d.room_name,
    floor: d.floor,
    now: now.toISOString(),
    showNames,
    reservations: null,
    plan: null,
    desks: null,
    rooms: null,
    freeDesks: null,
    freeRooms: null,
    bookUrl: null,
  };
  if (d.room_id) {
    const live = d.reservations.map((x) => ({ ...x, date_begin: new Date(x.date_begin), date_end: new Date(x.date_end) }));
    return { ...base, reservations: live.map((x) => presentDoorReservation(x, showNames)) };
  }
  return { ...base, ...(await floorBoard(ctx, d, now, showNames)) };
}

async function floorBoard(ctx: AppContext, d: FoundDisplay, now: Date, showNames: boolean) {
  const floor = d.floor!;
  const { day } = todayOf(now);
  const [plan, deskRows, roomRows] = await Promise.all([
    floorByNumber(ctx.db, floor),
    desksOfFloorOnDay(ctx.db, floor, day),
    roomsOfFloorAt(ctx.db, floor, now),
  ]);
  const weekday = isWeekday(day);
  const desks: DisplayDesk[] = deskRows.map((r) => ({
    id: r.desk_id,
    x: r.x,
    y: r.y,
    // A desk allocated or blocked for a person (type) is no one's to book; on a weekend none is.
    state: r.status ?? (r.type || !weekday ? 'closed' : 'free'),
    initials: r.status && showNames && r.name ? initialsOf(r.name) : null,
  }));
  return {
    plan: plan && { name: plan.name, width: plan.width, height: plan.height, hasImage: plan.plan_version !== null },
    desks,
    rooms: roomRows.map((r) => ({ id: r.id, name: r.name, x: r.x, y: r.y, w: r.w, h: r.h, busy: r.busy })),
    freeDesks: desks.filter((x) => x.state === 'free').length,
    freeRooms: roomRows.filter((r) => !r.busy).length,
    bookUrl: `${ctx.config.publicUrl}/birouri?floor=${floor}`,
  };
}
