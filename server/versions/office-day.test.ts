import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken } from '../identity/tokens.js';
import { aDesk, aFloor, aGroup, aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The map and the status card read the caller's session in the statement that reads the day's
// version (office-day.ts): the session must hold there exactly as on every other route.
let t: TestApp;
const DAY = '2026-03-04';
const snapshotRoutes = [`/api/desks?date=${DAY}`, `/api/reservations/status?date=${DAY}`];

beforeAll(async () => {
  t = await createTestApp();
  const group = await aGroup(t);
  await aDesk(t, { floor: await aFloor(t), groups: [group] });
});
/** A session of a person of the office made for the test. */
const aSession = async () => (await aPerson(t)).token;
afterAll(() => t.close());

it('serves the map and the status card to a live session and refuses one that was revoked', async () => {
  const token = await aSession();
  for (const url of snapshotRoutes) expect((await t.call('GET', url, { token })).status).toBe(200);
  await t.call('GET', '/api/users/logout', { token });
  for (const url of snapshotRoutes) {
    const r = await t.call('GET', url, { token });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Sesiunea a expirat. Autentificați-vă din nou.');
  }
});

it('refuses an expired session and a disabled account on the map', async () => {
  const token = await aSession();
  await t.ctx.db.query(`UPDATE sessions SET expires_at = $2 WHERE token_hash = $1`, [hashToken(token), t.clock.now()]);
  expect((await t.call('GET', snapshotRoutes[0], { token })).status).toBe(401);
  const other = await aPerson(t, { building: '1', buildings: ['1', '2'] });
  expect((await t.call('GET', snapshotRoutes[1], { token: other.token })).status).toBe(200);
  await t.ctx.db.query(`UPDATE users SET valid = false WHERE uuid = $1`, [other.uuid]);
  expect((await t.call('GET', snapshotRoutes[1], { token: other.token })).status).toBe(401);
});

it('renews a session read with the map, as any request does (at most once a day)', async () => {
  const token = await aSession();
  const expiry = async () =>
    (await t.ctx.db.query<{ e: Date }>('SELECT expires_at AS e FROM sessions WHERE token_hash = $1', [hashToken(token)])).rows[0].e;
  const soon = new Date(t.clock.now().getTime() + 3 * 86_400_000);
  await t.ctx.db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [hashToken(token), soon]);
  const r = await t.call('GET', snapshotRoutes[0], { token });
  expect(r.status).toBe(200);
  expect((await expiry()).getTime()).toBeGreaterThan(soon.getTime() + 86_400_000);
});
