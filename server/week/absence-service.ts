import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AUDIT_KIND } from '../../domain/audit.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { Absence, absenceRecordedAnswer } from '../../domain/schemas/week-answers.js';
import { bucharestDay } from '../../domain/time.js';
import { absenceRangeRefusal, mayRecordAbsenceFor, type AbsenceRangeRefusal } from '../../domain/week/absence-rules.js';
import { ABSENCE_MSG, ABSENCE_REASON, type AbsenceKind } from '../../domain/week/messages.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { EXCLUSION_VIOLATION, sqlConstraint, sqlState, type Queryable } from '../db/connection.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { userByUuid } from '../identity/user-queries.js';
import type { UserRow } from '../identity/user-row.js';
import { tellTowerRequests } from '../tower/heard.js';
import { tellDeskReservations } from '../desk-reservations/heard.js';
import { ABSENCES_NO_OVERLAP, absenceForUpdate, absencesOf, deleteAbsenceRow, insertAbsence, type AbsenceRow } from './absence-queries.js';
import { presentAbsence } from './absence-presenter.js';
import { releaseHeld } from './absence-release.js';

// Absences (decisions §20): recorded by the person, a manager of one of their groups or an
// administrator of their building; recording one lets go, in the same transaction, of what the
// person can still cancel (absence-release.ts). Deleting one gives nothing back.

export type AbsenceRecorded = z.infer<typeof absenceRecordedAnswer>;

export interface AbsenceInput {
  from: string;
  to: string;
  kind: AbsenceKind;
  uuid?: string;
}

const RANGE_MSG: Record<AbsenceRangeRefusal, string> = {
  [ABSENCE_REASON.reversed]: ABSENCE_MSG.reversed,
  [ABSENCE_REASON.tooLong]: ABSENCE_MSG.tooLong,
  [ABSENCE_REASON.past]: ABSENCE_MSG.past,
};

/** Records an absence and cancels what it can of the person's desks and tower requests in its days (heard by the webhooks). */
export async function recordAbsence(ctx: AppContext, me: Caller, input: AbsenceInput): Promise<AbsenceRecorded> {
  const person = await personFor(ctx.db, me, input.uuid);
  const now = ctx.clock.now();
  const refusal = absenceRangeRefusal(input.from, input.to, bucharestDay(now), person.uuid === me.uuid);
  if (refusal) throw badRequest(RANGE_MSG[refusal], refusal);
  const row: AbsenceRow = {
    id: randomUUID(),
    uuid: person.uuid,
    from_day: input.from,
    to_day: input.to,
    kind: input.kind,
    created_by: me.uuid,
    created_at: now,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      // The absence first: a second one overlapping it, recorded at the same moment, waits here on the
      // exclusion constraint and fails once this one commits, before either has cancelled anything.
      await insertAbsence(tx, row);
      const held = await releaseHeld(tx, person.uuid, input.from, input.to, now);
      const told = [
        await tellDeskReservations(
          tx,
          'desk.cancelled',
          held.cancelled.desks.map((r) => r._id),
          now,
        ),
        await tellTowerRequests(
          tx,
          'tower.cancelled',
          held.cancelled.tower.map((r) => r._id),
          now,
        ),
      ];
      if (told.includes(true)) ctx.webhooks.kick();
      if (person.uuid !== me.uuid)
        await recordAudit(tx, me, now, AUDIT_KIND.absenceForOther, person.uuid, {
          action: 'absence.record',
          absence: row.id,
          firstDay: row.from_day,
          lastDay: row.to_day,
          absenceKind: row.kind,
          cancelledDesks: held.cancelled.desks.map((d) => d.day),
          cancelledTower: held.cancelled.tower.map((r) => r.day),
        });
      return { absence: presentAbsence(row), ...held };
    });
  } catch (e) {
    if (sqlState(e) === EXCLUSION_VIOLATION && sqlConstraint(e) === ABSENCES_NO_OVERLAP)
      throw conflict(ABSENCE_MSG.overlap, ABSENCE_REASON.overlap);
    throw e;
  }
}

/** A person's absences, earliest first: the caller's own, or those of a person they may record absences for. */
export async function listAbsences(ctx: AppContext, me: Caller, uuid?: string): Promise<Absence[]> {
  const person = await personFor(ctx.db, me, uuid);
  return (await absencesOf(ctx.db, person.uuid)).map(presentAbsence);
}

/** Deletes an absence the caller may record (their own or their person's); nothing it cancelled comes back. */
export function deleteAbsence(ctx: AppContext, me: Caller, id: string): Promise<Absence> {
  return ctx.db.transaction(async (tx) => {
    const a = await absenceForUpdate(tx, id);
    // Another's absence the caller may not record is not theirs to see: the same 404 as none.
    if (!a || !(a.uuid === me.uuid || (await mayRecordFor(tx, me, a.uuid)))) throw notFound(ABSENCE_MSG.notFound, ABSENCE_REASON.notFound);
    await deleteAbsenceRow(tx, a.id);
    if (a.uuid !== me.uuid)
      await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.absenceForOther, a.uuid, {
        action: 'absence.delete',
        absence: a.id,
        firstDay: a.from_day,
        lastDay: a.to_day,
        absenceKind: a.kind,
      });
    return presentAbsence(a);
  });
}

/** The person an absence call is about: the caller by default; another only if the caller may record for them (404 unknown, 403 not theirs). */
async function personFor(q: Queryable, me: Caller, uuid: string | undefined): Promise<UserRow> {
  if (!uuid || uuid === me.uuid) return me;
  const other = await userByUuid(q, uuid);
  if (!other || !other.valid) throw notFound(MSG.userNotFound, APP_REASON.userNotFound);
  if (!mayRecordAbsenceFor(me.actor, absentPerson(other))) throw forbidden(ABSENCE_MSG.notYourPerson, ABSENCE_REASON.notYourPerson);
  return other;
}

async function mayRecordFor(q: Queryable, me: Caller, uuid: string): Promise<boolean> {
  const other = await userByUuid(q, uuid);
  return !!other && mayRecordAbsenceFor(me.actor, absentPerson(other));
}

const absentPerson = (u: UserRow) => ({
  uuid: u.uuid,
  mainGroup: u.main_group,
  groupList: u.group_list,
  building: u.building,
  buildingList: u.building_list,
});
