import { nextWorkingDay } from '../../domain/desks/rules.js';
import { toCsv } from '../../domain/csv.js';
import { addDays, bucharestDay, formatDay, isWeekday, nextDailyAt, weekday } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import type { JobDef } from '../jobs/scheduler.js';
import type { Mailer } from '../mail/mailer.js';
import { parkingListMail } from '../mail/templates.js';
import { numericSetting, settingsOf } from '../settings/service.js';
import { allocateDay } from './allocation.js';

/** First round, at the Friday cut-off: next week's waiting requests get the free spaces (type 1). */
export const firstRoundJob: JobDef = {
  name: 'tower-first-round',
  nextDue: async (after, q) => nextDailyAt(after, await numericSetting(q, '2', 'fridayCutoffHour', 16), (d) => weekday(d) === 5),
  async run({ tx, dueAt }) {
    const monday = addDays(bucharestDay(dueAt), 3);
    for (let i = 0; i < 5; i++) await allocateDay(tx, addDays(monday, i), dueAt, 'first');
  },
};

/** The cars of a day's list: allocated requests and the permanent-access cars. */
export async function parkingList(q: Queryable, day: string): Promise<string[][]> {
  const { rows } = await q.query<{ license_plate: string; brand: string; owner: string }>(
    `SELECT c.license_plate, c.brand, u.name AS owner FROM parking_reservations p
       JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
      WHERE p.reservation_date = $1 AND p.type IN (1, 2)
     UNION ALL
     SELECT c.license_plate, c.brand, COALESCE(c.owner_label, 'Companie') FROM cars c WHERE c.active AND c.permanent_access
     ORDER BY 1`,
    [day],
  );
  return rows.map((r) => [r.license_plate, r.brand, r.owner]);
}

/**
 * Second round, at the deadline hour of the working day before D: D's waiting requests get
 * what is left (type 2), the rest are not allocated (type 4), and D's list is e-mailed.
 */
export function secondRoundJob(mailer: Mailer): JobDef {
  return {
    name: 'tower-second-round',
    nextDue: async (after, q) => nextDailyAt(after, await numericSetting(q, '2', 'confirmationDeadlineHour', 18), isWeekday),
    async run({ tx, dueAt, afterCommit }) {
      const day = nextWorkingDay(bucharestDay(dueAt));
      await allocateDay(tx, day, dueAt, 'second');
      const rows = await parkingList(tx, day);
      const to = String((await settingsOf(tx, '2')).sendParkingListToEmail ?? '');
      const csv = toCsv(['Numar inmatriculare', 'Marca', 'Proprietar'], rows);
      if (to) afterCommit(() => mailer.send(parkingListMail(to, formatDay(day), rows.length, `parcare-${day}.csv`, csv)));
    },
  };
}
