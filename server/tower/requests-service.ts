import { recordAudit } from '../audit/audit-service.js';
import type { ReservationSource } from '../../domain/schemas/answers.js';
import { AUDIT_KIND } from '../../domain/audit.js';
import { randomUUID } from 'node:crypto';
import { TOWER } from '../../domain/buildings.js';
import { isAdminOf, ownsOrAdministersTower } from '../../domain/policy.js';
import { bucharestDay, formatDay } from '../../domain/time.js';
import { adminMayCancel, adminMayChangeCar, adminMayRequest } from '../../domain/tower/admin-rules.js';
import { requestableDays } from '../../domain/tower/calendar.js';
import { ownerMayChange, TYPE } from '../../domain/tower/engine.js';
import { TOWER_MSG, TOWER_REASON } from '../../domain/tower/validators.js';
import { mustHoldActiveAccount } from '../identity/account-hold.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { sqlConstraint, type Queryable } from '../db/connection.js';
import { activeBanUntil, liftTowerBansIfForgiven } from '../discipline/bans-service.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { heardBy } from '../webhooks/webhook-service.js';
import { arrivalOf, type ArrivalSettings } from './capacity-service.js';
import { tellPlaced } from './heard.js';
import { presentParking } from './presenter.js';
import { shareCar } from './cars-queries.js';
import {
  cancelAbsence,
  dayOfRequest,
  insertRequest,
  lockDay,
  lockRequest,
  requestById,
  requestsBetween,
  requestsByIds,
  requestsOfUser,
  setRequestCar,
  setRequestType,
  type ParkingRow,
  type RequestRow,
} from './parking-queries.js';

// Tower requests (decisions §7). Every command locks the days it changes first, then the
// request, then the car it uses: the order the rounds and the presence lists keep as well.

const ONE_PER_USER_DAY = 'parking_one_per_user_day'; // 004_tower.sql
const NOT_FOUND = 'Rezervarea nu a fost găsită.';

export interface ParkingRequestInput {
  days: string[];
  carId: string;
  /** Someone else's request, made by an administrator of the tower. */
  userId?: string;
}

/**
 * Requests parking for days (all or none). A day the first round has already shared out
 * takes a free space at once (type first) or waits for the second round; a later day waits
 * for the first round (decisions §7, tower §4). A request an administrator makes for someone
 * else skips the window and the ban: any working day from today on. Heard as tower.requested,
 * and tower.allocated too when served at once.
 */
export async function requestParking(ctx: AppContext, me: Caller, input: ParkingRequestInput): Promise<ParkingRow[]> {
  const actor = me.actor;
  const userId = input.userId ?? me.uuid;
  if (!ownsOrAdministersTower(actor, userId)) throw forbidden();
  const asAdmin = !!input.userId && isAdminOf(actor, TOWER);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const s = await buildingSettings(tx, TOWER);
      const car = await shareCar(tx, input.carId);
      if (!car || !car.active || car.user_id !== userId) throw badRequest(TOWER_MSG.notYourCar, TOWER_REASON.notYourCar);
      const ban = await activeBanUntil(tx, userId, now, TOWER);
      if (ban && !asAdmin) throw forbidden(TOWER_MSG.banned(formatDay(bucharestDay(ban))), TOWER_REASON.banned);
      const days = [...new Set(input.days)].sort();
      const window = asAdmin ? null : new Set(requestableDays(now, s));
      const open = (d: string) => (window ? window.has(d) : adminMayRequest(d, bucharestDay(now)));
      if (!days.every(open)) throw badRequest(TOWER_MSG.dayNotOpen, TOWER_REASON.dayNotOpen);
      const ids: string[] = [];
      const types: number[] = [];
      // The requester's row before the days' locks, in a deactivation's order (decisions §25).
      await mustHoldActiveAccount(tx, me.uuid, userId);
      for (const day of days) {
        await lockDay(tx, day);
        const { id, type } = await placeRequest(tx, { day, userId, carId: car.id, now }, s);
        ids.push(id);
        types.push(type);
      }
      if (userId !== me.uuid)
        await recordAudit(tx, me, now, AUDIT_KIND.reservationForOther, userId, {
          action: 'parking.add',
          days,
          types,
          car: car.license_plate,
        });
      const rows = await requestsByIds(tx, ids);
      if (await tellPlaced(tx, async () => rows, now)) ctx.webhooks.kick();
      return rows;
    });
  } catch (e) {
    if (sqlConstraint(e) === ONE_PER_USER_DAY) throw conflict(TOWER_MSG.duplicateRequest, TOWER_REASON.duplicateRequest);
    throw e;
  }
}

export interface NewRequest {
  day: string;
  userId: string;
  carId: string;
  now: Date;
  /** When it joined the queue, if not `now`: a work pattern's request, the moment its day opened (decisions §20). */
  dateAdded?: Date;
  source?: ReservationSource;
}

/**
 * One request, under its day's lock (the caller takes it, days in order): type first at once when the
 * first round has already shared out the day and a space is free for it (capacity-service arrivalOf,
 * decisions §7 and §26), else it waits. The
 * one way a request is placed, a person's, an administrator's for someone, or a work pattern's.
 */
export async function placeRequest(tx: Queryable, r: NewRequest, s: ArrivalSettings): Promise<{ id: string; type: number }> {
  // Counted under the day's lock: never more cars than open spaces (decisions §7).
  const { type, priority } = await arrivalOf(tx, r, s);
  const id = randomUUID();
  await insertRequest(tx, {
    id,
    dateAdded: r.dateAdded ?? r.now,
    day: r.day,
    userId: r.userId,
    carId: r.carId,
    type,
    source: r.source ?? 'person',
    priority,
  });
  return { id, type };
}

/**
 * Locks a request under its day's lock and checks the caller's right on it: the owner may act
 * on a live request, not yet confirmed, before its day's deadline; administrators any time.
 */
async function lockChangeable(tx: Queryable, me: Caller, now: Date, id: string): Promise<RequestRow> {
  const day = await dayOfRequest(tx, id);
  if (!day) throw notFound(NOT_FOUND);
  await lockDay(tx, day);
  const r = await lockRequest(tx, id);
  if (!r) throw notFound(NOT_FOUND);
  const actor = me.actor;
  if (isAdminOf(actor, TOWER)) return r;
  if (!ownsOrAdministersTower(actor, r.user_id)) throw forbidden();
  const s = await buildingSettings(tx, TOWER);
  if (!ownerMayChange(r, now, s.confirmationDeadlineHour)) throw badRequest(TOWER_MSG.tooLate, TOWER_REASON.tooLate);
  return r;
}

/**
 * Cancels a live request (a cancelled one is answered as it is, nothing written). Cancelling an
 * absence marks it confirmed and takes its indiscipline back (tower §4), which may end a ban.
 * Heard as tower.cancelled.
 */
export function cancelParking(ctx: AppContext, me: Caller, id: string): Promise<ParkingRow> {
  return heardBy(ctx, presentParking, async (tx) => {
    const now = ctx.clock.now();
    const r = await lockChangeable(tx, me, now, id);
    if (!adminMayCancel(r)) return { row: (await requestById(tx, id))!, events: [], now };
    let banLifted = false;
    if (r.type === TYPE.absent) {
      await cancelAbsence(tx, id, TYPE.cancelled);
      banLifted = await liftTowerBansIfForgiven(tx, r.user_id, now);
    } else await setRequestType(tx, id, TYPE.cancelled);
    if (r.user_id !== me.uuid) {
      const details = { action: 'parking.cancel', request: id, day: r.reservation_date, type: r.type, ...(banLifted ? { banLifted } : {}) };
      await recordAudit(tx, me, now, AUDIT_KIND.reservationForOther, r.user_id, details);
    }
    return { row: (await requestById(tx, id))!, events: ['tower.cancelled'], now };
  });
}

/** Gives a live request dated after today another car of its owner. */
export function changeParkingCar(ctx: AppContext, me: Caller, id: string, carId: string): Promise<ParkingRow> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const r = await lockChangeable(tx, me, now, id);
    if (r.type === TYPE.cancelled) throw badRequest(TOWER_MSG.carChangeFailed, TOWER_REASON.carChangeFailed);
    if (!adminMayChangeCar(r, bucharestDay(now))) throw badRequest(TOWER_MSG.tooLate, TOWER_REASON.tooLate);
    const car = await shareCar(tx, carId);
    if (!car || !car.active || car.user_id !== r.user_id) throw badRequest(TOWER_MSG.notYourCar, TOWER_REASON.notYourCar);
    await setRequestCar(tx, id, carId, car.electric);
    if (r.user_id !== me.uuid) {
      await recordAudit(tx, me, now, AUDIT_KIND.reservationForOther, r.user_id, {
        action: 'parking.changeCar',
        request: id,
        day: r.reservation_date,
        from: r.car_id,
        to: carId,
      });
    }
    return (await requestById(tx, id))!;
  });
}

/** One request, for its owner and the tower's administrators. */
export async function parkingRequest(ctx: AppContext, me: Caller, id: string): Promise<ParkingRow> {
  const r = await requestById(ctx.db, id);
  if (!r) throw notFound(NOT_FOUND);
  if (!ownsOrAdministersTower(me.actor, r.user_id)) throw forbidden();
  return r;
}

/** A user's requests, for that user and the tower's administrators. */
export async function parkingOfUser(ctx: AppContext, me: Caller, uuid: string): Promise<ParkingRow[]> {
  if (!ownsOrAdministersTower(me.actor, uuid)) throw forbidden();
  return requestsOfUser(ctx.db, uuid);
}

/** Every request between two days, for the tower's administrators. */
export async function parkingBetween(ctx: AppContext, me: Caller, from: string | null, to: string | null): Promise<ParkingRow[]> {
  if (!isAdminOf(me.actor, TOWER)) throw forbidden();
  return requestsBetween(ctx.db, from, to);
}
