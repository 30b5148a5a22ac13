import { MSG, APP_REASON } from '../../domain/messages.js';
import type { BanStatus, User } from '../../domain/schemas/accounts-answers.js';
import type { AppContext } from '../context.js';
import { activeBanUntil } from '../discipline/bans-service.js';
import { forbidden, notFound } from '../errors.js';
import { managesGroup, maySeeUser } from '../identity/policy.js';
import { presentUser, presentUserFor } from './presenter.js';
import type { UserRow } from '../identity/user-row.js';
import type { Caller } from '../identity/actor.js';
import { userByUsername, validUsersOfGroup } from './queries.js';
import { userByUuid } from '../identity/user-queries.js';
import { revokeToken } from '../identity/sessions-service.js';

// What the account screens read about people, and logging out.

/** Ends the session of the token, if there is one: logging out is idempotent. */
export async function logout(ctx: AppContext, token: string | null): Promise<void> {
  if (token) await revokeToken(ctx.db, token);
}

function visible(me: Caller, other: UserRow | null): User {
  if (!other) throw notFound(MSG.userNotFound, APP_REASON.userNotFound);
  if (!maySeeUser(me, other)) throw forbidden();
  return presentUser(other, me.actor);
}

export async function userNamed(ctx: AppContext, me: Caller, username: string) {
  return visible(me, await userByUsername(ctx.db, username));
}

export async function userWithUuid(ctx: AppContext, me: Caller, uuid: string) {
  return visible(me, await userByUuid(ctx.db, uuid));
}

/** The people of a group, for managers of it (who book for them) and administrators. */
export async function usersOfGroup(ctx: AppContext, me: Caller, groupId: string): Promise<User[]> {
  if (!managesGroup(me, groupId)) throw forbidden();
  return (await validUsersOfGroup(ctx.db, groupId)).map(presentUserFor(me.actor));
}

/** Whether the caller is banned now, from desk no-shows or tower absences, and until when. */
export async function banStatus(ctx: AppContext, me: UserRow): Promise<BanStatus> {
  const until = await activeBanUntil(ctx.db, me.uuid, ctx.clock.now());
  return { banned: !!until, until: until ? until.toISOString() : null };
}
