import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KIND } from '../../domain/audit.js';
import { aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// A person's need of an accessible parking space (decisions §26, #47 point 1): health data that only
// the administrators of building 2 see and set; every other caller gets answers without the key.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
let towerAdmin: Person;
let officeAdmin: Person;

beforeAll(async () => {
  t = await createTestApp({ start: START });
  // Building administrators: each sees the people of both buildings, and changes those of their own building only.
  towerAdmin = await aPerson(t, { building: '2', adminOf: ['2'] });
  officeAdmin = await aPerson(t, { building: '1', adminOf: ['1'] });
});
afterAll(() => t.close());

/** A person of both buildings, whom each administrator sees. */
const someone = (accessibleSpace = false) => aPerson(t, { building: '2', buildings: ['1', '2'], parkingRight: true, accessibleSpace });
/** A person of one building, whom its administrator changes. */
const ofBuilding = (building: '1' | '2', accessibleSpace = false) => aPerson(t, { building, parkingRight: true, accessibleSpace });

const info = (token: string, uuid: string) => t.call('GET', `/api/users/info/${uuid}`, { token });
const listed = async (token: string, uuid: string) => {
  const rows = (await t.call('GET', '/api/users', { token })).body.payload as { uuid: string; accessibleSpace?: boolean }[];
  return rows.find((u) => u.uuid === uuid);
};
const stored = async (uuid: string) =>
  (await t.ctx.db.query<{ a: boolean }>('SELECT accessible_space AS a FROM users WHERE uuid = $1', [uuid])).rows[0].a;

describe('the answers', () => {
  it('carry accessibleSpace to an administrator of building 2', async () => {
    const p = await someone(true);
    expect((await info(towerAdmin.token, p.uuid)).body.payload.accessibleSpace).toBe(true);
    expect((await listed(towerAdmin.token, p.uuid))?.accessibleSpace).toBe(true);
    const q = await someone(false);
    expect((await info(towerAdmin.token, q.uuid)).body.payload.accessibleSpace).toBe(false);
  });

  it('leave it out for an administrator of building 1 only, and for the person themself', async () => {
    const p = await someone(true);
    const byOffice = await info(officeAdmin.token, p.uuid);
    expect(byOffice.status).toBe(200);
    expect(byOffice.body.payload).not.toHaveProperty('accessibleSpace');
    const row = await listed(officeAdmin.token, p.uuid);
    expect(row).toMatchObject({ uuid: p.uuid });
    expect(row).not.toHaveProperty('accessibleSpace');
    expect((await info(p.token, p.uuid)).body.payload).not.toHaveProperty('accessibleSpace');
    expect((await t.call('GET', `/api/users/get/${p.username}`, { token: p.token })).body.payload).not.toHaveProperty('accessibleSpace');
    expect((await t.call('GET', '/api/users/verify/', { token: p.token })).body.payload).not.toHaveProperty('accessibleSpace');
  });
});

describe('POST /api/users/update', () => {
  it('sets it for an administrator of building 2, audited with what it was', async () => {
    const p = await ofBuilding('2');
    const r = await t.call('POST', '/api/users/update', { token: towerAdmin.token, body: { uuid: p.uuid, accessibleSpace: true } });
    expect(r.status).toBe(200);
    expect(r.body.payload.accessibleSpace).toBe(true);
    expect(await stored(p.uuid)).toBe(true);
    const { rows } = await t.ctx.db.query<{ details: { changes: Record<string, { from: unknown; to: unknown }> } }>(
      'SELECT details FROM audit_log WHERE kind = $1 AND target = $2',
      [AUDIT_KIND.usersUpdate, p.uuid],
    );
    expect(rows.map((e) => e.details.changes)).toEqual([{ accessibleSpace: { from: false, to: true } }]);
  });

  it('refuses it with 403 to an administrator of building 1 only, and changes nothing', async () => {
    const p = await ofBuilding('1');
    const r = await t.call('POST', '/api/users/update', {
      token: officeAdmin.token,
      body: { uuid: p.uuid, accessibleSpace: true, name: 'Alt Nume' },
    });
    expect(r.status).toBe(403);
    expect(await stored(p.uuid)).toBe(false);
    const { rows } = await t.ctx.db.query('SELECT name FROM users WHERE uuid = $1', [p.uuid]);
    expect(rows[0].name).toBe(p.name);
    // Without it, the same administrator's change goes through, and its answer still leaves it out.
    const ok = await t.call('POST', '/api/users/update', { token: officeAdmin.token, body: { uuid: p.uuid, name: 'Alt Nume' } });
    expect(ok.status).toBe(200);
    expect(ok.body.payload).not.toHaveProperty('accessibleSpace');
  });

  it('refuses the person themself', async () => {
    const p = await ofBuilding('2');
    expect((await t.call('POST', '/api/users/update', { token: p.token, body: { uuid: p.uuid, accessibleSpace: true } })).status).toBe(403);
    expect(await stored(p.uuid)).toBe(false);
  });
});

describe('the exports', () => {
  const exported = async (path: string, token: string) =>
    JSON.parse((await t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } })).body);

  it("hold it in the person's own export, and in a tower administrator's only", async () => {
    const p = await ofBuilding('2', true);
    expect((await exported('/api/users/me/export', p.token)).account.accessibleSpace).toBe(true);
    expect((await exported(`/api/users/${p.uuid}/export`, towerAdmin.token)).account.accessibleSpace).toBe(true);
    // Recorded for a person of building 1 only when they still were of the tower, say: not the office's to read.
    const q = await ofBuilding('1', true);
    // Its change, audited, goes in the entry's details: those too are left out of the office's export.
    const boss = await aPerson(t, { role: 'admin' });
    const changed = await t.call('POST', '/api/users/update', {
      token: boss.token,
      body: { uuid: q.uuid, accessibleSpace: false, officeRoom: '12' },
    });
    expect(changed.status).toBe(200);
    const doc = await exported(`/api/users/${q.uuid}/export`, officeAdmin.token);
    expect(doc.account).not.toHaveProperty('accessibleSpace');
    const entry = doc.auditEntries.find((e: { kind: string }) => e.kind === AUDIT_KIND.usersUpdate);
    expect(entry.details.changes).toEqual({ officeRoom: { from: null, to: '12' } });
    expect(JSON.stringify(doc)).not.toContain('accessibleSpace');
    const own = await exported('/api/users/me/export', q.token);
    expect(own.auditEntries.find((e: { kind: string }) => e.kind === AUDIT_KIND.usersUpdate).details.changes.accessibleSpace).toEqual({
      from: true,
      to: false,
    });
  });
});
