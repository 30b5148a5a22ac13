import { isValidPhone, TOWER_MSG, TOWER_REASON } from '../../domain/tower/validators.js';
import type { UserRow } from '../identity/user-row.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { setDepartmentName, setOfficeRoom, setPhoneNumber } from './profile-queries.js';

// The account screen's edits of the caller's own profile (tower §2, §5).

const found = (u: UserRow | null): UserRow => {
  if (!u) throw notFound();
  return u;
};

/** A phone number of 10 digits, or + and 11 to 15 digits, stored without spaces, dots or dashes. */
export async function changePhoneNumber(ctx: AppContext, me: UserRow, phone: string): Promise<UserRow> {
  if (!isValidPhone(phone)) throw badRequest(TOWER_MSG.phoneInvalid, TOWER_REASON.phoneInvalid);
  return ctx.db.transaction(async (tx) => found(await setPhoneNumber(tx, me.uuid, phone.replace(/[\s.-]/g, ''))));
}

export function changeDepartmentName(ctx: AppContext, me: UserRow, name: string): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => found(await setDepartmentName(tx, me.uuid, name)));
}

/** The office room and floor; an empty one stays as it was. */
export function changeOfficeRoom(ctx: AppContext, me: UserRow, room: string | undefined, floor: string | undefined): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => found(await setOfficeRoom(tx, me.uuid, room || null, floor || null)));
}
