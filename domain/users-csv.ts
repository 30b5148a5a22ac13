import { toCsv } from './csv.js';
import { MSG } from './messages.js';
import { massRegisterBody, type MassRegisterBody } from './schemas/accounts.js';
import { foldSearch } from './schemas/users-admin.js';
import { FIRST_DATA_ROW, UPLOAD_LIMIT, UPLOAD_MSG, type ListFault } from './upload-messages.js';

// The users list of the flexible office (flex-office §5, "Users CSV"): one .csv file, a header
// row that is skipped, then one person a row in 8 columns. Each row becomes an account of
// POST /api/users/massRegister; the browser's preview and the server, which takes the file
// itself (multipart) and turns it into those accounts, both read it here, so the rules live in
// one place. Rows are numbered as the spreadsheet shows them (the header is row 1), as the
// server numbers its refusals.

export const USERS_CSV_COLUMNS = [
  'Email',
  'Nume Complet',
  'Username',
  'Departament',
  'Directia',
  'Manager',
  'Director',
  'Drept loc de parcare',
] as const;

/** The specification's sentence is written as it writes it (without diacritics). */
export const USERS_CSV_MSG = {
  columns: `Fisierul nu contine doar 8 coloane (${USERS_CSV_COLUMNS.join(', ')})`,
  tooMany: (max: number) => `Fișierul are mai mult de ${max} de utilizatori; împărțiți-l în mai multe fișiere.`,
  rowColumns: 'Rândul nu are 8 coloane.',
  mainGroupMissing: 'Departamentul lipsește.',
  mainGroupUnknown: (name: string) => `Departamentul „${name}” nu există.`,
  repeated: (what: 'usernameTaken' | 'emailTaken', row: number) => `${MSG[what]} (se repetă din rândul ${row}).`,
  directionIgnored: (rows: number[]) =>
    `Direcția din ${rows.length === 1 ? `rândul ${rows[0]}` : `rândurile ${rows.join(', ')}`} nu este un grup existent: ${rows.length === 1 ? 'persoana va fi adăugată' : 'persoanele vor fi adăugate'} doar în departament.`,
} as const;

/** The marker of an empty Manager or Director cell; no director makes a manager (flex-office §4). */
const NONE = '-';
/** The accounts the server takes in one call (massRegisterBody's maximum; a test holds them equal). */
export const MAX_ACCOUNTS = UPLOAD_LIMIT.rows.officeUsers;

export type ImportAccount = MassRegisterBody['accounts'][number];
const accountSchema = massRegisterBody.shape.accounts.element;

export interface GroupRef {
  _id: string;
  name: string;
}

export type UsersCsvProblem =
  | { kind: 'rowColumns' | 'mainGroupMissing' }
  | { kind: 'mainGroupUnknown'; name: string }
  | { kind: 'repeated'; what: 'usernameTaken' | 'emailTaken'; row: number };

export interface UsersCsvRow {
  cells: string[];
  /** The account to create; null when the row is invalid. */
  account: ImportAccount | null;
  /** Why the server would refuse the row. */
  error: string | null;
  /** The same, by kind, for the sentences of this module (the web words them in the person's language). */
  problem?: UsersCsvProblem;
  /** Directia named no existing group: the row is valid, the person joins the department only. */
  directionIgnored: boolean;
}

/** A file refused as a whole: the sentence, and which fault of a list it is (its reason on the server). */
export type UsersCsv = { ok: true; rows: UsersCsvRow[] } | { ok: false; error: string; fault: ListFault };

/** A group named by its key or its name, whatever the case and the Romanian diacritics. */
export function findGroup(groups: readonly GroupRef[], text: string): GroupRef | null {
  const t = foldSearch(text.trim());
  if (!t) return null;
  return groups.find((g) => foldSearch(g._id) === t) ?? groups.find((g) => foldSearch(g.name.trim()) === t) ?? null;
}

/** Exactly the 8 columns; cells after them may only be the empty ones a trailing separator leaves. */
function hasColumns(cells: string[]): boolean {
  return cells.length >= USERS_CSV_COLUMNS.length && cells.slice(USERS_CSV_COLUMNS.length).every((c) => c.trim() === '');
}

const optional = (s: string) => (s === '' || s === NONE ? null : s);

/** The column a schema problem is about, for the preview. */
const COLUMN_OF: Record<string, string> = {
  email: 'Email',
  name: 'Nume Complet',
  username: 'Username',
  manager: 'Manager',
  director: 'Director',
};

/** One row → the account it stands for, or why it is invalid (uniqueness within the file aside). */
export function userCsvRow(raw: string[], groups: readonly GroupRef[]): UsersCsvRow {
  const trimmed = raw.map((c) => c.trim());
  const cells = USERS_CSV_COLUMNS.map((_, i) => trimmed[i] ?? '');
  const invalid = (error: string, problem?: UsersCsvProblem): UsersCsvRow => ({
    cells,
    account: null,
    error,
    problem,
    directionIgnored: false,
  });
  if (!hasColumns(trimmed)) return invalid(USERS_CSV_MSG.rowColumns, { kind: 'rowColumns' });
  const [email, name, username, department, direction, manager, director, parking] = cells;
  // A row is valid only if its main group exists (flex-office §4).
  if (!department) return invalid(USERS_CSV_MSG.mainGroupMissing, { kind: 'mainGroupMissing' });
  const main = findGroup(groups, department);
  if (!main) return invalid(USERS_CSV_MSG.mainGroupUnknown(department), { kind: 'mainGroupUnknown', name: department });
  const dir = optional(direction) ? findGroup(groups, direction) : null;
  const isManager = director === NONE;
  const parsed = accountSchema.safeParse({
    credentials: { username },
    userInfo: {
      email,
      name,
      mainGroup: main._id,
      groupList: [...new Set([main._id, ...(dir ? [dir._id] : [])])],
      // A person with no director heads their department: a manager of it.
      role: isManager ? 'manager' : 'user',
      managerOf: isManager ? [main._id] : [],
      manager: optional(manager),
      director: optional(director),
      parkingRight: parking.toLowerCase() === 'da',
      building: '1',
      buildingList: [],
    },
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[issue.path.length - 1] ?? '');
    return invalid(`${COLUMN_OF[field] ?? field}: ${issue.message}`);
  }
  return { cells, account: parsed.data, error: null, directionIgnored: !!optional(direction) && !dir };
}

/**
 * The rows of the file after its header, each with its account or the reason it is invalid: what
 * the server checks of a file before its accounts go to the import, which judges user names and
 * e-mails itself (repeated in the file, or taken), as it does for the JSON form.
 */
export function usersCsvRows(headers: string[], rows: string[][], groups: readonly GroupRef[]): UsersCsv {
  if (!hasColumns(headers)) return { ok: false, error: USERS_CSV_MSG.columns, fault: 'format' };
  if (rows.length === 0) return { ok: false, error: UPLOAD_MSG.empty, fault: 'empty' };
  if (rows.length > MAX_ACCOUNTS) return { ok: false, error: USERS_CSV_MSG.tooMany(MAX_ACCOUNTS), fault: 'tooManyRows' };
  return { ok: true, rows: rows.map((r) => userCsvRow(r, groups)) };
}

/**
 * The preview's rows: those of usersCsvRows, and a user name or e-mail written twice refused on
 * its second row, naming the first, as the server refuses it.
 */
export function readUsersCsv(headers: string[], rows: string[][], groups: readonly GroupRef[]): UsersCsv {
  const read = usersCsvRows(headers, rows, groups);
  if (!read.ok) return read;
  const firstRow = new Map<string, number>();
  const out = read.rows.map((row, i) => {
    if (!row.account) return row;
    const keys = [
      ['usernameTaken', `u:${row.account.credentials.username.toLowerCase()}`],
      ['emailTaken', `e:${row.account.userInfo.email}`],
    ] as const;
    for (const [what, key] of keys) {
      const seen = firstRow.get(key);
      if (seen !== undefined)
        return {
          ...row,
          account: null,
          error: USERS_CSV_MSG.repeated(what, seen),
          problem: { kind: 'repeated' as const, what, row: seen },
          directionIgnored: false,
        };
    }
    for (const [, key] of keys) firstRow.set(key, i + FIRST_DATA_ROW);
    return row;
  });
  return { ok: true, rows: out };
}

/** The accounts of a file whose every row is valid, in the file's order (row N = account N − 1). */
export function importAccounts(rows: readonly UsersCsvRow[]): ImportAccount[] | null {
  return rows.every((r) => r.account) ? rows.map((r) => r.account!) : null;
}

/**
 * The two example people of the downloadable model (issue #21, point 12): example.com addresses,
 * in `department` (an existing one, so that the model passes as it is), to be replaced.
 */
export function usersCsvExamples(department: string): string[][] {
  return [
    ['ana.exemplu@example.com', 'Ana Exemplu', 'ana.exemplu', department, '', 'Mihai Exemplu', 'Ion Exemplu', 'da'],
    ['dan.exemplu@example.com', 'Dan Exemplu', 'dan.exemplu', department, '', 'Mihai Exemplu', 'Ion Exemplu', 'nu'],
  ];
}

/** The model to download: the header and the two examples, as the product writes CSV (BOM, commas). */
export function usersCsvTemplate(department: string): string {
  return toCsv([...USERS_CSV_COLUMNS], usersCsvExamples(department));
}
