import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// #38 point 10 (decisions §9, Session 4): a building administrator changes only the accounts wholly
// within the buildings they administer. An account also of another building, or of none ('0'), is
// role admin's: otherwise an administrator of building 1 changes the e-mail of a person of both
// buildings, resets the password through it and uses the tower as them.
let t: TestApp;
let admin: Person; // role admin
let adminUnu: Person; // administrator of building 1 only
let adminDoi: Person; // administrator of building 2 only
let adminAmbele: Person; // a plain user who administers both buildings
let dept: Group; // a department of building 1

const BEYOND = { err: 403, message: MSG.userBeyondMyBuildings, reason: 'app.userBeyondMyBuildings' };
const OTHER = { err: 403, message: MSG.userOtherBuilding, reason: 'app.userOtherBuilding' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await aPerson(t, { role: 'admin' });
  adminUnu = await aPerson(t, { adminOf: ['1'] });
  adminDoi = await aPerson(t, { building: '2', adminOf: ['2'] });
  adminAmbele = await aPerson(t, { buildings: ['1', '2'], adminOf: ['1', '2'] });
  dept = await aGroup(t);
});
afterAll(() => t.close());

/** The people a building administrator may meet: of both buildings, of none but listed in one, of one. */
const ambele = () => aPerson(t, { buildings: ['1', '2'], groups: [dept], parkingRight: true });
const zeroIn = (b: string) => aPerson(t, { building: '0', buildings: [b] });
const onlyOf = (b: string) => aPerson(t, { building: b, buildings: [b] });

/** What a takeover would change: e-mail, password, validity. */
const account = async (p: Person) =>
  (
    await t.ctx.db.query<{ email: string; password_hash: string; valid: boolean; group_list: string[]; manager_of: string[] }>(
      'SELECT email, password_hash, valid, group_list, manager_of FROM users WHERE uuid = $1',
      [p.uuid],
    )
  ).rows[0];

const update = (by: Person, p: Person, fields: object) =>
  t.call('POST', '/api/users/update', { token: by.token, body: { uuid: p.uuid, ...fields } });
const randomPassword = (by: Person, p: Person) =>
  t.call('POST', '/api/users/setRandomPassword', { token: by.token, body: { uuid: p.uuid } });
const remove = (by: Person, p: Person) => t.call('POST', '/api/users/delete', { token: by.token, body: { uuid: p.uuid } });

/** Every change of an existing account, each refused with `refusal`, leaving the account as it was. */
async function expectUntouchable(by: Person, p: Person, refusal: object) {
  const before = await account(p);
  const who = `${by.username} → ${p.username}`;
  expect((await update(by, p, { email: `preluat.${p.username}@example.com` })).body, who).toMatchObject(refusal);
  expect((await update(by, p, { name: 'Preluat' })).body, who).toMatchObject(refusal);
  expect((await randomPassword(by, p)).body, who).toMatchObject(refusal);
  expect((await remove(by, p)).body, who).toMatchObject(refusal);
  expect(await account(p), who).toEqual(before);
  // The owner still signs in with their own password.
  expect((await t.call('POST', '/api/users/login', { body: { username: p.username, password: p.password } })).body.err, who).toBe(0);
}

describe('an administrator of building 1', () => {
  it('cannot take over a person of both buildings: no e-mail change, no random password, no deletion', async () => {
    const p = await ambele();
    await expectUntouchable(adminUnu, p, BEYOND);
    // No e-mail of the tower's person reached the mail server either.
    expect(t.smtp.messages.some((m) => JSON.stringify(m.to).includes(p.email))).toBe(false);
  });

  it("changes no account of building '0', nor one of building 2 alone", async () => {
    await expectUntouchable(adminUnu, await zeroIn('1'), BEYOND);
    await expectUntouchable(adminUnu, await onlyOf('2'), OTHER);
  });

  it('still changes, resets and deletes the accounts wholly of building 1', async () => {
    const p = await onlyOf('1');
    expect((await update(adminUnu, p, { email: `nou.${p.username}@example.com` })).body.err).toBe(0);
    expect((await randomPassword(adminUnu, p)).body.err).toBe(0);
    expect((await remove(adminUnu, p)).body.err).toBe(0);
    // A plain account of building 1 without a list (the factories' default) is wholly building 1's too.
    expect((await update(adminUnu, await aPerson(t), { name: 'Schimbat' })).body.err).toBe(0);
  });

  it("neither makes an account of theirs reach building '0' or 2", async () => {
    const p = await onlyOf('1');
    const before = await account(p);
    expect((await update(adminUnu, p, { building: '0' })).body).toMatchObject(OTHER);
    expect((await update(adminUnu, p, { buildingList: ['1', '2'] })).body).toMatchObject(OTHER);
    expect(await account(p)).toEqual(before);
  });

  it("creates no account of building '0' or of another building by mass registration, naming the row", async () => {
    const row = (username: string, info: object) => ({
      credentials: { username, password: 'parola-aleasa' },
      userInfo: { email: `${username}@example.com`, name: username, ...info },
    });
    const register = (by: Person, ...accounts: ReturnType<typeof row>[]) =>
      t.call('POST', '/api/users/massRegister', { token: by.token, body: { accounts } });
    const made = async (username: string) => (await t.ctx.db.query('SELECT 1 FROM users WHERE username = $1', [username])).rows.length > 0;
    for (const [i, info] of [
      { building: '0', buildingList: [] },
      { building: '0', buildingList: ['1'] },
      { buildingList: ['1', '2'] },
    ].entries()) {
      const r = await register(adminUnu, row(`unu.ok.${i}`, {}), row(`unu.zero.${i}`, info));
      expect(r.body, JSON.stringify(info)).toMatchObject({
        err: 403,
        reason: 'app.userOtherBuilding',
        message: `Rândul 3: ${MSG.userOtherBuilding}`,
      });
      expect(await made(`unu.ok.${i}`)).toBe(false);
    }
    expect((await register(adminUnu, row('unu.ok', { buildingList: ['1'] }))).body.err).toBe(0);
    // Role admin creates them.
    expect((await register(admin, row('admin.zero', { building: '0', buildingList: ['1'] }))).body.err).toBe(0);
  });

  describe("through a group's lists", () => {
    const members = async () => {
      const r = await t.call('GET', `/api/groups/${dept.id}`, { token: admin.token });
      return r.body.payload as { group: { name: string; type: string; version: string } };
    };
    const save = async (by: Person, lists: { users?: string[]; managers?: string[] }) => {
      const { group } = await members();
      return t.call('POST', '/api/groups/update', {
        token: by.token,
        body: { _id: dept.id, name: group.name, type: group.type, version: group.version, ...lists },
      });
    };
    const usersOf = async () =>
      (
        await t.ctx.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE valid AND $1 = ANY (group_list) ORDER BY uuid', [dept.id])
      ).rows.map((r) => r.uuid);
    const managersOf = async () =>
      (
        await t.ctx.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE valid AND $1 = ANY (manager_of) ORDER BY uuid', [dept.id])
      ).rows.map((r) => r.uuid);

    it("neither puts a person of both buildings or of building '0' into a department nor takes one out", async () => {
      const inside = await ambele(); // already of the department
      const zero = await zeroIn('1');
      const now = await usersOf();
      expect((await save(adminUnu, { users: now.filter((u) => u !== inside.uuid) })).body).toMatchObject(BEYOND);
      expect((await save(adminUnu, { users: [...now, zero.uuid] })).body).toMatchObject(BEYOND);
      expect(await usersOf()).toEqual(now);
      // A person wholly of building 1 they move; role admin anyone.
      const plain = await onlyOf('1');
      expect((await save(adminUnu, { users: [...now, plain.uuid] })).body.err).toBe(0);
      expect((await save(admin, { users: [...now, plain.uuid, zero.uuid].filter((u) => u !== inside.uuid) })).body.err).toBe(0);
      expect(await usersOf()).toEqual([...now, plain.uuid, zero.uuid].filter((u) => u !== inside.uuid).sort());
    });

    it('does not take a person of both buildings off the managers', async () => {
      const boss = await ambele();
      expect((await save(admin, { managers: [...(await managersOf()), boss.uuid] })).body.err).toBe(0);
      const now = await managersOf();
      expect((await save(adminUnu, { managers: now.filter((u) => u !== boss.uuid) })).body).toMatchObject(BEYOND);
      expect(await managersOf()).toEqual(now);
      expect((await account(boss)).manager_of).toContain(dept.id);
      expect((await save(admin, { managers: now.filter((u) => u !== boss.uuid) })).body.err).toBe(0);
    });
  });
});

describe('an administrator of building 2, the same way round', () => {
  it("changes no account of both buildings, of building '0', or of building 1", async () => {
    await expectUntouchable(adminDoi, await ambele(), BEYOND);
    await expectUntouchable(adminDoi, await zeroIn('2'), BEYOND);
    await expectUntouchable(adminDoi, await onlyOf('1'), OTHER);
  });

  it('changes the tower-only accounts, those it registers included', async () => {
    const p = await onlyOf('2');
    expect((await update(adminDoi, p, { email: `nou.${p.username}@example.com` })).body.err).toBe(0);
    expect((await randomPassword(adminDoi, p)).body.err).toBe(0);
    const made = await t.call('POST', '/api/users/registerTurn', {
      token: adminDoi.token,
      body: {
        credentials: { username: 'turn.nou' },
        userInfo: { name: 'Turn Nou', email: 'turn.nou@example.com', phoneNumber: '0722000111' },
      },
    });
    expect(made.body).toMatchObject({ err: 0, payload: { building: '2', buildingList: ['2'] } });
    expect(
      (await t.call('POST', '/api/users/update', { token: adminDoi.token, body: { uuid: made.body.payload.uuid, name: 'Turn Schimbat' } }))
        .body.err,
    ).toBe(0);
  });
});

describe('role admin, and an administrator of both buildings', () => {
  it("change, reset and delete accounts of both buildings and of building '0'", async () => {
    for (const by of [admin, adminAmbele]) {
      const both = await ambele();
      expect((await update(by, both, { email: `nou.${both.username}@example.com` })).body.err, by.username).toBe(0);
      expect((await randomPassword(by, both)).body.err, by.username).toBe(0);
      expect((await remove(by, both)).body.err, by.username).toBe(0);
    }
    const zero = await zeroIn('1');
    expect((await update(admin, zero, { name: 'Fără clădire' })).body.err).toBe(0);
    expect((await remove(admin, zero)).body.err).toBe(0);
  });
});
