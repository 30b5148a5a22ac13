import { toCsv } from '../csv.js';
import { KNOWN_MESSAGES } from '../known-messages.js';
import { registerTurnBody, type RegisterTurnBody } from '../schemas/tower-users.js';

// The tower's users list (tower §3 "Upload rows", decisions §8): one row per new user, read the
// same way by the server, which decides, and by the browser's preview, which marks the rows the
// server would refuse. A row is a registerTurn request and passes the same schema.

export const TOWER_USER_COLUMNS = ['nume', 'email', 'username', 'telefon', 'grading'] as const;
export type TowerUserColumn = (typeof TOWER_USER_COLUMNS)[number];
export type TowerUserCells = Record<TowerUserColumn, string>;

export const GRADING_INVALID = 'Coloana „grading” trebuie să fie Da sau Nu.';

const YES = new Set(['da', 'd', 'yes', 'y', 'true', 'adevarat', 'adevărat', '1', 'x']);
const NO = new Set(['nu', 'n', 'no', 'false', 'fals', '0', '']);

/** The grading cell as a boolean ('Da'/'Nu', as the statistics show it; empty is 'Nu'); null when it is neither. */
export function gradingOf(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  return null;
}

/** Where a field of the request comes from in the file, to name it in a refusal. */
const COLUMN_OF: Record<string, TowerUserColumn> = {
  'userInfo.name': 'nume',
  'userInfo.email': 'email',
  'userInfo.phoneNumber': 'telefon',
  'credentials.username': 'username',
};

export type RowResult =
  | { account: RegisterTurnBody; problem: null }
  /** `column` and `detail` when the problem is a column's (the web words the sentence in the person's language). */
  | { account: null; problem: string; column?: string; detail?: string };

/** The registerTurn request a row stands for, or the reason it would be refused (without the row number). */
export function towerAccountOfRow(cells: TowerUserCells): RowResult {
  const graded = gradingOf(cells.grading);
  if (graded === null) return { account: null, problem: GRADING_INVALID };
  const parsed = registerTurnBody.safeParse({
    credentials: { username: cells.username.trim() || undefined },
    userInfo: { name: cells.nume, email: cells.email, phoneNumber: cells.telefon, graded },
  });
  if (parsed.success) return { account: parsed.data, problem: null };
  const issue = parsed.error.issues[0];
  // The specification's own sentences stand alone; zod's generic ones name the column.
  if (KNOWN_MESSAGES.has(issue.message)) return { account: null, problem: issue.message };
  const column = COLUMN_OF[issue.path.join('.')] ?? issue.path.join('.');
  return { account: null, problem: `Coloana „${column}” nu este validă: ${issue.message}`, column, detail: issue.message };
}

/** A row of a table keyed by lower-cased header (missing cells are empty). */
export function cellsOf(row: Partial<Record<string, unknown>>): TowerUserCells {
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
  return Object.fromEntries(TOWER_USER_COLUMNS.map((c) => [c, text(row[c])])) as TowerUserCells;
}

/** The two example users of the downloadable model (issue #21, point 12), to be replaced; the second has no user name (its e-mail becomes it). */
export const TOWER_USERS_EXAMPLES: readonly TowerUserCells[] = [
  { nume: 'Ana Exemplu', email: 'ana.exemplu@example.com', username: 'ana.exemplu', telefon: '0722000001', grading: 'Nu' },
  { nume: 'Dan Exemplu', email: 'dan.exemplu@example.com', username: '', telefon: '0722000002', grading: 'Da' },
];

/** The model to download: the header and the two examples, as the product writes CSV (BOM, commas). */
export function towerUsersTemplate(): string {
  return toCsv(
    [...TOWER_USER_COLUMNS],
    TOWER_USERS_EXAMPLES.map((r) => TOWER_USER_COLUMNS.map((c) => r[c])),
  );
}
