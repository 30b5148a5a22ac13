import { randomUUID } from 'node:crypto';
import { isValidPlate, normalisePlate, reAddBlockDays, TOWER_MSG } from '../../domain/tower/validators.js';
import type { UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { numericSetting } from '../settings/service.js';

export interface CarRow {
  id: string;
  user_id: string | null;
  brand: string;
  license_plate: string;
  foreign_plate: boolean;
  function_car: boolean;
  permanent_access: boolean;
  owner_label: string | null;
  active: boolean;
  date_added: Date;
  date_removed: Date | null;
  owner_name?: string | null;
}

export function presentCar(c: CarRow) {
  return {
    _id: c.id,
    brand: c.brand,
    license_plate: c.license_plate,
    foreign_plate: c.foreign_plate,
    active: c.active,
    user_id: c.user_id,
    owner: c.permanent_access ? (c.owner_label ?? 'Companie') : (c.owner_name ?? null),
    date_removed: c.date_removed ? new Date(c.date_removed).toISOString() : null,
    function_car: c.function_car,
    permanent_access: c.permanent_access,
  };
}

export const CAR_SELECT = 'SELECT c.*, u.name AS owner_name FROM cars c LEFT JOIN users u ON u.uuid = c.user_id';

async function reAddDays(q: Queryable): Promise<number> {
  return reAddBlockDays(await numericSetting(q, '2', 'carCanBeAddedAgainAfterDays', 60));
}

export interface AddCarInput {
  brand: string;
  license_plate: string;
  foreign_plate?: boolean;
  function_car?: boolean;
  permanent_access?: boolean;
  owner_label?: string;
  user_id?: string;
}

/** Adds a car: a valid plate and a brand; no active car and no car removed in the block period with that plate. */
export async function addCar(ctx: AppContext, me: UserRow, input: AddCarInput, q: Queryable = ctx.db): Promise<CarRow> {
  const plate = normalisePlate(input.license_plate);
  if (!plate || !input.brand.trim()) throw badRequest(TOWER_MSG.carDataInvalid);
  if (!isValidPlate(plate, !!input.foreign_plate)) throw badRequest(TOWER_MSG.plateInvalid);
  const admin = me.role === 'admin' || me.admin_of.includes('2');
  if ((input.function_car || input.permanent_access || input.user_id) && !admin) throw forbidden();
  if (input.function_car && input.permanent_access) throw badRequest(TOWER_MSG.carDataInvalid);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - (await reAddDays(q)) * 86_400_000);
  const { rows: clash } = await q.query('SELECT 1 FROM cars WHERE license_plate = $1 AND (active OR date_removed > $2)', [plate, since]);
  if (clash.length) throw conflict(TOWER_MSG.carExistsServer);
  const owner = input.permanent_access ? (input.user_id ?? null) : (input.user_id ?? me.uuid);
  try {
    const { rows } = await q.query<CarRow>(
      `INSERT INTO cars (id, user_id, brand, license_plate, foreign_plate, function_car, permanent_access, owner_label, date_added)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [randomUUID(), owner, input.brand.trim(), plate, !!input.foreign_plate, !!input.function_car, !!input.permanent_access, input.owner_label ?? null, now],
    );
    return rows[0];
  } catch (e) {
    if (sqlState(e) === UNIQUE_VIOLATION) throw conflict(TOWER_MSG.carExistsServer);
    throw e;
  }
}

export async function carById(q: Queryable, id: string): Promise<CarRow | null> {
  const { rows } = await q.query<CarRow>(`${CAR_SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Removes a car (it stays in history, blocked from re-adding for a while). */
export async function deleteCar(ctx: AppContext, me: UserRow, id: string): Promise<void> {
  const car = await carById(ctx.db, id);
  if (!car || !car.active) throw notFound('Mașina nu a fost găsită.');
  if (car.user_id !== me.uuid && me.role !== 'admin' && !me.admin_of.includes('2')) throw forbidden();
  await ctx.db.query('UPDATE cars SET active = false, date_removed = $2 WHERE id = $1', [id, ctx.clock.now()]);
}
