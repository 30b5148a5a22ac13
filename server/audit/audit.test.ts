import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUDIT_KIND } from '../../domain/audit.js';
import { aFloor, aGroup, aRoom } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { recordAudit } from './audit-service.js';

// Decisions §12: entries are written with the change, never hold a password, are read newest
// first by administrators, and are never edited or deleted.
let t: TestApp;
let admin: string;
const actor = { uuid: '00000000-0000-4000-8000-0000000000a1', name: 'Ana Admin' };
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const at = (iso: string) => new Date(iso);
  await recordAudit(t.ctx.db, actor, at('2026-03-02T08:00:00Z'), AUDIT_KIND.settingsUpdate, '1/maxDaysDesk', { from: 30, to: 20 });
  await recordAudit(t.ctx.db, actor, at('2026-03-03T08:00:00Z'), AUDIT_KIND.usersImport, '2 conturi', {
    accounts: [{ credentials: { username: 'a', password: 'secret123' } }],
  });
  await recordAudit(
    t.ctx.db,
    { uuid: '00000000-0000-4000-8000-0000000000b2', name: 'Bogdan' },
    at('2026-03-04T08:00:00Z'),
    AUDIT_KIND.desksUpdate,
    '4-12',
    { type: 'Manager' },
  );
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

async function makeAdmin(t: TestApp): Promise<string> {
  const { hashPassword } = await import('../accounts/passwords.js');
  await t.ctx.db.query(
    "INSERT INTO users (uuid, username, name, email, password_hash, role, confirmed) VALUES ('00000000-0000-4000-8000-0000000000c3', 'sef', 'Șef', 'sef@example.com', $1, 'admin', true)",
    [await hashPassword('parola-sef')],
  );
  return t.login('sef', 'parola-sef');
}

it('lists entries newest first, filtered by days, actor and kind, paged', async () => {
  const all = await t.call('GET', '/api/audit', { token: admin });
  expect(all.body.payload.total).toBe(3);
  expect(all.body.payload.rows.map((r: { kind: string }) => r.kind)).toEqual(['desks.update', 'users.import', 'settings.update']);
  expect(all.body.payload.rows[2]).toEqual({
    at: '2026-03-02T08:00:00.000Z',
    actorUuid: actor.uuid,
    actorName: 'Ana Admin',
    kind: 'settings.update',
    target: '1/maxDaysDesk',
    targetName: null,
    details: { from: 30, to: 20 },
  });
  const days = await t.call('GET', '/api/audit?from=2026-03-03&to=2026-03-02', { token: admin });
  expect(days.body.payload.rows.map((r: { kind: string }) => r.kind)).toEqual(['users.import', 'settings.update']);
  const mine = await t.call('GET', `/api/audit?actor=${actor.uuid}&kind=users.import`, { token: admin });
  expect(mine.body.payload.total).toBe(1);
  const page = await t.call('GET', '/api/audit?offset=1&limit=1', { token: admin });
  expect(page.body.payload).toMatchObject({ total: 3, rows: [{ kind: 'users.import' }] });
  expect((await t.call('GET', '/api/audit?limit=501', { token: admin })).status).toBe(400);
});

it('never writes a password into an entry', async () => {
  const r = await t.call('GET', '/api/audit?kind=users.import', { token: admin });
  expect(JSON.stringify(r.body.payload)).not.toContain('secret123');
  expect(r.body.payload.rows[0].details).toEqual({ accounts: [{ credentials: { username: 'a' } }] });
});

it('is written with the change: a change rolled back leaves no entry', async () => {
  await expect(
    t.ctx.db.transaction(async (tx) => {
      await recordAudit(tx, actor, new Date(), AUDIT_KIND.groupsDelete, 'it');
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect((await t.call('GET', '/api/audit?kind=groups.delete', { token: admin })).body.payload.total).toBe(0);
});

it('refuses to edit or delete an entry, even straight in the database', async () => {
  await expect(t.ctx.db.query("UPDATE audit_log SET actor_name = 'altcineva'")).rejects.toThrow();
  await expect(t.ctx.db.query('DELETE FROM audit_log')).rejects.toThrow();
  expect((await t.call('GET', '/api/audit', { token: admin })).body.payload.total).toBe(3);
});

// On an app of its own: entries cannot be deleted, and the other tests count theirs.
it('names the people an entry is about: the target user, and a map of the names of the UUIDs in the details (issue #21)', async () => {
  const own = await createTestApp({ demo: false });
  try {
    const token = await makeAdmin(own);
    const sef = '00000000-0000-4000-8000-0000000000c3';
    await recordAudit(own.ctx.db, actor, new Date('2026-03-05T08:00:00Z'), AUDIT_KIND.usersUpdate, sef, {
      username: 'sef',
      changes: { role: { from: 'user', to: 'admin' } },
    });
    await recordAudit(own.ctx.db, actor, new Date('2026-03-05T09:00:00Z'), AUDIT_KIND.groupsUpdate, 'it', {
      users: { added: [sef.toUpperCase(), actor.uuid], removed: [] },
    });
    const r = await own.call('GET', '/api/audit?from=2026-03-05&to=2026-03-05', { token });
    expect(r.body.payload.rows).toMatchObject([
      { kind: 'groups.update', target: 'it', targetName: null },
      { kind: 'users.update', target: sef, targetName: 'Șef' },
    ]);
    // Ana Admin has no account: her id stays as written.
    expect(r.body.payload.names).toEqual({ [sef]: 'Șef' });
  } finally {
    await own.close();
  }
});

it('names the groups, rooms and floors an entry holds by id, deleted rooms too (#39 point 6)', async () => {
  const own = await createTestApp({ demo: false });
  try {
    const token = await makeAdmin(own);
    const group = await aGroup(own, { name: 'Financiar' });
    const floor = await aFloor(own, { name: 'Mansarda' });
    const room = await aRoom(own, { floor, name: 'Sala Dunărea' });
    const gone = await aRoom(own, { floor, name: 'Sala Ștearsă' });
    await own.ctx.db.query('UPDATE all_rooms SET deleted_at = now() WHERE id = $1', [gone.id]);
    const at = new Date('2026-03-06T08:00:00Z');
    await recordAudit(own.ctx.db, actor, at, AUDIT_KIND.roomsUpdate, room.id, {
      from: { groupsIdList: [] },
      to: { groupsIdList: [group.id] },
    });
    await recordAudit(own.ctx.db, actor, at, AUDIT_KIND.roomsDelete, gone.id, { from: { floor: floor.floor } });
    await recordAudit(own.ctx.db, actor, at, AUDIT_KIND.projectsDesks, `${group.id}/${floor.floor}-1`, { action: 'add' });
    const r = await own.call('GET', '/api/audit?from=2026-03-06&to=2026-03-06', { token });
    expect(r.body.payload.groups).toEqual({ [group.id]: 'Financiar' });
    expect(r.body.payload.rooms).toEqual({ [room.id]: 'Sala Dunărea', [gone.id]: 'Sala Ștearsă' });
    expect(r.body.payload.floors[String(floor.floor)]).toBe('Mansarda');
  } finally {
    await own.close();
  }
});
