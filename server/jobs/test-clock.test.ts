import { afterAll, beforeAll, expect, it } from 'vitest';
import { aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
});
afterAll(() => t.close());

it('moves the clock and runs the jobs that fell due, in order, before answering', async () => {
  expect((await t.call('GET', '/api/test/clock')).body.payload.now).toMatch(/^2026-03-02T08:00/);
  const { username, password } = await aPerson(t);
  const token = await t.login(username, password);
  const r = await t.call('PUT', '/api/test/clock', { body: { now: '2026-04-03T12:00:00Z' } });
  expect(r.body.payload.now).toMatch(/^2026-04-03T12:00/);
  const dues: string[] = r.body.payload.ran
    .filter((x: { job: string }) => x.job === 'purge-expired')
    .map((x: { dueAt: string }) => x.dueAt);
  expect(dues).toHaveLength(32);
  expect(dues[0]).toBe('2026-03-03T01:00:00.000Z');
  expect(dues.at(-1)).toBe('2026-04-03T00:00:00.000Z'); // 03:00 Bucharest in summer time
  expect([...dues].sort()).toEqual(dues);
  // The session made on 2 March expired after 30 days and the nightly job removed it.
  const { rows } = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
  expect(rows[0].n).toBe(0);
  expect((await t.call('GET', '/api/users/verify/', { token })).body.payload).toEqual({});
});

it('refuses a malformed instant', async () => {
  const r = await t.call('PUT', '/api/test/clock', { body: { now: 'mâine' } });
  expect(r.status).toBe(400);
});
