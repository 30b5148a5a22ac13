import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { hashPassword } from './passwords.js';
import { aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Decisions §11: throttling holds however many attempts arrive at once, and an unknown
// user name costs what a wrong password costs. Runs on PGlite and on PostgreSQL (test:db).
let t: TestApp;
let angajat: Person, manager: Person;
beforeAll(async () => {
  t = await createTestApp();
  [angajat, manager] = [await aPerson(t), await aPerson(t, { role: 'manager' })];
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.call('POST', '/api/users/login', { body: { username, password } });

it('checks at most 5 of 50 concurrent wrong passwords for one name, then refuses the right one', async () => {
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(angajat.username, `gresit-${i}`)));
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  const right = await login(angajat.username, angajat.password);
  expect(right.status).toBe(429);
  expect(right.body.message).toBe(MSG.tooManyAttempts);
});

it('lets a burst of wrong passwords hide no right one beyond the fifth guess', async () => {
  const burst = [
    ...Array.from({ length: 29 }, (_, i) => login(manager.username, `gresit-${i}`)),
    login(manager.username, manager.password),
  ];
  const answers = await Promise.all(burst);
  const checked = answers.filter((a) => a.status !== 429).length;
  expect(checked).toBeLessThanOrEqual(5);
  // Whatever got through, the name is now closed for the window.
  if (answers[29].status !== 200) expect((await login(manager.username, manager.password)).status).toBe(429);
});

it('costs an unknown user name as much as a wrong password (no user enumeration by timing)', async () => {
  // Twelve people whose passwords are hashed as production hashes them (the factories' hashes are cheap).
  const hash = await hashPassword('parola-lor');
  const rows: { username: string }[] = [];
  for (let i = 0; i < 12; i++) {
    const p = await aPerson(t);
    await t.ctx.db.query('UPDATE users SET password_hash = $2 WHERE uuid = $1', [p.uuid, hash]);
    rows.push(p);
  }
  // CPU time of this process (every thread: argon2 runs in libuv's pool), not the wall clock: what
  // the server spends on an answer, whatever else the machine is doing meanwhile.
  const cpuOf = async (username: string) => {
    const before = process.cpuUsage();
    const r = await login(username, 'parola-gresita');
    expect(r.status).toBe(401);
    const used = process.cpuUsage(before);
    return used.user + used.system;
  };
  await cpuOf('incalzire.nimeni'); // the first unknown name pays for preparing the decoy hash
  let known = 0;
  let unknown = 0;
  for (const [i, { username }] of rows.entries()) {
    known += await cpuOf(username);
    unknown += await cpuOf(`nimeni.${i}.necunoscut`);
  }
  // Before the fix an unknown name cost a database lookup only, a fraction of the password hash.
  expect(unknown).toBeGreaterThan(known * 0.5);
});
