import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { roomReleaseMinutesOf } from '../../domain/rooms/rules.js';
import { bucharestClock } from '../../domain/time.js';
import { recordSystemAudits } from '../audit/audit-service.js';
import type { Wakers } from '../context.js';
import type { Queryable } from '../db/connection.js';
import type { JobDef } from '../jobs/scheduler.js';
import { enqueueMails } from '../mail/outbox.js';
import { roomReleasedMail } from '../mail/templates.js';
import { buildingSettings, settingChangedAt } from '../settings/queries.js';
import { clockText } from './booked-mail.js';
import { tellRoomReservations } from './heard.js';
import { nextUnstartedBegin, releaseUnstarted } from './release-queries.js';

/** A due time that never comes: the release is off, or no meeting waits. */
const NEVER = new Date(8.64e15);
const MINUTE_MS = 60_000;

const releaseMinutes = async (q: Queryable) => roomReleaseMinutesOf(await buildingSettings(q, OFFICE));

/**
 * Meetings nobody starts (decisions §24): each due time is a meeting's start plus roomReleaseMinutes, so
 * the job runs as each meeting's time comes (at the scheduler's next pass), not on a fixed tick;
 * exactly once across processes (the scheduler's claim) and caught up after downtime (a meeting
 * that ended meanwhile has nothing left to free, and keeps its booking). A due time before the setting
 * was turned on or changed is not made up.
 */
export function roomReleaseJob({ outbox, webhooks }: Wakers): JobDef {
  return {
    name: 'room-release',
    async nextDue(after, q) {
      const minutes = await releaseMinutes(q);
      if (minutes === null) return NEVER;
      const setAt = await settingChangedAt(q, OFFICE, 'roomReleaseMinutes');
      const from = setAt && setAt > after ? setAt : after;
      const begin = await nextUnstartedBegin(q, from, minutes);
      return begin ? new Date(begin.getTime() + minutes * MINUTE_MS) : NEVER;
    },
    async run({ tx, dueAt, now }) {
      const minutes = await releaseMinutes(tx);
      if (minutes === null) return;
      const released = await releaseUnstarted(tx, dueAt, now, minutes);
      if (!released.length) return;
      await enqueueMails(
        tx,
        released.map((r) =>
          roomReleasedMail(r, {
            roomName: r.room_name,
            day: bucharestClock(r.date_begin).day,
            from: clockText(r.date_begin),
            until: clockText(r.date_end),
            minutes,
          }),
        ),
        now,
      );
      outbox.kick();
      await recordSystemAudits(
        tx,
        now,
        AUDIT_KIND.roomReleased,
        released.map((r) => ({
          target: r.uuid,
          details: { reservation: r.id, roomId: r.room_id, dateBegin: r.date_begin, dateEnd: r.date_end, minutes },
        })),
      );
      if (
        await tellRoomReservations(
          tx,
          'room.released',
          released.map((r) => r.id),
          now,
        )
      )
        webhooks.kick();
    },
  };
}
