import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE, TOWER } from '../../domain/buildings.js';
import { MSG } from '../../domain/messages.js';
import { aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The person's language (decisions §22, #40): 'ro' (every account's default) or 'en', part of the
// user in every answer that gives one, set by the person (POST /api/users/language) or chosen on
// /login before signing in and saved at sign-in.
let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  admin = await aPerson(t, { role: 'admin', adminOf: [OFFICE, TOWER], buildings: [OFFICE, TOWER] });
});
afterAll(() => t.close());

const verify = async (token: string) => (await t.call('GET', '/api/users/verify/', { token })).body.payload;
const setLanguage = (token: string | undefined, body: unknown) => t.call('POST', '/api/users/language', { token, body });
const saved = async (p: Person) =>
  (await t.ctx.db.query<{ language: string }>('SELECT language FROM users WHERE uuid = $1', [p.uuid])).rows[0].language;
const auditEntries = async () => (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0].n;
const logIn = (p: Person, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/users/login', { body: { username: p.username, password: p.password, ...extra } });
const INVALID = { err: 400, payload: null, message: MSG.languageInvalid, reason: 'invalid' };

describe("the person's language", () => {
  it("is 'ro' until the person chooses, in verify and in what an administrator reads", async () => {
    const ana = await aPerson(t);
    expect(await verify(ana.token)).toMatchObject({ uuid: ana.uuid, language: 'ro' });
    expect((await t.call('GET', `/api/users/info/${ana.uuid}`, { token: admin.token })).body.payload.language).toBe('ro');
  });

  it('is set by the person: the answer is the updated user, and verify, the lists and the login say it after', async () => {
    const ana = await aPerson(t);
    const before = await auditEntries();
    const r = await setLanguage(ana.token, { language: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({ uuid: ana.uuid, username: ana.username, language: 'en' });
    expect(r.body.payload).not.toHaveProperty('password_hash');
    expect(await verify(ana.token)).toMatchObject({ language: 'en' });
    expect((await t.call('GET', `/api/users/info/${ana.uuid}`, { token: admin.token })).body.payload.language).toBe('en');
    const list = (await t.call('GET', `/api/users?q=${ana.username}`, { token: admin.token })).body.payload;
    expect(list.find((u: { uuid: string }) => u.uuid === ana.uuid)).toMatchObject({ language: 'en' });
    // The person's own setting, not an administrative change: nothing is written to the audit log.
    expect(await auditEntries()).toBe(before);

    // And back to Romanian.
    expect((await setLanguage(ana.token, { language: 'ro' })).body.payload.language).toBe('ro');
    expect(await saved(ana)).toBe('ro');
  });

  it("refuses anything but 'ro' and 'en' with 400 and the catalogue's sentence, and leaves the language as it was", async () => {
    const ana = await aPerson(t);
    await setLanguage(ana.token, { language: 'en' });
    for (const body of [{ language: 'fr' }, { language: '' }, { language: 5 }, { language: 'EN' }, { language: null }, {}]) {
      const r = await setLanguage(ana.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toEqual(INVALID);
    }
    // No body at all: refused too.
    expect((await t.call('POST', '/api/users/language', { token: ana.token })).status).toBe(400);
    expect(await saved(ana)).toBe('en');
    expect(await verify(ana.token)).toMatchObject({ language: 'en' });
  });

  it("is kept by the database to 'ro' and 'en' (migration 021's check)", async () => {
    const ana = await aPerson(t);
    await expect(t.ctx.db.query("UPDATE users SET language = 'fr' WHERE uuid = $1", [ana.uuid])).rejects.toThrow(/users_language/);
    expect(await saved(ana)).toBe('ro');
  });

  it('is set only by a signed-in person: anonymous is 401', async () => {
    const r = await setLanguage(undefined, { language: 'en' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ err: 401, payload: null, reason: 'unauthenticated' });
  });

  it('is set by a person of the tower (building 2) as well', async () => {
    const toma = await aPerson(t, { building: TOWER, buildings: [TOWER], parkingRight: true });
    const r = await setLanguage(toma.token, { language: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({ uuid: toma.uuid, building: TOWER, language: 'en' });
    expect(await verify(toma.token)).toMatchObject({ language: 'en' });
  });
});

describe('the language chosen on /login before signing in', () => {
  it('is saved at sign-in, and the login answers it', async () => {
    const ana = await aPerson(t);
    const r = await logIn(ana, { language: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({ uuid: ana.uuid, language: 'en' });
    expect(r.body.payload.token).toBeTypeOf('string');
    expect(await verify(r.body.payload.token)).toMatchObject({ language: 'en' });
    expect(await saved(ana)).toBe('en');
  });

  it('without one, the saved language applies and stays', async () => {
    const ana = await aPerson(t);
    await setLanguage(ana.token, { language: 'en' });
    const r = await logIn(ana);
    expect(r.status).toBe(200);
    expect(r.body.payload.language).toBe('en');
    expect(await saved(ana)).toBe('en');
    // A newcomer who chose nothing reads Romanian.
    expect((await logIn(await aPerson(t))).body.payload.language).toBe('ro');
  });

  it('replaces the saved one when the person chooses another on /login', async () => {
    const ana = await aPerson(t);
    await setLanguage(ana.token, { language: 'en' });
    expect((await logIn(ana, { language: 'ro' })).body.payload.language).toBe('ro');
    expect(await saved(ana)).toBe('ro');
  });

  it('is not saved by a login that fails, and a language other than ro or en refuses the login', async () => {
    const ana = await aPerson(t);
    expect((await logIn(ana, { password: 'gresit', language: 'en' })).status).toBe(401);
    expect(await saved(ana)).toBe('ro');
    const bad = await logIn(ana, { language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(INVALID);
    expect(await saved(ana)).toBe('ro');
  });

  it('works for a person of the tower', async () => {
    const toma = await aPerson(t, { building: TOWER, buildings: [TOWER] });
    expect((await logIn(toma, { language: 'en' })).body.payload).toMatchObject({ building: TOWER, language: 'en' });
    expect(await saved(toma)).toBe('en');
  });
});
