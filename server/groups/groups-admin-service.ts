import type { ReasonCode } from '../../domain/reasons.js';
import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { freeGroupId, groupIdCandidates, groupSavedMessage, groupSlug, unknownIds } from '../../domain/groups.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { isAdminOf, mayChangeGroupManagers } from '../../domain/policy.js';
import type { DeletedGroup, GroupDetails } from '../../domain/schemas/groups-answers.js';
import type { GroupUpdateBody } from '../../domain/schemas/groups.js';
import { presentUserFor } from '../accounts/presenter.js';
import type { Caller } from '../identity/actor.js';
import { mustAdministerAccount } from '../identity/policy.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { sqlConstraint, sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import {
  addGroupToDesks,
  addGroupToRooms,
  addGroupToUsers,
  addManagers,
  deleteGroupRow,
  desksOfGroups,
  existingDeskIds,
  existingRoomIds,
  groupById,
  groupByIdForUpdate,
  groupIdsInUse,
  insertGroup,
  managersOfGroup,
  memberIdsOfGroup,
  removeGroupFromDesksExcept,
  removeGroupFromEveryUser,
  removeGroupFromRoomsExcept,
  removeGroupFromUsersExcept,
  removeManagersExcept,
  roomsOfGroupForAdmin,
  updateGroupRow,
  usersOfGroup,
  validUserUuids,
  validUsersByUuids,
} from './groups-admin-queries.js';
import { groupVersion, presentGroup, presentGroupDesk, presentVersionedGroup, type GroupMemberIds, type GroupRow } from './presenter.js';

// The groups administration of decisions §9: create or change a group with its whole
// membership, read it with its members, delete it. Each command is one transaction with its
// audit entry; the database's groups_name_unique index has the last word on names.

type Change = { from: unknown; to: unknown } | { added: string[]; removed: string[] };
type MemberList = 'users' | 'managers' | 'desks' | 'rooms';

/** How each membership list is checked and written (decisions §9: the rows that hold the group). */
const MEMBERS: Record<
  MemberList,
  {
    known: (q: Queryable, ids: string[]) => Promise<string[]>;
    add: (q: Queryable, groupId: string, ids: string[]) => Promise<string[]>;
    removeOthers: (q: Queryable, groupId: string, keep: string[]) => Promise<string[]>;
    unknown: (id: string) => string;
    reason: ReasonCode;
  }
> = {
  users: {
    known: validUserUuids,
    add: addGroupToUsers,
    removeOthers: removeGroupFromUsersExcept,
    unknown: MSG.groupUserUnknown,
    reason: APP_REASON.groupUserUnknown,
  },
  managers: {
    known: validUserUuids,
    add: addManagers,
    removeOthers: removeManagersExcept,
    unknown: MSG.groupUserUnknown,
    reason: APP_REASON.groupUserUnknown,
  },
  desks: {
    known: existingDeskIds,
    add: addGroupToDesks,
    removeOthers: removeGroupFromDesksExcept,
    unknown: MSG.groupDeskUnknown,
    reason: APP_REASON.groupDeskUnknown,
  },
  rooms: {
    known: existingRoomIds,
    add: addGroupToRooms,
    removeOthers: removeGroupFromRoomsExcept,
    unknown: MSG.groupRoomUnknown,
    reason: APP_REASON.groupRoomUnknown,
  },
};
const LISTS: MemberList[] = ['users', 'managers', 'desks', 'rooms'];
const FIELDS = [
  ['name', 'name'],
  ['type', 'type'],
  ['building', 'building'],
  ['parkingSpots', 'parking_spots'],
] as const;

function mustAdminister(me: Caller) {
  if (!isAdminOf(me.actor, OFFICE)) throw forbidden();
}

/** The lists sent, without repeats; uuids in the database's lower case. */
function listsSent(b: GroupUpdateBody): Partial<Record<MemberList, string[]>> {
  const out: Partial<Record<MemberList, string[]>> = {};
  for (const l of LISTS) {
    const ids = b[l];
    if (ids) out[l] = [...new Set(l === 'users' || l === 'managers' ? ids.map((x) => x.toLowerCase()) : ids)];
  }
  return out;
}

/** Creates the group (no `_id`) or changes it, with the membership lists sent; answers the group and its sentence. */
export async function saveGroup(ctx: AppContext, me: Caller, b: GroupUpdateBody) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction((tx) => writeGroup(tx, ctx.clock.now(), me, b));
    } catch (e) {
      if (sqlState(e) !== UNIQUE_VIOLATION) throw e;
      if (sqlConstraint(e) === 'groups_name_unique') throw conflict(MSG.groupNameTaken, APP_REASON.groupNameTaken);
      // Two groups whose names give the same key were created at once: the later one takes the next key.
      if (sqlConstraint(e) === 'groups_pkey' && !b._id && attempt < 3) continue;
      throw e;
    }
  }
}

async function writeGroup(tx: Queryable, now: Date, me: Caller, b: GroupUpdateBody) {
  mustAdminister(me);
  const before = b._id ? await groupByIdForUpdate(tx, b._id) : null;
  if (b._id && !before) throw notFound(MSG.groupUnknown, APP_REASON.groupUnknown);
  // The members as they are, read once: the version, and what a building administrator may change.
  const members = before ? await memberIdsOfGroup(tx, before.id) : null;
  if (before && members) mustBeAsRead(before, members, b.version);
  const lists = listsSent(b);
  // Managing a group is granted by role admin only (issue #20): a building administrator keeps or removes managers.
  if (lists.managers) {
    const refusal = mayChangeGroupManagers(me.actor, members?.managers ?? [], lists.managers);
    if (refusal) throw forbidden(MSG[refusal], APP_REASON[refusal]);
  }
  if (lists.users && me.role !== 'admin') await mustAdministerChangedUsers(tx, me, members?.users ?? [], lists.users);
  // A manager taken off the group is an account changed too (its managerOf): the same rule (#38 point 10).
  if (lists.managers && me.role !== 'admin') await mustAdministerChangedUsers(tx, me, members?.managers ?? [], lists.managers);
  // Every id is checked before anything is written: the first unknown one names the refusal.
  for (const l of LISTS) {
    const ids = lists[l];
    const missing = ids?.length ? unknownIds(ids, await MEMBERS[l].known(tx, ids)) : [];
    if (missing.length) throw badRequest(MEMBERS[l].unknown(missing[0]), MEMBERS[l].reason);
  }
  const after: GroupRow = {
    id: before?.id ?? (await newGroupId(tx, b.name)),
    name: b.name,
    type: b.type,
    building: b.building ?? before?.building ?? OFFICE,
    parking_spots: b.parkingSpots ?? before?.parking_spots ?? 0,
  };
  if (before) await updateGroupRow(tx, after);
  else await insertGroup(tx, after);

  const changes: Record<string, Change> = {};
  for (const [field, col] of FIELDS) if (before?.[col] !== after[col]) changes[field] = { from: before?.[col] ?? null, to: after[col] };
  for (const l of LISTS) {
    const ids = lists[l];
    if (!ids) continue;
    const removed = await MEMBERS[l].removeOthers(tx, after.id, ids);
    const added = await MEMBERS[l].add(tx, after.id, ids);
    if (added.length || removed.length) changes[l] = { added: added.sort(), removed: removed.sort() };
  }
  await recordAudit(tx, me, now, AUDIT_KIND.groupsUpdate, after.id, before ? changes : { created: true, ...changes });
  return {
    group: presentVersionedGroup(after, await memberIdsOfGroup(tx, after.id)),
    message: groupSavedMessage(!before, Object.keys(changes)),
  };
}

/**
 * The people a building administrator adds to the group or takes out are accounts they administer
 * wholly (mustAdministerAccount): not an administrator's, a tower-only one, nor one of both buildings.
 */
async function mustAdministerChangedUsers(tx: Queryable, me: Caller, current: string[], sent: string[]) {
  const changed = [...sent.filter((u) => !current.includes(u)), ...current.filter((u) => !sent.includes(u))];
  if (!changed.length) return;
  const rows = new Map((await validUsersByUuids(tx, changed)).map((r) => [r.uuid, r]));
  for (const uuid of changed) {
    const row = rows.get(uuid);
    if (row) mustAdministerAccount(me, row);
  }
}

/**
 * An update is made on the group as its sender read it (issue #20): the version read, checked on
 * the locked row, so that of two administrators editing at once the second is told, not undone.
 * It is required: a client that sends none (an old page) would silently overwrite.
 */
function mustBeAsRead(locked: GroupRow, members: GroupMemberIds, version: string | undefined) {
  if (version === undefined) throw badRequest(MSG.groupVersionMissing, APP_REASON.groupVersionMissing);
  if (groupVersion(locked, members) !== version) throw conflict(MSG.groupChanged, APP_REASON.groupChanged);
}

/** A new group's key: the slug of its name, numbered when a group (or a deleted group's reservations) holds it. */
async function newGroupId(tx: Queryable, name: string): Promise<string> {
  const candidates = groupIdCandidates(groupSlug(name));
  const id = freeGroupId(candidates, await groupIdsInUse(tx, candidates));
  if (!id) throw conflict(MSG.groupNameTaken, APP_REASON.groupNameTaken);
  return id;
}

/** A group with its four membership lists, as the administration screens show it. */
export async function groupDetails(ctx: AppContext, me: Caller, id: string): Promise<GroupDetails> {
  mustAdminister(me);
  const group = await groupById(ctx.db, id);
  if (!group) throw notFound(MSG.groupUnknown, APP_REASON.groupUnknown);
  const [users, managers, desks, rooms] = await Promise.all([
    usersOfGroup(ctx.db, id),
    managersOfGroup(ctx.db, id),
    desksOfGroups(ctx.db, [id]),
    roomsOfGroupForAdmin(ctx.db, id),
  ]);
  // The version of exactly the lists answered: a change that lands between these reads makes the next update a 409.
  const version = groupVersion(group, {
    users: users.map((u) => u.uuid),
    managers: managers.map((u) => u.uuid),
    desks: desks.map((d) => d.desk_id),
    rooms: rooms.map((r) => r.id),
  });
  return {
    group: { ...presentGroup(group), version },
    users: users.map(presentUserFor(me.actor)),
    managers: managers.map(presentUserFor(me.actor)),
    desks: desks.map(presentGroupDesk),
    rooms,
  };
}

/**
 * Takes the group out of every user (main group, group list, managed groups), desk and room,
 * then deletes it. Reservations keep their group id, so past statistics still count it.
 */
export function deleteGroup(ctx: AppContext, me: Caller, id: string): Promise<DeletedGroup> {
  return ctx.db.transaction(async (tx) => {
    mustAdminister(me);
    const group = await groupByIdForUpdate(tx, id);
    if (!group) throw notFound(MSG.groupUnknown, APP_REASON.groupUnknown);
    const users = await removeGroupFromEveryUser(tx, id);
    const desks = await removeGroupFromDesksExcept(tx, id, []);
    const rooms = await removeGroupFromRoomsExcept(tx, id, []);
    await deleteGroupRow(tx, id);
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.groupsDelete, id, {
      group: presentGroup(group),
      users: users.sort(),
      desks: desks.sort(),
      rooms: rooms.sort(),
    });
    return { _id: id };
  });
}
