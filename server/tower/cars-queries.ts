import type { Queryable } from '../db/connection.js';

// SQL of the tower's cars. The unique index cars_active_plate (004_tower.sql) keeps one active car per plate.
export const ACTIVE_PLATE_INDEX = 'cars_active_plate';

export interface CarRow {
  id: string;
  user_id: string | null;
  brand: string;
  license_plate: string;
  foreign_plate: boolean;
  function_car: boolean;
  permanent_access: boolean;
  /** An electric car (decisions §26, migration 037). */
  electric: boolean;
  owner_label: string | null;
  active: boolean;
  date_added: Date;
  date_removed: Date | null;
  owner_name?: string | null;
}

/** A car with its owner's name. */
export async function carById(q: Queryable, id: string): Promise<CarRow | null> {
  const { rows } = await q.query<CarRow>(
    'SELECT c.*, u.name AS owner_name FROM cars c LEFT JOIN users u ON u.uuid = c.user_id WHERE c.id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** A car, locked against any change until the transaction ends (it is about to change). */
export async function lockCar(q: Queryable, id: string): Promise<CarRow | null> {
  const { rows } = await q.query<CarRow>('SELECT * FROM cars WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

/** A car that a request is about to use, kept as read (not removed, not given away) until the transaction ends. */
export async function shareCar(q: Queryable, id: string): Promise<CarRow | null> {
  const { rows } = await q.query<CarRow>('SELECT * FROM cars WHERE id = $1 FOR SHARE', [id]);
  return rows[0] ?? null;
}

export async function activeCarsOfUser(q: Queryable, uuid: string): Promise<CarRow[]> {
  const { rows } = await q.query<CarRow>(
    'SELECT c.*, u.name AS owner_name FROM cars c LEFT JOIN users u ON u.uuid = c.user_id WHERE c.user_id = $1 AND c.active ORDER BY c.date_added DESC',
    [uuid],
  );
  return rows;
}

export async function carsOfUser(q: Queryable, uuid: string): Promise<CarRow[]> {
  const { rows } = await q.query<CarRow>(
    'SELECT c.*, u.name AS owner_name FROM cars c LEFT JOIN users u ON u.uuid = c.user_id WHERE c.user_id = $1 ORDER BY c.date_added DESC',
    [uuid],
  );
  return rows;
}

export async function allCars(q: Queryable): Promise<CarRow[]> {
  const { rows } = await q.query<CarRow>(
    'SELECT c.*, u.name AS owner_name FROM cars c LEFT JOIN users u ON u.uuid = c.user_id ORDER BY c.date_added DESC',
  );
  return rows;
}

/** Whether a plate is active, or was removed after `since`. */
export async function plateInUse(q: Queryable, plate: string, since: Date): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM cars WHERE license_plate = $1 AND (active OR date_removed > $2)', [plate, since]);
  return rows.length > 0;
}

/** Locks a building's maxPermanentAccesCars setting: imports of company cars count them one after another. */
export async function lockPermanentCarsLimit(q: Queryable, building: string): Promise<void> {
  await q.query("SELECT 1 FROM settings WHERE building = $1 AND name = 'maxPermanentAccesCars' FOR UPDATE", [building]);
}

export async function countPermanentCars(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM cars WHERE active AND permanent_access');
  return rows[0]?.n ?? 0;
}

export async function insertCar(
  q: Queryable,
  c: {
    id: string;
    userId: string | null;
    brand: string;
    plate: string;
    foreign: boolean;
    functionCar: boolean;
    permanent: boolean;
    electric: boolean;
    ownerLabel: string | null;
    now: Date;
  },
): Promise<CarRow> {
  const { rows } = await q.query<CarRow>(
    `INSERT INTO cars (id, user_id, brand, license_plate, foreign_plate, function_car, permanent_access, electric, owner_label, date_added)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [c.id, c.userId, c.brand, c.plate, c.foreign, c.functionCar, c.permanent, c.electric, c.ownerLabel, c.now],
  );
  return rows[0];
}

/** An administrator's edit: brand and owner label stay as they are when not given. */
export async function updateCar(
  q: Queryable,
  id: string,
  c: {
    brand: string | null;
    plate: string;
    foreign: boolean;
    functionCar: boolean;
    permanent: boolean;
    electric: boolean;
    ownerLabel: string | null;
  },
): Promise<void> {
  await q.query(
    `UPDATE cars SET brand = COALESCE($2, brand), license_plate = $3, foreign_plate = $4, function_car = $5, permanent_access = $6,
            electric = $7, owner_label = COALESCE($8, owner_label)
     WHERE id = $1`,
    [id, c.brand, c.plate, c.foreign, c.functionCar, c.permanent, c.electric, c.ownerLabel],
  );
}

/** Removes a car: it stays in history, with the time it was removed. */
export async function removeCar(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE cars SET active = false, date_removed = $2 WHERE id = $1', [id, now]);
}
