import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { TYPE } from '../../domain/tower/engine.js';
import { freeItDesk } from '../test/fuzz-api.js';
import { aDesk, aFloor, aPerson, aRoom, theDemoAccounts } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The users administration (decisions §9): the list and its filters, changes, deletion and
// random passwords, by role admin and by the administrators of one building, each audited.
const START = '2026-03-02T08:00:00Z'; // Monday, 10:00 in Bucharest
let t: TestApp;
let admin: string;
let adminUnu: string; // administrator of building 1 only
let adminDoi: string; // administrator of building 2 only
const uuids: Record<string, string> = {};

const account = (username: string, name: string, info: object = {}) => ({
  credentials: { username, password: 'parola-test' },
  userInfo: { email: `${username}@example.com`, name, building: '1', buildingList: ['1'], mainGroup: 'it', groupList: ['it'], ...info },
});

beforeAll(async () => {
  t = await createTestApp({ start: START });
  await theDemoAccounts(t);
  // A company of more than two pages of the console, and the desks and rooms of 'it' that deleting books.
  for (let i = 0; i < 25; i++) await aPerson(t, { groups: ['it'] });
  const floor = await aFloor(t);
  for (let i = 0; i < 6; i++) await aDesk(t, { floor, groups: ['it'] });
  for (let i = 0; i < 2; i++) await aRoom(t, { floor, groups: ['it'] });
  admin = await t.login('admin');
  const made = await t.call('POST', '/api/users/massRegister', {
    token: admin,
    body: {
      accounts: [
        account('admin.unu', 'Admin Unu', { adminOf: ['1'] }),
        account('admin.doi', 'Admin Doi', { building: '2', buildingList: ['2'], adminOf: ['2'], mainGroup: null, groupList: [] }),
        account('stefan.taranu', 'Ștefan Țăranu'),
        account('ion.birou', 'Ion Birou'),
        account('toma.turn', 'Toma Turn', { building: '2', buildingList: ['2'], mainGroup: null, groupList: [] }),
        account('de.sters', 'Dana De Șters', { buildingList: ['1', '2'], parkingRight: true }),
        account('parola.noua', 'Paul Parola'),
      ],
    },
  });
  expect(made.body.message).toBeUndefined();
  adminUnu = await t.login('admin.unu', 'parola-test');
  adminDoi = await t.login('admin.doi', 'parola-test');
  for (const u of [
    'admin',
    'angajat',
    'turn',
    'ambele',
    'admin.unu',
    'stefan.taranu',
    'ion.birou',
    'toma.turn',
    'de.sters',
    'parola.noua',
  ]) {
    uuids[u] = (await t.call('GET', `/api/users/get/${u}`, { token: admin })).body.payload.uuid;
  }
}, 60_000);
afterEach(() => t.clock.set(new Date(START)));
afterAll(() => t.close());

const list = async (token: string, qs = '') =>
  (await t.call('GET', `/api/users${qs}`, { token })).body.payload as { username: string; building: string; buildingList: string[] }[];
const names = (users: { username: string }[]) => users.map((u) => u.username);
const info = async (username: string) => (await t.call('GET', `/api/users/info/${uuids[username]}`, { token: admin })).body.payload;
const update = (token: string, username: string, fields: object) =>
  t.call('POST', '/api/users/update', { token, body: { uuid: uuids[username], ...fields } });
const audit = async (kind: string) =>
  (await t.call('GET', `/api/audit?kind=${kind}&limit=500`, { token: admin })).body.payload.rows as {
    at: string;
    actorUuid: string;
    target: string;
    details: any;
  }[];
/**
 * The entries of a kind written from here on, read later: the clock goes back to START after each
 * test, so the newest entry about a user need not be the one this test wrote.
 */
async function auditFromHere(kind: string) {
  // An entry as written (the names shown beside it are read with the list).
  const key = (e: { at: string; actorUuid: string; target: string; details: unknown }) =>
    JSON.stringify([e.at, e.actorUuid, e.target, e.details]);
  const seen = new Set((await audit(kind)).map(key));
  return async () => (await audit(kind)).filter((e) => !seen.has(key(e)));
}

describe('GET /api/users', () => {
  it('lists every user for role admin, in the login shape without a token or a password', async () => {
    const all = await list(admin);
    const { rows } = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE valid'); // an account deleted by another test is not listed
    expect(all.length).toBe(rows[0].n);
    expect(all.length).toBeGreaterThan(30);
    expect(names(all)).toEqual(expect.arrayContaining(['admin', 'angajat', 'turn', 'ambele', 'stefan.taranu']));
    const angajat = all.find((u) => u.username === 'angajat')!;
    expect(angajat).toMatchObject({
      uuid: uuids.angajat,
      name: 'Ana Angajat',
      role: 'user',
      building: '1',
      confirmed: true,
      parkingRight: true,
    });
    expect(angajat).not.toHaveProperty('token');
    expect(JSON.stringify(all)).not.toMatch(/password|argon2/);
  });

  it('keeps the users of one building (its code in building or buildingList)', async () => {
    const tower = await list(admin, '?building=2');
    expect(names(tower)).toEqual(expect.arrayContaining(['turn', 'ambele', 'toma.turn']));
    expect(names(tower)).not.toContain('angajat');
    expect(tower.every((u) => u.building === '2' || u.buildingList.includes('2'))).toBe(true);
    const office = await list(admin, '?building=1');
    expect(names(office)).toEqual(expect.arrayContaining(['angajat', 'ambele']));
    expect(names(office)).not.toContain('turn');
    expect((await t.call('GET', '/api/users?building=3', { token: admin })).status).toBe(400);
  });

  it('shows a building administrator only the users of the buildings they administer, whatever ?building says', async () => {
    const mine = await list(adminDoi);
    expect(names(mine)).toEqual(expect.arrayContaining(['turn', 'ambele', 'toma.turn']));
    expect(mine.every((u) => u.building === '2' || u.buildingList.includes('2'))).toBe(true);
    expect(names(mine)).not.toContain('angajat');
    expect(await list(adminDoi, '?building=1')).toEqual([]);
    expect(names(await list(adminUnu, '?building=1'))).toContain('angajat');
    expect(names(await list(adminUnu))).not.toContain('turn');
  });

  it('searches name, user name and e-mail, ignoring case and Romanian diacritics', async () => {
    for (const q of ['stefan', 'ȘTEFAN ȚĂRANU', 'ştefan ţăranu', 'taranu', 'TĂRANU', 'stefan.taranu@example', 'Stefan.Taranu']) {
      expect(names(await list(admin, `?q=${encodeURIComponent(q)}`)), q).toContain('stefan.taranu');
    }
    const found = await list(admin, `?q=${encodeURIComponent('Țăranu')}`);
    expect(names(found)).toEqual(['stefan.taranu']);
    expect(await list(admin, '?q=%25')).toEqual([]); // a '%' is a character, not a wildcard
    expect(names(await list(adminDoi, '?q=taranu'))).toEqual([]); // not of the tower
  });

  it('puts the best match of a search first: the exact user name, the exact e-mail, a name word or user name starting with it, then the rest (issue #21)', async () => {
    const made = await t.call('POST', '/api/users/massRegister', {
      token: admin,
      body: {
        accounts: [
          account('aaa.sub', 'Aaron Submanagerescu'),
          account('managerul.nou', 'Zoe Zet'),
          account('bogdan.m', 'Bogdan Manageriu'),
          { ...account('cap.mail', 'Zamfir Exact'), userInfo: { ...account('', 'Zamfir Exact').userInfo, email: 'sef.birou@firma.ro' } },
          { ...account('alt.mail', 'Adam Alt'), userInfo: { ...account('', 'Adam Alt').userInfo, email: 'sef.birou@firma.ro.vechi' } },
        ],
      },
    });
    expect(made.body.message).toBeUndefined();
    const found = names(await list(admin, '?q=MANAGER'));
    expect(found[0]).toBe('manager');
    const mine = found.filter((u) => ['aaa.sub', 'managerul.nou', 'bogdan.m'].includes(u));
    expect(mine).toEqual(['bogdan.m', 'managerul.nou', 'aaa.sub']);
    expect(found.indexOf('aaa.sub')).toBeGreaterThan(found.indexOf('managerul.nou'));
    expect(names(await list(admin, `?q=${encodeURIComponent('Șef.Birou@firma.ro')}`))).toEqual(['cap.mail', 'alt.mail']);
    // The console's page too; a sort asked for is kept.
    const page = (qs: string) => t.call('GET', `/api/users?limit=3&${qs}`, { token: admin });
    expect(names((await page('q=manager')).body.payload.rows)[0]).toBe('manager');
    expect(names((await page('q=sef.birou&sort=name')).body.payload.rows)).toEqual(['alt.mail', 'cap.mail']);
  });

  it("pages, sorts and counts on the server when asked for a page (the console at a company's size)", async () => {
    const all = await list(admin, '?building=1');
    const page = async (qs: string) =>
      (await t.call('GET', `/api/users?building=1&${qs}`, { token: admin })).body.payload as {
        total: number;
        rows: { username: string; email: string }[];
      };
    const first = await page('limit=10&offset=0');
    const second = await page('limit=10&offset=10');
    expect(first.total).toBe(all.length);
    expect(names(first.rows)).toEqual(names(all).slice(0, 10));
    expect(names(second.rows)).toEqual(names(all).slice(10, 20));
    const byMail = await page(`limit=5&sort=email&order=desc`);
    const mails = all
      .map((u) => (u as unknown as { email: string }).email)
      .sort()
      .reverse();
    expect(byMail.rows.map((u) => u.email)).toEqual(mails.slice(0, 5));
    const found = await page(`limit=5&q=${encodeURIComponent('țăranu')}`);
    expect(found).toMatchObject({ total: 1, rows: [{ username: 'stefan.taranu' }] });
    expect((await page('limit=5&offset=100000')).rows).toEqual([]);
    for (const bad of ['limit=0', 'limit=501', 'offset=-1', 'sort=password', 'order=up', 'limit=abc']) {
      expect((await t.call('GET', `/api/users?${bad}`, { token: admin })).status, bad).toBe(400);
    }
  });

  it('lets a building administrator read the record of a person of their building only', async () => {
    const read = async (token: string, who: string) => (await t.call('GET', `/api/users/info/${uuids[who]}`, { token })).status;
    expect(await read(adminDoi, 'toma.turn')).toBe(200);
    expect(await read(adminDoi, 'ambele')).toBe(200);
    expect(await read(adminDoi, 'angajat')).toBe(403);
    expect(await read(adminUnu, 'angajat')).toBe(200);
    expect(await read(adminUnu, 'toma.turn')).toBe(403);
  });

  it('is refused to everyone but administrators', async () => {
    expect((await t.call('GET', '/api/users', { token: await t.login('manager') })).status).toBe(403);
    expect((await t.call('GET', '/api/users')).status).toBe(401);
  });
});

describe('POST /api/users/update', () => {
  it('changes only the fields sent, answers the user with the sentence, and records old and new values', async () => {
    const before = await info('ion.birou');
    const written = await auditFromHere('users.update');
    const r = await update(admin, 'ion.birou', {
      name: 'Ion Birou Nou',
      phoneNumber: '0722000111',
      parkingRight: true,
      groupList: ['it', 'proiect-alfa'],
      departmentName: 'IT',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      err: 0,
      message: 'Utilizatorul a fost actualizat cu succes!',
      payload: { uuid: uuids['ion.birou'], name: 'Ion Birou Nou', phoneNumber: '0722000111', parkingRight: true },
    });
    const after = await info('ion.birou');
    expect(after).toEqual({
      ...before,
      name: 'Ion Birou Nou',
      phoneNumber: '0722000111',
      parkingRight: true,
      groupList: ['it', 'proiect-alfa'],
      departmentName: 'IT',
    });
    const [entry, ...more] = await written();
    expect(more).toEqual([]);
    expect(entry.target).toBe(uuids['ion.birou']);
    expect(entry.actorUuid).toBe(uuids.admin);
    expect(entry.details.changes).toEqual({
      name: { from: 'Ion Birou', to: 'Ion Birou Nou' },
      phoneNumber: { from: null, to: '0722000111' },
      parkingRight: { from: false, to: true },
      groupList: { from: ['it'], to: ['it', 'proiect-alfa'] },
      departmentName: { from: null, to: 'IT' },
    });
  });

  it('refuses unknown groups and buildings, and an empty building list, changing nothing', async () => {
    const before = await info('ion.birou');
    const group = await update(admin, 'ion.birou', { name: 'Altul', groupList: ['it', 'nu-exista'] });
    expect(group.status).toBe(400);
    expect(group.body).toMatchObject({ reason: 'app.groupUnknown' });
    expect(group.body.message).toContain(MSG.groupUnknown);
    expect((await update(admin, 'ion.birou', { mainGroup: 'nu-exista' })).body).toMatchObject({ err: 400, reason: 'app.groupUnknown' });
    const building = await update(admin, 'ion.birou', { name: 'Altul', buildingList: ['1', '3'] });
    expect(building.body).toMatchObject({ err: 400, message: 'Cladirea nu exista!' });
    expect((await update(admin, 'ion.birou', { buildingList: [] })).body).toMatchObject({ err: 400, message: MSG.buildingListEmpty });
    expect((await update(admin, 'ion.birou', { building: '7' })).body.message).toBe('Cladirea nu exista!');
    expect(await info('ion.birou')).toEqual(before);
  });

  it("refuses a main group that is not one of the user's groups after the change, changing nothing", async () => {
    const before = await info('stefan.taranu');
    for (const fields of [{ mainGroup: 'financiar' }, { groupList: ['financiar'] }, { mainGroup: 'financiar', groupList: ['it'] }]) {
      const r = await update(admin, 'stefan.taranu', fields);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ err: 400, message: MSG.mainGroupNotInGroups, reason: 'app.mainGroupNotInGroups' });
    }
    expect(await info('stefan.taranu')).toEqual(before);
    const moved = await update(admin, 'stefan.taranu', { mainGroup: 'financiar', groupList: ['it', 'financiar'] });
    expect(moved.body).toMatchObject({ err: 0, payload: { mainGroup: 'financiar', groupList: ['it', 'financiar'] } });
    expect((await update(admin, 'stefan.taranu', { mainGroup: null, groupList: [] })).body.err).toBe(0);
  });

  it('keeps user names and e-mail addresses unique (409), whatever their case', async () => {
    const before = await info('ion.birou');
    const name = await update(admin, 'ion.birou', { name: 'Altul', username: 'ANGAJAT' });
    expect(name.body).toMatchObject({ err: 409, message: MSG.usernameTaken, reason: 'app.usernameTaken' });
    const email = await update(admin, 'ion.birou', { email: 'Angajat@Example.com' });
    expect(email.body).toMatchObject({ err: 409, message: MSG.emailTaken, reason: 'app.emailTaken' });
    expect(await info('ion.birou')).toEqual(before);
    // Its own name and address, sent again, are no clash.
    expect((await update(admin, 'ion.birou', { username: 'ion.birou', email: 'ion.birou@example.com' })).body.err).toBe(0);
  });

  it('lets role admin make an administrator, and take it back', async () => {
    const made = await update(admin, 'ion.birou', { role: 'admin', adminOf: ['1', '2'] });
    expect(made.body.payload).toMatchObject({ role: 'admin', adminOf: ['1', '2'] });
    const back = await update(admin, 'ion.birou', { role: 'user', adminOf: [] });
    expect(back.body.payload).toMatchObject({ role: 'user', adminOf: [] });
  });

  it('lets a building administrator change the users of their building, not of another, nor an administrator', async () => {
    const written = await auditFromHere('users.update');
    const ok = await update(adminUnu, 'ion.birou', { officeFloor: '4', officeRoom: '401' });
    expect(ok.body).toMatchObject({ err: 0, payload: { officeFloor: '4', officeRoom: '401' } });
    expect((await written()).find((e) => e.target === uuids['ion.birou'] && e.actorUuid === uuids['admin.unu'])?.details.changes).toEqual({
      officeFloor: { from: null, to: '4' },
      officeRoom: { from: null, to: '401' },
    });
    const towerBefore = await info('toma.turn');
    const other = await update(adminUnu, 'toma.turn', { name: 'Preluat' });
    expect(other.body).toMatchObject({ err: 403, message: MSG.userOtherBuilding, reason: 'app.userOtherBuilding' });
    expect(await info('toma.turn')).toEqual(towerBefore);
    // The administrator's account (building 1) is beyond a building administrator: no taking over its e-mail.
    const adminBefore = await info('admin');
    expect((await update(adminUnu, 'admin', { email: 'preluat@example.com' })).status).toBe(403);
    expect(await info('admin')).toEqual(adminBefore);
  });

  it('lets only role admin give or take administrator rights or hand out another building', async () => {
    const before = await info('ion.birou');
    for (const fields of [{ role: 'admin' }, { adminOf: ['1'] }, { name: 'X', adminOf: ['2'] }]) {
      const r = await update(adminUnu, 'ion.birou', fields);
      expect(r.body, JSON.stringify(fields)).toMatchObject({
        err: 403,
        message: MSG.onlyAdminGrantsAdmin,
        reason: 'app.onlyAdminGrantsAdmin',
      });
    }
    expect((await update(adminUnu, 'ion.birou', { buildingList: ['1', '2'] })).body).toMatchObject({
      err: 403,
      reason: 'app.userOtherBuilding',
    });
    expect(await info('ion.birou')).toEqual(before);
    // The same adminOf as before is no administrator right; a manager's role is role admin's to give (issue #20).
    expect((await update(adminUnu, 'ion.birou', { role: 'manager', managerOf: ['it'], adminOf: [] })).body).toMatchObject({
      err: 403,
      reason: 'app.onlyAdminGrantsManager',
    });
    expect((await update(adminUnu, 'ion.birou', { name: before.name, adminOf: [] })).body.err).toBe(0);
    // Nor may they change their own rights.
    expect((await update(adminUnu, 'admin.unu', { adminOf: ['1', '2'] })).status).toBe(403);
  });

  it('answers 404 for an unknown user, 400 for a bad body and 403 to a non-administrator', async () => {
    const unknown = await t.call('POST', '/api/users/update', {
      token: admin,
      body: { uuid: '00000000-0000-4000-8000-00000000abcd', name: 'X' },
    });
    expect(unknown.body).toMatchObject({ err: 404, message: MSG.userNotFound });
    expect((await t.call('POST', '/api/users/update', { token: admin, body: { name: 'X' } })).status).toBe(400);
    expect((await update(admin, 'ion.birou', { email: 'nu-e-adresa' })).status).toBe(400);
    expect((await update(admin, 'ion.birou', { role: 'sef' })).status).toBe(400);
    expect((await update(await t.login('angajat'), 'ion.birou', { name: 'X' })).status).toBe(403);
  });
});

describe('POST /api/users/delete', () => {
  it('deactivates the account (decisions §25): its sessions end and its reservations from now on are cancelled, the past kept', async () => {
    const token = await t.login('de.sters', 'parola-test');
    // Tuesday 03-03 and Thursday 03-05: a desk, a room and a parking request each.
    const days = ['2026-03-03', '2026-03-05'];
    const desks: string[] = [];
    for (const [i, day] of days.entries()) {
      const r = await t.call('POST', '/api/reservations/desks/update', {
        token,
        body: { deskId: await freeItDesk(t, day, day, 3 + i), reservationDate: day },
      });
      expect(r.body.message).toBeUndefined();
      desks.push(r.body.payload._id);
    }
    const rooms: string[] = [];
    for (const day of days) {
      const r = await t.call('POST', '/api/reservations/conference-rooms/update', {
        token,
        body: { conferenceRoomId: await freeItRoom(day), dateBegin: `${day}T16:00:00Z`, dateEnd: `${day}T16:30:00Z` },
      });
      expect(r.body.message).toBeUndefined();
      rooms.push(r.body.payload._id);
    }
    const car = await t.call('POST', '/api/cars/add', { token, body: { brand: 'Dacia', license_plate: 'CJ77DLT' } });
    expect(car.body.message).toBeUndefined();
    const parking = await t.call('POST', '/api/reservations/parking/add', {
      token,
      body: { reservation_dates: days, car_id: car.body.payload._id },
    });
    expect(parking.body.message).toBeUndefined();
    const requests = (parking.body.payload as { _id: string; reservation_date: string }[])
      .sort((a, b) => a.reservation_date.localeCompare(b.reservation_date))
      .map((p) => p._id);

    // Tuesday 09:00 in Bucharest: today's desk (not confirmed) and 18:00 meeting have not started, so
    // they go with Thursday's; Tuesday's parking list was sent on Monday evening, so that request stays.
    t.clock.set(new Date('2026-03-03T07:00:00Z'));
    const r = await t.call('POST', '/api/users/delete', { token: admin, body: { uuid: uuids['de.sters'] } });
    expect(r.body).toEqual({
      err: 0,
      message: 'Utilizatorul a fost șters cu succes!',
      payload: { uuid: uuids['de.sters'], cancelled: { desks: 2, rooms: 2, parking: 1 } },
    });

    const deskStatus = async (id: string) => (await t.call('GET', `/api/reservations/desks/${id}`, { token: admin })).body.payload.status;
    expect([await deskStatus(desks[0]), await deskStatus(desks[1])]).toEqual(['cancelled', 'cancelled']);
    const roomStatus = async (id: string) =>
      (await t.call('GET', `/api/reservations/conference-rooms/${id}`, { token: admin })).body.payload.status;
    expect([await roomStatus(rooms[0]), await roomStatus(rooms[1])]).toEqual(['cancelled', 'cancelled']);
    const parkingType = async (id: string) => (await t.call('GET', `/api/reservations/parking/${id}`, { token: admin })).body.payload.type;
    expect(await parkingType(requests[0])).not.toBe(TYPE.cancelled);
    expect(await parkingType(requests[1])).toBe(TYPE.cancelled);

    // The session ended and the account can no longer sign in; the list of valid accounts leaves it
    // out, the deactivated accounts' list has it.
    expect((await t.call('GET', '/api/users/verify/', { token })).body.payload).toEqual({});
    expect((await t.call('GET', '/api/users/cars', { token })).status).toBe(401);
    expect((await t.call('POST', '/api/users/login', { body: { username: 'de.sters', password: 'parola-test' } })).body).toMatchObject({
      err: 403,
      message: MSG.accountDeactivated,
      reason: 'app.accountDeactivated',
    });
    expect(names(await list(admin, '?q=de.sters'))).toEqual([]);
    expect(names(await list(admin, '?q=de.sters&deactivated=1'))).toEqual(['de.sters']);
    // Gone for the administration calls too.
    expect((await t.call('POST', '/api/users/delete', { token: admin, body: { uuid: uuids['de.sters'] } })).status).toBe(404);
    expect((await update(admin, 'de.sters', { name: 'Înapoi' })).status).toBe(404);

    const entry = (await audit('users.delete')).find((e) => e.target === uuids['de.sters'])!;
    expect(entry).toMatchObject({
      actorUuid: uuids.admin,
      details: { username: 'de.sters', cancelled: { desks: 2, rooms: 2, parking: 1 } },
    });
  });

  it('refuses an administrator deleting themself, and a building administrator deleting a user of another building', async () => {
    const self = await t.call('POST', '/api/users/delete', { token: admin, body: { uuid: uuids.admin } });
    expect(self.body).toMatchObject({ err: 400, message: MSG.cannotDeleteSelf, reason: 'app.cannotDeleteSelf' });
    expect((await t.call('GET', '/api/users/verify/', { token: admin })).body.payload.username).toBe('admin');
    expect((await t.call('POST', '/api/users/delete', { token: adminUnu, body: { uuid: uuids['admin.unu'] } })).body).toMatchObject({
      err: 400,
      reason: 'app.cannotDeleteSelf',
    });
    const other = await t.call('POST', '/api/users/delete', { token: adminUnu, body: { uuid: uuids['toma.turn'] } });
    expect(other.body).toMatchObject({ err: 403, reason: 'app.userOtherBuilding' });
    expect((await t.call('POST', '/api/users/delete', { token: adminDoi, body: { uuid: uuids.admin } })).status).toBe(403);
    expect(names(await list(admin, '?q=toma.turn'))).toEqual(['toma.turn']);
    await t.login('toma.turn', 'parola-test');
  });
});

describe('POST /api/users/setRandomPassword', () => {
  it('e-mails a random password that logs in, leaves the account unconfirmed and ends its sessions', async () => {
    const old = await t.login('parola.noua', 'parola-test');
    const r = await t.call('POST', '/api/users/setRandomPassword', { token: adminUnu, body: { uuid: uuids['parola.noua'] } });
    expect(r.body).toMatchObject({ err: 0, message: MSG.randomPasswordQueued, payload: { username: 'parola.noua', confirmed: false } });
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes('parola.noua@example.com'));
    const password = /Parola nouă: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(mail.text).toContain('Nume de utilizator: parola.noua');
    expect(JSON.stringify(r.body)).not.toContain(password);

    expect((await t.call('GET', '/api/users/verify/', { token: old })).body.payload).toEqual({});
    expect((await t.call('POST', '/api/users/login', { body: { username: 'parola.noua', password: 'parola-test' } })).status).toBe(401);
    const login = await t.call('POST', '/api/users/login', { body: { username: 'parola.noua', password } });
    expect(login.body.payload).toMatchObject({ username: 'parola.noua', confirmed: false });

    const entry = (await audit('users.randomPassword')).find((e) => e.target === uuids['parola.noua'])!;
    expect(entry).toMatchObject({ actorUuid: uuids['admin.unu'], details: { username: 'parola.noua', sentTo: 'parola.noua@example.com' } });
    expect(JSON.stringify(await audit('users.randomPassword'))).not.toContain(password);
  });

  it('is refused for a user of another building, who keeps the password and gets no e-mail', async () => {
    const r = await t.call('POST', '/api/users/setRandomPassword', { token: adminDoi, body: { uuid: uuids['ion.birou'] } });
    expect(r.body).toMatchObject({ err: 403, reason: 'app.userOtherBuilding' });
    expect(
      (await t.call('POST', '/api/users/setRandomPassword', { token: admin, body: { uuid: '00000000-0000-4000-8000-00000000abcd' } }))
        .status,
    ).toBe(404);
    await t.login('ion.birou', 'parola-test');
    expect(t.smtp.messages.some((m) => JSON.stringify(m.to).includes('ion.birou@example.com'))).toBe(false);
  });
});

it('records an import with the count and the user names, never a password', async () => {
  const entry = (await audit('users.import')).find((e) => e.details.usernames?.includes('stefan.taranu'))!;
  expect(entry).toMatchObject({ actorUuid: uuids.admin, target: '7 conturi', details: { count: 7 } });
  expect(entry.details.usernames).toEqual(['admin.unu', 'admin.doi', 'stefan.taranu', 'ion.birou', 'toma.turn', 'de.sters', 'parola.noua']);
  expect(JSON.stringify(entry)).not.toContain('parola-test');
});

/** A room of group 'it' with no live reservation from 18:00 to 18:30 Bucharest that day. */
async function freeItRoom(day: string): Promise<string> {
  const { rows } = await t.ctx.db.query<{ id: string }>(
    `SELECT id FROM rooms r WHERE 'it' = ANY (groups_id_list)
       AND NOT EXISTS (SELECT 1 FROM room_reservations x WHERE x.room_id = r.id AND x.status <> 'cancelled'
                       AND x.date_begin < $2 AND x.date_end > $1)
     ORDER BY id`,
    [`${day}T16:00:00Z`, `${day}T16:30:00Z`],
  );
  return rows[0].id;
}
