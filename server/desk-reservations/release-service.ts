import { AUDIT_KIND } from '../../domain/audit.js';
import { recordSystemAudits } from '../audit/audit-service.js';
import type { Queryable } from '../db/connection.js';
import { banManyForDesksIfDue } from '../discipline/bans-service.js';
import { enqueueMails } from '../mail/outbox.js';
import { autoReleaseMail } from '../mail/templates.js';
import { tellDeskReservations } from './heard.js';
import { releaseBatch } from './release-queries.js';

/** Reservations released per statement: a few round trips per batch, whatever the day's count. */
export const RELEASE_BATCH = 500;

/**
 * Releases every reservation of `day` still booked at `hour` (decisions §13), inside the job's
 * transaction, a batch at a time: each batch one statement for the reservations (status cancelled,
 * released, parking spot given back), one for the holders' e-mails (enqueued in the mail outbox)
 * and one for the audit entries (kind reservation.released, no actor; no e-mail to a holder an absence
 * covers, decisions §20); then the holders' no-shows
 * may ban them, read and written in two statements. The webhooks hear `desk.released` (decisions §23).
 * Answers how many were released, and whether a webhook listens.
 */
export async function releaseUnconfirmed(
  tx: Queryable,
  day: string,
  hour: number,
  now: Date,
): Promise<{ released: number; heard: boolean }> {
  const holders: string[] = [];
  let released = 0;
  let heard = false;
  for (;;) {
    const batch = await releaseBatch(tx, day, RELEASE_BATCH);
    if (!batch.length) break;
    released += batch.length;
    // A holder whose absence covers the day (decisions §20) gets no e-mail: it would say that the
    // release counts as an absence, and it counts nowhere; the audit entry says why.
    const counted = batch.filter((r) => !r.excused);
    await enqueueMails(
      tx,
      counted.map((r) => autoReleaseMail(r, { deskId: r.desk_id, day, hour })),
      now,
    );
    await recordSystemAudits(
      tx,
      now,
      AUDIT_KIND.reservationReleased,
      batch.map((r) => ({
        target: r.uuid,
        details: { reservation: r.id, deskId: r.desk_id, day, hour, parkingSpot: r.had_parking, ...(r.excused ? { absent: true } : {}) },
      })),
    );
    holders.push(...counted.map((r) => r.uuid));
    heard =
      (await tellDeskReservations(
        tx,
        'desk.released',
        batch.map((r) => r.id),
        now,
      )) || heard;
    // A short batch is not the last: a row confirmed while the batch waited for it drops out of it.
  }
  // A released reservation is a no-show (decisions §13): it counts towards a ban at once, unless
  // an absence covers its day (§20; server/discipline/queries.ts leaves such days out of every count).
  await banManyForDesksIfDue(tx, holders, now);
  return { released, heard };
}
