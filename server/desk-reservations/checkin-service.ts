import { OFFICE } from '../../domain/buildings.js';
import {
  CHECKIN_ACTION,
  CHECKIN_MSG,
  CHECKIN_REASON,
  checkinDecision,
  type CheckinAction,
  type TodayHolding,
} from '../../domain/desks/checkin.js';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { bucharestDay, isWeekday } from '../../domain/time.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext, Wakers } from '../context.js';
import { sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { bookingRefusal, bookWithin } from './book-service.js';
import { lockCheckinSubject, todayHoldings } from './checkin-queries.js';
import { presentDeskReservation, type DeskReservationRow } from './presenter.js';
import { queueWebhookEvent } from '../webhooks/webhook-service.js';
import { confirmReservation, reservationById } from './queries.js';

export interface CheckinOutcome {
  action: CheckinAction;
  reservation: DeskReservationRow;
}

const holding = (r: DeskReservationRow | undefined): TodayHolding | null =>
  r ? { deskId: r.desk_id, uuid: r.uuid, status: r.status } : null;

/**
 * A check-in at a desk, today in Bucharest (decisions §13): confirms the caller's booking of it,
 * or, with walkUpBooking on, books the free desk for today under the booking rule and confirms it
 * at once. In one transaction; a walk-up that loses the desk (or the person's day) to a booking
 * committed meanwhile is decided once more on what then holds, so the loser hears who has it.
 */
export async function checkIn(ctx: AppContext, me: Caller, deskId: string): Promise<CheckinOutcome> {
  const now = ctx.clock.now();
  const today = bucharestDay(now);
  if (!isWeekday(today)) throw badRequest(CHECKIN_MSG.weekend, CHECKIN_REASON.weekend);
  const attempt = () =>
    ctx.db.transaction(async (tx) => {
      const outcome = await checkInWithin(tx, me, deskId, today, now);
      await queueCheckinEvents(tx, ctx.webhooks, outcome, now);
      return outcome;
    });
  try {
    return await attempt();
  } catch (e) {
    if (sqlState(e) !== UNIQUE_VIOLATION) throw e;
  }
  try {
    return await attempt();
  } catch (e) {
    throw bookingRefusal(e, me, { reservationDate: today });
  }
}

/** The webhooks' events of a check-in (decisions §23): a walk-up is booked and checked in. */
async function queueCheckinEvents(tx: Queryable, webhooks: Wakers['webhooks'], outcome: CheckinOutcome, now: Date): Promise<void> {
  const data = presentDeskReservation(outcome.reservation);
  if (outcome.action === CHECKIN_ACTION.booked) await queueWebhookEvent(tx, webhooks, 'desk.booked', data, now);
  if (outcome.action !== CHECKIN_ACTION.already) await queueWebhookEvent(tx, webhooks, 'desk.checkedin', data, now);
}

async function checkInWithin(tx: Queryable, me: Caller, deskId: string, today: string, now: Date): Promise<CheckinOutcome> {
  const { deskExists } = await lockCheckinSubject(tx, me.uuid, deskId);
  if (!deskExists) throw notFound(DESK_MSG.deskNotFound, DESK_REASON.deskNotFound);
  const held = await todayHoldings(tx, today, me.uuid, deskId);
  const mine = held.find((r) => r.uuid === me.uuid);
  const ofDesk = held.find((r) => r.desk_id === deskId);
  const walkUp = (await buildingSettings(tx, OFFICE)).walkUpBooking === 1;
  const d = checkinDecision({ me: me.uuid, deskId, mine: holding(mine), desk: holding(ofDesk), walkUp });
  if ('refusal' in d) {
    switch (d.refusal) {
      case CHECKIN_REASON.otherDesk:
        throw conflict(CHECKIN_MSG.otherDesk(d.deskId), d.refusal);
      case CHECKIN_REASON.taken:
        throw conflict(CHECKIN_MSG.taken(ofDesk?.name ?? ''), d.refusal);
      case CHECKIN_REASON.walkUpOff:
        throw forbidden(CHECKIN_MSG.walkUpOff, d.refusal);
    }
  }
  switch (d.action) {
    case CHECKIN_ACTION.confirmed:
      await confirmReservation(tx, mine!.id);
      return { action: d.action, reservation: (await reservationById(tx, mine!.id))! };
    case CHECKIN_ACTION.already:
      return { action: d.action, reservation: mine! };
    case CHECKIN_ACTION.booked:
      return { action: d.action, reservation: await bookWithin(tx, me, { deskId, reservationDate: today }, now, true) };
  }
}
