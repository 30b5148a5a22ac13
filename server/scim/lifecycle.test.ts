import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, aRoom, aRoomBooking, type Floor, type Group } from '../test/factories.js';
import { createScimApp, type ScimApp } from '../test/scim.js';

// What SCIM's changes do to the product (decisions §25): a deactivation as an administrator's, the
// mapped groups following SCIM's groups, one account per userName however the calls race.

const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const patch = (...Operations: object[]) => ({ schemas: [PATCH], Operations });

let t: ScimApp;
let floor: Floor;
let it_: Group;
let hr: Group;
beforeAll(async () => {
  t = await createScimApp('2026-03-02T08:00:00Z'); // Monday, 10:00 in Bucharest
  floor = await aFloor(t);
  it_ = await aGroup(t, { name: 'IT SCIM' });
  hr = await aGroup(t, { name: 'HR SCIM' });
}, 120_000);
afterAll(() => t.close());

const newUser = async (userName: string, extra: object = {}) => {
  const res = await t.scim('POST', '/Users', {
    body: { userName, emails: [{ value: userName, primary: true }], name: { formatted: userName }, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};

describe('SCIM and the accounts the product already has', () => {
  it('sees an account the console made, matches it by userName in any case, and refuses to make it twice', async () => {
    const ana = await aPerson(t, { username: 'ana.existing', email: 'ana.existing@example.com', name: 'Ana Existing' });
    const found = await t.scim('GET', '/Users?filter=userName%20eq%20%22ANA.EXISTING%22');
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0]).toMatchObject({
      id: ana.uuid,
      userName: 'ana.existing',
      active: true,
      name: { formatted: 'Ana Existing' },
    });
    expect(
      (await t.scim('GET', `/Users?filter=${encodeURIComponent('emails[value eq "ana.existing@example.com"]')}`)).body.totalResults,
    ).toBe(1);
    const again = await t.scim('POST', '/Users', { body: { userName: 'Ana.Existing', emails: [{ value: 'other@example.com' }] } });
    expect(again.status).toBe(409);
    expect(again.body.scimType).toBe('uniqueness');
    const email = await t.scim('POST', '/Users', { body: { userName: 'someone.else', emails: [{ value: 'ANA.existing@example.com' }] } });
    expect(email.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
      detail: 'The e-mail address belongs to another account',
    });
  });

  it('pages a large list: startIndex and count, at most 1000 a page', async () => {
    for (let i = 0; i < 5; i++) await aPerson(t, { username: `pager.${i}` });
    const all = await t.scim('GET', '/Users?count=1000');
    const page = await t.scim('GET', '/Users?startIndex=2&count=2');
    expect(page.body).toMatchObject({ totalResults: all.body.totalResults, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((r: { id: string }) => r.id)).toEqual(all.body.Resources.slice(1, 3).map((r: { id: string }) => r.id));
    const past = await t.scim('GET', '/Users?startIndex=100000&count=5');
    expect(past.body).toMatchObject({ totalResults: all.body.totalResults, itemsPerPage: 0, Resources: [] });
    expect((await t.scim('GET', '/Users?count=0')).body).toMatchObject({ totalResults: all.body.totalResults, itemsPerPage: 0 });
  });

  it('replaces a user with PUT, and keeps the account when the userName is another account’s', async () => {
    const id = await newUser('put.me@example.com', { externalId: 'ext-put' });
    const put = await t.scim('PUT', `/Users/${id}`, {
      body: {
        userName: 'put.renamed@example.com',
        name: { givenName: 'Put', familyName: 'Renamed' },
        emails: [{ value: 'put.renamed@example.com', type: 'work' }],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ userName: 'put.renamed@example.com', name: { formatted: 'Put Renamed' }, active: true });
    expect(put.body.externalId).toBeUndefined();
    // An account of this test's own: the tests run in any order.
    await aPerson(t, { username: 'put.taken', email: 'put.taken@example.com' });
    const clash = await t.scim('PUT', `/Users/${id}`, {
      body: { userName: 'put.taken', emails: [{ value: 'put.renamed@example.com' }] },
    });
    expect(clash.status).toBe(409);
    expect((await t.scim('GET', `/Users/${id}`)).body.userName).toBe('put.renamed@example.com');
  });
});

describe('SCIM deactivates as an administrator does', () => {
  it('PATCH active false cancels what has not started, ends the sessions and refuses sign-in; true lets the person in again', async () => {
    const person = await aPerson(t, { username: 'dana.scim', groups: [it_], password: 'parola-dana-1' });
    const desk = await aDesk(t, { floor, groups: [it_] });
    const room = await aRoom(t, { floor, groups: [it_] });
    const tomorrow = await aBooking(t, { person, desk, day: '2026-03-03' });
    const meeting = await aRoomBooking(t, { person, room: room.id, begin: '2026-03-02T12:00:00Z', end: '2026-03-02T13:00:00Z' });

    const off = await t.scim('PATCH', `/Users/${person.uuid}`, { body: patch({ op: 'Replace', path: 'active', value: 'False' }) });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const status = async (table: string, id: string) =>
      (await t.ctx.db.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id])).rows[0].status;
    expect(await status('desk_reservations', tomorrow)).toBe('cancelled');
    expect(await status('room_reservations', meeting)).toBe('cancelled');
    expect((await t.call('GET', '/api/users/banStatus', { token: person.token })).status).toBe(401);
    const login = await t.call('POST', '/api/users/login', { body: { username: person.username, password: 'parola-dana-1' } });
    expect(login.body).toMatchObject({ err: 403, message: MSG.accountDeactivated });
    const entry = await t.ctx.db.query<{ actor_name: string; details: { cancelled: object } }>(
      `SELECT actor_name, details FROM audit_log WHERE kind = 'users.deactivate' AND target = $1`,
      [person.uuid],
    );
    expect(entry.rows).toEqual([
      { actor_name: 'identity-provider:scim', details: expect.objectContaining({ cancelled: { desks: 1, rooms: 1, parking: 0 } }) },
    ]);

    // The same again changes nothing and writes nothing.
    await t.scim('PATCH', `/Users/${person.uuid}`, { body: patch({ op: 'replace', value: { active: false } }) });
    expect(
      (await t.ctx.db.query(`SELECT 1 FROM audit_log WHERE kind = 'users.deactivate' AND target = $1`, [person.uuid])).rows,
    ).toHaveLength(1);
    // Still seen by SCIM, inactive.
    expect((await t.scim('GET', `/Users/${person.uuid}`)).body.active).toBe(false);

    const on = await t.scim('PATCH', `/Users/${person.uuid}`, { body: patch({ op: 'replace', path: 'active', value: true }) });
    expect(on.body.active).toBe(true);
    expect((await t.call('POST', '/api/users/login', { body: { username: person.username, password: 'parola-dana-1' } })).body.err).toBe(0);
  });

  it('DELETE deactivates: SCIM answers 404 from then on, the console lists it as deactivated; a POST of its userName revives it', async () => {
    const id = await newUser('gone.soon@example.com', { externalId: 'ext-gone' });
    expect((await t.scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await t.scim('GET', `/Users/${id}`)).status).toBe(404);
    expect((await t.scim('DELETE', `/Users/${id}`)).status).toBe(404);
    expect((await t.scim('PATCH', `/Users/${id}`, { body: patch({ op: 'replace', path: 'active', value: true }) })).status).toBe(404);
    const row = await t.ctx.db.query('SELECT valid, scim_deleted FROM users WHERE uuid = $1', [id]);
    expect(row.rows[0]).toEqual({ valid: false, scim_deleted: true });

    const back = await t.scim('POST', '/Users', {
      body: { userName: 'gone.soon@example.com', name: { formatted: 'Back Again' }, externalId: 'ext-back' },
    });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({
      id,
      userName: 'gone.soon@example.com',
      active: true,
      externalId: 'ext-back',
      name: { formatted: 'Back Again' },
    });
  });
});

describe('SCIM groups and the console’s mapping', () => {
  it('gives a member of a mapped SCIM group the product group, takes it from a removed member, ignores unmapped groups', async () => {
    await t.mapGroup('IT Staff', it_.id);
    await t.mapGroup('ext-hr', hr.id);
    const kept = await aGroup(t, { name: 'Kept SCIM' });
    const ioana = await aPerson(t, { username: 'ioana.scim', groups: [kept] });
    const mihai = await newUser('mihai.scim@example.com');

    const itStaff = await t.scim('POST', '/Groups', { body: { displayName: 'it staff', members: [{ value: ioana.uuid }] } });
    expect(itStaff.status).toBe(201);
    expect(await t.groupsOf(ioana.uuid)).toEqual({ group_list: [kept.id, it_.id], main_group: kept.id });

    // Unmapped: 'All staff' gives nothing.
    const allStaff = await t.scim('POST', '/Groups', {
      body: { displayName: 'All staff', members: [{ value: ioana.uuid }, { value: mihai }] },
    });
    expect(allStaff.status).toBe(201);
    expect(await t.groupsOf(mihai)).toEqual({ group_list: [], main_group: null });

    // Mapped by its externalId; a member added by PATCH, as Entra ID sends it.
    const hrGroup = await t.scim('POST', '/Groups', { body: { displayName: 'Human resources', externalId: 'ext-hr' } });
    await t.scim('PATCH', `/Groups/${hrGroup.body.id}`, {
      body: patch({ op: 'Add', path: 'members', value: [{ $ref: null, value: mihai }] }),
    });
    expect(await t.groupsOf(mihai)).toEqual({ group_list: [hr.id], main_group: hr.id });

    // Removed (RFC 7644's filter form): the mapped group goes, the unmapped one stays.
    const out = await t.scim('PATCH', `/Groups/${itStaff.body.id}`, {
      body: patch({ op: 'remove', path: `members[value eq "${ioana.uuid}"]` }),
    });
    expect(out.status).toBe(204);
    expect(await t.groupsOf(ioana.uuid)).toEqual({ group_list: [kept.id], main_group: kept.id });

    // Renamed to an unmapped name: its members lose what the old name gave.
    await t.scim('PATCH', `/Groups/${hrGroup.body.id}`, { body: patch({ op: 'replace', path: 'externalId', value: 'ext-other' }) });
    expect(await t.groupsOf(mihai)).toEqual({ group_list: [], main_group: null });
    await t.scim('PATCH', `/Groups/${hrGroup.body.id}`, { body: patch({ op: 'replace', path: 'externalId', value: 'ext-hr' }) });
    expect(await t.groupsOf(mihai)).toEqual({ group_list: [hr.id], main_group: hr.id });

    // Deleted: its members lose the mapped group.
    expect((await t.scim('DELETE', `/Groups/${hrGroup.body.id}`)).status).toBe(204);
    expect(await t.groupsOf(mihai)).toEqual({ group_list: [], main_group: null });

    const audit = await t.ctx.db.query<{ kind: string; actor_name: string }>(
      `SELECT kind, actor_name FROM audit_log WHERE kind = 'users.providerGroups' AND target = $1`,
      [ioana.uuid],
    );
    expect(audit.rows).toEqual([
      { kind: 'users.providerGroups', actor_name: 'identity-provider:scim' },
      { kind: 'users.providerGroups', actor_name: 'identity-provider:scim' },
    ]);
    // The user resource lists its SCIM groups, read-only.
    const user = await t.scim('GET', `/Users/${ioana.uuid}`);
    expect(user.body.groups.map((g: { display: string }) => g.display)).toEqual(['All staff']);
  });

  it('skips members that are no account SCIM sees, rather than refusing the group', async () => {
    const gone = await newUser('gone.member@example.com');
    await t.scim('DELETE', `/Users/${gone}`);
    const here = await newUser('here.member@example.com');
    const members = [{ value: here }, { value: gone }, { value: '00000000-0000-4000-8000-000000000000' }, { value: 'not-a-uuid' }];
    const res = await t.scim('POST', '/Groups', { body: { displayName: 'Some gone', members } });
    expect(res.status).toBe(201);
    expect(res.body.members.map((m: { value: string }) => m.value)).toEqual([here]);
  });

  it('refuses a second group of the same displayName', async () => {
    await t.scim('POST', '/Groups', { body: { displayName: 'Twice' } });
    const again = await t.scim('POST', '/Groups', { body: { displayName: 'TWICE' } });
    expect(again.status).toBe(409);
    expect(again.body.scimType).toBe('uniqueness');
  });
});

describe('SCIM under concurrent calls', () => {
  it('never makes two accounts of one userName, however many creates race', async () => {
    const body = { userName: 'race.one@example.com', emails: [{ value: 'race.one@example.com' }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.scim('POST', '/Users', { body })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.scimType).toBe('uniqueness');
    const { rows } = await t.ctx.db.query(`SELECT uuid FROM users WHERE lower(username) = 'race.one@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('two PATCHes giving two users the same userName: one wins, the other is a 409', async () => {
    const [a, b] = [await newUser('race.a@example.com'), await newUser('race.b@example.com')];
    const rename = (id: string) =>
      t.scim('PATCH', `/Users/${id}`, { body: patch({ op: 'replace', path: 'userName', value: 'race.same@example.com' }) });
    const answers = await Promise.all([rename(a), rename(b)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const { rows } = await t.ctx.db.query(`SELECT uuid FROM users WHERE lower(username) = 'race.same@example.com'`);
    expect(rows).toHaveLength(1);
  });
});
