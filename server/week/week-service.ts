import { parseDeskId } from '../../domain/floors/geometry.js';
import type { Week } from '../../domain/schemas/week-answers.js';
import { addDays, bucharestDay, bucharestInstant, weekday } from '../../domain/time.js';
import { mondayOf, workingDaysFrom } from '../../domain/week/absence-rules.js';
import type { AppContext } from '../context.js';
import type { Caller } from '../identity/actor.js';
import { presentRoomReservation } from '../rooms/presenter.js';
import { presentParking } from '../tower/presenter.js';
import { absencesBetween, liveRoomsBetween } from './absence-queries.js';
import { presentAbsence } from './absence-presenter.js';
import { liveDesksBetween, patternWeekdays, towerRequestsBetween } from './week-queries.js';

// A person's week in one answer (decisions §20): Monday to Friday of the week of `from` (this week
// by default, in Bucharest), each day with the desk, rooms, tower request and absence, read in five
// queries whatever the week holds.

export async function myWeek(ctx: AppContext, me: Caller, from?: string): Promise<Week> {
  const monday = mondayOf(from ?? bucharestDay(ctx.clock.now()));
  const days = workingDaysFrom(monday);
  const friday = days[days.length - 1];
  const q = ctx.db;
  const [desks, rooms, tower, absences, patternDays] = await Promise.all([
    liveDesksBetween(q, me.uuid, monday, friday),
    liveRoomsBetween(q, me.uuid, bucharestInstant(monday, 0), bucharestInstant(addDays(friday, 1), 0)),
    towerRequestsBetween(q, me.uuid, monday, friday),
    absencesBetween(q, me.uuid, monday, friday),
    patternWeekdays(q, me.uuid),
  ]);
  return {
    from: monday,
    days: days.map((day) => {
      const desk = desks.find((d) => d.day === day);
      const [start, end] = [bucharestInstant(day, 0).getTime(), bucharestInstant(addDays(day, 1), 0).getTime()];
      const absence = absences.find((a) => a.from_day <= day && day <= a.to_day);
      const request = tower.find((r) => r.reservation_date === day);
      return {
        day,
        desk: desk
          ? {
              _id: desk.id,
              deskId: desk.desk_id,
              floor: parseDeskId(desk.desk_id)?.floor ?? Number.NaN,
              status: desk.status,
              source: desk.source,
              parkingSpot: desk.parking_spot,
            }
          : null,
        // A meeting that runs over midnight belongs to each day it touches.
        rooms: rooms
          .filter((x) => new Date(x.date_begin).getTime() < end && new Date(x.date_end).getTime() > start)
          .map(presentRoomReservation),
        tower: request ? presentParking(request) : null,
        absence: absence ? presentAbsence(absence) : null,
        pattern: patternDays.includes(weekday(day)),
      };
    }),
  };
}
