import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { aGroup, theDemoAccounts } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Every test starts at the same instant: a test that moves the clock has it put back, even when it fails.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: START });
  await theDemoAccounts(t);
});
afterEach(() => t.clock.set(new Date(START)));
afterAll(() => t.close());

/** Runs `fn` and puts the person's password (and confirmation) back as it was, even when `fn` fails. */
async function keepingPasswordOf(username: string, fn: () => Promise<void>) {
  const { rows } = await t.ctx.db.query<{ password_hash: string; confirmed: boolean }>(
    'SELECT password_hash, confirmed FROM users WHERE username = $1',
    [username],
  );
  try {
    await fn();
  } finally {
    await t.ctx.db.query('UPDATE users SET password_hash = $2, confirmed = $3 WHERE username = $1', [
      username,
      rows[0].password_hash,
      rows[0].confirmed,
    ]);
  }
}

describe('login and sessions', () => {
  it('logs in a demo account and answers the user with a token in the envelope', async () => {
    const r = await t.call('POST', '/api/users/login', { body: { username: 'admin', password: 'demo1234' } });
    expect(r.status).toBe(200);
    expect(r.body.err).toBe(0);
    expect(r.body.payload).toMatchObject({ username: 'admin', role: 'admin', buildingList: ['1', '2'], confirmed: true });
    expect(r.body.payload.token).toMatch(/^[\w-]{40,}$/);
    expect(r.body.payload).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password with the specification message', async () => {
    const r = await t.call('POST', '/api/users/login', { body: { username: 'angajat', password: 'gresit' } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ err: 401, payload: null, message: MSG.loginFailed, reason: 'app.loginFailed' });
  });

  it('throttles a user name after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) await t.call('POST', '/api/users/login', { body: { username: 'ambele', password: 'x' } });
    const r = await t.call('POST', '/api/users/login', { body: { username: 'AMBELE', password: 'demo1234' } });
    expect(r.status).toBe(429);
    expect(r.body.message).toBe(MSG.tooManyAttempts);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    expect((await t.call('POST', '/api/users/login', { body: { username: 'ambele', password: 'demo1234' } })).body.err).toBe(0);
  });

  it('verifies a token, answers {} without one, and logout revokes it', async () => {
    const token = await t.login('angajat');
    // The whole user, as login answers it without the token (an answer of two shapes: a user or {}).
    const me = (await t.call('GET', '/api/users/verify/', { token })).body.payload;
    expect(me).toMatchObject({
      username: 'angajat',
      name: 'Ana Angajat',
      groupList: ['it', 'proiect-alfa'],
      manager: 'Mihai Manager',
      confirmed: true,
    });
    expect(me).not.toHaveProperty('token');
    expect((await t.call('GET', '/api/users/verify/')).body).toEqual({ err: 0, payload: {} });
    await t.call('GET', '/api/users/logout', { token });
    expect((await t.call('GET', '/api/users/verify/', { token })).body.payload).toEqual({});
    expect((await t.call('GET', '/api/users/banStatus', { token })).status).toBe(401);
  });

  it('answers banStatus for the caller', async () => {
    const token = await t.login('angajat');
    expect((await t.call('GET', '/api/users/banStatus', { token })).body.payload).toEqual({ banned: false, until: null });
  });
});

describe('change password', () => {
  it('refuses a wrong old password, a short one and another user name', async () => {
    const token = await t.login('manager');
    const wrong = await t.call('POST', '/api/users/changePassword', {
      token,
      body: { user: 'manager', oldPassword: 'nu', newPassword: 'abcdefg' },
    });
    expect(wrong.body).toMatchObject({ err: 400, message: MSG.oldPasswordWrong });
    const short = await t.call('POST', '/api/users/changePassword', {
      token,
      body: { user: 'manager', oldPassword: 'demo1234', newPassword: 'abc' },
    });
    expect(short.body).toMatchObject({ err: 400, message: MSG.passwordTooShort });
    const other = await t.call('POST', '/api/users/changePassword', {
      token,
      body: { user: 'admin', oldPassword: 'demo1234', newPassword: 'abcdefg' },
    });
    expect(other.status).toBe(403);
  });

  it('changes the password, confirms the account and ends every session', async () => {
    const created = await createUser('nou.user', 'nou.user@example.com');
    const a = await t.login('nou.user', 'Parola123');
    const b = await t.login('nou.user', 'Parola123');
    expect((await t.call('GET', '/api/users/verify/', { token: a })).body.payload.confirmed).toBe(false);
    const r = await t.call('POST', '/api/users/changePassword', {
      token: a,
      body: { user: 'nou.user', oldPassword: 'Parola123', newPassword: 'secret99' },
    });
    expect(r.body.err).toBe(0);
    expect((await t.call('GET', '/api/users/verify/', { token: b })).body.payload).toEqual({});
    const c = await t.login('nou.user', 'secret99');
    const me = (await t.call('GET', '/api/users/verify/', { token: c })).body.payload;
    expect(me).toMatchObject({ uuid: created, confirmed: true });
  });
});

describe('password reset by e-mail', () => {
  it('mails a link that sets a new password once, and only within the hour', () =>
    keepingPasswordOf('ambele', async () => {
      expect((await t.call('POST', '/api/users/sendResetEmail', { body: { email: 'nimeni@example.com' } })).body).toEqual({
        err: 0,
        payload: null,
      });
      await t.call('POST', '/api/users/sendResetEmail', { body: { email: 'Ambele@example.com' } });
      const mail = await t.smtp.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes('ambele@example.com'));
      expect(mail.subject).toBe('Resetarea parolei');
      const token = /reset-password\/([\w-]+)/.exec(mail.text ?? '')?.[1];
      expect(token).toBeTruthy();
      const short = await t.call('POST', '/api/users/resetPassword', { body: { token, password: '123' } });
      expect(short.body).toMatchObject({ err: 400, message: MSG.resetPasswordTooShort });
      expect((await t.call('POST', '/api/users/resetPassword', { body: { token, password: 'nouaParola' } })).body.err).toBe(0);
      expect((await t.call('POST', '/api/users/resetPassword', { body: { token, password: 'altaParola' } })).body).toMatchObject({
        err: 400,
        message: MSG.resetLinkInvalid,
      });
      await t.login('ambele', 'nouaParola');

      await t.call('POST', '/api/users/sendResetEmail', { body: { email: 'angajat@example.com' } });
      const late = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes('angajat@example.com'));
      const lateToken = /reset-password\/([\w-]+)/.exec(late.text ?? '')?.[1];
      t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
      expect((await t.call('POST', '/api/users/resetPassword', { body: { token: lateToken, password: 'nouaParola' } })).body.err).toBe(400);
    }));
});

describe('users, groups and mass registration', () => {
  it('lets a user read only themselves; admins and managers read others', async () => {
    const user = await t.login('angajat');
    const admin = await t.login('admin');
    expect((await t.call('GET', '/api/users/get/angajat', { token: user })).body.payload.username).toBe('angajat');
    expect((await t.call('GET', '/api/users/get/admin', { token: user })).status).toBe(403);
    const info = await t.call('GET', '/api/users/get/angajat', { token: admin });
    expect((await t.call('GET', `/api/users/info/${info.body.payload.uuid}`, { token: await t.login('manager') })).body.err).toBe(0);
    expect((await t.call('GET', '/api/users/get/nu-exista', { token: admin })).status).toBe(404);
  });

  it('lists the people of a group to its manager, who books for them, and refuses another group', async () => {
    const manager = await t.login('manager');
    const it = await t.call('GET', '/api/users/group/it', { token: manager });
    expect(it.status).toBe(200);
    const ana = it.body.payload.find((u: { username: string }) => u.username === 'angajat');
    expect(ana).toMatchObject({ name: 'Ana Angajat', mainGroup: 'it', groupList: ['it', 'proiect-alfa'], valid: true });
    expect(ana).not.toHaveProperty('password_hash');
    expect((await t.call('GET', '/api/users/group/financiar', { token: manager })).status).toBe(403);
  });

  it('answers the groups of the user, and all groups to admins only', async () => {
    await aGroup(t, { name: 'Regiunea Bucuresti' }); // a group none of the accounts is in
    const user = await t.login('angajat');
    const mine = (await t.call('GET', '/api/users/groups/', { token: user })).body.payload;
    expect(mine.mainGroup).toBe('it');
    expect(mine.groups.map((g: { _id: string }) => g._id).sort()).toEqual(['it', 'proiect-alfa']);
    expect((await t.call('GET', '/api/groups/', { token: user })).status).toBe(403);
    const all = (await t.call('GET', '/api/groups/', { token: await t.login('admin') })).body.payload.groups;
    expect(all.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['Centrala', 'Regiunea Bucuresti']));
    expect(all[0]).toEqual(
      expect.objectContaining({ _id: expect.any(String), type: expect.any(String), parkingSpots: expect.any(Number), building: '1' }),
    );
  });

  it('creates all accounts or none, naming the bad row', async () => {
    const admin = await t.login('admin');
    const acc = (u: string, group = 'it') => ({
      credentials: { username: u },
      userInfo: { email: `${u}@example.com`, name: u, mainGroup: group, groupList: [group] },
    });
    const bad = await t.call('POST', '/api/users/massRegister', {
      token: admin,
      body: { accounts: [acc('imp.unu'), acc('imp.doi', 'nu-exista')] },
    });
    expect(bad.status).toBe(400);
    // The second account is the file's row 3 (the header is row 1).
    expect(bad.body.message).toContain('Rândul 3');
    const dup = await t.call('POST', '/api/users/massRegister', { token: admin, body: { accounts: [acc('imp.unu'), acc('angajat')] } });
    expect(dup.status).toBe(409);
    expect((await t.call('GET', '/api/users/get/imp.unu', { token: admin })).status).toBe(404);
    const good = await t.call('POST', '/api/users/massRegister', { token: admin, body: { accounts: [acc('imp.unu'), acc('imp.doi')] } });
    expect(good.body.payload.created).toBe(2);
    const u = (await t.call('GET', '/api/users/get/imp.doi', { token: admin })).body.payload;
    expect(u).toMatchObject({ confirmed: false, mainGroup: 'it', role: 'user' });
    await t.login('imp.doi', 'Parola123');
    expect(
      (await t.call('POST', '/api/users/massRegister', { token: await t.login('manager'), body: { accounts: [acc('x')] } })).status,
    ).toBe(403);
  });
});

async function createUser(username: string, email: string): Promise<string> {
  const admin = await t.login('admin');
  const r = await t.call('POST', '/api/users/massRegister', {
    token: admin,
    body: { accounts: [{ credentials: { username }, userInfo: { email, name: 'Utilizator Nou', groupList: [] } }] },
  });
  expect(r.body.err).toBe(0);
  return r.body.payload.uuids[0];
}
