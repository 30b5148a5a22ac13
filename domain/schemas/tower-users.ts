import { z } from '../zod-ro.js';
import { MSG } from '../messages.js';
import { noControlChars } from './text.js';
import { isValidPhone, TOWER_MSG } from '../tower/validators.js';
import { MIN_PASSWORD } from './accounts.js';

// A tower user added by an administrator (decisions §9 registerTurn, tower §5 "Admin add user"):
// the server validates with these, the 'Utilizator nou' form and the users list's preview check
// with the same ones. Name, e-mail and phone are required; the rest may be left out.
const required = (max: number) =>
  z.string({ message: MSG.allFieldsRequired }).trim().min(1, MSG.allFieldsRequired).max(max).check(noControlChars());
const optional = (max: number) => z.string().trim().max(max).check(noControlChars()).optional();

export const towerUserInfo = z.object({
  name: required(200),
  email: required(320).toLowerCase().pipe(z.email()),
  phoneNumber: required(20).refine(isValidPhone, TOWER_MSG.phoneInvalid),
  departmentName: optional(200),
  officeFloor: optional(20),
  officeRoom: optional(50),
  graded: z.boolean().optional(),
});

export const registerTurnBody = z.object({
  credentials: z.object({
    /** Empty or left out: the e-mail address is the user name (docs/decisions/tower.md). */
    username: z.string().trim().max(200).check(noControlChars()).optional(),
    /** Left out: the instance's initial password (decisions §3). */
    password: z.string().min(MIN_PASSWORD, MSG.passwordTooShort).max(500).optional(),
  }),
  userInfo: towerUserInfo,
});

export type RegisterTurnBody = z.infer<typeof registerTurnBody>;
export type TowerUserInfo = z.infer<typeof towerUserInfo>;

/** The user name of a new tower account: the one given, or its e-mail address. */
export function towerUsername(body: RegisterTurnBody): string {
  return body.credentials.username || body.userInfo.email;
}
