import { OFFICE } from '../../domain/buildings.js';
import { dayRange, flexRange } from '../../domain/date-range.js';
import { seesManagerPages } from '../../domain/policy.js';
import type { OccupancyQuery } from '../../domain/schemas/statistics.js';
import type { OccupancyDay } from '../../domain/schemas/statistics-answers.js';
import { managedGroups } from '../../domain/statistics.js';
import { forecastRange } from '../../domain/team/forecast.js';
import { forecastEnd } from '../../domain/team/forecast-days.js';
import { FORECAST_MSG, FORECAST_REASON } from '../../domain/team/messages.js';
import { bucharestDay } from '../../domain/time.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { presentOccupancy } from './occupancy-presenter.js';
import { desksPerFloor, reservationsPerDayFloor, roomHoursPerDay, type OccupancyFilter } from './occupancy-queries.js';

/**
 * What the caller may count and for which days (decisions §21): administrators of the flexible
 * office every group (or the one asked), a manager the groups they manage (one of them when asked,
 * another 403); past days as before, future ones up to the end of the desk booking window.
 */
async function occupancyFilter(ctx: AppContext, me: Caller, query: OccupancyQuery): Promise<OccupancyFilter> {
  if (!seesManagerPages(me.actor)) throw forbidden();
  const managed = managedGroups(me.actor);
  if (query.groupId && managed && !managed.includes(query.groupId))
    throw forbidden(FORECAST_MSG.notYourGroup, FORECAST_REASON.notYourGroup);
  const groups = query.groupId ? [query.groupId] : managed;

  const today = bucharestDay(ctx.clock.now());
  const { maxDaysDesk } = await buildingSettings(ctx.db, OFFICE);
  const range = forecastRange(dayRange(query.from, query.to, flexRange(today)), today, forecastEnd(today, maxDaysDesk));
  if (range === 'tooManyDays') throw badRequest(FORECAST_MSG.tooManyDays, FORECAST_REASON.tooManyDays);
  return { ...range, floor: query.floor ?? null, groups };
}

/**
 * Desks reserved and present per weekday against the desks there are (of the floor or groups),
 * per floor, with the room hours and the spots: what the chart draws, three aggregates of the database.
 */
export async function occupancy(ctx: AppContext, me: Caller, query: OccupancyQuery): Promise<OccupancyDay[]> {
  const f = await occupancyFilter(ctx, me, query);
  if (f.from > f.to) return [];
  const [desks, reservations, roomHours] = await Promise.all([
    desksPerFloor(ctx.db, f),
    reservationsPerDayFloor(ctx.db, f),
    roomHoursPerDay(ctx.db, f),
  ]);
  return presentOccupancy(f.from, f.to, { desks, reservations, roomHours });
}
