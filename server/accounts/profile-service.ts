import type { Language } from '../../domain/languages.js';
import { isValidPhone, TOWER_MSG, TOWER_REASON } from '../../domain/tower/validators.js';
import type { UserRow } from '../identity/user-row.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { setDepartmentName, setLanguage, setOfficeRoom, setPhoneNumber } from './profile-queries.js';

// The account screen's edits of the caller's own profile (tower §2, §5), and the person's language (decisions §22).

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

/**
 * The caller's own language (decisions §22): any signed-in person, of either building. A person's own
 * setting, not an administrative change: no audit entry (an administrator does not set someone else's).
 */
export function changeLanguage(ctx: AppContext, me: UserRow, language: Language): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => found(await setLanguage(tx, me.uuid, language)));
}
