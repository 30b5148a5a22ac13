import { recordAudit } from '../audit/audit-service.js';
import { AUDIT_KIND } from '../../domain/audit.js';
import { randomUUID } from 'node:crypto';
import { TOWER } from '../../domain/buildings.js';
import { isAdminOf, ownsOrAdministersTower } from '../../domain/policy.js';
import type { BuildingSettings } from '../../domain/settings.js';
import { CONTROL_CHARS_MSG, hasControlChars } from '../../domain/text/control-chars.js';
import { isValidPlate, normalisePlate, reAddBlockDays, TOWER_MSG, TOWER_REASON } from '../../domain/tower/validators.js';
import type { UserRow } from '../identity/user-row.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { sqlConstraint, type Queryable } from '../db/connection.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import type { TableRow } from '../uploads/table.js';
import { FIRST_DATA_ROW } from '../../domain/upload-messages.js';
import { ELECTRIC_COLUMNS, electricCell, electricCellMsg } from '../../domain/tower/electric-cell.js';
import {
  ACTIVE_PLATE_INDEX,
  activeCarsOfUser,
  allCars,
  carById,
  carsOfUser,
  countPermanentCars,
  insertCar,
  lockCar,
  lockPermanentCarsLimit,
  plateInUse,
  removeCar,
  updateCar as writeCar,
  type CarRow,
} from './cars-queries.js';

// The tower's cars (tower §4, §5): users add and remove their own; administrators of the tower
// also add company (permanent-access) and function cars, edit them and import the company list.

const CAR_NOT_FOUND = 'Mașina nu a fost găsită.';

export interface AddCarInput {
  brand: string;
  license_plate: string;
  foreign_plate?: boolean;
  function_car?: boolean;
  permanent_access?: boolean;
  electric?: boolean;
  owner_label?: string;
  user_id?: string;
}

/** The caller's active cars. */
export function myActiveCars(ctx: AppContext, me: UserRow): Promise<CarRow[]> {
  return activeCarsOfUser(ctx.db, me.uuid);
}

/** The caller's cars, removed ones too. */
export function myCars(ctx: AppContext, me: UserRow): Promise<CarRow[]> {
  return carsOfUser(ctx.db, me.uuid);
}

/** Every car, for the tower's administrators. */
export async function everyCar(ctx: AppContext, me: Caller): Promise<CarRow[]> {
  if (!isAdminOf(me.actor, TOWER)) throw forbidden();
  return allCars(ctx.db);
}

/**
 * One car added in the caller's transaction: a valid plate and a brand; company and function
 * cars and cars of others only by administrators; no active car and no car removed within the
 * block period (carCanBeAddedAgainAfterDays) with that plate.
 */
async function addOneCar(tx: Queryable, me: Caller, input: AddCarInput, now: Date, s: BuildingSettings): Promise<CarRow> {
  const plate = normalisePlate(input.license_plate);
  if (!plate || !input.brand.trim()) throw badRequest(TOWER_MSG.carDataInvalid, TOWER_REASON.carDataInvalid);
  if (!isValidPlate(plate, !!input.foreign_plate)) throw badRequest(TOWER_MSG.plateInvalid, TOWER_REASON.plateInvalid);
  if ((input.function_car || input.permanent_access || input.user_id) && !isAdminOf(me.actor, TOWER)) throw forbidden();
  if (input.function_car && input.permanent_access) throw badRequest(TOWER_MSG.carDataInvalid, TOWER_REASON.carDataInvalid);
  const since = new Date(now.getTime() - reAddBlockDays(s.carCanBeAddedAgainAfterDays) * 86_400_000);
  if (await plateInUse(tx, plate, since)) throw conflict(TOWER_MSG.carExistsServer, TOWER_REASON.carExistsServer);
  return insertCar(tx, {
    id: randomUUID(),
    userId: input.permanent_access ? (input.user_id ?? null) : (input.user_id ?? me.uuid),
    brand: input.brand.trim(),
    plate,
    foreign: !!input.foreign_plate,
    functionCar: !!input.function_car,
    permanent: !!input.permanent_access,
    electric: !!input.electric,
    ownerLabel: input.owner_label ?? null,
    now,
  });
}

/** The active plate's unique index refuses a plate added at the same time by someone else. */
function plateTaken(e: unknown): unknown {
  return sqlConstraint(e) === ACTIVE_PLATE_INDEX ? conflict(TOWER_MSG.carExistsServer, TOWER_REASON.carExistsServer) : e;
}

/** Adds a car. */
export async function addCar(ctx: AppContext, me: Caller, input: AddCarInput): Promise<CarRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const car = await addOneCar(tx, me, input, now, await buildingSettings(tx, TOWER));
      // What only an administrator may add (a company or function car, someone else's car) is an administrative change.
      if (car.user_id !== me.uuid || car.function_car || car.permanent_access) {
        await recordAudit(tx, me, now, AUDIT_KIND.carsAdd, car.license_plate, {
          owner: car.user_id,
          function_car: car.function_car,
          permanent_access: car.permanent_access,
          electric: car.electric,
        });
      }
      return car;
    });
  } catch (e) {
    throw plateTaken(e);
  }
}

/** Removes a car, for its owner and the tower's administrators (it stays in history, blocked from re-adding for a while). */
export function deleteCar(ctx: AppContext, me: Caller, id: string): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const car = await lockCar(tx, id);
    if (!car || !car.active) throw notFound(CAR_NOT_FOUND);
    if (!ownsOrAdministersTower(me.actor, car.user_id)) throw forbidden();
    await removeCar(tx, id, ctx.clock.now());
    if (car.user_id !== me.uuid)
      await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.carsDelete, car.license_plate, { owner: car.user_id });
  });
}

export interface CarEdit {
  brand?: string;
  license_plate?: string;
  foreign_plate?: boolean;
  function_car?: boolean;
  permanent_access?: boolean;
  electric?: boolean;
  owner_label?: string | null;
}

/**
 * An administrator's edit of a car: brand, plate (the §5 format unless foreign; a new plate
 * must be free as when adding a car) and flags; function car and permanent access exclude
 * each other (tower §4).
 */
export async function updateCar(ctx: AppContext, me: Caller, id: string, edit: CarEdit): Promise<CarRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!isAdminOf(me.actor, TOWER)) throw forbidden();
      const car = await lockCar(tx, id);
      if (!car) throw notFound(CAR_NOT_FOUND);
      const functionCar = edit.function_car ?? (edit.permanent_access ? false : car.function_car);
      const permanent = edit.permanent_access ?? (edit.function_car ? false : car.permanent_access);
      if (functionCar && permanent) throw badRequest(TOWER_MSG.carDataInvalid, TOWER_REASON.carDataInvalid);
      const plate = edit.license_plate === undefined ? car.license_plate : normalisePlate(edit.license_plate);
      const foreign = edit.foreign_plate ?? car.foreign_plate;
      if (!plate) throw badRequest(TOWER_MSG.required, TOWER_REASON.required);
      // A plate kept as it was is not checked again: an edit of the brand never fails on an older plate.
      if ((plate !== car.license_plate || foreign !== car.foreign_plate) && !isValidPlate(plate, foreign))
        throw badRequest(TOWER_MSG.plateInvalid, TOWER_REASON.plateInvalid);
      const now = ctx.clock.now();
      if (plate !== car.license_plate) {
        const since = new Date(
          now.getTime() - reAddBlockDays((await buildingSettings(tx, TOWER)).carCanBeAddedAgainAfterDays) * 86_400_000,
        );
        if (await plateInUse(tx, plate, since)) throw conflict(TOWER_MSG.carExistsServer, TOWER_REASON.carExistsServer);
      }
      await writeCar(tx, id, {
        brand: edit.brand ?? null,
        plate,
        foreign,
        functionCar,
        permanent,
        electric: edit.electric ?? car.electric,
        ownerLabel: edit.owner_label ?? null,
      });
      const after = (await carById(tx, id))!;
      const values = (c: CarRow) => ({
        brand: c.brand,
        license_plate: c.license_plate,
        foreign_plate: c.foreign_plate,
        function_car: c.function_car,
        permanent_access: c.permanent_access,
        electric: c.electric,
        owner_label: c.owner_label,
      });
      await recordAudit(tx, me, now, AUDIT_KIND.carsUpdate, after.license_plate, { from: values(car), to: values(after) });
      return after;
    });
  } catch (e) {
    throw plateTaken(e);
  }
}

/** The row's electric column (electrica, or electric), refused as the other row refusals are; absent is not electric. */
function electricOfRow(r: TableRow, row: number): boolean {
  const column = ELECTRIC_COLUMNS.find((c) => c in r);
  if (!column) return false;
  const text = String(r[column] ?? '');
  const electric = electricCell(text);
  if (electric === null) throw badRequest(`Rândul ${row}: ${electricCellMsg(text)}`);
  return electric;
}

/**
 * Imports the company's permanent-access cars (columns nrInmatriculare, marca, and optionally
 * electrica), all or nothing, within maxPermanentAccesCars when it is set; a refused row is named in the refusal.
 */
export function massAddCars(ctx: AppContext, me: Caller, rows: TableRow[]): Promise<CarRow[]> {
  return ctx.db.transaction(async (tx) => {
    if (!isAdminOf(me.actor, TOWER)) throw forbidden();
    await lockPermanentCarsLimit(tx, TOWER);
    const s = await buildingSettings(tx, TOWER);
    const max = s.maxPermanentAccesCars;
    if (max > 0 && (await countPermanentCars(tx)) + rows.length > max)
      throw badRequest(`Lista depășește numărul maxim de mașini cu acces permanent (${max}).`);
    const now = ctx.clock.now();
    const added: CarRow[] = [];
    for (const [i, r] of rows.entries()) {
      const input = {
        license_plate: String(r.nrinmatriculare ?? ''),
        brand: String(r.marca ?? ''),
        permanent_access: true,
        electric: electricOfRow(r, i + FIRST_DATA_ROW),
        owner_label: 'Companie',
      };
      // The row's brand is a text the API stores, refused as POST /api/cars/add refuses it (the plate has its own pattern).
      if (hasControlChars(input.brand))
        throw badRequest(`Rândul ${i + FIRST_DATA_ROW}: Coloana „marca” nu este validă: ${CONTROL_CHARS_MSG}`);
      try {
        added.push(await addOneCar(tx, me, input, now, s));
      } catch (e) {
        const refusal = plateTaken(e);
        if (refusal instanceof AppError)
          throw new AppError(refusal.status, `Rândul ${i + FIRST_DATA_ROW}: ${refusal.message}`, refusal.reason);
        throw e;
      }
    }
    await recordAudit(tx, me, now, AUDIT_KIND.carsImport, `${added.length} mașini`, { plates: added.map((c) => c.license_plate) });
    return added;
  });
}
