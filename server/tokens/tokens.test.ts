import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MSG } from '../../domain/tokens/messages.js';
import { aDesk, aFloor, aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Personal API tokens (#44 point 1, decisions §23) over HTTP: made once and kept as a hash, acting as
// their owner within their scopes, never on passwords, sessions or tokens, ending on the test clock,
// by deletion and with the owner's password; audited; an administrator's view of their building's.
// Starts Monday 2 March 2026, 10:00 Bucharest.
let t: TestApp;
let it1: Group;
let desk: string;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  it1 = await aGroup(t);
  desk = await aDesk(t, { floor: await aFloor(t), groups: [it1] });
});
afterAll(() => t.close());

const make = async (person: Person, body: object) => t.call('POST', '/api/tokens/create', { token: person.token, body });
async function tokenOf(person: Person, scopes: string[], days = 30, name = 'script'): Promise<{ id: string; token: string }> {
  const r = await make(person, { name, scopes, days });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { id: r.body.payload._id, token: r.body.payload.token };
}

describe('a personal API token', () => {
  it('is shown once, kept only as its hash, and listed without its secret', async () => {
    const ana = await aPerson(t, { groups: [it1] });
    const r = await make(ana, { name: 'Rezervare automată', scopes: ['read', 'book'], days: 90 });
    expect(r.status).toBe(200);
    const made = r.body.payload;
    expect(made.token).toMatch(/^bt_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'Rezervare automată', scopes: ['read', 'book'], lastUsedAt: null });
    expect(new Date(made.expiresAt).getTime() - new Date(made.createdAt).getTime()).toBe(90 * 86_400_000);
    const stored = await t.ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM api_tokens WHERE id = $1', [made._id]);
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(made.token.slice(3));
    const list = await t.call('GET', '/api/tokens', { token: ana.token });
    expect(list.body.payload).toEqual([{ ...made, token: undefined }].map(({ token: _, ...rest }) => rest));
  });

  it('reads and books as its owner within its scopes, and says which scope is missing', async () => {
    const ana = await aPerson(t, { groups: [it1] });
    const reader = await tokenOf(ana, ['read']);
    const booker = await tokenOf(ana, ['book']);
    expect((await t.call('GET', '/api/users/verify', { token: reader.token })).body.payload.uuid).toBe(ana.uuid);
    expect((await t.call('GET', '/api/reservations/desks', { token: reader.token })).status).toBe(200);
    const booking = { deskId: desk, reservationDate: '2026-03-04' };
    const refused = await t.call('POST', '/api/reservations/desks/update', { token: reader.token, body: booking });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ reason: 'token.scope', message: TOKEN_MSG.scope });
    const booked = await t.call('POST', '/api/reservations/desks/update', { token: booker.token, body: booking });
    expect(booked.status).toBe(200);
    expect(booked.body.payload).toMatchObject({ deskId: desk, uuid: ana.uuid, creatorUuid: ana.uuid });
    // `book` reads as well; by scope, not by method: GET …/parking/delete/{id} cancels, and needs `book`.
    expect((await t.call('GET', '/api/reservations/desks', { token: booker.token })).body.payload).toHaveLength(1);
    const driver = await aPerson(t, { building: '2', parkingRight: true });
    const driverReader = await tokenOf(driver, ['read']);
    const cancel = await t.call('GET', '/api/reservations/parking/delete/00000000-0000-4000-8000-000000000000', {
      token: driverReader.token,
    });
    expect(cancel.body.reason).toBe('token.scope');
  });

  it('never changes a password, makes tokens, ends a session or opens the live stream', async () => {
    const ana = await aPerson(t, { groups: [it1] });
    const all = await tokenOf(ana, ['read', 'book']);
    const refused = [
      ['POST', '/api/tokens/create', { name: 'x', scopes: ['read'], days: 1 }],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens/delete', { _id: all.id }],
      ['POST', '/api/users/changePassword', { user: ana.username, oldPassword: ana.password, newPassword: 'alta-parola-1' }],
      ['GET', '/api/users/logout', undefined],
      ['POST', '/api/calendar/feed', undefined],
      ['GET', '/api/events?days=2026-03-02', undefined],
    ] as const;
    for (const [method, url, body] of refused) {
      const r = await t.call(method, url, { token: all.token, body });
      expect(r.status, url).toBe(403);
      expect(r.body.reason, url).toBe('token.scope');
    }
    // Nothing of the above happened: the token still works, and the password is the old one.
    expect((await t.call('GET', '/api/tokens', { token: ana.token })).body.payload).toHaveLength(1);
    expect((await t.call('GET', '/api/users/verify', { token: all.token })).body.payload.uuid).toBe(ana.uuid);
    expect(await t.login(ana.username, ana.password)).toBeTruthy();
  });

  it("gives `admin` to administrators only, and an administrator's token changes only with it", async () => {
    const ana = await aPerson(t, { groups: [it1] });
    const r = await make(ana, { name: 'x', scopes: ['admin'], days: 1 });
    expect(r.status).toBe(403);
    expect(r.body.reason).toBe('token.adminScope');
    const admin = await aPerson(t, { adminOf: ['1'] });
    const reading = await tokenOf(admin, ['read']);
    const changing = await tokenOf(admin, ['admin']);
    const body = { _id: it1.id, name: it1.name, description: 'schimbat prin API' };
    expect((await t.call('GET', `/api/groups/${it1.id}`, { token: reading.token })).status).toBe(200);
    expect((await t.call('POST', '/api/groups/update', { token: reading.token, body })).body.reason).toBe('token.scope');
    // The token's owner is still judged as a person: an administrator of building 1 only is not one of building 2.
    expect((await t.call('GET', '/api/cars', { token: changing.token })).body.reason).toBe('access');
  });

  it('refuses bad input with a 400 and makes nothing', async () => {
    const ana = await aPerson(t);
    for (const body of [
      { name: '', scopes: ['read'], days: 30 },
      { name: 'x'.repeat(101), scopes: ['read'], days: 30 },
      { name: 'x', scopes: [], days: 30 },
      { name: 'x', scopes: ['write'], days: 30 },
      { name: 'x', scopes: ['read', 'read'], days: 30 },
      { name: 'x', scopes: ['read'], days: 0 },
      { name: 'x', scopes: ['read'], days: 366 },
      { name: 'x', scopes: ['read'], days: 1.5 },
      { name: 'x', scopes: 'read', days: 30 },
    ]) {
      const r = await make(ana, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('GET', '/api/tokens', { token: ana.token })).body.payload).toEqual([]);
  });

  it('keeps at most 20 live tokens a person', async () => {
    const ana = await aPerson(t);
    const made = await Promise.all(Array.from({ length: 21 }, (_, i) => make(ana, { name: `t${i}`, scopes: ['read'], days: 1 })));
    expect(made.filter((r) => r.status === 200)).toHaveLength(20);
    expect(made.filter((r) => r.status === 409).map((r) => r.body.reason)).toEqual(['token.tooMany']);
  });
});

describe("a token's end", () => {
  it('expires on the clock: 401, and the verify call answers {} as for any invalid token', async () => {
    const ana = await aPerson(t);
    const { token } = await tokenOf(ana, ['read'], 1);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 86_400_000 - 1000));
    expect((await t.call('GET', '/api/users/banStatus', { token })).status).toBe(200);
    t.clock.set(new Date(start.getTime() + 86_400_000));
    expect((await t.call('GET', '/api/users/banStatus', { token })).status).toBe(401);
    const verify = await t.call('GET', '/api/users/verify', { token });
    expect(verify.body.payload).toEqual({});
    t.clock.set(start);
  });

  it('ends at once when deleted, by its owner or by an administrator of their building', async () => {
    const ana = await aPerson(t);
    const turnist = await aPerson(t, { building: '2' });
    const admin1 = await aPerson(t, { adminOf: ['1'] });
    const [own, byAdmin, other] = [
      await tokenOf(ana, ['read']),
      await tokenOf(ana, ['read'], 30, 'al doilea'),
      await tokenOf(turnist, ['read']),
    ];
    expect((await t.call('POST', '/api/tokens/delete', { token: ana.token, body: { _id: own.id } })).status).toBe(200);
    expect((await t.call('GET', '/api/users/banStatus', { token: own.token })).status).toBe(401);
    // The administrator of building 1 sees the tokens of building 1's people, not of building 2's.
    const seen = (await t.call('GET', '/api/tokens/all', { token: admin1.token })).body.payload as {
      _id: string;
      owner: { uuid: string };
    }[];
    expect(seen.map((s) => s._id)).toContain(byAdmin.id);
    expect(seen.map((s) => s._id)).not.toContain(other.id);
    expect(seen.find((s) => s._id === byAdmin.id)?.owner.uuid).toBe(ana.uuid);
    expect((await t.call('POST', '/api/tokens/delete', { token: admin1.token, body: { _id: other.id } })).body.reason).toBe(
      'token.notFound',
    );
    expect((await t.call('POST', '/api/tokens/delete', { token: admin1.token, body: { _id: byAdmin.id } })).status).toBe(200);
    expect((await t.call('GET', '/api/users/banStatus', { token: byAdmin.token })).status).toBe(401);
    // Someone else's token is not found for a person who administers nothing, as none is.
    expect((await t.call('POST', '/api/tokens/delete', { token: ana.token, body: { _id: other.id } })).status).toBe(404);
    expect((await t.call('GET', '/api/users/banStatus', { token: other.token })).status).toBe(200);
    expect((await t.call('GET', '/api/tokens/all', { token: ana.token })).body.reason).toBe('access');
  });

  it("ends with the owner's new password, an administrator's random password and the account's deletion", async () => {
    const admin = await aPerson(t, { role: 'admin' });
    const [a, b, c] = [await aPerson(t), await aPerson(t), await aPerson(t)];
    const tokens = await Promise.all([a, b, c].map((p) => tokenOf(p, ['read'])));
    const changed = await t.call('POST', '/api/users/changePassword', {
      token: a.token,
      body: { user: a.username, oldPassword: a.password, newPassword: 'parola-noua-1' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('POST', '/api/users/setRandomPassword', { token: admin.token, body: { uuid: b.uuid } })).status).toBe(200);
    expect((await t.call('POST', '/api/users/delete', { token: admin.token, body: { uuid: c.uuid } })).status).toBe(200);
    for (const { token } of tokens) expect((await t.call('GET', '/api/users/verify', { token })).body.payload).toEqual({});
  });
});

describe("a token's record", () => {
  it('notes its last use to the minute, without a write on every call', async () => {
    const ana = await aPerson(t);
    const { token } = await tokenOf(ana, ['read']);
    const lastUse = async () => (await t.call('GET', '/api/tokens', { token: ana.token })).body.payload[0].lastUsedAt as string | null;
    expect(await lastUse()).toBeNull();
    // The test clock runs on from where it is set: a use is noted within a few seconds of it.
    const near = (at: string | null, from: number) =>
      expect(new Date(at ?? 0).getTime() - from).toSatisfy((d: number) => d >= 0 && d < 5000);
    const first = t.clock.now().getTime();
    await t.call('GET', '/api/users/banStatus', { token });
    const noted = await lastUse();
    near(noted, first);
    t.clock.set(new Date(first + 30_000));
    await t.call('GET', '/api/users/banStatus', { token });
    expect(await lastUse()).toBe(noted);
    t.clock.set(new Date(first + 90_000));
    await t.call('GET', '/api/users/banStatus', { token });
    near(await lastUse(), first + 90_000);
    t.clock.set(new Date(first));
  });

  it('writes each making and deletion in the audit log, never the token', async () => {
    const ana = await aPerson(t);
    const made = await make(ana, { name: 'Jurnal', scopes: ['read'], days: 7 });
    await t.call('POST', '/api/tokens/delete', { token: ana.token, body: { _id: made.body.payload._id } });
    const { rows } = await t.ctx.db.query<{ kind: string; target: string; details: Record<string, unknown> }>(
      'SELECT kind, target, details FROM audit_log WHERE actor_uuid = $1 ORDER BY id',
      [ana.uuid],
    );
    expect(rows.map((r) => [r.kind, r.target, r.details.name])).toEqual([
      ['tokens.create', ana.uuid, 'Jurnal'],
      ['tokens.delete', ana.uuid, 'Jurnal'],
    ]);
    expect(JSON.stringify(rows)).not.toContain(made.body.payload.token);
  });
});
