import { randomUUID } from 'node:crypto';
import { firstRoundDone, requestableDays } from '../../domain/tower/calendar.js';
import { ownerMayChange, TYPE } from '../../domain/tower/engine.js';
import { TOWER_MSG } from '../../domain/tower/validators.js';
import { bucharestDay, formatDay } from '../../domain/time.js';
import type { UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { activeBanUntil } from '../discipline/bans.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { settingsOf } from '../settings/service.js';
import { freeSpaces, lockDay } from './capacity.js';
import { carById } from './cars-service.js';

export interface ParkingRow {
  id: string;
  date_added: Date;
  reservation_date: string;
  user_id: string;
  car_id: string;
  type: number;
  reservation_confirmed: boolean;
  exited: boolean;
  indiscipline_score: number;
  license_plate?: string;
  brand?: string;
  user_name?: string;
  email?: string;
  function_car?: boolean;
}

export const PARKING_SELECT = `SELECT p.*, c.license_plate, c.brand, c.function_car, u.name AS user_name, u.email, u.graded
  FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id`;

export async function towerHours(q: Queryable) {
  const s = await settingsOf(q, '2');
  return { fridayCutoffHour: Number(s.fridayCutoffHour ?? 16), confirmationDeadlineHour: Number(s.confirmationDeadlineHour ?? 18) };
}

/**
 * Requests parking for days (all or none). A day the first round has already shared out
 * takes a free space at once (type 1) or waits for the second round; a later day waits
 * for the first round (decisions §7). `asAdmin` skips the user's window (admin-made requests).
 */
export async function requestParking(ctx: AppContext, me: UserRow, input: { days: string[]; carId: string; userId?: string; asAdmin?: boolean }) {
  const now = ctx.clock.now();
  const userId = input.userId ?? me.uuid;
  const hours = await towerHours(ctx.db);
  const car = await carById(ctx.db, input.carId);
  if (!car || !car.active || car.user_id !== userId) throw badRequest(TOWER_MSG.notYourCar);
  const ban = await activeBanUntil(ctx.db, userId, now, '2');
  if (ban && !input.asAdmin) throw forbidden(TOWER_MSG.banned(formatDay(bucharestDay(ban))));
  const days = [...new Set(input.days)].sort();
  if (!input.asAdmin) {
    const open = new Set(requestableDays(now, hours));
    if (days.some((d) => !open.has(d))) throw badRequest(TOWER_MSG.dayNotOpen);
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const day of days) {
        await lockDay(tx, day);
        let type: number = TYPE.queue;
        if (firstRoundDone(day, now, hours.fridayCutoffHour) && (await freeSpaces(tx, day)).free > 0) type = TYPE.first;
        const id = randomUUID();
        await tx.query(
          'INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, now, day, userId, car.id, type],
        );
        ids.push(id);
      }
      return ids;
    });
  } catch (e) {
    if (sqlState(e) === UNIQUE_VIOLATION) throw conflict(TOWER_MSG.duplicateRequest);
    throw e;
  }
}

export async function parkingById(q: Queryable, id: string): Promise<ParkingRow | null> {
  const { rows } = await q.query<ParkingRow>(`${PARKING_SELECT} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

const isTowerAdmin = (u: UserRow) => u.role === 'admin' || u.admin_of.includes('2');

/** The owner may act on types 0–2, not yet confirmed, before the day's deadline; administrators any time. */
async function loadChangeable(ctx: AppContext, me: UserRow, id: string): Promise<ParkingRow> {
  const r = await parkingById(ctx.db, id);
  if (!r) throw notFound('Rezervarea nu a fost găsită.');
  if (isTowerAdmin(me)) return r;
  if (r.user_id !== me.uuid) throw forbidden();
  const { confirmationDeadlineHour } = await towerHours(ctx.db);
  if (!ownerMayChange(r, ctx.clock.now(), confirmationDeadlineHour)) throw badRequest(TOWER_MSG.tooLate);
  return r;
}

/** Cancels a request (type 5). Cancelling an absence also takes its indiscipline back (tower §4). */
export async function cancelParking(ctx: AppContext, me: UserRow, id: string): Promise<void> {
  const r = await loadChangeable(ctx, me, id);
  if (r.type === TYPE.cancelled) return;
  await ctx.db.transaction(async (tx) => {
    await lockDay(tx, r.reservation_date);
    if (r.type === TYPE.absent) {
      await tx.query('UPDATE parking_reservations SET type = 5, reservation_confirmed = true, indiscipline_score = 0 WHERE id = $1', [id]);
    } else {
      await tx.query('UPDATE parking_reservations SET type = 5 WHERE id = $1', [id]);
    }
  });
}

export async function changeParkingCar(ctx: AppContext, me: UserRow, id: string, carId: string): Promise<void> {
  const r = await loadChangeable(ctx, me, id);
  if (r.type === TYPE.cancelled) throw badRequest(TOWER_MSG.carChangeFailed);
  const car = await carById(ctx.db, carId);
  if (!car || !car.active || car.user_id !== r.user_id) throw badRequest(TOWER_MSG.notYourCar);
  await ctx.db.query('UPDATE parking_reservations SET car_id = $2 WHERE id = $1', [id, carId]);
}

export function presentParking(r: ParkingRow) {
  return {
    _id: r.id,
    date_added: new Date(r.date_added).toISOString(),
    reservation_date: r.reservation_date,
    user_id: r.user_id,
    car_id: r.car_id,
    type: r.type,
    reservation_confirmed: r.reservation_confirmed,
    indiscipline_score: r.indiscipline_score,
    license_plate: r.license_plate ?? null,
    brand: r.brand ?? null,
    user_name: r.user_name ?? null,
    email: r.email ?? null,
    function_car: r.function_car ?? false,
  };
}
