import type { User } from '../../domain/schemas/accounts-answers.js';

/** A row of the users table as every area reads it (SELECT *); the API shape is accounts/presenter.ts's, the domain's identity/actor.ts's. */
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
}
