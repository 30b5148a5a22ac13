import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { theDemoAccounts } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Issue #20, points 1 and 5: a building administrator creates and changes plain users of their
// own building only (no other building, no manager, no administrator), whatever the path; a
// manager reads the people of the groups they manage, nothing more. Role admin keeps it all.
let t: TestApp;
let admin: string;
let adminUnu: string; // administrator of building 1 only
let towerGroup: string; // a group of building 2
const uuids: Record<string, string> = {};

const account = (username: string, info: object = {}) => ({
  credentials: { username, password: 'parola-aleasa' },
  userInfo: {
    email: `${username}@example.com`,
    name: username,
    building: '1',
    buildingList: ['1'],
    mainGroup: 'it',
    groupList: ['it'],
    ...info,
  },
});
const register = (token: string, ...accounts: ReturnType<typeof account>[]) =>
  t.call('POST', '/api/users/massRegister', { token, body: { accounts } });
const userCount = async () => Number((await t.ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0].n);
const loginStatus = async (username: string) =>
  (await t.call('POST', '/api/users/login', { body: { username, password: 'parola-aleasa' } })).status;
const info = async (username: string) => (await t.call('GET', `/api/users/info/${uuids[username]}`, { token: admin })).body.payload;
const update = (token: string, username: string, fields: object) =>
  t.call('POST', '/api/users/update', { token, body: { uuid: uuids[username], ...fields } });

beforeAll(async () => {
  t = await createTestApp();
  await theDemoAccounts(t);
  admin = await t.login('admin');
  expect((await register(admin, account('admin.unu', { adminOf: ['1'] }), account('ion.plain'))).body.err).toBe(0);
  adminUnu = await t.login('admin.unu', 'parola-aleasa');
  towerGroup = (
    await t.call('POST', '/api/groups/update', { token: admin, body: { name: 'Echipa Turn', type: 'Departament', building: '2' } })
  ).body.payload._id;
  for (const u of ['admin', 'manager', 'angajat', 'turn', 'ambele', 'ion.plain'])
    uuids[u] = (await t.call('GET', `/api/users/get/${u}`, { token: admin })).body.payload.uuid;
}, 60_000);
afterAll(() => t.close());

describe('POST /api/users/massRegister by an administrator of building 1', () => {
  const refused: [string, object, string][] = [
    ['building 2 in the building list', { buildingList: ['2'] }, 'app.userOtherBuilding'],
    ['both buildings', { buildingList: ['1', '2'] }, 'app.userOtherBuilding'],
    ['building 2 as the building', { building: '2', buildingList: [] }, 'app.userOtherBuilding'],
    ['role manager', { role: 'manager' }, 'app.onlyAdminGrantsManager'],
    ['a managed group of building 1', { managerOf: ['it'] }, 'app.onlyAdminGrantsManager'],
    ['a managed group of building 2', { managerOf: ['__tower__'] }, 'app.onlyAdminGrantsManager'],
    ['role admin', { role: 'admin' }, 'app.onlyAdminGrantsAdmin'],
  ];
  let n = 0;
  it.each(refused)('refuses %s with 403, creating nothing: the chosen password logs no one in', async (_, info, reason) => {
    const extra = JSON.parse(JSON.stringify(info).replace('__tower__', towerGroup));
    const before = await userCount();
    // Names of their own per case: failed logins of one name are throttled.
    const [good, bad] = [`bun.${++n}`, `preluat.${n}`];
    // A good account first: the call is all or nothing, and the refusal names the bad row.
    const r = await register(adminUnu, account(good), account(bad, extra));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ err: 403, reason });
    expect(r.body.message).toMatch(/^Rândul 3: /);
    expect(await userCount()).toBe(before);
    expect(await loginStatus(bad)).toBe(401);
    expect(await loginStatus(good)).toBe(401);
  });

  it('creates plain users of building 1', async () => {
    const r = await register(adminUnu, account('simplu.unu'));
    expect(r.body).toMatchObject({ err: 0, payload: { created: 1 } });
  });

  it('lets role admin create a tower manager', async () => {
    const r = await register(admin, account('sef.turn', { buildingList: ['1', '2'], role: 'manager', managerOf: [towerGroup] }));
    expect(r.body).toMatchObject({ err: 0, payload: { created: 1 } });
    expect(await loginStatus('sef.turn')).toBe(200);
  });
});

describe('POST /api/users/update and groups: management is granted by role admin only', () => {
  it('refuses a building administrator making a manager, changing nothing', async () => {
    const before = await info('ion.plain');
    for (const fields of [{ role: 'manager' }, { managerOf: ['it'] }, { role: 'manager', managerOf: [towerGroup] }]) {
      const r = await update(adminUnu, 'ion.plain', fields);
      expect(r.body, JSON.stringify(fields)).toMatchObject({
        err: 403,
        message: MSG.onlyAdminGrantsManager,
        reason: 'app.onlyAdminGrantsManager',
      });
    }
    expect(await info('ion.plain')).toEqual(before);
  });

  it('lets role admin make a manager, and a building administrator take it away', async () => {
    expect((await update(admin, 'ion.plain', { role: 'manager', managerOf: ['it', 'financiar'] })).body.payload).toMatchObject({
      role: 'manager',
      managerOf: ['it', 'financiar'],
    });
    // Another group is management given; one fewer is management taken away.
    expect((await update(adminUnu, 'ion.plain', { managerOf: ['it', 'financiar', 'proiect-alfa'] })).body).toMatchObject({
      err: 403,
      reason: 'app.onlyAdminGrantsManager',
    });
    expect((await update(adminUnu, 'ion.plain', { managerOf: ['it'] })).body.payload).toMatchObject({ managerOf: ['it'] });
    expect((await update(adminUnu, 'ion.plain', { name: 'Ion Plain' })).body.err).toBe(0);
    expect((await update(adminUnu, 'ion.plain', { role: 'user', managerOf: [] })).body.payload).toMatchObject({
      role: 'user',
      managerOf: [],
    });
  });

  it("refuses a building administrator adding a manager through a group's managers list", async () => {
    const managers = async (id: string) =>
      ((await t.call('GET', `/api/groups/${id}`, { token: admin })).body.payload.managers as { uuid: string }[]).map((m) => m.uuid).sort();
    const before = await managers('it');
    // The group as read now (with its version where updates carry one).
    const save = async (token: string, list: string[]) => {
      const { name, type, version } = (await t.call('GET', '/api/groups/it', { token: admin })).body.payload.group;
      return t.call('POST', '/api/groups/update', { token, body: { _id: 'it', name, type, version, managers: list } });
    };
    const added = await save(adminUnu, [...before, uuids['ion.plain']]);
    expect(added.body).toMatchObject({ err: 403, reason: 'app.onlyAdminGrantsManager' });
    expect(
      (
        await t.call('POST', '/api/groups/update', {
          token: adminUnu,
          body: { name: 'Grup Nou', type: 'Proiect', managers: [uuids['ion.plain']] },
        })
      ).status,
    ).toBe(403);
    expect(await managers('it')).toEqual(before);
    expect((await info('ion.plain')).managerOf).toEqual([]);
    // The same list again, or one fewer, is no grant; role admin adds.
    expect((await save(adminUnu, before)).body.err).toBe(0);
    expect((await save(admin, [...before, uuids['ion.plain']])).body.err).toBe(0);
    expect((await save(adminUnu, before)).body.err).toBe(0);
    expect(await managers('it')).toEqual(before);
  });
});

describe("POST /api/groups/update: a group's people by a building administrator", () => {
  const members = async (id: string) =>
    ((await t.call('GET', `/api/groups/${id}`, { token: admin })).body.payload.users as { uuid: string }[]).map((m) => m.uuid);
  const save = async (token: string, id: string, users: string[]) => {
    const { name, type, version } = (await t.call('GET', `/api/groups/${id}`, { token: admin })).body.payload.group;
    return t.call('POST', '/api/groups/update', { token, body: { _id: id, name, type, version, users } });
  };

  it('refuses adding or removing an account they do not administer (an administrator, a tower-only user), changing nothing', async () => {
    const before = await members('it');
    // The demo's administrator is of both buildings (#38 point 10: beyond theirs), the tower's user of the other one.
    const refusals = { admin: 'userBeyondMyBuildings', turn: 'userOtherBuilding' } as const;
    for (const [who, refusal] of Object.entries(refusals)) {
      const r = await save(adminUnu, 'it', [...before, uuids[who]]);
      expect(r.body, who).toMatchObject({ err: 403, message: MSG[refusal], reason: `app.${refusal}` });
    }
    // An administrator already in the group cannot be taken out by them either.
    expect((await save(admin, 'it', [...before, uuids.admin])).body.err).toBe(0);
    expect((await save(adminUnu, 'it', before)).body).toMatchObject({ err: 403, reason: 'app.userBeyondMyBuildings' });
    expect((await info('turn')).groupList).not.toContain('it');
    expect((await info('admin')).groupList).toContain('it');
    // The people of their building they move freely; role admin anyone.
    const plain = uuids['ion.plain'];
    const withPlain = [...before, uuids.admin, ...(before.includes(plain) ? [] : [plain])];
    expect((await save(adminUnu, 'it', withPlain)).body.err).toBe(0);
    expect((await save(admin, 'it', before)).body.err).toBe(0);
    expect((await members('it')).sort()).toEqual([...before].sort());
  });
});

describe('GET /api/users/get/{username} and /api/users/info/{uuid} for a manager', () => {
  const read = async (token: string, who: string) => [
    (await t.call('GET', `/api/users/get/${who}`, { token })).status,
    (await t.call('GET', `/api/users/info/${uuids[who]}`, { token })).status,
  ];

  it('answers the people of the groups they manage, themselves, and no one else', async () => {
    const manager = await t.login('manager'); // manages it and proiect-alfa
    expect(await read(manager, 'angajat')).toEqual([200, 200]);
    expect(await read(manager, 'manager')).toEqual([200, 200]);
    expect(await read(manager, 'admin')).toEqual([403, 403]);
    expect(await read(manager, 'turn')).toEqual([403, 403]);
    expect(await read(manager, 'ambele')).toEqual([403, 403]);
  });

  it('leaves role admin reading anyone, and a building administrator the people of their building', async () => {
    for (const who of ['angajat', 'turn', 'manager']) expect(await read(admin, who)).toEqual([200, 200]);
    expect(await read(adminUnu, 'angajat')).toEqual([200, 200]);
    expect(await read(adminUnu, 'turn')).toEqual([403, 403]);
  });
});
