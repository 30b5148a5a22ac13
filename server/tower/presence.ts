import { parseListDate } from '../../domain/attendance.js';
import { normalisePlate } from '../../domain/tower/validators.js';
import type { AppContext } from '../context.js';
import { banForTowerIfDue } from '../discipline/bans.js';
import { badRequest } from '../http/errors.js';
import { cellDay, type TableRow } from '../uploads/read-table.js';
import { lockDay } from './capacity.js';

/**
 * Applies a presence or exit list (date, licensePlate), all or nothing. Allocated requests
 * (types 1 and 2) whose car has a listed plate are confirmed. After a presence list, the
 * day's allocated requests without presence become absences (type 3, indiscipline 1).
 */
export async function applyPresence(ctx: AppContext, rows: TableRow[], kind: 'presence' | 'exit') {
  const parsed = rows.map((r, i) => {
    const day = cellDay(r.date, parseListDate);
    const plate = normalisePlate(String(r.licenseplate ?? ''));
    if (!day || !plate) throw badRequest(`Rândul ${i + 2} nu este valid: data și numărul de înmatriculare sunt obligatorii.`);
    return { day, plate };
  });
  const now = ctx.clock.now();
  const days = [...new Set(parsed.map((p) => p.day))].sort();
  return ctx.db.transaction(async (tx) => {
    let confirmed = 0;
    let absent = 0;
    const absentees = new Set<string>();
    for (const day of days) {
      await lockDay(tx, day);
      const plates = parsed.filter((p) => p.day === day).map((p) => p.plate);
      const r = await tx.query(
        `UPDATE parking_reservations p SET reservation_confirmed = true, exited = exited OR $3
           FROM cars c WHERE c.id = p.car_id AND p.reservation_date = $1 AND p.type IN (1, 2) AND c.license_plate = ANY($2)
         RETURNING p.id`,
        [day, plates, kind === 'exit'],
      );
      confirmed += r.rows.length;
      if (kind !== 'presence') continue;
      await tx.query('UPDATE parking_days SET presence_uploaded_at = $2 WHERE date = $1', [day, now]);
      const a = await tx.query<{ user_id: string }>(
        `UPDATE parking_reservations SET type = 3, indiscipline_score = 1
          WHERE reservation_date = $1 AND type IN (1, 2) AND NOT reservation_confirmed RETURNING user_id`,
        [day],
      );
      absent += a.rows.length;
      a.rows.forEach((x) => absentees.add(x.user_id));
    }
    const banned: string[] = [];
    for (const uuid of absentees) if (await banForTowerIfDue(tx, uuid, now)) banned.push(uuid);
    return { days, confirmed, absent, banned };
  });
}
