import { parseListDate } from '../../domain/attendance.js';
import type { UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { banForDesksIfDue } from '../discipline/bans.js';
import { badRequest } from '../http/errors.js';

/**
 * Applies an attendance list, all or nothing: every row must have a valid date and a known
 * e-mail. For each day of the list, the reservations of the listed people are marked used
 * and every other live reservation of that day becomes a no-show, which may ban its holder.
 */
export async function uploadAttendance(ctx: AppContext, me: UserRow, rows: { date: string; email: string }[]) {
  const parsed = rows.map((r, i) => {
    const day = parseListDate(r.date);
    if (!day) throw badRequest(`Fisierul contine date invalide (rândul ${i + 1}: „${r.date}”).`);
    return { day, email: r.email.trim().toLowerCase(), row: i + 1 };
  });
  const { rows: known } = await ctx.db.query<{ email: string }>('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1)', [
    [...new Set(parsed.map((p) => p.email))],
  ]);
  const emails = new Set(known.map((k) => k.email));
  const unknown = parsed.find((p) => !emails.has(p.email));
  if (unknown) throw badRequest(`Fisierul contine date invalide (rândul ${unknown.row}: „${unknown.email}” nu este un utilizator).`);

  const now = ctx.clock.now();
  const days = [...new Set(parsed.map((p) => p.day))].sort();
  return ctx.db.transaction(async (tx) => {
    let present = 0;
    let noShows = 0;
    const absentees = new Set<string>();
    for (const day of days) {
      const listed = parsed.filter((p) => p.day === day).map((p) => p.email);
      await tx.query(
        `INSERT INTO attendance_days (day, uploaded_at, uploaded_by) VALUES ($1, $2, $3)
         ON CONFLICT (day) DO UPDATE SET uploaded_at = EXCLUDED.uploaded_at, uploaded_by = EXCLUDED.uploaded_by`,
        [day, now, me.uuid],
      );
      const { rows: marked } = await tx.query<{ uuid: string; used: boolean }>(
        `UPDATE desk_reservations r SET reservation_used = (lower(u.email) = ANY($2))
           FROM users u WHERE u.uuid = r.uuid AND r.day = $1 AND r.status <> 'cancelled'
         RETURNING r.uuid, r.reservation_used AS used`,
        [day, listed],
      );
      for (const m of marked) {
        if (m.used) present++;
        else {
          noShows++;
          absentees.add(m.uuid);
        }
      }
    }
    const banned: string[] = [];
    for (const uuid of absentees) if (await banForDesksIfDue(tx, uuid, now)) banned.push(uuid);
    return { days, present, noShows, banned };
  });
}
