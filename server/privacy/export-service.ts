import type { FastifyReply } from 'fastify';
import { AUDIT_KIND } from '../../domain/audit.js';
import { TOWER } from '../../domain/buildings.js';
import { isAdminOf } from '../../domain/policy.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { exportFileName } from '../../domain/privacy/export-name.js';
import { bucharestDay } from '../../domain/time.js';
import { presentUser } from '../accounts/presenter.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { mustAdministerAccount } from '../identity/policy.js';
import { userByUuid } from '../identity/user-queries.js';
import type { UserRow } from '../identity/user-row.js';
import {
  absencesOf,
  apiTokensOf,
  auditEntriesOf,
  bansOf,
  calendarFeedOf,
  carsOf,
  deskReservationsOf,
  EXPORT_ROWS,
  followingOf,
  groupsOf,
  patternOf,
  roomReservationsOf,
  sessionsOf,
  towerRequestsOf,
} from './export-queries.js';

// A person's data (decisions §25, #46 point 5): one JSON document of everything the product holds
// about them, read in one snapshot. The person's own, or an administrator's of the person's
// buildings, which is audited: reading someone's whole data is worth an entry.

/** The audit entries without the changes of the person's health data (a user update's `changes.accessibleSpace`). */
function withoutHealth(entries: Awaited<ReturnType<typeof auditEntriesOf>>) {
  return entries.map((e) => {
    const details = e.details as { changes?: Record<string, unknown> } | null;
    if (!details?.changes || !('accessibleSpace' in details.changes)) return e;
    const { accessibleSpace: _health, ...changes } = details.changes;
    return { ...e, details: { ...details, changes } };
  });
}

/**
 * The document of one person's data, read in one snapshot of the database. `health`: whether it
 * carries the person's health data (accessibleSpace, decisions §26): always in their own export,
 * in an administrator's only when that administrator administers the tower.
 */
export async function personalData(q: Queryable, user: UserRow, now: Date, health = true) {
  const groupIds = [...new Set([...(user.main_group ? [user.main_group] : []), ...user.group_list, ...user.manager_of])];
  const u = user.uuid;
  const lists = {
    deskReservations: await deskReservationsOf(q, u),
    roomReservations: await roomReservationsOf(q, u),
    towerRequests: await towerRequestsOf(q, u),
    absences: await absencesOf(q, u),
    following: await followingOf(q, u),
    cars: await carsOf(q, u),
    bans: await bansOf(q, u),
    apiTokens: await apiTokensOf(q, u),
    sessions: await sessionsOf(q, u),
    auditEntries: health ? await auditEntriesOf(q, u) : withoutHealth(await auditEntriesOf(q, u)),
  };
  const week = await patternOf(q, u);
  return {
    about: 'Datele pe care aplicația le păstrează despre o persoană (decizii §25).',
    exportedAt: now.toISOString(),
    account: {
      ...presentUser(user),
      ...(health ? { accessibleSpace: user.accessible_space } : {}),
      createdAt: (user as UserRow & { created_at?: Date }).created_at ?? null,
      deactivatedAt: user.deactivated_at,
      externalId: user.external_id,
    },
    groups: await groupsOf(q, groupIds),
    workPattern: week.pattern,
    patternDays: week.days,
    patternMisses: week.misses,
    calendarFeed: await calendarFeedOf(q, u),
    ...lists,
    // A list of EXPORT_ROWS rows may have been cut short: said, never silent.
    truncated: Object.entries(lists)
      .filter(([, rows]) => rows.length >= EXPORT_ROWS)
      .map(([name]) => name),
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>;

async function snapshotOf(ctx: AppContext, health: boolean, read: (tx: Queryable) => Promise<UserRow>) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // One snapshot for the whole document: a booking made meanwhile is in every list or in none.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const user = await read(tx);
    return { user, data: await personalData(tx, user, now, health), now };
  });
}

/** The caller's own data, their health data included. */
export const myData = (ctx: AppContext, me: Caller) => snapshotOf(ctx, true, async (tx) => (await userByUuid(tx, me.uuid)) ?? me);

/** A person's data, for an administrator of their buildings (mustAdministerAccount); audited. */
export const personsData = (ctx: AppContext, me: Caller, uuid: string) =>
  snapshotOf(ctx, isAdminOf(me.actor, TOWER), async (tx) => {
    const user = await userByUuid(tx, uuid);
    if (!user) throw notFound(MSG.userNotFound, APP_REASON.userNotFound);
    mustAdministerAccount(me, user);
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.usersExport, uuid, {});
    return user;
  });

/** Answers the document as an attachment named after the person and the day. */
export function sendPersonalData(reply: FastifyReply, { user, data, now }: { user: UserRow; data: PersonalData; now: Date }) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(user.username, bucharestDay(now))}"`)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(data, null, 2));
}
