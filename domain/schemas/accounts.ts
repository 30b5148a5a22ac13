import { z } from '../zod-ro.js';
import { LANGUAGES } from '../languages.js';
import { MSG } from '../messages.js';
import { noControlChars } from './text.js';

// Request bodies of the account calls. The server validates with these and the web
// forms check with the same ones, so both sides refuse the same input.
export const MIN_PASSWORD = 6;

/** A person's language (decisions §22); any other value, or none where one is required, is refused with MSG.languageInvalid. */
export const languageCode = z.enum(LANGUAGES, { message: MSG.languageInvalid });

export const loginBody = z.object({
  username: z.string().trim().min(1, MSG.loginFailed).max(200),
  password: z.string().min(1, MSG.loginFailed).max(500),
  /** The language chosen on /login before signing in: saved on the account at sign-in; without it the saved one applies. */
  language: languageCode.optional(),
});

/** POST /api/users/language: the caller's own language. */
export const languageBody = z.object({ language: languageCode });

export const changePasswordBody = z.object({
  user: z.string().trim().min(1).max(200),
  oldPassword: z.string().min(1, MSG.oldPasswordWrong).max(500),
  newPassword: z.string().min(MIN_PASSWORD, MSG.passwordTooShort).max(500),
});

export const sendResetEmailBody = z.object({ email: z.string().trim().max(320) });

/** An e-mailed reset link's token, checked as its page opens (#39 point 11). */
export const resetTokenBody = z.object({ token: z.string().max(200) });

export const resetPasswordBody = z.object({
  password: z.string().min(MIN_PASSWORD, MSG.resetPasswordTooShort).max(500),
  token: z.string().min(10, MSG.resetLinkInvalid).max(200),
});

const buildingCode = z.enum(['0', '1', '2'], { message: MSG.buildingUnknown });
const role = z.enum(['user', 'manager', 'admin']);

export const userInfoInput = z.object({
  uuid: z.string().uuid().optional(),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  name: z.string().trim().min(1).max(200).check(noControlChars()),
  groupList: z.array(z.string().min(1)).default([]),
  mainGroup: z.string().min(1).nullable().optional(),
  building: buildingCode.default('1'),
  buildingList: z.array(buildingCode).default([]),
  adminOf: z.array(buildingCode).default([]),
  managerOf: z.array(z.string().min(1)).default([]),
  manager: z.string().max(200).check(noControlChars()).nullable().optional(),
  director: z.string().max(200).check(noControlChars()).nullable().optional(),
  parkingRight: z.boolean().default(false),
  confirmed: z.boolean().optional(),
  role: role.default('user'),
  phoneNumber: z.string().max(20).check(noControlChars()).optional(),
  departmentName: z.string().max(200).check(noControlChars()).optional(),
});

export const massRegisterBody = z.object({
  accounts: z
    .array(
      z.object({
        credentials: z.object({
          username: z.string().trim().min(1).max(200).check(noControlChars()),
          password: z.string().min(MIN_PASSWORD, MSG.passwordTooShort).max(500).optional(),
        }),
        userInfo: userInfoInput,
      }),
    )
    .min(1)
    .max(5000),
});

export type LoginBody = z.infer<typeof loginBody>;
export type MassRegisterBody = z.infer<typeof massRegisterBody>;

/** What the API answers for a user: the answer schema's type (component User, accounts-answers.ts), under its former name. */
export type { User as UserInfo } from './accounts-answers.js';

/** What the API answers for a group: the answer schema's type (component Group, groups-answers.ts). */
export type { Group } from './groups-answers.js';
