import { randomUUID } from 'node:crypto';
import { MSG } from '../../domain/messages.js';
import type { MassRegisterBody } from '../../domain/schemas/accounts.js';
import type { AppContext } from '../context.js';
import { UNIQUE_VIOLATION, sqlState } from '../db/connection.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import type { UserRow } from './presenter.js';
import { hashPassword } from './passwords.js';

/** Creates every account or none; a bad row is named in the message (row 1 = the first account). */
export async function massRegister(ctx: AppContext, me: UserRow, body: MassRegisterBody): Promise<{ created: number; uuids: string[] }> {
  // A building administrator runs its people; only role admin makes administrators.
  if (me.role !== 'admin' && body.accounts.some((a) => a.userInfo.role === 'admin' || a.userInfo.adminOf.length > 0)) throw forbidden();
  const { rows: groupRows } = await ctx.db.query<{ id: string }>('SELECT id FROM groups');
  const groups = new Set(groupRows.map((g) => g.id));
  const seen = new Set<string>();
  body.accounts.forEach((a, i) => {
    const row = i + 1;
    const refs = [a.userInfo.mainGroup, ...a.userInfo.groupList, ...a.userInfo.managerOf].filter((g): g is string => !!g);
    const missing = refs.find((g) => !groups.has(g));
    if (missing) throw badRequest(`Rândul ${row}: ${MSG.groupUnknown} (${missing}).`);
    for (const key of [`u:${a.credentials.username.toLowerCase()}`, `e:${a.userInfo.email.toLowerCase()}`]) {
      if (seen.has(key)) throw conflict(`Rândul ${row}: ${key.startsWith('u:') ? MSG.usernameTaken : MSG.emailTaken}.`);
      seen.add(key);
    }
  });
  // Hash each distinct password once: imports usually share the instance's default password.
  const hashes = new Map<string, string>();
  for (const a of body.accounts) {
    const pw = a.credentials.password ?? ctx.config.defaultPassword;
    if (!hashes.has(pw)) hashes.set(pw, await hashPassword(pw));
  }
  const uuids: string[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const [i, a] of body.accounts.entries()) {
      const u = a.userInfo;
      const uuid = u.uuid ?? randomUUID();
      try {
        await tx.query(
          `INSERT INTO users (uuid, username, name, email, password_hash, role, main_group, group_list, manager_of,
             building, building_list, admin_of, manager, director, parking_right, confirmed, phone_number, department_name)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,false,$16,$17)`,
          [uuid, a.credentials.username, u.name, u.email, hashes.get(a.credentials.password ?? ctx.config.defaultPassword),
            u.role, u.mainGroup ?? null, u.groupList, u.managerOf, u.building, u.buildingList, u.adminOf,
            u.manager ?? null, u.director ?? null, u.parkingRight, u.phoneNumber ?? null, u.departmentName ?? null],
        );
      } catch (e) {
        if (sqlState(e) === UNIQUE_VIOLATION) {
          const msg = String((e as Error).message).includes('email') ? MSG.emailTaken : MSG.usernameTaken;
          throw conflict(`Rândul ${i + 1}: ${msg}.`);
        }
        throw e;
      }
      uuids.push(uuid);
    }
  });
  return { created: uuids.length, uuids };
}
