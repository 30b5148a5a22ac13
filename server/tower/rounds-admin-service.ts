import { TOWER } from '../../domain/buildings.js';
import { isAdminOf } from '../../domain/policy.js';
import type { DayRounds } from '../../domain/schemas/tower-rounds-answers.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { presentRounds } from './rounds-admin-presenter.js';
import { roundEntriesOfDay, roundsOfDay } from './rounds-admin-queries.js';

/**
 * A day's rounds as they ran (decisions §26): administrators of the tower only, since each entry
 * says whether its requester needs an accessible space (health data). A day no round has run for
 * answers no rounds.
 */
export async function dayRounds(ctx: AppContext, me: Caller, date: string): Promise<DayRounds> {
  if (!isAdminOf(me.actor, TOWER)) throw forbidden();
  // Rounds first: a round written between the two reads has entries but no header, and is left out.
  const rounds = await roundsOfDay(ctx.db, date);
  const entries = await roundEntriesOfDay(ctx.db, date);
  return presentRounds(date, rounds, entries);
}
