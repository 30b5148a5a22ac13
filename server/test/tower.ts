import { TOWER } from '../../domain/buildings.js';
import { createSession } from '../identity/sessions-service.js';
import type { TestApp } from './harness.js';
import { uploadFiles } from './upload.js';

export interface TowerUser {
  uuid: string;
  username: string;
  token: string;
  carId: string;
  plate: string;
}

/** Tower test helpers over the real API: an empty tower of a chosen size, users with their cars, uploads. */
export function towerHelpers(t: TestApp) {
  return {
    /** Clears the demo's requests and sets the capacity, keeping `permanent` company cars. */
    async emptyTower(capacity: number, permanent: number) {
      await t.ctx.db.query('DELETE FROM parking_reservations');
      await t.ctx.db.query("DELETE FROM settings WHERE building = $1 AND name LIKE 'maxParkingSpaces%day'", [TOWER]);
      await t.ctx.db.query("UPDATE settings SET value = $2 WHERE building = $1 AND name = 'maxParkingSpaces'", [TOWER, String(capacity)]);
      await t.ctx.db.query(
        'UPDATE cars SET active = false, date_removed = now() WHERE permanent_access AND id NOT IN (SELECT id FROM cars WHERE permanent_access ORDER BY license_plate LIMIT $1)',
        [permanent],
      );
    },
    async users(n: number): Promise<TowerUser[]> {
      const { rows } = await t.ctx.db.query<{ uuid: string; username: string; car_id: string; plate: string }>(
        `SELECT u.uuid, u.username, c.id AS car_id, c.license_plate AS plate FROM users u JOIN cars c ON c.user_id = u.uuid AND c.active
          WHERE u.role = 'user' AND u.username <> 'turn' ORDER BY u.username LIMIT $1`,
        [n],
      );
      return Promise.all(
        rows.map(async (r) => ({
          uuid: r.uuid,
          username: r.username,
          carId: r.car_id,
          plate: r.plate,
          token: await createSession(t.ctx.db, r.uuid, t.clock.now(), 60),
        })),
      );
    },
    request(u: { token: string; carId: string }, days: string[]) {
      return t.call('POST', '/api/reservations/parking/add', { token: u.token, body: { reservation_dates: days, car_id: u.carId } });
    },
    async typesOn(day: string): Promise<Record<string, number>> {
      const { rows } = await t.ctx.db.query<{ user_id: string; type: number }>(
        'SELECT user_id, type FROM parking_reservations WHERE reservation_date = $1',
        [day],
      );
      return Object.fromEntries(rows.map((r) => [r.user_id, r.type]));
    },
    upload(token: string, url: string, filename: string, content: string | Buffer) {
      return uploadFiles(t, token, url, { name: filename, content });
    },
  };
}
