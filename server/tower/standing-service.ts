import type { ParkingStanding } from '../../domain/schemas/tower-standing.js';
import type { AppContext } from '../context.js';
import type { Caller } from '../identity/actor.js';
import { standingOf } from './rounds-queries.js';

/**
 * The caller's place in the last round of a day that ranked their request (decisions §26), read
 * from the order the round stored when it ran: today's scores never rewrite what decided then.
 */
export async function parkingStanding(ctx: AppContext, me: Caller, day: string): Promise<ParkingStanding> {
  const r = await standingOf(ctx.db, me.uuid, day);
  if (!r) return { date: day, round: null, open: null, requests: null, position: null, outcome: null, rule: null };
  return {
    date: day,
    round: r.round,
    open: r.free,
    requests: r.requests,
    position: r.position,
    outcome: r.outcome,
    rule: r.rule as ParkingStanding['rule'],
  };
}
