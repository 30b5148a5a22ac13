import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { deskHelpers } from '../test/desks.js';
import { aDesk, aFloor, aGroup, aPerson, aRoom, type Group } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The groups administration of decisions §9: create, change with whole membership lists, read,
// delete; refusals change nothing, and each change leaves one audit entry (decisions §12).
// Each test makes the groups it changes and takes desks of its own (DESKS), so any order passes;
// what a test compares about the demo accounts it reads first.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let admin: string, manager: string, angajat: string;
let adminName: string, angajatUsername: string;
const uuid: Record<string, string> = {};
let freeDesks: string[];
let rooms: string[];
/** The departments of this file's world: the test of a name already used takes Financiar's, the refusals Tehnologia Informației's. */
let fin: Group, itG: Group, hr: Group;
/** Which of the free desks each test may give to its groups. */
const DESKS = { create: [0, 1], replace: [2, 3, 4], version: 5, delete: 6 };

const save = (body: Record<string, unknown>, token = admin) => t.call('POST', '/api/groups/update', { token, body });
const details = (id: string) => t.call('GET', `/api/groups/${id}`, { token: admin });
const versionOf = async (id: string) => (await details(id)).body.payload.group.version as string;
/** A change as the console makes it: on the group as just read (issue #20). */
const update = async (body: Record<string, unknown> & { _id: string }, token = admin) =>
  save({ ...body, version: await versionOf(body._id) }, token);
const ids = (xs: { uuid?: string; deskId?: string; id?: string }[]) => xs.map((x) => x.uuid ?? x.deskId ?? x.id).sort();
const myGroups = async (token: string) =>
  (await t.call('GET', '/api/users/groups/', { token })).body.payload as {
    groups: { _id: string }[];
    mainGroup: string | null;
    managerOf: string[];
  };
const groupListOf = async (id: string) =>
  (await t.ctx.db.query<{ group_list: string[] }>('SELECT group_list FROM users WHERE uuid = $1', [id])).rows[0].group_list;
/** A new group of this name with these lists; answers its key. */
const created = async (body: Record<string, unknown> & { name: string }) => {
  const r = await save({ type: 'Proiect', ...body });
  expect(r.body.err, r.body.message).toBe(0);
  return r.body.payload._id as string;
};
async function audit(kind: string, target: string) {
  const rows = (await t.call('GET', `/api/audit?kind=${kind}&limit=500`, { token: admin })).body.payload.rows as {
    target: string;
    actorName: string;
    details: Record<string, any>;
  }[];
  return rows.filter((r) => r.target === target);
}

beforeAll(async () => {
  t = await createTestApp({ start: START });
  h = deskHelpers(t);
  [fin, itG, hr] = [
    await aGroup(t, { name: 'Financiar' }),
    await aGroup(t, { name: 'Tehnologia Informației' }),
    await aGroup(t, { name: 'Resurse Umane' }),
  ];
  const alfa = await aGroup(t, { name: 'Proiect Alfa', type: 'Proiect' });
  const people = {
    admin: await aPerson(t, { role: 'admin', adminOf: ['1', '2'], groups: [fin] }),
    manager: await aPerson(t, { role: 'manager', groups: [itG, alfa], managerOf: [itG, alfa] }),
    angajat: await aPerson(t, { name: 'Ana Angajat', groups: [itG, alfa] }),
    ambele: await aPerson(t, { buildings: ['1', '2'], groups: [fin] }),
    turn: await aPerson(t, { building: '2' }),
  };
  for (const [k, p] of Object.entries(people)) uuid[k] = p.uuid;
  [admin, manager, angajat] = [people.admin.token, people.manager.token, people.angajat.token];
  adminName = people.admin.name;
  angajatUsername = people.angajat.username;
  // Two more members of Resurse Umane, whose main group it is.
  for (let i = 0; i < 2; i++) await aPerson(t, { groups: [hr] });
  const floor = await aFloor(t);
  freeDesks = [];
  for (let i = 0; i < 7; i++) freeDesks.push(await aDesk(t, { floor, groups: [fin] }));
  rooms = [(await aRoom(t, { floor })).id, (await aRoom(t, { floor })).id];
});
afterAll(() => t.close());

describe('creating a group', () => {
  it('keys it by its name, starts its parking at 0, and gives it its members', async () => {
    const [angajatGroups, managerOf] = [await groupListOf(uuid.angajat), (await myGroups(manager)).managerOf];
    const desks = DESKS.create.map((i) => freeDesks[i]);
    const r = await save({
      name: 'Proiect Gama',
      type: 'Proiect',
      users: [uuid.angajat, uuid.ambele],
      managers: [uuid.manager],
      desks,
      rooms: rooms.slice(0, 1),
    });
    expect(r.body).toEqual({
      err: 0,
      payload: { _id: 'proiect-gama', name: 'Proiect Gama', type: 'Proiect', parkingSpots: 0, building: '1', version: expect.any(String) },
      message: MSG.groupCreated,
    });

    const d = (await details('proiect-gama')).body.payload;
    expect(d.group).toEqual(r.body.payload);
    expect(ids(d.users)).toEqual([uuid.ambele, uuid.angajat].sort());
    expect(d.users[0]).not.toHaveProperty('password_hash');
    expect(d.users.find((u: { username: string }) => u.username === angajatUsername)).toMatchObject({
      name: 'Ana Angajat',
      groupList: [...angajatGroups, 'proiect-gama'],
    });
    expect(ids(d.managers)).toEqual([uuid.manager]);
    expect(d.desks).toEqual(
      desks.map((deskId) => ({
        deskId,
        floor: Number(deskId.split('-')[0]),
        groupsIdList: [fin.id, 'proiect-gama'],
        type: null,
        manager: null,
      })),
    );
    expect(d.rooms).toEqual([
      expect.objectContaining({ id: rooms[0], name: expect.any(String), floor: Number(rooms[0].slice(1).split('-')[0]) }),
    ]);

    // The people see it among their own groups; the administrators' list has it too.
    expect((await myGroups(angajat)).groups.map((g) => g._id)).toContain('proiect-gama');
    expect((await myGroups(manager)).managerOf).toEqual([...managerOf, 'proiect-gama']);
    const all = (await t.call('GET', '/api/groups/', { token: admin })).body.payload.groups as { _id: string }[];
    expect(all.map((g) => g._id)).toContain('proiect-gama');

    const [entry] = await audit('groups.update', 'proiect-gama');
    expect(entry).toMatchObject({
      actorName: adminName,
      details: { created: true, name: { from: null, to: 'Proiect Gama' }, parkingSpots: { from: null, to: 0 } },
    });
    expect(entry.details.users).toEqual({ added: [uuid.ambele, uuid.angajat].sort(), removed: [] });
  });

  it('numbers the key of a name that slugs like another, and refuses a name already used (409), in any case', async () => {
    expect(await created({ name: 'Proiect Sigma' })).toBe('proiect-sigma');
    const r = await save({ name: 'Proiect-Sigma!', type: 'Proiect', parkingSpots: 2, building: '2' });
    expect(r.body.payload).toEqual({
      _id: 'proiect-sigma-2',
      name: 'Proiect-Sigma!',
      type: 'Proiect',
      parkingSpots: 2,
      building: '2',
      version: expect.any(String),
    });

    const before = (await t.call('GET', '/api/groups/', { token: admin })).body.payload.groups.length;
    const taken = await save({ name: fin.name.toUpperCase(), type: 'Departament', users: [uuid.angajat] });
    expect(taken.body).toEqual({ err: 409, payload: null, message: MSG.groupNameTaken, reason: 'app.groupNameTaken' });
    expect((await t.call('GET', '/api/groups/', { token: admin })).body.payload.groups).toHaveLength(before);
    expect((await myGroups(angajat)).groups.map((g) => g._id)).not.toContain(fin.id);
  });

  it('refuses an empty or control-character name and an unknown type or building', async () => {
    for (const body of [
      { name: '  ', type: 'Proiect' },
      { name: 'A\u0000B', type: 'Proiect' },
      { name: 'X', type: 'Echipa' },
      { name: 'X', type: 'Proiect', building: '9' },
      { name: 'X', type: 'Proiect', parkingSpots: -1 },
    ]) {
      const r = await save(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(/\S/);
    }
    expect((await save({ name: 'X', type: 'Proiect', building: '9' })).body.message).toBe(MSG.buildingUnknown);
  });
});

describe('changing a group', () => {
  it('renames it, and refuses a name another group uses (409) without changing anything', async () => {
    const id = await created({ name: 'Proiect Tau', parkingSpots: 2, building: '2' });
    const r = await update({ _id: id, name: 'Proiect Omega', type: 'Proiect' });
    expect(r.body).toMatchObject({
      err: 0,
      payload: { _id: id, name: 'Proiect Omega', building: '2', parkingSpots: 2 },
      message: MSG.groupUpdated,
    });
    const clash = await update({ _id: id, name: 'proiect alfa', type: 'Proiect', parkingSpots: 9 });
    expect(clash.body).toMatchObject({ err: 409, message: MSG.groupNameTaken });
    expect((await details(id)).body.payload.group).toMatchObject({ name: 'Proiect Omega', parkingSpots: 2 });
    const [last] = await audit('groups.update', id);
    expect(last.details).toEqual({ name: { from: 'Proiect Tau', to: 'Proiect Omega' } });
  });

  it('says so when only the parking spots changed', async () => {
    const id = await created({ name: 'Proiect Epsilon' });
    const r = await update({ _id: id, name: 'Proiect Epsilon', type: 'Proiect', parkingSpots: 5 });
    expect(r.body).toMatchObject({ err: 0, payload: { parkingSpots: 5 }, message: MSG.groupParkingUpdated });
    expect((await details(id)).body.payload.group.parkingSpots).toBe(5);
    expect((await audit('groups.update', id))[0].details).toEqual({ parkingSpots: { from: 0, to: 5 } });
  });

  it('replaces each membership list sent, and leaves the others as they are', async () => {
    const managerOf = (await myGroups(manager)).managerOf;
    const [d0, d1, d2] = DESKS.replace.map((i) => freeDesks[i]);
    const id = await created({
      name: 'Proiect Zeta',
      users: [uuid.angajat, uuid.ambele],
      managers: [uuid.manager],
      desks: [d0, d1],
      rooms: rooms.slice(0, 1),
    });
    const r = await update({ _id: id, name: 'Proiect Zeta', type: 'Proiect', users: [uuid.ambele, uuid.manager], desks: [d1, d2] });
    expect(r.body.message).toBe(MSG.groupUpdated);
    const d = (await details(id)).body.payload;
    expect(ids(d.users)).toEqual([uuid.ambele, uuid.manager].sort());
    expect(ids(d.managers)).toEqual([uuid.manager]);
    expect(ids(d.desks)).toEqual([d1, d2].sort());
    expect(ids(d.rooms)).toEqual([rooms[0]]);
    expect((await myGroups(angajat)).groups.map((g) => g._id)).not.toContain(id);
    const desk = (await t.call('GET', `/api/desks/group/${fin.id}?date=2026-03-04`, { token: admin })).body.payload.find(
      (x: { deskId: string }) => x.deskId === d0,
    );
    expect(desk.groupsIdList).toEqual([fin.id]);
    expect((await audit('groups.update', id))[0].details).toEqual({
      users: { added: [uuid.manager], removed: [uuid.angajat] },
      desks: { added: [d2], removed: [d0] },
    });

    // Empty lists empty the group; the managers lose it from their managed groups.
    await update({ _id: id, name: 'Proiect Zeta', type: 'Proiect', managers: [], rooms: [] });
    const after = (await details(id)).body.payload;
    expect([after.managers, after.rooms]).toEqual([[], []]);
    expect((await myGroups(manager)).managerOf).toEqual(managerOf);
  });

  it('clears the main group of a person taken out of it, as they see it themselves', async () => {
    const members = (await details(hr.id)).body.payload.users as { uuid: string; mainGroup: string }[];
    const out = members.find((u) => u.mainGroup === hr.id)!;
    const token = await h.tokenFor(out.uuid);
    try {
      expect((await myGroups(token)).mainGroup).toBe(hr.id);
      const r = await update({
        _id: hr.id,
        name: 'Resurse Umane',
        type: 'Departament',
        users: members.filter((u) => u !== out).map((u) => u.uuid),
      });
      expect(r.body.err).toBe(0);
      const mine = await myGroups(token);
      expect(mine.mainGroup).toBeNull();
      expect(mine.groups.map((g) => g._id)).not.toContain(hr.id);
    } finally {
      await update({ _id: hr.id, name: 'Resurse Umane', type: 'Departament', users: members.map((u) => u.uuid) });
      await t.ctx.db.query('UPDATE users SET main_group = $2 WHERE uuid = $1', [out.uuid, hr.id]);
    }
  });

  it('refuses unknown members with 400 naming the first one, and changes nothing', async () => {
    const ghost = '00000000-0000-4000-8000-00000000dead';
    const cases: [Record<string, unknown>, string][] = [
      [{ users: [uuid.angajat, ghost] }, MSG.groupUserUnknown(ghost)],
      [{ managers: [ghost.toUpperCase()] }, MSG.groupUserUnknown(ghost)],
      [{ users: [uuid.angajat], desks: ['9-999', '9-998'] }, MSG.groupDeskUnknown('9-999')],
      [{ rooms: ['E9-99'] }, MSG.groupRoomUnknown('E9-99')],
    ];
    const id = await created({ name: 'Proiect Eta', users: [uuid.ambele] });
    const before = (await details(id)).body.payload;
    for (const [lists, message] of cases) {
      const r = await update({ _id: id, name: 'Alt Nume', type: 'Departament', parkingSpots: 1, ...lists });
      expect(r.body).toMatchObject({ err: 400, payload: null, message });
    }
    expect((await details(id)).body.payload).toEqual(before);
    // The creation's entry alone.
    expect((await audit('groups.update', id)).length).toBe(1);
  });

  it('answers 404 for an unknown group, and only administrators of the office may call', async () => {
    expect((await save({ _id: 'nu-exista', name: 'Nu Exista', type: 'Proiect' })).body).toMatchObject({
      err: 404,
      message: MSG.groupUnknown,
      reason: 'app.groupUnknown',
    });
    expect((await details('nu-exista')).body).toMatchObject({ err: 404, message: MSG.groupUnknown });
    expect((await update({ _id: itG.id, name: 'IT', type: 'Departament' }, manager)).status).toBe(403);
    expect((await t.call('GET', `/api/groups/${itG.id}`, { token: manager })).status).toBe(403);
    expect((await details(itG.id)).body.payload.group.name).toBe(itG.name);
  });
});

describe('two administrators at once (issue #20)', () => {
  const changed = {
    err: 409,
    payload: null,
    message: 'Grupul a fost modificat între timp. Reîncărcați pagina.',
    reason: 'app.groupChanged',
  };

  it("refuses the second of two updates made on the same version, keeping the first one's members", async () => {
    const id = await created({ name: 'Proiect Kappa', users: [uuid.manager] });
    const other = await h.tokenFor(uuid.admin);
    const v = await versionOf(id);
    const first = await save({ _id: id, name: 'Proiect Kappa', type: 'Proiect', users: [uuid.angajat, uuid.ambele], version: v });
    expect(first.body.err).toBe(0);
    const second = await save({ _id: id, name: 'Proiect Kappa', type: 'Proiect', users: [uuid.manager], version: v }, other);
    expect(second.body).toEqual(changed);
    expect(ids((await details(id)).body.payload.users)).toEqual([uuid.ambele, uuid.angajat].sort());
    // The answer's version is the group's now: the console's next change goes through with it.
    expect(first.body.payload.version).toBe(await versionOf(id));
    const next = await save({
      _id: id,
      name: 'Proiect Kappa',
      type: 'Proiect',
      users: [uuid.angajat, uuid.ambele, uuid.manager],
      version: first.body.payload.version,
    });
    expect(next.body.err).toBe(0);
  });

  it('lets exactly one of two updates sent at once on the same version through', async () => {
    const id = await created({ name: 'Proiect Lambda', users: [uuid.manager] });
    const v = await versionOf(id);
    const body = { _id: id, name: 'Proiect Lambda', type: 'Proiect', version: v };
    const both = await Promise.all([save({ ...body, users: [uuid.angajat] }), save({ ...body, users: [uuid.ambele] })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both[0].status === 200 ? uuid.angajat : uuid.ambele;
    expect(ids((await details(id)).body.payload.users)).toEqual([winner]);
  });

  it('changes the version when a membership changes through another route', async () => {
    const id = await created({ name: 'Proiect Mu' });
    const v1 = await versionOf(id);
    const groupList = await groupListOf(uuid.ambele);
    expect(
      (await t.call('POST', '/api/users/update', { token: admin, body: { uuid: uuid.ambele, groupList: [...groupList, id] } })).body.err,
    ).toBe(0);
    const v2 = await versionOf(id);
    expect(v2).not.toBe(v1);
    expect((await save({ _id: id, name: 'Proiect Mu', type: 'Proiect', parkingSpots: 1, version: v1 })).body).toEqual(changed);

    const desk = freeDesks[DESKS.version];
    expect((await t.call('POST', '/api/desks/update', { token: admin, body: { deskId: desk, groupsIdList: [fin.id, id] } })).body.err).toBe(
      0,
    );
    expect(await versionOf(id)).not.toBe(v2);
    // A change of nothing the group shows leaves its version as it was.
    const v3 = await versionOf(id);
    expect((await t.call('POST', '/api/users/update', { token: admin, body: { uuid: uuid.ambele, officeRoom: '12' } })).body.err).toBe(0);
    expect(await versionOf(id)).toBe(v3);
  });

  it('requires the version to change a group (400), but not to create one', async () => {
    const r = await save({ _id: itG.id, name: 'IT', type: 'Departament' });
    expect(r.body).toMatchObject({ err: 400, message: MSG.groupVersionMissing, reason: 'app.groupVersionMissing' });
    expect((await details(itG.id)).body.payload.group.name).toBe(itG.name);
  });
});

describe('deleting a group', () => {
  it('takes it from every member, keeps the group of its past reservations, and frees nothing else', async () => {
    const desk = freeDesks[DESKS.delete];
    const made = await save({
      name: 'Proiect Delta',
      type: 'Proiect',
      users: [uuid.angajat],
      managers: [uuid.manager],
      desks: [desk],
      rooms: [rooms[1]],
    });
    expect(made.body.payload._id).toBe('proiect-delta');
    const ambeleMain = (await myGroups(await h.tokenFor(uuid.ambele))).mainGroup;
    await t.ctx.db.query('UPDATE users SET main_group = $2 WHERE uuid = $1', [uuid.ambele, 'proiect-delta']);
    const booked = await h.book(angajat, { deskId: desk, reservationDate: '2026-03-04', groupId: 'proiect-delta' });
    expect(booked.body.payload).toMatchObject({ groupId: 'proiect-delta', status: 'booked' });
    // The reservation is now in the past; the clock goes back after, for the other tests.
    await h.withClock('2026-03-05T08:00:00Z', async () => {
      const r = await t.call('POST', '/api/groups/delete', { token: admin, body: { _id: 'proiect-delta' } });
      expect(r.body).toEqual({ err: 0, payload: { _id: 'proiect-delta' }, message: MSG.groupDeleted });
      expect((await details('proiect-delta')).status).toBe(404);
      expect((await myGroups(angajat)).groups.map((g) => g._id)).not.toContain('proiect-delta');
      expect((await myGroups(manager)).managerOf).not.toContain('proiect-delta');
      expect((await myGroups(await h.tokenFor(uuid.ambele))).mainGroup).toBeNull();
      await t.ctx.db.query('UPDATE users SET main_group = $2 WHERE uuid = $1', [uuid.ambele, ambeleMain]);
      const onMap = (await t.call('GET', '/api/desks?date=2026-03-06', { token: admin })).body.payload.find(
        (x: { deskId: string }) => x.deskId === desk,
      );
      expect(onMap.groupsIdList).toEqual([fin.id]);
      const room = (await t.call('GET', '/api/conference-rooms', { token: admin })).body.payload.find(
        (x: { id: string }) => x.id === rooms[1],
      );
      expect(room.groupsIdList).not.toContain('proiect-delta');
      const past = await t.call('GET', `/api/reservations/desks/${booked.body.payload._id}`, { token: angajat });
      expect(past.body.payload).toMatchObject({ groupId: 'proiect-delta', deskId: desk });

      const [entry] = await audit('groups.delete', 'proiect-delta');
      expect(entry.details).toMatchObject({
        group: { name: 'Proiect Delta' },
        users: [uuid.ambele, uuid.angajat, uuid.manager].sort(),
        desks: [desk],
        rooms: [rooms[1]],
      });
      // A new group of the same name does not inherit the deleted one's reservations.
      expect((await save({ name: 'Proiect Delta', type: 'Proiect' })).body.payload._id).toBe('proiect-delta-2');
    });
  });

  it('answers 404 for an unknown group and 403 to others, deleting nothing', async () => {
    expect((await t.call('POST', '/api/groups/delete', { token: admin, body: { _id: 'nu-exista' } })).body).toMatchObject({
      err: 404,
      message: MSG.groupUnknown,
    });
    expect((await t.call('POST', '/api/groups/delete', { token: manager, body: { _id: itG.id } })).status).toBe(403);
    expect((await details(itG.id)).body.payload.users.length).toBeGreaterThan(0);
  });
});
