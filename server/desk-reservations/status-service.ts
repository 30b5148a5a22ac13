import { OFFICE } from '../../domain/buildings.js';
import { deskDayRefusal } from '../../domain/desks/rules.js';
import { bucharestDay, daySpan } from '../../domain/time.js';
import type { OfficeStatus } from '../../domain/schemas/desk-answers.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { dayVersion, type DayVersion, type Versioned } from '../versions/version-service.js';
import { presentOfficeStatus } from './presenter.js';
import { officeCounts } from './queries.js';

/**
 * The counts of the status card for `day` (today when not given; decisions §6): desks and rooms
 * with and without a reservation, under that day's office version (bumped by every change of the
 * day's desk or room reservations, and of desks and rooms: migrations 007 and 008). Besides today, the card follows the day the map shows (issue #14): any day of the
 * booking window, refused as a booking for it would be.
 */
export async function officeStatus(ctx: AppContext, day: string | undefined, known: DayVersion | null): Promise<Versioned<OfficeStatus>> {
  const now = ctx.clock.now();
  const today = bucharestDay(now);
  const d = day ?? today;
  if (d !== today) {
    const refusal = deskDayRefusal(d, now, (await buildingSettings(ctx.db, OFFICE)).maxDaysDesk);
    if (refusal) throw badRequest(refusal.message, refusal.reason);
  }
  return {
    key: `status|${d}`,
    version: await dayVersion(ctx.db, d, known),
    data: async () => {
      const { from, to } = daySpan(d);
      return presentOfficeStatus(await officeCounts(ctx.db, d, from, to));
    },
  };
}
