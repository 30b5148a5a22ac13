import { ATTENDANCE_MSG, readAttendance } from '../../domain/attendance-list.js';
import { parseListDate } from '../../domain/attendance.js';
import { AUDIT_KIND } from '../../domain/audit.js';
import type { AttendingBody } from '../../domain/schemas/desks.js';
import { FIRST_DATA_ROW, UPLOAD_LIMIT, UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import type { UserRow } from '../identity/user-row.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { banManyForDesksIfDue, liftDeskBansIfForgiven } from '../discipline/bans-service.js';
import { badRequest } from '../errors.js';
import { knownEmails, markReservationsUsed, recordAttendanceDay } from './presence-queries.js';

/**
 * An attendance list sent as its .csv file (its rows as written, the first included) as the JSON body
 * the specification gives: read by the preview's own rules (domain/attendance-list.ts), the first bad
 * row refusing the whole file by its number, as the preview numbers it.
 */
export function attendanceOfFile(table: string[][]): AttendingBody {
  const list = readAttendance(table);
  if (!list.ok) throw badRequest(list.error, UPLOAD_REASON[list.fault]);
  const attendingList = list.rows.map((r, i) => {
    if (!r.entry) throw badRequest(`${ATTENDANCE_MSG.invalid} (rândul ${i + FIRST_DATA_ROW}): ${r.error}`);
    return r.entry;
  });
  // A list without a header has one row more than the reader counted after the first.
  if (attendingList.length > UPLOAD_LIMIT.rows.attendance)
    throw badRequest(UPLOAD_MSG.tooManyRows(UPLOAD_LIMIT.rows.attendance), UPLOAD_REASON.tooManyRows);
  return { attendingList };
}

/**
 * Applies an attendance list, all or nothing: every row must have a valid date and a known
 * e-mail. For each day of the list, the reservations of the listed people are marked used
 * and every other live reservation of that day becomes a no-show, which may ban its holder, but
 * one of a day its holder's absence covers (decisions §20: left unmarked, it counts nowhere).
 * Released reservations (decisions §13) are marked too: listed, their holder was there after all.
 */
export async function uploadAttendance(ctx: AppContext, me: UserRow, rows: { date: string; email: string }[]) {
  const parsed = rows.map((r, i) => {
    const day = parseListDate(r.date);
    if (!day) throw badRequest(`Fisierul contine date invalide (rândul ${i + FIRST_DATA_ROW}: „${r.date}”).`);
    return { day, email: r.email.trim().toLowerCase(), row: i + FIRST_DATA_ROW };
  });
  const days = [...new Set(parsed.map((p) => p.day))].sort();
  // One transaction per list: its length is bounded by the days it spans, refused before it starts.
  if (days.length > UPLOAD_LIMIT.days) throw badRequest(UPLOAD_MSG.tooManyDays(UPLOAD_LIMIT.days), UPLOAD_REASON.tooManyDays);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const emails = new Set(await knownEmails(tx, [...new Set(parsed.map((p) => p.email))]));
    const unknown = parsed.find((p) => !emails.has(p.email));
    if (unknown) throw badRequest(`Fisierul contine date invalide (rândul ${unknown.row}: „${unknown.email}” nu este un utilizator).`);

    let present = 0;
    let noShows = 0;
    const absentees = new Set<string>();
    const attended = new Set<string>();
    // Holders an absence covers that day: a list sent again after the absence takes their no-show back.
    const excused = new Set<string>();
    for (const day of days) {
      await recordAttendanceDay(tx, day, now, me.uuid);
      const listed = parsed.filter((p) => p.day === day).map((p) => p.email);
      for (const m of await markReservationsUsed(tx, day, listed)) {
        if (m.used) {
          present++;
          attended.add(m.uuid);
        } else if (m.used === false) {
          noShows++;
          absentees.add(m.uuid);
        } else {
          excused.add(m.uuid);
        }
      }
    }
    // A no-show the list takes back (a released reservation whose holder came, decisions §13, or a
    // day an absence recorded since covers, §20) may end the ban it led to.
    const bansLifted = await liftDeskBansIfForgiven(tx, [...new Set([...attended, ...excused])], now);
    const banned = await banManyForDesksIfDue(tx, [...absentees], now);
    await recordAudit(tx, me, now, AUDIT_KIND.attendanceUpload, days.join(', '), {
      days,
      rows: parsed.length,
      present,
      noShows,
      banned: banned.length,
      ...(bansLifted.length ? { bansLifted: bansLifted.length } : {}),
    });
    return { days, present, noShows, banned };
  });
}
