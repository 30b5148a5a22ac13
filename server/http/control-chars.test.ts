import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARS_MSG } from '../../domain/text/control-chars.js';
import { USERS_CSV_COLUMNS } from '../../domain/users-csv.js';
import { aDriver, aFloor, aGroup, aPerson, aRoom, type Driver, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { uploadFiles } from '../test/upload.js';

// Control characters in what the API stores (issue #38, point 7): a BEL, an ESC, a DEL, a C1
// character or a line break in a name or a text is refused with 400 and a message naming the field,
// in every schema (domain/text/control-chars.ts) and in the uploaded lists' rows, and nothing is stored.
let t: TestApp;
let admin: string;
let person: Person;
let driver: Driver;
let floor: Floor;
let group: Group;
let room: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] })).token;
  group = await aGroup(t);
  floor = await aFloor(t);
  room = await aRoom(t, { floor, groups: [group] });
  person = await aPerson(t, { groups: [group] });
  driver = await aDriver(t);
});
afterAll(() => t.close());

/** What a refused call must leave as it was: every name and text these calls write, and the audit log. */
async function stored() {
  const { rows } = await t.ctx.db.query(
    `SELECT (SELECT json_agg(json_build_array(id, name, type, phone_no) ORDER BY id) FROM all_rooms) AS rooms,
            (SELECT json_agg(json_build_array(floor, name, zones) ORDER BY floor) FROM floors) AS floors,
            (SELECT json_agg(json_build_array(id, name) ORDER BY id) FROM groups) AS groups,
            (SELECT json_agg(json_build_array(uuid, username, name, email, phone_number, department_name, office_floor, office_room,
                    manager, director) ORDER BY uuid) FROM users) AS users,
            (SELECT json_agg(json_build_array(id, brand, owner_label) ORDER BY id) FROM cars) AS cars,
            (SELECT count(*)::int FROM audit_log) AS audit`,
  );
  return rows[0];
}

const BEL = '\u0007';
const ESC = '\u001b';
const refusal = (field: string) => `Câmpul „${field}” nu este valid: ${CONTROL_CHARS_MSG}`;

/** [route, who calls, body, the field the message names]: names and texts of rooms, floors, groups, people and cars. */
const CASES: [string, () => string, () => Record<string, unknown>, string][] = [
  [
    'POST /api/conference-rooms/create',
    () => admin,
    () => ({ floor: floor.floor, x: 500, y: 20, w: 100, h: 80, details: { name: `Sala${BEL}` } }),
    'details.name',
  ],
  ['POST /api/conference-rooms/update', () => admin, () => ({ id: room.id, details: { name: `${ESC}[31mSala` } }), 'details.name'],
  ['POST /api/conference-rooms/update', () => admin, () => ({ id: room.id, details: { type: `Ședințe${BEL}` } }), 'details.type'],
  ['POST /api/floors/update', () => admin, () => ({ floor: floor.floor, name: `Etajul${ESC}` }), 'name'],
  ['POST /api/floors/update', () => admin, () => ({ floor: 180, name: `Etaj\nnou` }), 'name'],
  [
    'POST /api/floors/update',
    () => admin,
    () => ({ floor: floor.floor, zones: [{ groupId: group.id, label: `Zona${BEL}`, x: 10, y: 10, w: 100, h: 100 }] }),
    'zones.0.label',
  ],
  ['POST /api/groups/update', () => admin, () => ({ name: `Grupul${ESC}`, type: 'Departament' }), 'name'],
  ['POST /api/users/update', () => admin, () => ({ uuid: person.uuid, name: `Ana${BEL}` }), 'name'],
  ['POST /api/users/update', () => admin, () => ({ uuid: person.uuid, username: `ana${ESC}` }), 'username'],
  ['POST /api/users/update', () => admin, () => ({ uuid: person.uuid, departmentName: `IT\u009b` }), 'departmentName'],
  ['POST /api/users/update', () => admin, () => ({ uuid: person.uuid, officeRoom: `12\u007f` }), 'officeRoom'],
  [
    'POST /api/users/registerTurn',
    () => admin,
    () => ({ credentials: {}, userInfo: { name: `Dan${BEL}`, email: 'dan.control@example.com', phoneNumber: '0733111222' } }),
    'userInfo.name',
  ],
  [
    'POST /api/users/massRegister',
    () => admin,
    () => ({ accounts: [{ credentials: { username: 'ion.control' }, userInfo: { email: 'ion.control@example.com', name: `Ion${ESC}` } }] }),
    'accounts.0.userInfo.name',
  ],
  [
    'POST /api/users/massRegister',
    () => admin,
    () => ({
      accounts: [
        {
          credentials: { username: 'ioana.control' },
          userInfo: { email: 'ioana.control@example.com', name: 'Ioana', director: `X${BEL}` },
        },
      ],
    }),
    'accounts.0.userInfo.director',
  ],
  ['POST /api/cars/add', () => driver.token, () => ({ brand: `Dacia${BEL}`, license_plate: 'B777CTL' }), 'brand'],
  ['POST /api/users/changeDepartmentName', () => driver.token, () => ({ departmentName: `Vânzări${ESC}` }), 'departmentName'],
  ['POST /api/users/changeRoom', () => driver.token, () => ({ officeRoom: `Camera\r\n2` }), 'officeRoom'],
];

describe('a name or a text with a control character', () => {
  it.each(CASES)('%s refuses it with 400, naming the field, and stores nothing', async (route, token, body, field) => {
    const before = await stored();
    const [method, url] = route.split(' ');
    const r = await t.call(method, url, { token: token(), body: body() });
    expect(r.status, r.body.message).toBe(400);
    expect(r.body).toMatchObject({ err: 400, message: refusal(field), reason: 'invalid' });
    expect(await stored()).toEqual(before);
  });

  it('is taken once its control characters are gone, and a tab inside a name stays', async () => {
    const r = await t.call('POST', '/api/conference-rooms/update', {
      token: admin,
      body: { id: room.id, details: { name: 'Sala\tMare' } },
    });
    expect(r.body.err, r.body.message).toBe(0);
    expect(r.body.payload.details.name).toBe('Sala\tMare');
  });
});

describe("an uploaded list's row with a control character", () => {
  it("refuses the tower's users list, naming the row and its column, and adds no one", async () => {
    const before = await stored();
    const csv = `nume,email,username,telefon,grading\nAna${BEL} Lista,ana.control@example.com,,0733111222,Nu\n`;
    const r = await uploadFiles(t, admin, '/api/users/massRegisterTurn', { name: 'utilizatori.csv', content: csv });
    expect(r.body).toMatchObject({ err: 400, message: `Rândul 2: Coloana „nume” nu este validă: ${CONTROL_CHARS_MSG}` });
    expect(await stored()).toEqual(before);
  });

  it("refuses the tower's permanent cars list, naming the row and its column, and adds no car", async () => {
    const before = await stored();
    const csv = `nrInmatriculare,marca\nB778CTL,Dacia\nB779CTL,Skoda${ESC}[0m\n`;
    const r = await uploadFiles(t, admin, '/api/cars/massAdd', { name: 'masini.csv', content: csv });
    expect(r.body).toMatchObject({ err: 400, message: `Rândul 3: Coloana „marca” nu este validă: ${CONTROL_CHARS_MSG}` });
    expect(await stored()).toEqual(before);
  });

  it("refuses the office's users list, naming the row and its column, and creates no account", async () => {
    const before = await stored();
    const row = ['eva.control@example.com', `Eva${BEL} Fisier`, 'eva.control', group.name, '', 'Mihai Manager', 'Ion Director', 'nu'];
    const csv = `${USERS_CSV_COLUMNS.join(';')}\n${row.join(';')}\n`;
    const r = await uploadFiles(t, admin, '/api/users/massRegister', { name: 'utilizatori.csv', content: csv });
    expect(r.body).toMatchObject({ err: 400, message: `Rândul 2: Nume Complet: ${CONTROL_CHARS_MSG}` });
    expect(await stored()).toEqual(before);
  });
});
