import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The managers' projects (decisions §9): a manager lends desks of the departments they manage
// to the projects they manage, and takes them back; anything else is 403 and changes nothing.
let t: TestApp;
let admin: string, manager: string, angajat: string, officeAdmin: string;
let itDesk: string, itDesk2: string, financiarDesk: string, alfaDesk: string;

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
  [admin, manager, angajat] = await Promise.all(['admin', 'manager', 'angajat'].map((u) => t.login(u)));
  const made = await t.call('POST', '/api/users/massRegister', {
    token: admin,
    body: {
      accounts: [
        {
          credentials: { username: 'admin.birouri', password: 'parola-admin' },
          userInfo: { email: 'admin.birouri@example.com', name: 'Admin Birouri', building: '1', adminOf: ['1'] },
        },
      ],
    },
  });
  expect(made.body.err).toBe(0);
  officeAdmin = await t.login('admin.birouri', 'parola-admin');
  const alfa = await deskIds(admin, 'proiect-alfa');
  const it = (await deskIds(admin, 'it')).filter((d) => !alfa.includes(d));
  [itDesk, itDesk2] = it;
  alfaDesk = alfa[0];
  financiarDesk = (await deskIds(admin, 'financiar'))[0];
});
afterAll(() => t.close());

describe('my projects', () => {
  it('lists the projects the caller manages, each with its desks and the desks of their departments it could take', async () => {
    const mine = await projects(manager);
    expect(mine.map((p) => p._id)).toEqual(['proiect-alfa']);
    expect(mine[0]).toMatchObject({ name: 'Proiect Alfa', type: 'Proiect', parkingSpots: 3, building: '1' });
    expect(mine[0].desks.map((d) => d.deskId).sort()).toEqual((await deskIds(admin, 'proiect-alfa')).sort());
    expect(mine[0].desks[0]).toEqual({
      deskId: expect.any(String),
      floor: expect.any(Number),
      groupsIdList: expect.arrayContaining(['proiect-alfa']),
      type: null,
      manager: null,
    });
    expect(mine[0].availableDesks.map((d) => d.deskId)).toContain(itDesk);
    expect(mine[0].availableDesks.every((d) => d.groupsIdList.includes('it'))).toBe(true);
    // Role admin manages every group; an administrator of the office who manages none sees none.
    expect((await projects(admin)).map((p) => p._id)).toEqual(['proiect-alfa', 'proiect-beta']);
    expect(await projects(officeAdmin)).toEqual([]);
  });

  it('adds a desk of a department the manager manages, then takes it out again', async () => {
    const added = await change(manager, 'proiect-alfa', itDesk, 'add');
    expect(added.body).toMatchObject({ err: 0, message: MSG.projectDeskAdded, payload: { _id: 'proiect-alfa' } });
    expect(added.body.payload.desks.map((d: Desk) => d.deskId)).toContain(itDesk);
    expect((await projects(manager))[0].availableDesks.map((d) => d.deskId)).not.toContain(itDesk);
    expect(await deskIds(angajat, 'proiect-alfa')).toContain(itDesk);
    expect(await deskIds(angajat, 'it')).toContain(itDesk); // it stays a desk of its department

    const removed = await change(manager, 'proiect-alfa', itDesk, 'remove');
    expect(removed.body).toMatchObject({ err: 0, message: MSG.projectDeskRemoved });
    expect(await deskIds(angajat, 'proiect-alfa')).not.toContain(itDesk);
    expect((await projects(manager))[0].availableDesks.map((d) => d.deskId)).toContain(itDesk);

    const [out, into] = await auditRows();
    expect(into).toMatchObject({
      target: `proiect-alfa/${itDesk}`,
      actorName: 'Mihai Manager',
      details: { action: 'add', groupsIdList: { from: ['it'], to: ['it', 'proiect-alfa'] } },
    });
    expect(out).toMatchObject({
      target: `proiect-alfa/${itDesk}`,
      details: { action: 'remove', groupsIdList: { from: ['it', 'proiect-alfa'], to: ['it'] } },
    });
  });

  it('adds a desk already in the project without a second entry, and takes out a desk the project held from the start', async () => {
    expect((await change(manager, 'proiect-alfa', itDesk, 'add')).body.err).toBe(0);
    const before = (await auditRows()).length;
    expect((await change(manager, 'proiect-alfa', itDesk, 'add')).body).toMatchObject({ err: 0, message: MSG.projectDeskAdded });
    expect((await auditRows()).length).toBe(before);
    expect((await change(manager, 'proiect-alfa', itDesk, 'remove')).body.err).toBe(0);
    expect((await change(manager, 'proiect-alfa', alfaDesk, 'remove')).body.message).toBe(MSG.projectDeskRemoved);
    expect(await deskIds(admin, 'proiect-alfa')).not.toContain(alfaDesk);
    // Put back through the administration of desks, as it was.
    const back = await t.call('POST', '/api/desks/update', { token: admin, body: { deskId: alfaDesk, groupsIdList: ['proiect-alfa'] } });
    expect(back.body.err).toBe(0);
  });

  it('refuses another group or another desk with 403 and changes nothing', async () => {
    const before = {
      alfa: await deskIds(admin, 'proiect-alfa'),
      beta: await deskIds(admin, 'proiect-beta'),
      entries: (await auditRows()).length,
    };
    const refusals: [string, string, 'add' | 'remove', string][] = [
      ['proiect-beta', itDesk, 'add', MSG.projectNotManaged], // a project they do not manage
      ['it', itDesk2, 'add', MSG.projectNotManaged], // a department is not a project
      ['nu-exista', itDesk, 'add', MSG.projectNotManaged],
      ['proiect-alfa', financiarDesk, 'add', MSG.projectDeskNotYours], // a desk of another department
      ['proiect-alfa', itDesk2, 'remove', MSG.projectDeskNotInProject], // a desk the project does not hold
    ];
    for (const [groupId, deskId, action, message] of refusals) {
      const r = await change(manager, groupId, deskId, action);
      expect(r.body, `${groupId} ${deskId} ${action}`).toMatchObject({ err: 403, payload: null, message });
    }
    expect((await change(officeAdmin, 'proiect-alfa', itDesk, 'add')).body).toMatchObject({ err: 403, message: MSG.projectNotManaged });
    expect((await change(manager, 'proiect-alfa', '9-999', 'add')).body).toMatchObject({ err: 404 });
    expect((await change(angajat, 'proiect-alfa', itDesk, 'add')).body).toMatchObject({ err: 403, reason: 'access' });
    expect((await t.call('GET', '/api/manager/projects', { token: angajat })).status).toBe(403);
    expect({
      alfa: await deskIds(admin, 'proiect-alfa'),
      beta: await deskIds(admin, 'proiect-beta'),
      entries: (await auditRows()).length,
    }).toEqual(before);
  });

  it('lets role admin lend any department desk to any project', async () => {
    const r = await change(admin, 'proiect-beta', financiarDesk, 'add');
    expect(r.body).toMatchObject({ err: 0, message: MSG.projectDeskAdded });
    expect(await deskIds(manager, 'proiect-beta')).toContain(financiarDesk);
    expect((await change(admin, 'proiect-beta', financiarDesk, 'remove')).body.err).toBe(0);
  });

  it('refuses a malformed body with 400', async () => {
    for (const body of [
      { groupId: 'proiect-alfa', deskId: itDesk, action: 'move' },
      { groupId: 'proiect-alfa', deskId: 'x', action: 'add' },
      { groupId: '', deskId: itDesk, action: 'add' },
    ]) {
      expect((await t.call('POST', '/api/manager/projects/desks', { token: manager, body })).status).toBe(400);
    }
  });
});
