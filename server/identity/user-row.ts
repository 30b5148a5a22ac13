import type { Language } from '../../domain/languages.js';
import type { User } from '../../domain/schemas/accounts-answers.js';

/**
 * A row of the users table, as every area reads it (SELECT *). A user has two other shapes: the
 * domain's actor (identity/actor.ts, made once per request by the auth hook) and the API's User
 * (accounts/presenter.ts: no password hash leaves the server).
 */
export interface UserRow {
  uuid: string;
  username: string;
  name: string;
  email: string;
  password_hash: string;
  role: User['role'];
  main_group: string | null;
  group_list: string[];
  manager_of: string[];
  building: string;
  building_list: string[];
  admin_of: string[];
  manager: string | null;
  director: string | null;
  parking_right: boolean;
  confirmed: boolean;
  valid: boolean;
  graded: boolean;
  phone_number: string | null;
  department_name: string | null;
  office_floor: string | null;
  office_room: string | null;
  /** The language the person reads the product in (decisions §22; migration 021). */
  language: Language;
  /** Since when the account is deactivated (valid false), else null (decisions §25; migration 033). */
  deactivated_at: Date | null;
  /** SCIM's externalId, kept as the provider sent it. */
  external_id: string | null;
  /** The provider deleted it through SCIM: SCIM answers 404 for it, the console lists it as deactivated. */
  scim_deleted: boolean;
  /** Since when the person's data is erased, for good (decisions §25; migration 036), else null. */
  erased_at: Date | null;
  /** Needs an accessible parking space in the tower: health data, only the tower's administrators see it (decisions §26; migration 037). */
  accessible_space: boolean;
}

/** Every column of UserRow, for statements that name their columns (prepared statements: db/connection.ts). */
export const USER_COLUMNS = [
  'uuid',
  'username',
  'name',
  'email',
  'password_hash',
  'role',
  'main_group',
  'group_list',
  'manager_of',
  'building',
  'building_list',
  'admin_of',
  'manager',
  'director',
  'parking_right',
  'confirmed',
  'valid',
  'graded',
  'phone_number',
  'department_name',
  'office_floor',
  'office_room',
  'language',
  'deactivated_at',
  'external_id',
  'scim_deleted',
  'erased_at',
  'accessible_space',
] as const satisfies readonly (keyof UserRow)[];

// UserRow and USER_COLUMNS change together: this fails to compile when a field has no column.
const everyColumn: Exclude<keyof UserRow, (typeof USER_COLUMNS)[number]> extends never ? true : never = true;
void everyColumn;
