import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { TOWER } from '../../domain/buildings.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { isAdminOf, mayGrantAccount, type Grants } from '../../domain/policy.js';
import type { User, UsersCreated } from '../../domain/schemas/accounts-answers.js';
import { towerUsername, type RegisterTurnBody } from '../../domain/schemas/tower-users.js';
import { cellsOf, towerAccountOfRow } from '../../domain/tower/users-import.js';
import { normalisePhone } from '../../domain/tower/validators.js';
import { FIRST_DATA_ROW, UPLOAD_LIMIT, UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { UNIQUE_VIOLATION, sqlConstraint, sqlState, type Queryable } from '../db/connection.js';
import { badRequest, conflict, forbidden } from '../errors.js';
import type { TableRow } from '../uploads/table.js';
import { hashPassword } from './passwords.js';
import { presentUser } from './presenter.js';
import { queueWebhookEvent } from '../webhooks/webhook-service.js';
import { tellUsers } from './heard.js';
import { insertUser } from './queries.js';
import { userByUuid } from '../identity/user-queries.js';
import type { Caller } from '../identity/actor.js';

// Tower users added by the tower's administrators (decisions §9 registerTurn and
// massRegisterTurn, tower §6): plain users of the tower with the right to park, unconfirmed
// until they change the password they were given (decisions §3).

/** As many rows as the flexible office's import takes (domain/schemas/accounts.ts); the upload stops reading past them. */
const MAX_ROWS = UPLOAD_LIMIT.rows.towerUsers;

/** The rights of every tower user added here, whatever the request says: a plain user of the tower. */
const TOWER_USER: Grants = { role: 'user', building: TOWER, buildingList: [TOWER], adminOf: [], managerOf: [] };

type Taken = 'usernameTaken' | 'emailTaken';
const takenRefusal = (what: Taken, row: number | null) =>
  conflict(row === null ? MSG[what] : `Rândul ${row}: ${MSG[what]}.`, APP_REASON[what]);

/** Which unique index refused the insert: users_email_unique is the e-mail address, any other the user name (001_base.sql). */
const takenBy = (e: unknown): Taken => (sqlConstraint(e) === 'users_email_unique' ? 'emailTaken' : 'usernameTaken');

/** One password hash per distinct password, made before the transaction (most share the initial password). */
async function hashesOf(ctx: AppContext, accounts: RegisterTurnBody[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const a of accounts) {
    const pw = a.credentials.password ?? ctx.config.defaultPassword;
    if (!hashes.has(pw)) hashes.set(pw, await hashPassword(pw));
  }
  return hashes;
}

/** Inserts the accounts in order; a taken user name or e-mail names its row (`rowOf`), or no row for a single account. */
async function insertTowerUsers(
  tx: Queryable,
  ctx: AppContext,
  accounts: RegisterTurnBody[],
  hashes: Map<string, string>,
  rowOf: (i: number) => number | null,
) {
  const seen = new Map<string, Taken>();
  accounts.forEach((a, i) => {
    for (const [key, what] of [
      [`u:${towerUsername(a).toLowerCase()}`, 'usernameTaken'],
      [`e:${a.userInfo.email}`, 'emailTaken'],
    ] as const) {
      if (seen.has(key)) throw takenRefusal(what, rowOf(i));
      seen.set(key, what);
    }
  });
  const made: { uuid: string; username: string }[] = [];
  for (const [i, a] of accounts.entries()) {
    const u = a.userInfo;
    const uuid = randomUUID();
    const username = towerUsername(a);
    try {
      await insertUser(tx, {
        uuid,
        username,
        name: u.name,
        email: u.email,
        passwordHash: hashes.get(a.credentials.password ?? ctx.config.defaultPassword)!,
        ...TOWER_USER,
        mainGroup: null,
        groupList: [],
        manager: null,
        director: null,
        parkingRight: true,
        phoneNumber: normalisePhone(u.phoneNumber),
        departmentName: u.departmentName || null,
        graded: u.graded ?? false,
        officeFloor: u.officeFloor || null,
        officeRoom: u.officeRoom || null,
      });
    } catch (e) {
      if (sqlState(e) === UNIQUE_VIOLATION) throw takenRefusal(takenBy(e), rowOf(i));
      throw e;
    }
    made.push({ uuid, username });
  }
  return made;
}

/** A tower administrator, granting what a building administrator may grant (the rule of mass registration, issue #20). */
function mustAdministerTower(me: Caller) {
  const actor = me.actor;
  if (!isAdminOf(actor, TOWER)) throw forbidden();
  const refusal = mayGrantAccount(actor, TOWER_USER);
  if (refusal) throw forbidden(MSG[refusal], APP_REASON[refusal]);
}

/** Adds one tower user (POST /api/users/registerTurn); answers the new user. */
export async function registerTurn(ctx: AppContext, me: Caller, body: RegisterTurnBody): Promise<User> {
  mustAdministerTower(me);
  const hashes = await hashesOf(ctx, [body]);
  return ctx.db.transaction(async (tx) => {
    const [made] = await insertTowerUsers(tx, ctx, [body], hashes, () => null);
    const user = (await userByUuid(tx, made.uuid))!;
    const created = presentUser(user);
    await queueWebhookEvent(tx, ctx.webhooks, 'user.created', created, ctx.clock.now());
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.usersRegister, user.uuid, {
      username: user.username,
      name: user.name,
      email: user.email,
      phoneNumber: user.phone_number,
      graded: user.graded,
      building: TOWER,
    });
    return created;
  });
}

/**
 * Adds the users of an uploaded list (POST /api/users/massRegisterTurn), all or none: the first
 * refused row is named by its line in the file (line 1 is the header), as the other tower lists do.
 */
export async function massRegisterTurn(ctx: AppContext, me: Caller, rows: TableRow[]): Promise<UsersCreated> {
  mustAdministerTower(me);
  if (rows.length > MAX_ROWS) throw badRequest(UPLOAD_MSG.tooManyRows(MAX_ROWS), UPLOAD_REASON.tooManyRows);
  const line = (i: number) => i + FIRST_DATA_ROW;
  const accounts = rows.map((r, i) => {
    const result = towerAccountOfRow(cellsOf(r));
    if (result.problem !== null) throw badRequest(`Rândul ${line(i)}: ${result.problem}`);
    return result.account;
  });
  const hashes = await hashesOf(ctx, accounts);
  return ctx.db.transaction(async (tx) => {
    const made = await insertTowerUsers(tx, ctx, accounts, hashes, line);
    if (
      await tellUsers(
        tx,
        'user.created',
        made.map((m) => m.uuid),
        ctx.clock.now(),
      )
    )
      ctx.webhooks.kick();
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.usersImport, `${made.length} conturi`, {
      count: made.length,
      usernames: made.map((m) => m.username),
      building: TOWER,
    });
    return { created: made.length, uuids: made.map((m) => m.uuid) };
  });
}
