import { groupsOf } from '../identity/policy.js';
import type { UserRow } from '../identity/user-row.js';
import type { CallerGroups } from '../../domain/schemas/groups-answers.js';
import type { AppContext } from '../context.js';
import { presentGroup, type GroupRow } from './presenter.js';
import { allGroups, groupsByIds } from './queries.js';

const payload = (me: UserRow, rows: GroupRow[]): CallerGroups => ({
  groups: rows.map(presentGroup),
  mainGroup: me.main_group,
  managerOf: me.manager_of,
});

/** The groups the caller belongs to or manages, with their main group and the groups they manage. */
export async function groupsOfCaller(ctx: AppContext, me: UserRow) {
  const ids = [...new Set([...groupsOf(me), ...me.manager_of])];
  return payload(me, await groupsByIds(ctx.db, ids));
}

/** Every group (for administrators), with the caller's main group and the groups they manage. */
export async function everyGroup(ctx: AppContext, me: UserRow) {
  return payload(me, await allGroups(ctx.db));
}
