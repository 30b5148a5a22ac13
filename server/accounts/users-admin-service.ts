import { randomInt } from 'node:crypto';
import { AUDIT_KIND, type AuditKind } from '../../domain/audit.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { TOWER } from '../../domain/buildings.js';
import { isAdminOf, mayChangeGrants, type Grants } from '../../domain/policy.js';
import type { ActiveChanged, DeletedUser, User, UsersList } from '../../domain/schemas/accounts-answers.js';
import {
  foldSearch,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  type UserActiveBody,
  type UsersQuery,
  type UserUpdateBody,
} from '../../domain/schemas/users-admin.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { UNIQUE_VIOLATION, sqlConstraint, sqlState, type Queryable } from '../db/connection.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { randomPasswordMail } from '../mail/templates.js';
import { hashPassword } from './passwords.js';
import { presentUser, presentUserFor } from './presenter.js';
import type { UserRow } from '../identity/user-row.js';
import { revokeCredentials } from './credentials.js';
import type { Caller } from '../identity/actor.js';
import { mustAdministerAccount } from '../identity/policy.js';
import { countsOf, deactivate, NONE, switchActive, tellActiveChange } from './deactivation.js';
import {
  groupIdsForShare,
  listUsersByState,
  setUnconfirmedPassword,
  userRowForChange,
  writeUser,
  type EditableUser,
} from './users-admin-queries.js';

// The users administration (decisions §9): role admin administers every account, a building
// administrator those of the buildings they administer. Each command runs in one transaction,
// decides on the locked row and writes its audit entry with the change.

const RANDOM_PASSWORD_LENGTH = 16;
// No look-alikes (0/O, 1/l/I): the password is read from an e-mail and typed.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * The valid users the caller administers (with `deactivated=1` the deactivated ones), filtered by
 * building and by a search: every one, or with `limit` one sorted page and the count of all (the
 * console's table at a company's size).
 */
export async function listUsers(ctx: AppContext, me: Caller, query: UsersQuery): Promise<UsersList> {
  const wanted: string[] | null = query.building ? [query.building] : null;
  // A building administrator sees the users of their buildings only, whatever ?building says.
  const buildings = me.role === 'admin' ? wanted : me.admin_of.filter((b) => !wanted || wanted.includes(b));
  const q = query.q?.trim() ? foldSearch(query.q.trim()) : null;
  const { total, rows } = await listUsersByState(ctx.db, {
    buildings,
    q,
    foldFrom: SEARCH_FOLD_FROM,
    foldTo: SEARCH_FOLD_TO,
    sort: query.sort ?? null,
    desc: query.order === 'desc',
    limit: query.limit ?? null,
    offset: query.offset ?? 0,
    valid: query.deactivated !== '1',
  });
  const users = rows.map(presentUserFor(me.actor));
  return query.limit === undefined ? users : { total, rows: users };
}

/** The account to change, locked, and the caller's right on it (mustAdministerAccount). A deleted account is not found. */
async function lockTarget(tx: Queryable, me: Caller, uuid: string): Promise<UserRow> {
  const target = await userRowForChange(tx, uuid);
  if (!target || !target.valid) throw notFound(MSG.userNotFound, APP_REASON.userNotFound);
  mustAdministerAccount(me, target);
  return target;
}

// API field → column, in the order of decisions §9.
const FIELDS = {
  name: 'name',
  email: 'email',
  username: 'username',
  phoneNumber: 'phone_number',
  parkingRight: 'parking_right',
  mainGroup: 'main_group',
  groupList: 'group_list',
  managerOf: 'manager_of',
  building: 'building',
  buildingList: 'building_list',
  adminOf: 'admin_of',
  role: 'role',
  departmentName: 'department_name',
  officeFloor: 'office_floor',
  officeRoom: 'office_room',
  accessibleSpace: 'accessible_space',
} as const satisfies Record<Exclude<keyof UserUpdateBody, 'uuid'>, keyof EditableUser>;
type Field = keyof typeof FIELDS;

const grantsOf = (u: Pick<EditableUser, 'role' | 'building' | 'building_list' | 'admin_of' | 'manager_of'>): Grants => ({
  role: u.role,
  building: u.building,
  buildingList: u.building_list,
  adminOf: u.admin_of,
  managerOf: u.manager_of,
});

/** The locked row with the sent fields put in: lists without repeats, empty texts as null. */
function merged(row: UserRow, body: UserUpdateBody, sent: Field[]): EditableUser {
  const next: Record<string, unknown> = Object.fromEntries(Object.values(FIELDS).map((c) => [c, row[c]]));
  for (const f of sent) {
    const v = body[f];
    next[FIELDS[f]] = Array.isArray(v) ? [...new Set(v)] : v === '' ? null : v;
  }
  return next as unknown as EditableUser;
}

/** Changes only the fields sent; answers the user as it is now. */
export async function updateUser(ctx: AppContext, me: Caller, body: UserUpdateBody): Promise<User> {
  const sent = (Object.keys(FIELDS) as Field[]).filter((f) => body[f] !== undefined);
  // Health data (decisions §26): set, as seen, only by administrators of the tower.
  if (body.accessibleSpace !== undefined && !isAdminOf(me.actor, TOWER)) throw forbidden();
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockTarget(tx, me, body.uuid);
      const next = merged(row, body, sent);
      // Only role admin makes administrators or managers, or hands out another building (mass registration has the same rule).
      const refusal = mayChangeGrants(me.actor, grantsOf(row), grantsOf(next));
      if (refusal) throw forbidden(MSG[refusal], APP_REASON[refusal]);
      // Groups are kept from being removed until the change commits.
      const groups = await groupIdsForShare(tx);
      const missing = [body.mainGroup, ...(body.groupList ?? []), ...(body.managerOf ?? [])].find((g) => g && !groups.has(g));
      if (missing) throw badRequest(`${MSG.groupUnknown} (${missing}).`, APP_REASON.groupUnknown);
      // The main group is one of the user's groups; checked only when either changes, so that editing
      // anything else of an older account does not stumble on it.
      const groupsSent = body.mainGroup !== undefined || body.groupList !== undefined;
      if (groupsSent && next.main_group && !next.group_list.includes(next.main_group))
        throw badRequest(MSG.mainGroupNotInGroups, APP_REASON.mainGroupNotInGroups);
      const user = await writeUser(tx, row.uuid, next);
      const changes = Object.fromEntries(sent.map((f) => [f, { from: row[FIELDS[f]], to: user[FIELDS[f]] }]));
      await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.usersUpdate, row.uuid, { username: user.username, changes });
      return presentUser(user, me.actor);
    });
  } catch (e) {
    if (sqlState(e) === UNIQUE_VIOLATION) {
      // users_email_unique is the e-mail address; users_username_unique the user name (001_base.sql).
      const email = sqlConstraint(e) === 'users_email_unique';
      throw conflict(email ? MSG.emailTaken : MSG.usernameTaken, email ? APP_REASON.emailTaken : APP_REASON.usernameTaken);
    }
    throw e;
  }
}

/**
 * Deletes an account: it is deactivated (decisions §25), and stays for the statistics among the
 * deactivated accounts, from which it may be reactivated. An account already deactivated is not found.
 */
export async function deleteUser(ctx: AppContext, me: Caller, uuid: string): Promise<DeletedUser> {
  if (uuid === me.uuid) throw badRequest(MSG.cannotDeleteSelf, APP_REASON.cannotDeleteSelf);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockTarget(tx, me, uuid);
    const { cancelled } = await deactivate(tx, uuid, now);
    await recordAudit(tx, me, now, AUDIT_KIND.usersDelete, uuid, {
      username: row.username,
      name: row.name,
      cancelled: countsOf(cancelled),
    });
    if (await tellActiveChange(tx, uuid, false, cancelled, now)) ctx.webhooks.kick();
    return { uuid, cancelled: countsOf(cancelled) };
  });
}

/**
 * Deactivates an account (`active` false) or reactivates it (decisions §25), by an administrator of
 * its buildings; nobody deactivates themselves. An account already as asked is answered as it is,
 * with no entry in the audit log.
 */
export async function setUserActive(ctx: AppContext, me: Caller, body: UserActiveBody): Promise<ActiveChanged> {
  const { uuid, active } = body;
  if (!active && uuid === me.uuid) throw badRequest(MSG.cannotDeactivateSelf, APP_REASON.cannotDeactivateSelf);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await userRowForChange(tx, uuid);
    if (!row) throw notFound(MSG.userNotFound, APP_REASON.userNotFound);
    mustAdministerAccount(me, row);
    if (row.valid === active) return { uuid, active, cancelled: countsOf(NONE) };
    // An erased account is refused by the reactivation itself (409), as SCIM's is.
    const audit = (kind: AuditKind, details: object) => recordAudit(tx, me, now, kind, uuid, details);
    const { cancelled, heard } = await switchActive(tx, row, active, now, audit);
    if (heard) ctx.webhooks.kick();
    return { uuid, active, cancelled: countsOf(cancelled) };
  });
}

function randomPassword(): string {
  return Array.from({ length: RANDOM_PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * Gives the account a random password, e-mailed to its owner through the mail outbox: the e-mail
 * is enqueued with the change, so it goes out (with retries) if and only if the change committed;
 * the account becomes unconfirmed and its sessions and calendar address end (decisions §3, #38).
 * The password is in no answer and no audit entry.
 */
export async function setRandomPassword(ctx: AppContext, me: Caller, uuid: string): Promise<User> {
  const password = randomPassword();
  const hash = await hashPassword(password);
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx) => {
    await lockTarget(tx, me, uuid);
    const u = await setUnconfirmedPassword(tx, uuid, hash);
    await revokeCredentials(tx, uuid);
    await recordAudit(tx, me, now, AUDIT_KIND.usersRandomPassword, uuid, { username: u.username, sentTo: u.email });
    await enqueueMail(tx, randomPasswordMail(u, { username: u.username, password, loginUrl: `${ctx.config.publicUrl}/login` }), now);
    ctx.outbox.kick();
    return u;
  });
  return presentUser(user, me.actor);
}
