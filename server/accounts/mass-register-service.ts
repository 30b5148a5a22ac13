import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { FIRST_DATA_ROW, UPLOAD_REASON } from '../../domain/upload-messages.js';
import { mayGrantAccount } from '../../domain/policy.js';
import type { MassRegisterBody } from '../../domain/schemas/accounts.js';
import type { UsersCreated } from '../../domain/schemas/accounts-answers.js';
import { importAccounts, usersCsvRows } from '../../domain/users-csv.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { UNIQUE_VIOLATION, sqlConstraint, sqlState } from '../db/connection.js';
import { groupIdsForShare, groupNames } from './users-admin-queries.js';
import { badRequest, conflict, forbidden } from '../errors.js';
import { hashPassword } from './passwords.js';
import { tellUsers } from './heard.js';
import { insertUser } from './queries.js';
import type { Caller } from '../identity/actor.js';

const taken = (row: number, what: 'usernameTaken' | 'emailTaken') => conflict(`Rândul ${row}: ${MSG[what]}.`, APP_REASON[what]);

/**
 * The users list sent as its .csv file (its rows as written, the header first) as the JSON body the
 * specification gives: each row read by the preview's own rules (domain/users-csv.ts) against the groups
 * as they are now, the first bad row refusing the whole file by its number. User names and e-mails are
 * left to massRegister, which judges them alike for both forms.
 */
export async function accountsOfFile(ctx: AppContext, table: string[][]): Promise<MassRegisterBody> {
  const [headers, ...rows] = table;
  const groups = (await groupNames(ctx.db)).map((g) => ({ _id: g.id, name: g.name }));
  const read = usersCsvRows(headers, rows, groups);
  if (!read.ok) throw badRequest(read.error, UPLOAD_REASON[read.fault]);
  const bad = read.rows.findIndex((r) => !r.account);
  if (bad >= 0) throw badRequest(`Rândul ${bad + FIRST_DATA_ROW}: ${read.rows[bad].error}`);
  return { accounts: importAccounts(read.rows) ?? [] };
}

/** Creates every account or none; a bad row is named in the message as its file shows it (row 2 = the first account, after the header). */
export async function massRegister(ctx: AppContext, me: Caller, body: MassRegisterBody): Promise<UsersCreated> {
  // A building administrator creates plain users of their buildings only (issue #20): no
  // administrator, no manager, no other building. Checked before anything is written.
  body.accounts.forEach((a, i) => {
    const refusal = mayGrantAccount(me.actor, a.userInfo);
    if (refusal) throw forbidden(`Rândul ${i + FIRST_DATA_ROW}: ${MSG[refusal]}`, APP_REASON[refusal]);
  });
  // Hash each distinct password once, before the transaction: imports usually share the instance's default password.
  const passwordOf = (a: MassRegisterBody['accounts'][number]) => a.credentials.password ?? ctx.config.defaultPassword;
  const hashes = new Map<string, string>();
  for (const a of body.accounts) {
    const pw = passwordOf(a);
    if (!hashes.has(pw)) hashes.set(pw, await hashPassword(pw));
  }
  return ctx.db.transaction(async (tx) => {
    const groups = await groupIdsForShare(tx);
    const seen = new Set<string>();
    body.accounts.forEach((a, i) => {
      const row = i + FIRST_DATA_ROW;
      const refs = [a.userInfo.mainGroup, ...a.userInfo.groupList, ...a.userInfo.managerOf].filter((g): g is string => !!g);
      const missing = refs.find((g) => !groups.has(g));
      if (missing) throw badRequest(`Rândul ${row}: ${MSG.groupUnknown} (${missing}).`, APP_REASON.groupUnknown);
      for (const key of [`u:${a.credentials.username.toLowerCase()}`, `e:${a.userInfo.email.toLowerCase()}`]) {
        if (seen.has(key)) throw taken(row, key.startsWith('u:') ? 'usernameTaken' : 'emailTaken');
        seen.add(key);
      }
    });
    const uuids: string[] = [];
    for (const [i, a] of body.accounts.entries()) {
      const u = a.userInfo;
      const uuid = u.uuid ?? randomUUID();
      try {
        await insertUser(tx, {
          uuid,
          username: a.credentials.username,
          name: u.name,
          email: u.email,
          passwordHash: hashes.get(passwordOf(a))!,
          role: u.role,
          mainGroup: u.mainGroup ?? null,
          groupList: u.groupList,
          managerOf: u.managerOf,
          building: u.building,
          buildingList: u.buildingList,
          adminOf: u.adminOf,
          manager: u.manager ?? null,
          director: u.director ?? null,
          parkingRight: u.parkingRight,
          phoneNumber: u.phoneNumber ?? null,
          departmentName: u.departmentName ?? null,
        });
      } catch (e) {
        // users_email_unique is the e-mail address; users_username_unique (or a repeated uuid) the user name.
        if (sqlState(e) === UNIQUE_VIOLATION)
          throw taken(i + FIRST_DATA_ROW, sqlConstraint(e) === 'users_email_unique' ? 'emailTaken' : 'usernameTaken');
        throw e;
      }
      uuids.push(uuid);
    }
    // The accounts made, by user name: never their passwords (decisions §12).
    const usernames = body.accounts.map((a) => a.credentials.username);
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.usersImport, `${uuids.length} conturi`, { count: uuids.length, usernames });
    if (await tellUsers(tx, 'user.created', uuids, ctx.clock.now())) ctx.webhooks.kick();
    return { created: uuids.length, uuids };
  });
}
