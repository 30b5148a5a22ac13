import { parseListDate } from '../../domain/attendance.js';
import { presenceOutcome } from '../../domain/tower/engine.js';
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
      const { rows: allocated } = await tx.query<{ id: string; plate: string; confirmed: boolean; user_id: string }>(
        `SELECT p.id, c.license_plate AS plate, p.reservation_confirmed AS confirmed, p.user_id
           FROM parking_reservations p JOIN cars c ON c.id = p.car_id WHERE p.reservation_date = $1 AND p.type IN (1, 2)`,
        [day],
      );
      const outcome = presenceOutcome(allocated, plates, kind);
      await tx.query('UPDATE parking_reservations SET reservation_confirmed = true, exited = exited OR $2 WHERE id = ANY($1)', [outcome.confirmed, kind === 'exit']);
      confirmed += outcome.confirmed.length;
      if (kind !== 'presence') continue;
      await tx.query('UPDATE parking_days SET presence_uploaded_at = $2 WHERE date = $1', [day, now]);
      await tx.query('UPDATE parking_reservations SET type = 3, indiscipline_score = 1 WHERE id = ANY($1)', [outcome.absent]);
      absent += outcome.absent.length;
      const absentIds = new Set(outcome.absent);
      allocated.filter((a) => absentIds.has(a.id)).forEach((a) => absentees.add(a.user_id));
    }
    const banned: string[] = [];
    for (const uuid of absentees) if (await banForTowerIfDue(tx, uuid, now)) banned.push(uuid);
    return { days, confirmed, absent, banned };
  });
}
