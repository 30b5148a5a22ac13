import { STATUS } from '../../domain/status.js';
import { TYPE } from '../../domain/tower/engine.js';
import type { Queryable } from '../db/connection.js';
import type { ParkingRow } from '../tower/parking-queries.js';

// The reads of a person's week (decisions §20): one query per kind of thing over the five days, never one per day.

export interface WeekDeskRow {
  id: string;
  desk_id: string;
  day: string;
  status: 'booked' | 'busy' | 'cancelled';
  source: 'person' | 'pattern';
  parking_spot: boolean;
}

/** A person's live desk reservations from `from` to `to`, both included. */
export async function liveDesksBetween(q: Queryable, uuid: string, from: string, to: string): Promise<WeekDeskRow[]> {
  const { rows } = await q.query<WeekDeskRow>(
    `SELECT id, desk_id, day, status, source, parking_spot FROM desk_reservations
      WHERE uuid = $1 AND day BETWEEN $2 AND $3 AND status <> $4`,
    [uuid, from, to, STATUS.cancelled],
  );
  return rows;
}

/** A person's tower requests from `from` to `to` that are not cancelled (at most one a day), as the tower's answers read them. */
export async function towerRequestsBetween(q: Queryable, uuid: string, from: string, to: string): Promise<ParkingRow[]> {
  const { rows } = await q.query<ParkingRow>(
    `SELECT p.*, c.license_plate, c.brand, c.function_car, u.name AS user_name, u.email, u.graded
       FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.user_id = $1 AND p.reservation_date BETWEEN $2 AND $3 AND p.type <> $4
      ORDER BY p.reservation_date, p.date_added`,
    [uuid, from, to, TYPE.cancelled],
  );
  return rows;
}

/** The weekdays a person's work pattern covers, the office's and the tower's (none without a pattern). */
export async function patternWeekdays(q: Queryable, uuid: string): Promise<number[]> {
  const { rows } = await q.query<{ days: number[]; tower_days: number[] }>('SELECT days, tower_days FROM work_patterns WHERE uuid = $1', [
    uuid,
  ]);
  return rows[0] ? [...rows[0].days, ...rows[0].tower_days].map(Number) : [];
}
