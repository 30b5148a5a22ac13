import { APP_REASON, MSG } from '@domain/messages.js';
import { registerTurnBody, type RegisterTurnBody } from '@domain/schemas/tower-users.js';
import { ApiError } from '@/api/client.js';
import { issueShown, problemShown } from '../admin-words.js';

// The 'Utilizator nou' form of the tower console (tower §5 "Admin add user"): what was typed,
// the request it makes, and what the server would refuse, checked with the server's schema.

export interface NewTowerUserDraft {
  name: string;
  email: string;
  phoneNumber: string;
  username: string;
  password: string;
  departmentName: string;
  officeFloor: string;
  officeRoom: string;
  graded: boolean;
}
export type NewUserField = keyof NewTowerUserDraft;
export type NewUserErrors = Partial<Record<NewUserField | 'form', string>>;

export const EMPTY_DRAFT: NewTowerUserDraft = {
  name: '',
  email: '',
  phoneNumber: '',
  username: '',
  password: '',
  departmentName: '',
  officeFloor: '',
  officeRoom: '',
  graded: false,
};

/** The request of a draft: empty optional fields are left out (no user name: the e-mail; no password: the initial one). */
export function requestOf(d: NewTowerUserDraft): RegisterTurnBody {
  const optional = (v: string) => (v.trim() ? v : undefined);
  return {
    credentials: { username: optional(d.username), password: d.password ? d.password : undefined },
    userInfo: {
      name: d.name,
      email: d.email,
      phoneNumber: d.phoneNumber,
      graded: d.graded,
      departmentName: optional(d.departmentName),
      officeFloor: optional(d.officeFloor),
      officeRoom: optional(d.officeRoom),
    },
  };
}

const FIELD_OF_PATH: Record<string, NewUserField> = {
  'userInfo.name': 'name',
  'userInfo.email': 'email',
  'userInfo.phoneNumber': 'phoneNumber',
  'credentials.username': 'username',
  'credentials.password': 'password',
  'userInfo.departmentName': 'departmentName',
  'userInfo.officeFloor': 'officeFloor',
  'userInfo.officeRoom': 'officeRoom',
};

/**
 * The problems of a draft by field. A missing name, e-mail or phone also gives the form its one
 * sentence, 'Toate câmpurile sunt obligatorii!' (tower §5); the user name is not checked here.
 */
export function problemsOf(d: NewTowerUserDraft): NewUserErrors {
  const errors: NewUserErrors = {};
  if (!d.name.trim() || !d.email.trim() || !d.phoneNumber.trim()) errors.form = problemShown(MSG.allFieldsRequired);
  const parsed = registerTurnBody.safeParse(requestOf(d));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[issue.path.join('.')];
    if (field && field !== 'username') errors[field] ??= issueShown(issue);
  }
  return errors;
}

/** The field a refusal of the server is about (decided on its reason, never its text). */
export function fieldOfRefusal(e: unknown): NewUserField | null {
  if (!(e instanceof ApiError)) return null;
  if (e.reason === APP_REASON.usernameTaken) return 'username';
  if (e.reason === APP_REASON.emailTaken) return 'email';
  return null;
}
