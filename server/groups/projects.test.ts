import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { aDesk, aFloor, aGroup, aPerson, type Group } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The managers' projects (decisions §9): a manager lends desks of the departments they manage
// to the projects they manage, and takes them back; anything else is 403 and changes nothing.
let t: TestApp;
let admin: string, manager: string, angajat: string, officeAdmin: string;
let itDesk: string, itDesk2: string, financiarDesk: string, alfaDesk: string;
let itDept: Group, financiar: Group, alfa: Group, beta: Group;

interface Desk {
  deskId: string;
  groupsIdList: string[];
}
interface Project {
  _id: string;
  type: string;
  desks: Desk[];
  availableDesks: Desk[];
}
const projects = async (token: string) => (await t.call('GET', '/api/manager/projects', { token })).body.payload as Project[];
const change = (token: string, groupId: string, deskId: string, action: 'add' | 'remove') =>
  t.call('POST', '/api/manager/projects/desks', { token, body: { groupId, deskId, action } });
const deskIds = (token: string, group: string) =>
  t.call('GET', `/api/desks/group/${group}`, { token }).then((r) => (r.body.payload as Desk[]).map((d) => d.deskId));
const auditRows = async () =>
  (await t.call('GET', '/api/audit?kind=projects.desks', { token: admin })).body.payload.rows as {
    target: string;
    actorName: string;
    details: unknown;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  [itDept, financiar] = await Promise.all([aGroup(t), aGroup(t)]);
  [alfa, beta] = [await aGroup(t, { type: 'Proiect', parkingSpots: 3 }), await aGroup(t, { type: 'Proiect' })];
  const floor = await aFloor(t);
  [itDesk, itDesk2, financiarDesk, alfaDesk] = [
    await aDesk(t, { floor, groups: [itDept] }),
    await aDesk(t, { floor, groups: [itDept] }),
    await aDesk(t, { floor, groups: [financiar] }),
    await aDesk(t, { floor, groups: [alfa] }),
  ];
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], groups: [financiar] })).token;
  manager = (await aPerson(t, { role: 'manager', name: 'Mihai Manager', groups: [itDept, alfa], managerOf: [itDept, alfa] })).token;
  angajat = (await aPerson(t, { groups: [itDept, alfa] })).token;
  officeAdmin = (await aPerson(t, { adminOf: ['1'] })).token; // an administrator of the office by adminOf, not by role
});
afterAll(() => t.close());

describe('my projects', () => {
  it('lists the projects the caller manages, each with its desks and the desks of their departments it could take', async () => {
    const mine = await projects(manager);
    expect(mine.map((p) => p._id)).toEqual([alfa.id]);
    expect(mine[0]).toMatchObject({ name: alfa.name, type: 'Proiect', parkingSpots: 3, building: '1' });
    expect(mine[0].desks.map((d) => d.deskId).sort()).toEqual((await deskIds(admin, alfa.id)).sort());
    expect(mine[0].desks[0]).toEqual({
      deskId: expect.any(String),
      floor: expect.any(Number),
      groupsIdList: expect.arrayContaining([alfa.id]),
      type: null,
      manager: null,
    });
    expect(mine[0].availableDesks.map((d) => d.deskId)).toContain(itDesk);
    expect(mine[0].availableDesks.every((d) => d.groupsIdList.includes(itDept.id))).toBe(true);
    // Role admin manages every group; an administrator of the office who manages none sees none.
    expect((await projects(admin)).map((p) => p._id)).toEqual([alfa.id, beta.id]);
    expect(await projects(officeAdmin)).toEqual([]);
  });

  it('adds a desk of a department the manager manages, then takes it out again', async () => {
    const added = await change(manager, alfa.id, itDesk, 'add');
    expect(added.body).toMatchObject({ err: 0, message: MSG.projectDeskAdded, payload: { _id: alfa.id } });
    expect(added.body.payload.desks.map((d: Desk) => d.deskId)).toContain(itDesk);
    expect((await projects(manager))[0].availableDesks.map((d) => d.deskId)).not.toContain(itDesk);
    expect(await deskIds(angajat, alfa.id)).toContain(itDesk);
    expect(await deskIds(angajat, itDept.id)).toContain(itDesk); // it stays a desk of its department

    const removed = await change(manager, alfa.id, itDesk, 'remove');
    expect(removed.body).toMatchObject({ err: 0, message: MSG.projectDeskRemoved });
    expect(await deskIds(angajat, alfa.id)).not.toContain(itDesk);
    expect((await projects(manager))[0].availableDesks.map((d) => d.deskId)).toContain(itDesk);

    const [out, into] = await auditRows();
    expect(into).toMatchObject({
      target: `${alfa.id}/${itDesk}`,
      actorName: 'Mihai Manager',
      details: { action: 'add', groupsIdList: { from: [itDept.id], to: [itDept.id, alfa.id] } },
    });
    expect(out).toMatchObject({
      target: `${alfa.id}/${itDesk}`,
      details: { action: 'remove', groupsIdList: { from: [itDept.id, alfa.id], to: [itDept.id] } },
    });
  });

  it('adds a desk already in the project without a second entry, and takes out a desk the project held from the start', async () => {
    expect((await change(manager, alfa.id, itDesk, 'add')).body.err).toBe(0);
    const before = (await auditRows()).length;
    expect((await change(manager, alfa.id, itDesk, 'add')).body).toMatchObject({ err: 0, message: MSG.projectDeskAdded });
    expect((await auditRows()).length).toBe(before);
    expect((await change(manager, alfa.id, itDesk, 'remove')).body.err).toBe(0);
    expect((await change(manager, alfa.id, alfaDesk, 'remove')).body.message).toBe(MSG.projectDeskRemoved);
    expect(await deskIds(admin, alfa.id)).not.toContain(alfaDesk);
    // Put back through the administration of desks, as it was.
    const back = await t.call('POST', '/api/desks/update', { token: admin, body: { deskId: alfaDesk, groupsIdList: [alfa.id] } });
    expect(back.body.err).toBe(0);
  });

  it('refuses another group or another desk with 403 and changes nothing', async () => {
    const before = {
      alfa: await deskIds(admin, alfa.id),
      beta: await deskIds(admin, beta.id),
      entries: (await auditRows()).length,
    };
    const refusals: [string, string, 'add' | 'remove', string][] = [
      [beta.id, itDesk, 'add', MSG.projectNotManaged], // a project they do not manage
      [itDept.id, itDesk2, 'add', MSG.projectNotManaged], // a department is not a project
      ['nu-exista', itDesk, 'add', MSG.projectNotManaged],
      [alfa.id, financiarDesk, 'add', MSG.projectDeskNotYours], // a desk of another department
      [alfa.id, itDesk2, 'remove', MSG.projectDeskNotInProject], // a desk the project does not hold
    ];
    for (const [groupId, deskId, action, message] of refusals) {
      const r = await change(manager, groupId, deskId, action);
      expect(r.body, `${groupId} ${deskId} ${action}`).toMatchObject({ err: 403, payload: null, message });
    }
    expect((await change(officeAdmin, alfa.id, itDesk, 'add')).body).toMatchObject({ err: 403, message: MSG.projectNotManaged });
    expect((await change(manager, alfa.id, '9-999', 'add')).body).toMatchObject({ err: 404 });
    expect((await change(angajat, alfa.id, itDesk, 'add')).body).toMatchObject({ err: 403, reason: 'access' });
    expect((await t.call('GET', '/api/manager/projects', { token: angajat })).status).toBe(403);
    expect({
      alfa: await deskIds(admin, alfa.id),
      beta: await deskIds(admin, beta.id),
      entries: (await auditRows()).length,
    }).toEqual(before);
  });

  it('lets role admin lend any department desk to any project', async () => {
    const r = await change(admin, beta.id, financiarDesk, 'add');
    expect(r.body).toMatchObject({ err: 0, message: MSG.projectDeskAdded });
    expect(await deskIds(manager, beta.id)).toContain(financiarDesk);
    expect((await change(admin, beta.id, financiarDesk, 'remove')).body.err).toBe(0);
  });

  it('refuses a malformed body with 400', async () => {
    for (const body of [
      { groupId: alfa.id, deskId: itDesk, action: 'move' },
      { groupId: alfa.id, deskId: 'x', action: 'add' },
      { groupId: '', deskId: itDesk, action: 'add' },
    ]) {
      expect((await t.call('POST', '/api/manager/projects/desks', { token: manager, body })).status).toBe(400);
    }
  });
});
