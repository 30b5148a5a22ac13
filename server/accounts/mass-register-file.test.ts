import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import { USERS_CSV_COLUMNS, USERS_CSV_MSG } from '../../domain/users-csv.js';
import { aGroup, aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { uploadFiles } from '../test/upload.js';

// The users list of the flexible office sent as its .csv file (#23, one upload protocol for both
// buildings): the multipart form of POST /users/massRegister, each row read on the server by the
// preview's own rules (domain/users-csv.ts) into the accounts of the JSON form, then created by
// the same import, all or none (flex-office §5, decisions §8).
const URL = '/api/users/massRegister';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  // The groups the rows name by name, and a user name already taken.
  await aGroup(t, { id: 'it', name: 'Tehnologia Informației' });
  await aGroup(t, { id: 'centrala', name: 'Centrala' });
  await aGroup(t, { id: 'financiar', name: 'Financiar' });
  await aPerson(t, { username: 'angajat' });
});
afterAll(() => t.close());

const HEADER = USERS_CSV_COLUMNS.join(';');
const csv = (...rows: string[][]) => [HEADER, ...rows.map((r) => r.join(';'))].join('\n') + '\n';
const person = (u: string, department = 'Tehnologia Informatiei', direction = '', director = 'Ion Director', parking = 'nu') => [
  `${u}@example.com`,
  `Persoana ${u}`,
  u,
  department,
  direction,
  'Mihai Manager',
  director,
  parking,
];
const upload = (...files: { name: string; content: string }[]) => uploadFiles(t, admin, URL, ...files);

/** What an import changes: the accounts and the audit log. */
async function state() {
  const { rows } = await t.ctx.db.query('SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM audit_log) AS audit');
  return rows[0];
}

describe('the users list as its .csv file', () => {
  it('creates the accounts of its rows, groups named by name, as the preview showed them, with the same audit entry', async () => {
    const r = await upload({
      name: 'utilizatori.csv',
      content: csv(person('fis.ana', 'tehnologia informatiei', 'Centrala', 'Ion Director', 'DA'), person('fis.dan', 'Financiar', '', '-')),
    });
    expect(r.body).toMatchObject({ err: 0, payload: { created: 2 } });
    const get = async (u: string) => (await t.call('GET', `/api/users/get/${u}`, { token: admin })).body.payload;
    expect(await get('fis.ana')).toMatchObject({
      mainGroup: 'it',
      groupList: ['it', 'centrala'],
      role: 'user',
      parkingRight: true,
      confirmed: false,
      email: 'fis.ana@example.com',
    });
    // No director ('-') heads the department: a manager of it (flex-office §4).
    expect(await get('fis.dan')).toMatchObject({ mainGroup: 'financiar', role: 'manager', managerOf: ['financiar'], parkingRight: false });
    const [entry] = (await t.call('GET', '/api/audit?kind=users.import&limit=500', { token: admin })).body.payload.rows;
    expect(entry).toMatchObject({ target: '2 conturi', details: { count: 2, usernames: ['fis.ana', 'fis.dan'] } });
  });

  it('refuses the whole file for one bad row, naming it as the preview numbers it, and creates no one', async () => {
    const before = await state();
    const unknown = await upload({ name: 'utilizatori.csv', content: csv(person('fis.ion'), person('fis.ioana', 'Vânzări')) });
    expect(unknown.body).toMatchObject({ err: 400, message: `Rândul 3: ${USERS_CSV_MSG.mainGroupUnknown('Vânzări')}` });
    // A user name already taken is the import's refusal, 409 as for the JSON accounts.
    const taken = await upload({ name: 'utilizatori.csv', content: csv(person('fis.ion'), person('angajat')) });
    expect(taken.body).toMatchObject({ err: 409, message: `Rândul 3: ${MSG.usernameTaken}.`, reason: APP_REASON.usernameTaken });
    // A file of other than the 8 columns is refused as a whole, with the specification's sentence.
    const shape = await upload({ name: 'utilizatori.csv', content: 'Email;Nume\nfis.ion@example.com;Ion\n' });
    expect(shape.body).toMatchObject({ err: 400, message: USERS_CSV_MSG.columns, reason: UPLOAD_REASON.format });
    expect(await state()).toEqual(before);
    expect((await t.call('GET', '/api/users/get/fis.ion', { token: admin })).status).toBe(404);
  });

  it('takes a .csv only, with the specification’s sentence, and one file only', async () => {
    const before = await state();
    const txt = await upload({ name: 'utilizatori.txt', content: csv(person('fis.eva')) });
    expect(txt.body).toMatchObject({ err: 400, message: UPLOAD_MSG.csvOnly, reason: UPLOAD_REASON.type });
    const two = await upload({ name: 'a.csv', content: csv(person('fis.eva')) }, { name: 'b.csv', content: csv(person('fis.emil')) });
    expect(two.body).toMatchObject({ err: 400, message: UPLOAD_MSG.oneFile, reason: UPLOAD_REASON.oneFile });
    expect(await state()).toEqual(before);
  });
});
