import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.js';
import { instant, uuid } from './answers.js';

// The answers of the account calls and of the users administration (decisions §2, §3, §9): the
// server declares them per route and its presenters return their types; the web imports the types.

/**
 * A building code: '0' none, '1' CityOffices, '2' the tower (domain/buildings.ts). A pattern rather
 * than an enum: the access policy (domain/policy.ts) reads these fields as plain strings.
 */
const buildingCode = z
  .string()
  .regex(/^[012]$/)
  .meta({ description: "A building: '0' none, '1' CityOffices (the flexible office), '2' the tower.", example: '1' });

/** The example user of the document (component User), shown wherever a user is. */
export const ANA = {
  uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  name: 'Ana Popescu',
  email: 'ana.popescu@example.ro',
  username: 'ana.popescu',
  role: 'user',
  building: '1',
  buildingList: ['1'],
  adminOf: [],
  managerOf: [],
  mainGroup: 'it',
  groupList: ['it'],
  manager: 'Ion Ionescu',
  director: null,
  parkingRight: false,
  confirmed: true,
  valid: true,
  graded: false,
  phoneNumber: '0744000111',
  departmentName: null,
  officeFloor: null,
  officeRoom: null,
  language: 'ro',
} as const;

/** A user as the API shows one (flex-office §3 User, tower §3 User info); never the password. */
export const userAnswer = z
  .object({
    uuid,
    /** The same as `uuid` (the clients of the first API read `id`). */
    id: uuid,
    name: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.enum(['user', 'manager', 'admin']),
    building: buildingCode,
    buildingList: z.array(buildingCode),
    adminOf: z.array(buildingCode),
    /** Ids of the groups the user manages. */
    managerOf: z.array(z.string()),
    mainGroup: z.string().nullable(),
    groupList: z.array(z.string()),
    manager: z.string().nullable(),
    director: z.string().nullable(),
    parkingRight: z.boolean(),
    /** false until the user changes the password they were given (decisions §3). */
    confirmed: z.boolean(),
    /** false once the account is deleted. */
    valid: z.boolean(),
    graded: z.boolean(),
    phoneNumber: z.string().nullable(),
    departmentName: z.string().nullable(),
    officeFloor: z.string().nullable(),
    officeRoom: z.string().nullable(),
    language: z.enum(LANGUAGES).meta({
      description: `The language the person reads the product in (decisions §22): '${DEFAULT_LANGUAGE}' Romanian, the default, or 'en' English. Set with POST /api/users/language, or by the login's \`language\`.`,
      example: DEFAULT_LANGUAGE,
    }),
    accessibleSpace: z.boolean().optional().meta({
      description:
        'Whether the person needs an accessible parking space in the tower (decisions §26). Health data: present only in the answers of the users calls to a caller who administers building 2 (role admin, or adminOf containing "2"); left out for every other caller (the person themself included), and never in the login and session answers nor in webhooks. Set with POST /api/users/update by those administrators.',
    }),
    erased: z.literal(true).optional().meta({
      description:
        "Present, true, once the person's data was erased for good (decisions §25): the account is deactivated and cannot be reactivated.",
    }),
  })
  .meta({
    id: 'User',
    description:
      "A user account: identity, role, buildings, groups, the tower fields and the person's language. The password never leaves the server.",
    example: ANA,
  });
export type User = z.infer<typeof userAnswer>;

/** POST /api/users/login: the user and the session's bearer token. */
export const loginAnswer = userAnswer
  .extend({ token: z.string().meta({ description: 'The bearer token of the new session (Authorization: Bearer …).' }) })
  .meta({
    id: 'SignedInUser',
    description: 'The user who logged in, with the bearer token of the new session. The browser also receives its device cookie.',
    example: { ...ANA, token: 'Qm9iIHNheXMgaGkgdG8gQW5hIQ' },
  });
export type SignedInUser = z.infer<typeof loginAnswer>;

/** GET /api/users/verify/: the token's user, or `{}` when the request has no valid session. */
export const verifyAnswer = z
  .union([userAnswer, z.object({}).meta({ description: 'No valid session: the request carried no token, or one that ended.' })])
  .meta({
    id: 'VerifiedUser',
    description: 'The user of the bearer token, or an empty object when there is no valid session (the web app then forgets the token).',
    example: ANA,
  });
export type VerifiedUser = z.infer<typeof verifyAnswer>;

/** The accounts an import created (POST /api/users/massRegister, /api/users/massRegisterTurn). */
export const usersCreatedAnswer = z.object({ created: z.number().int().min(0), uuids: z.array(uuid) }).meta({
  id: 'UsersCreated',
  description: 'How many accounts the import created (all or none) and their UUIDs, in the order of the list.',
  example: { created: 1, uuids: ['3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b'] },
});
export type UsersCreated = z.infer<typeof usersCreatedAnswer>;

/** GET /api/users/banStatus. */
export const banStatusAnswer = z.object({ banned: z.boolean(), until: instant.nullable() }).meta({
  id: 'BanStatus',
  description: 'Whether the caller is banned now (desk no-shows or tower absences) and until when; `until` is null when not banned.',
  example: { banned: true, until: '2026-03-09T22:00:00.000Z' },
});
export type BanStatus = z.infer<typeof banStatusAnswer>;

/** GET /api/users with `limit`: one sorted page and the count of all that match. */
export const usersPageAnswer = z
  .object({ total: z.number().int().min(0), rows: z.array(userAnswer) })
  .meta({ id: 'UsersPage', description: 'One page of users and the count of all the filter matches.', example: { total: 1, rows: [ANA] } });
export type UsersPage = z.infer<typeof usersPageAnswer>;

/** GET /api/users: every user without `limit`, one page with it. */
export const usersListAnswer = z.union([z.array(userAnswer), usersPageAnswer]).meta({
  description:
    'Without `limit`, every user the caller administers that the filter matches; with `limit`, one page of them and their count.',
  example: { total: 1, rows: [ANA] },
});
export type UsersList = z.infer<typeof usersListAnswer>;

/** The reservations a deletion cancelled, from tomorrow on. */
export const cancelledReservations = z
  .object({ desks: z.number().int().min(0), rooms: z.number().int().min(0), parking: z.number().int().min(0) })
  .meta({
    id: 'CancelledReservations',
    description:
      "How many reservations of the deleted or deactivated user were cancelled, from now on: desks of later days and today's not yet confirmed, meeting rooms not yet started, tower requests whose day's list has not been sent (decisions §25).",
    example: { desks: 2, rooms: 0, parking: 1 },
  });

/** POST /api/users/delete. */
export const deletedUserAnswer = z.object({ uuid, cancelled: cancelledReservations }).meta({
  id: 'DeletedUser',
  description: 'The deleted account and the reservations its deletion cancelled.',
  example: { uuid: ANA.uuid, cancelled: { desks: 2, rooms: 0, parking: 1 } },
});
export type DeletedUser = z.infer<typeof deletedUserAnswer>;

/** POST /api/users/deactivate. */
export const activeChangedAnswer = z.object({ uuid, active: z.boolean(), cancelled: cancelledReservations }).meta({
  id: 'AccountActiveChanged',
  description:
    'The account as it is now (active or deactivated) and the reservations its deactivation cancelled; none when it was reactivated or was already as asked.',
  example: { uuid: ANA.uuid, active: false, cancelled: { desks: 2, rooms: 0, parking: 1 } },
});
export type ActiveChanged = z.infer<typeof activeChangedAnswer>;

/** POST /api/users/erase (decisions §25). */
export const erasedUserAnswer = z.object({ uuid, cancelled: cancelledReservations }).meta({
  id: 'ErasedUser',
  description:
    'The erased account (its uuid stays, for the statistics) and the reservations its deactivation cancelled; none when it was already deactivated.',
  example: { uuid: ANA.uuid, cancelled: { desks: 2, rooms: 0, parking: 1 } },
});
export type ErasedUser = z.infer<typeof erasedUserAnswer>;
