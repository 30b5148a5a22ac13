import { canEnter, OFFICE, type AccessSubject } from '../../domain/buildings.js';
import type { Followed } from '../../domain/schemas/team-answers.js';
import type { FollowingBody } from '../../domain/schemas/team.js';
import { FOLLOW_MSG, FOLLOW_REASON, MAX_FOLLOWED } from '../../domain/team/messages.js';
import { byName, followRefusal } from '../../domain/team/visibility.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { followedBy, lockFollower, replaceFollowing, validAccounts, type FollowedRow } from './following-queries.js';

// The colleagues a person follows (decisions §21): they come first in the team's week and the map
// marks where they sit. The list is saved whole, without repeats (the body's schema), at most
// MAX_FOLLOWED, each a person of building 1 other than the caller.

const subject = (r: FollowedRow): AccessSubject => ({
  role: r.role,
  building: r.building,
  buildingList: r.building_list,
  adminOf: r.admin_of,
});

/** The list as it stands: valid accounts that may still enter building 1, by name. */
async function listOf(q: Queryable, uuid: string): Promise<Followed[]> {
  return (await followedBy(q, uuid))
    .filter((r) => canEnter(subject(r), OFFICE))
    .map((r) => ({ uuid: r.uuid, name: r.name }))
    .sort(byName);
}

export const following = (ctx: AppContext, me: Caller): Promise<Followed[]> => listOf(ctx.db, me.uuid);

/** Replaces the whole list in one transaction; a refusal changes nothing. */
export async function updateFollowing(ctx: AppContext, me: Caller, body: FollowingBody): Promise<Followed[]> {
  // The database writes uuids in lower case; a client may send them in upper.
  const uuids = [...new Set(body.uuids.map((u) => u.toLowerCase()))];
  if (uuids.length > MAX_FOLLOWED) throw badRequest(FOLLOW_MSG.tooMany, FOLLOW_REASON.tooMany);
  return ctx.db.transaction(async (tx) => {
    await lockFollower(tx, me.uuid);
    const found = new Map((await validAccounts(tx, uuids)).map((r) => [r.uuid, r]));
    for (const uuid of uuids) {
      const row = found.get(uuid);
      const refusal = followRefusal(me, uuid, row && subject(row));
      if (refusal) throw badRequest(FOLLOW_MSG[refusal], FOLLOW_REASON[refusal]);
    }
    await replaceFollowing(tx, me.uuid, uuids, ctx.clock.now());
    return listOf(tx, me.uuid);
  });
}
