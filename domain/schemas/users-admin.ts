import { z } from '../zod-ro.js';
import { MSG } from '../messages.js';
import { noControlChars } from './text.js';
import { isValidPhone, TOWER_MSG } from '../tower/validators.js';

// Requests of the users administration (decisions §9): the server validates with these and the
// admin screens' forms check with the same ones.
const building = z.enum(['0', '1', '2'], { message: MSG.buildingUnknown });
/** A real building: '0' (none) is a user's `building` only, never an entry of a list. */
const realBuilding = z.enum(['1', '2'], { message: MSG.buildingUnknown });
const groupIds = z.array(z.string().min(1).max(100)).max(200);
const text = (max: number) => z.string().trim().max(max).check(noControlChars()).nullable().optional();

/** The columns the users table sorts on. */
export const USER_SORTS = ['name', 'username', 'email'] as const;

/** With `limit` the list is one page `{total, rows}` (the console's table); without, every user. */
export const usersQuery = z.object({
  building: realBuilding.optional(),
  q: z.string().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  sort: z.enum(USER_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  /** 1: the deactivated accounts instead (decisions §25), the latest deactivated first unless `sort` says otherwise. */
  deactivated: z.enum(['0', '1']).optional(),
});

export const userUuidBody = z.object({ uuid: z.uuid() });

/** POST /api/users/deactivate (decisions §25): false deactivates the account, true reactivates it. */
export const userActiveBody = z.object({ uuid: z.uuid(), active: z.boolean() });

/** Only the fields sent change; `null` clears a field that may be empty. */
export const userUpdateBody = z.object({
  uuid: z.uuid(),
  name: z.string().trim().min(1).max(200).check(noControlChars()).optional(),
  email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  username: z.string().trim().min(1).max(200).check(noControlChars()).optional(),
  // Cleared with null or '', else a valid phone (tower §5).
  phoneNumber: z
    .string()
    .trim()
    .max(20)
    .refine((p) => p === '' || isValidPhone(p), TOWER_MSG.phoneInvalid)
    .nullable()
    .optional(),
  parkingRight: z.boolean().optional(),
  mainGroup: z.string().min(1).max(100).nullable().optional(),
  groupList: groupIds.optional(),
  managerOf: groupIds.optional(),
  building: building.optional(),
  buildingList: z.array(realBuilding).min(1, MSG.buildingListEmpty).max(2).optional(),
  adminOf: z.array(realBuilding).max(2).optional(),
  role: z.enum(['user', 'manager', 'admin']).optional(),
  departmentName: text(200),
  officeFloor: text(20),
  officeRoom: text(50),
  /** Health data (decisions §26): only administrators of building 2 may send it (403 otherwise). */
  accessibleSpace: z.boolean().optional(),
});

export type UsersQuery = z.infer<typeof usersQuery>;
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

// The search of ?q= ignores case and Romanian diacritics (both cedilla and comma forms):
// the server folds the stored names the same way in SQL, with translate(lower(x), FROM, TO).
export const SEARCH_FOLD_FROM = 'ăâîșşțţĂÂÎȘŞȚŢ';
export const SEARCH_FOLD_TO = 'aaissttaaisstt';

/** The search key of a text: lower case, Romanian letters without their diacritics. */
export function foldSearch(s: string): string {
  const lower = s.normalize('NFC').toLowerCase();
  return [...lower]
    .map((c) => {
      const i = SEARCH_FOLD_FROM.indexOf(c);
      return i < 0 ? c : SEARCH_FOLD_TO[i];
    })
    .join('');
}
export type UserActiveBody = z.infer<typeof userActiveBody>;
