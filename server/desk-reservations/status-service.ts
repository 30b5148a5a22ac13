import { addDays, bucharestDay, bucharestInstant } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { presentOfficeStatus } from './presenter.js';
import { officeCounts } from './queries.js';

/** Today's counts for the status card (decisions §6): desks and rooms with and without a reservation. */
export async function officeStatus(ctx: AppContext) {
  const today = bucharestDay(ctx.clock.now());
  return presentOfficeStatus(await officeCounts(ctx.db, today, bucharestInstant(today, 0), bucharestInstant(addDays(today, 1), 0)));
}
