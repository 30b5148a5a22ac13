import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE, TOWER } from '../../domain/buildings.js';
import { MSG } from '../../domain/messages.js';
import { TOWER_MSG } from '../../domain/tower/validators.js';
import { aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Tower users added by the tower's administrators (decisions §9 registerTurn, massRegisterTurn):
// the tower with the right to park, required fields, unique names, all or nothing, rights and audit.
let t: TestApp;
let admin: string;
let adminUnu: string; // administrator of building 1 only
let adminDoi: string; // administrator of building 2 only
let turn: Person; // a plain tower user
let ambele: Person; // a user of both buildings

beforeAll(async () => {
  t = await createTestApp();
  admin = (await aPerson(t, { role: 'admin', adminOf: [OFFICE, TOWER], buildings: [OFFICE, TOWER] })).token;
  adminUnu = (await aPerson(t, { building: OFFICE, buildings: [OFFICE], adminOf: [OFFICE] })).token;
  adminDoi = (await aPerson(t, { building: TOWER, buildings: [TOWER], adminOf: [TOWER] })).token;
  turn = await aPerson(t, { building: TOWER, parkingRight: true });
  ambele = await aPerson(t, { building: OFFICE, buildings: [OFFICE, TOWER] });
  // An account of the office whose user name and e-mail address the new ones may not take.
  await aPerson(t, { username: 'angajat', email: 'angajat@example.com', name: 'Ana Angajat' });
});
afterAll(() => t.close());

const newUser = (username: string, info: object = {}, password?: string) => ({
  credentials: { username, ...(password ? { password } : {}) },
  userInfo: { name: `Nume ${username}`, email: `${username}@example.com`, phoneNumber: '0722 123 456', ...info },
});
const register = (token: string | undefined, body: unknown) => t.call('POST', '/api/users/registerTurn', { token, body });
const exists = async (username: string) =>
  (await t.ctx.db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username])).rows.length > 0;
const audit = async (kind: string) =>
  (await t.call('GET', `/api/audit?kind=${kind}`, { token: admin })).body.payload as {
    total: number;
    rows: { actorUuid: string; target: string; details: any }[];
  };

/** Sends a file as the browser does: multipart/form-data, field `file`. */
async function upload(token: string | undefined, filename: string, data: string | Buffer) {
  const boundary = '----turn' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/users/massRegisterTurn', headers, payload });
  return { status: res.statusCode, body: res.json() };
}

async function xlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Utilizatori').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const HEADER = 'nume,email,username,telefon,grading';

describe('POST /api/users/registerTurn', () => {
  it('makes a tower user with the right to park, unconfirmed, with the initial password', async () => {
    const r = await register(
      admin,
      newUser('ioana.turn', { departmentName: 'Juridic', officeFloor: '7', officeRoom: '701', graded: true }),
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.userAdded);
    expect(r.body.payload).toMatchObject({
      username: 'ioana.turn',
      name: 'Nume ioana.turn',
      email: 'ioana.turn@example.com',
      phoneNumber: '0722123456',
      role: 'user',
      building: '2',
      buildingList: ['2'],
      adminOf: [],
      parkingRight: true,
      confirmed: false,
      graded: true,
      departmentName: 'Juridic',
      officeFloor: '7',
      officeRoom: '701',
    });
    // The new user may enter the tower at once: their (empty) list of cars.
    const token = await t.login('ioana.turn', 'Parola123');
    expect((await t.call('GET', '/api/users/cars', { token })).body).toMatchObject({ err: 0, payload: [] });
  });

  it('takes the password given, and the e-mail address as the user name when none is given', async () => {
    expect((await register(adminDoi, newUser('cu.parola', {}, 'parola-aleasa'))).body.err).toBe(0);
    await expect(t.login('cu.parola', 'parola-aleasa')).resolves.toBeTruthy();
    const r = await register(adminDoi, {
      credentials: { username: '  ' },
      userInfo: { name: 'Fara Nume', email: 'Fara.Nume@Example.com', phoneNumber: '+40722123456' },
    });
    expect(r.body.payload).toMatchObject({
      username: 'fara.nume@example.com',
      email: 'fara.nume@example.com',
      phoneNumber: '+40722123456',
    });
    await expect(t.login('fara.nume@example.com', 'Parola123')).resolves.toBeTruthy();
  });

  it('requires the name, the e-mail and the phone, and a valid phone', async () => {
    for (const info of [{ name: '' }, { name: undefined }, { email: ' ' }, { phoneNumber: '' }, { phoneNumber: undefined }]) {
      const r = await register(admin, newUser('lipsa.camp', info));
      expect(r.status, JSON.stringify(info)).toBe(400);
      expect(r.body.message).toBe(MSG.allFieldsRequired);
    }
    const phone = await register(admin, newUser('lipsa.camp', { phoneNumber: '07221' }));
    expect(phone.body).toMatchObject({ err: 400, message: TOWER_MSG.phoneInvalid });
    const short = await register(admin, newUser('lipsa.camp', {}, 'scurt'));
    expect(short.body).toMatchObject({ err: 400, message: MSG.passwordTooShort });
    expect((await register(admin, newUser('lipsa.camp', { email: 'nu-e-email' }))).status).toBe(400);
    expect(await exists('lipsa.camp')).toBe(false);
  });

  it('refuses a user name or an e-mail already taken, whatever the case', async () => {
    const name = await register(admin, newUser('ANGAJAT'));
    expect(name.body).toMatchObject({ err: 409, message: MSG.usernameTaken });
    const email = await register(admin, newUser('alt.angajat', { email: 'Angajat@Example.com' }));
    const angajat = (await t.call('GET', '/api/users/get/angajat', { token: admin })).body.payload;
    expect(angajat.email.toLowerCase()).toBe('angajat@example.com');
    expect(email.body).toMatchObject({ err: 409, message: MSG.emailTaken });
    expect(await exists('alt.angajat')).toBe(false);
  });

  it('is for administrators of the tower only', async () => {
    expect((await register(adminUnu, newUser('de.la.unu'))).body).toMatchObject({ err: 403, reason: 'access' });
    expect((await register(turn.token, newUser('de.la.turn'))).body).toMatchObject({ err: 403, reason: 'access' });
    expect((await register(undefined, newUser('de.la.nimeni'))).status).toBe(401);
    for (const u of ['de.la.unu', 'de.la.turn', 'de.la.nimeni']) expect(await exists(u)).toBe(false);
    expect((await register(adminDoi, newUser('de.la.doi'))).body.err).toBe(0);
  });

  it('gives no administrator or manager rights, whatever the request says', async () => {
    const r = await register(adminDoi, newUser('fara.drepturi', { role: 'admin', adminOf: ['2'], buildingList: ['1'] }));
    expect(r.body.payload).toMatchObject({ role: 'user', adminOf: [], buildingList: ['2'] });
    const m = await register(adminDoi, newUser('fara.echipa', { role: 'manager', managerOf: ['it'], building: '1' }));
    expect(m.body.payload).toMatchObject({ role: 'user', managerOf: [], building: '2', buildingList: ['2'] });
  });

  it('writes one audit entry per user added, without the password, and none when refused', async () => {
    const before = (await audit('users.register')).total;
    const r = await register(adminDoi, newUser('cu.jurnal', {}, 'parola-secreta'));
    const { total, rows } = await audit('users.register');
    expect(total).toBe(before + 1);
    expect(rows[0]).toMatchObject({
      target: r.body.payload.uuid,
      details: { username: 'cu.jurnal', email: 'cu.jurnal@example.com', building: '2' },
    });
    expect(JSON.stringify(rows[0])).not.toContain('parola-secreta');
    await register(adminDoi, newUser('cu.jurnal'));
    await register(adminUnu, newUser('alt.jurnal'));
    await register(adminDoi, newUser('alt.jurnal', { name: '' }));
    expect((await audit('users.register')).total).toBe(before + 1);
  });
});

describe('POST /api/users/massRegisterTurn', () => {
  it('adds every user of a .csv list, with the tower and the right to park', async () => {
    const csv = `${HEADER}\nMara Lista,mara.lista@example.com,mara.lista,0733111222,Da\nDan Lista,dan.lista@example.com,,0733111223,Nu\n`;
    const r = await upload(admin, 'lista.csv', csv);
    expect(r.body).toMatchObject({ err: 0, payload: { created: 2 }, message: 'Au fost adăugați 2 utilizatori.' });
    const mara = (await t.call('GET', '/api/users/get/mara.lista', { token: admin })).body.payload;
    expect(mara).toMatchObject({ buildingList: ['2'], parkingRight: true, graded: true, confirmed: false, phoneNumber: '0733111222' });
    const dan = (await t.call('GET', '/api/users/get/dan.lista@example.com', { token: admin })).body.payload;
    expect(dan).toMatchObject({ name: 'Dan Lista', graded: false });
  });

  it('adds every user of an .xlsx list', async () => {
    const file = await xlsx([
      HEADER.split(','),
      ['Radu Foaie', 'radu.foaie@example.com', 'radu.foaie', '0744000111', 'Da'],
      ['Ilie Foaie', 'ilie.foaie@example.com', 'ilie.foaie', '0744000112', ''],
    ]);
    const r = await upload(adminDoi, 'lista.xlsx', file);
    expect(r.body).toMatchObject({ err: 0, payload: { created: 2 } });
    expect(await exists('radu.foaie')).toBe(true);
    expect(await exists('ilie.foaie')).toBe(true);
  });

  it('imports nothing when one row is bad, and names that row by its line in the file', async () => {
    const good = 'Una Buna,una.buna@example.com,una.buna,0755000111,Nu';
    const cases: [string, number, string][] = [
      [`${good}\nDoi Rau,angajat@example.com,doi.rau,0755000112,Nu`, 409, `Rândul 3: ${MSG.emailTaken}.`],
      [`${good}\nDoi Rau,doi.rau@example.com,angajat,0755000112,Nu`, 409, `Rândul 3: ${MSG.usernameTaken}.`],
      [`${good}\nDoi Rau,una.buna@example.com,doi.rau,0755000112,Nu`, 409, `Rândul 3: ${MSG.emailTaken}.`],
      [`${good}\nDoi Rau,doi.rau@example.com,doi.rau,0755,Nu`, 400, `Rândul 3: ${TOWER_MSG.phoneInvalid}`],
      [`${good}\n,doi.rau@example.com,doi.rau,0755000112,Nu`, 400, `Rândul 3: ${MSG.allFieldsRequired}`],
      [`${good}\nDoi Rau,doi.rau@example.com,doi.rau,0755000112,poate`, 400, 'Rândul 3: Coloana „grading” trebuie să fie Da sau Nu.'],
      [`Doi Rau,nu-e-email,doi.rau,0755000112,Nu\n${good}`, 400, 'Rândul 2: Coloana „email” nu este validă'],
    ];
    for (const [rows, status, message] of cases) {
      const r = await upload(admin, 'lista.csv', `${HEADER}\n${rows}\n`);
      expect(r.status, rows).toBe(status);
      expect(r.body.message, rows).toContain(message);
      expect(await exists('una.buna'), rows).toBe(false);
      expect(await exists('doi.rau'), rows).toBe(false);
    }
    const fixed = await upload(admin, 'lista.csv', `${HEADER}\n${good}\nDoi Rau,doi.rau@example.com,doi.rau,0755000112,Nu\n`);
    expect(fixed.body).toMatchObject({ err: 0, payload: { created: 2 } });
  });

  it('refuses a file without the columns of the list, an empty one and another type', async () => {
    expect((await upload(admin, 'lista.csv', 'nume,email\nA,a@example.com\n')).body).toMatchObject({
      err: 400,
      message: expect.stringContaining('nume, email, username, telefon, grading'),
    });
    expect((await upload(admin, 'lista.csv', `${HEADER}\n`)).status).toBe(400);
    expect((await upload(admin, 'lista.txt', `${HEADER}\nA,a@example.com,a,0755000111,Da\n`)).status).toBe(400);
  });

  it('is for administrators of the tower only', async () => {
    const csv = `${HEADER}\nNu Intra,nu.intra@example.com,nu.intra,0766000111,Nu\n`;
    expect((await upload(adminUnu, 'lista.csv', csv)).body).toMatchObject({ err: 403, reason: 'access' });
    expect((await upload(turn.token, 'lista.csv', csv)).body).toMatchObject({ err: 403, reason: 'access' });
    expect((await upload(undefined, 'lista.csv', csv)).status).toBe(401);
    expect(await exists('nu.intra')).toBe(false);
  });

  it('writes one audit entry per list, naming the users, and none when refused', async () => {
    const before = (await audit('users.import')).total;
    await upload(
      adminDoi,
      'lista.csv',
      `${HEADER}\nAna Jurnal,ana.jurnal@example.com,ana.jurnal,0777000111,Da\nAlex Jurnal,alex.jurnal@example.com,alex.jurnal,0777000112,Nu\n`,
    );
    const { total, rows } = await audit('users.import');
    expect(total).toBe(before + 1);
    expect(rows[0]).toMatchObject({ target: '2 conturi', details: { count: 2, usernames: ['ana.jurnal', 'alex.jurnal'], building: '2' } });
    await upload(adminDoi, 'lista.csv', `${HEADER}\nAna Jurnal,ana.jurnal@example.com,ana.jurnal,0777000111,Da\n`);
    await upload(adminUnu, 'lista.csv', `${HEADER}\nAlt Jurnal,alt.jurnal@example.com,alt.jurnal,0777000113,Da\n`);
    expect((await audit('users.import')).total).toBe(before + 1);
  });
});

describe("GET /api/users/indiscipline?uuid=: one user's indiscipline", () => {
  it('answers a tower administrator about anyone, and a user only about themself', async () => {
    const uuid = { turn: turn.uuid, ambele: ambele.uuid }; // turn has no absences
    const one = await t.call('GET', `/api/users/indiscipline?uuid=${uuid.turn}`, { token: adminDoi });
    expect(one.body).toMatchObject({ err: 0, payload: [{ uuid: uuid.turn, score: 0, sortingScore: 0 }] });
    expect((await t.call('GET', `/api/users/indiscipline?uuid=${uuid.turn}`, { token: turn.token })).body.payload).toHaveLength(1);
    expect((await t.call('GET', `/api/users/indiscipline?uuid=${uuid.ambele}`, { token: turn.token })).status).toBe(403);
    expect((await t.call('GET', '/api/users/indiscipline?uuid=nu-e-uuid', { token: adminDoi })).status).toBe(400);
  });
});

describe("the tower console's user detail", () => {
  it("lets a tower administrator read a user's record, and a plain user only their own", async () => {
    const made = await register(adminDoi, newUser('fisa.turn'));
    const uuid = made.body.payload.uuid;
    expect((await t.call('GET', `/api/users/info/${uuid}`, { token: adminDoi })).body.payload).toMatchObject({
      username: 'fisa.turn',
      phoneNumber: '0722123456',
    });
    expect((await t.call('GET', `/api/users/info/${uuid}`, { token: turn.token })).status).toBe(403);
  });

  it('refuses an invalid phone number on update, and lets it be cleared', async () => {
    const uuid = (await register(adminDoi, newUser('telefon.nou'))).body.payload.uuid;
    const bad = await t.call('POST', '/api/users/update', { token: adminDoi, body: { uuid, phoneNumber: '0722' } });
    expect(bad.body).toMatchObject({ err: 400, message: TOWER_MSG.phoneInvalid });
    const good = await t.call('POST', '/api/users/update', { token: adminDoi, body: { uuid, phoneNumber: '+40733000111' } });
    expect(good.body.payload.phoneNumber).toBe('+40733000111');
    expect(
      (await t.call('POST', '/api/users/update', { token: adminDoi, body: { uuid, phoneNumber: '' } })).body.payload.phoneNumber,
    ).toBeNull();
  });
});
