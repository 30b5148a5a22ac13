import type { UserInfo } from '@domain/schemas/accounts.js';

// "A login response is accepted only if the user object is valid": a user has at
// least a uuid and a user name. The empty user {} of /users/verify/ is not one.

function nonEmptyString(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** The user the answer describes, with its lists made safe, or null if it is not a user. */
export function toUser(x: unknown): UserInfo | null {
  if (typeof x !== 'object' || x === null) return null;
  const u = x as Partial<Record<keyof UserInfo, unknown>>;
  if (!nonEmptyString(u.uuid) || !nonEmptyString(u.username)) return null;
  const rest: UserInfo & { token?: unknown } = { ...(x as UserInfo) };
  delete rest.token;
  return {
    ...rest,
    role: u.role === 'admin' || u.role === 'manager' ? u.role : 'user',
    building: typeof u.building === 'string' ? u.building : '0',
    buildingList: strings(u.buildingList),
    adminOf: strings(u.adminOf),
    managerOf: strings(u.managerOf),
    groupList: strings(u.groupList),
    confirmed: u.confirmed !== false,
  };
}

/** A login answer: the user plus a token, both valid, or null. */
export function readLoginAnswer(payload: unknown): { user: UserInfo; token: string } | null {
  const user = toUser(payload);
  const token = (payload as { token?: unknown } | null)?.token;
  if (!user || !nonEmptyString(token)) return null;
  return { user, token };
}
