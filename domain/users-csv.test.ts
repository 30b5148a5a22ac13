import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { UPLOAD_MSG } from './upload-messages.js';
import { massRegisterBody } from './schemas/accounts.js';
import {
  findGroup,
  importAccounts,
  MAX_ACCOUNTS,
  readUsersCsv,
  USERS_CSV_COLUMNS,
  USERS_CSV_MSG,
  userCsvRow,
  usersCsvExamples,
  usersCsvRows,
  usersCsvTemplate,
} from './users-csv.js';

const GROUPS = [
  { _id: 'it', name: 'Tehnologia Informației' },
  { _id: 'centrala', name: 'Centrala' },
  { _id: 'financiar', name: 'Financiar' },
];
const HEADER = [...USERS_CSV_COLUMNS];
const row = (over: Partial<Record<number, string>> = {}) =>
  Object.assign(
    ['ana@example.com', 'Ana Pop', 'ana.pop', 'Tehnologia Informatiei', 'Centrala', 'Mihai Manager', 'Ion Director', 'DA'],
    over,
  ) as string[];

describe('a row of the users list', () => {
  it('becomes an account of building 1 in the department, with the direction as a second group', () => {
    const r = userCsvRow(row(), GROUPS);
    expect(r.error).toBeNull();
    expect(r.account).toEqual({
      credentials: { username: 'ana.pop' },
      userInfo: expect.objectContaining({
        email: 'ana@example.com',
        name: 'Ana Pop',
        mainGroup: 'it',
        groupList: ['it', 'centrala'],
        role: 'user',
        managerOf: [],
        manager: 'Mihai Manager',
        director: 'Ion Director',
        parkingRight: true,
        building: '1',
        buildingList: [],
      }),
    });
  });

  it("gives the parking right only for 'da', whatever its case", () => {
    expect(userCsvRow(row({ 7: 'Da' }), GROUPS).account?.userInfo.parkingRight).toBe(true);
    expect(userCsvRow(row({ 7: 'nu' }), GROUPS).account?.userInfo.parkingRight).toBe(false);
    expect(userCsvRow(row({ 7: '' }), GROUPS).account?.userInfo.parkingRight).toBe(false);
  });

  it("makes a person with director '-' a manager of their department", () => {
    const info = userCsvRow(row({ 6: '-', 5: '-' }), GROUPS).account?.userInfo;
    expect(info).toMatchObject({ role: 'manager', managerOf: ['it'], director: null, manager: null });
  });

  it('is invalid when its main group does not exist, or is missing', () => {
    expect(userCsvRow(row({ 3: 'Vânzări' }), GROUPS)).toMatchObject({ account: null, error: USERS_CSV_MSG.mainGroupUnknown('Vânzări') });
    expect(userCsvRow(row({ 3: ' ' }), GROUPS)).toMatchObject({ account: null, error: USERS_CSV_MSG.mainGroupMissing });
  });

  it('is valid with a direction that is no group: the person joins the department only, and the row says so', () => {
    const r = userCsvRow(row({ 4: 'Direcția Nouă' }), GROUPS);
    expect(r.account?.userInfo.groupList).toEqual(['it']);
    expect(r.directionIgnored).toBe(true);
    expect(userCsvRow(row({ 4: '' }), GROUPS).directionIgnored).toBe(false);
  });

  it('is checked with the schema the server uses, naming the column', () => {
    expect(userCsvRow(row({ 0: 'nu-e-email' }), GROUPS).error).toBe('Email: Format invalid: adresă de email');
    expect(userCsvRow(row({ 2: '' }), GROUPS).error).toMatch(/^Username: /);
    expect(userCsvRow(row({ 1: '' }), GROUPS).error).toMatch(/^Nume Complet: /);
  });

  it('must have 8 columns; empty cells left by a trailing separator are allowed', () => {
    expect(userCsvRow(row().slice(0, 7), GROUPS).error).toBe(USERS_CSV_MSG.rowColumns);
    expect(userCsvRow([...row(), 'extra'], GROUPS).error).toBe(USERS_CSV_MSG.rowColumns);
    expect(userCsvRow([...row(), ''], GROUPS).error).toBeNull();
  });
});

describe('the users list', () => {
  it('needs the 8-column header, and at least one row after it', () => {
    expect(readUsersCsv(['Data', 'Email'], [row()], GROUPS)).toEqual({ ok: false, error: USERS_CSV_MSG.columns, fault: 'format' });
    expect(readUsersCsv(HEADER, [], GROUPS)).toEqual({ ok: false, error: UPLOAD_MSG.empty, fault: 'empty' });
    expect(USERS_CSV_MSG.columns).toBe(
      'Fisierul nu contine doar 8 coloane (Email, Nume Complet, Username, Departament, Directia, Manager, Director, Drept loc de parcare)',
    );
  });

  it('refuses a user name or e-mail repeated in the file on its second row, naming the first', () => {
    const parsed = readUsersCsv(
      HEADER,
      [row(), row({ 0: 'alta@example.com', 2: 'ANA.POP' }), row({ 0: 'ANA@example.com', 2: 'ana2' })],
      GROUPS,
    );
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows.map((r) => r.error)).toEqual([
      null,
      `${MSG.usernameTaken} (se repetă din rândul 2).`,
      `${MSG.emailTaken} (se repetă din rândul 2).`,
    ]);
    // The same problems by kind, for the web to word in the person's language.
    expect(parsed.rows.map((r) => r.problem)).toEqual([
      undefined,
      { kind: 'repeated', what: 'usernameTaken', row: 2 },
      { kind: 'repeated', what: 'emailTaken', row: 2 },
    ]);
    expect(importAccounts(parsed.rows)).toBeNull();
  });

  it('leaves a repeated user name to the import on the server, which judges it as for the JSON form', () => {
    const rows = [row(), row({ 0: 'alta@example.com' })];
    const read = usersCsvRows(HEADER, rows, GROUPS);
    expect(read.ok && importAccounts(read.rows)?.map((a) => a.credentials.username)).toEqual(['ana.pop', 'ana.pop']);
    expect(usersCsvRows(['Data', 'Email'], rows, GROUPS)).toEqual({ ok: false, error: USERS_CSV_MSG.columns, fault: 'format' });
  });

  it('refuses more rows than the server takes in one call', () => {
    const rows = Array.from({ length: MAX_ACCOUNTS + 1 }, (_, i) => row({ 0: `p${i}@example.com`, 2: `p${i}` }));
    expect(readUsersCsv(HEADER, rows, GROUPS)).toEqual({ ok: false, error: USERS_CSV_MSG.tooMany(MAX_ACCOUNTS), fault: 'tooManyRows' });
    const parsed = readUsersCsv(HEADER, rows.slice(0, MAX_ACCOUNTS), GROUPS);
    const accounts = parsed.ok ? importAccounts(parsed.rows) : null;
    expect(massRegisterBody.safeParse({ accounts }).success).toBe(true);
    expect(massRegisterBody.safeParse({ accounts: [...accounts!, accounts![0]] }).success).toBe(false);
  });

  it('gives the accounts in the order of the rows when every row is valid', () => {
    const parsed = readUsersCsv(HEADER, [row(), row({ 0: 'b@example.com', 2: 'b' })], GROUPS);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(importAccounts(parsed.rows)?.map((a) => a.credentials.username)).toEqual(['ana.pop', 'b']);
  });
});

it('finds a group by its key or its name, ignoring case and diacritics', () => {
  expect(findGroup(GROUPS, 'IT')?._id).toBe('it');
  expect(findGroup(GROUPS, ' tehnologia informatiei ')?._id).toBe('it');
  expect(findGroup(GROUPS, 'FINANCIAR')?._id).toBe('financiar');
  expect(findGroup(GROUPS, 'Vânzări')).toBeNull();
  expect(findGroup(GROUPS, '')).toBeNull();
});

it('offers a model whose two example people, at example.com, import as they are into an existing department', () => {
  const parsed = readUsersCsv(HEADER, usersCsvExamples('Tehnologia Informației'), GROUPS);
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.rows.map((r) => r.error)).toEqual([null, null]);
  expect(parsed.rows.map((r) => r.account?.userInfo.email)).toEqual(['ana.exemplu@example.com', 'dan.exemplu@example.com']);
  const lines = usersCsvTemplate('Tehnologia Informației')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe(USERS_CSV_COLUMNS.join(','));
});
