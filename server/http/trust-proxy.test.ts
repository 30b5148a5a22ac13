import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Decisions §11: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const meta = (app: TestApp, forwardedFor: string, remoteAddress = '10.9.9.9') =>
  app.call('GET', '/api/meta', { headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });

it('by default limits the real client, whatever X-Forwarded-For it makes up', async () => {
  t = await createTestApp({ demo: false, config: { rateLimit: 5 } });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await meta(t, `203.0.113.${i}`)).status);
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses.slice(5)).toEqual([429, 429]);
});

it('believes X-Forwarded-For from a proxy TRUST_PROXY names, and only from it', async () => {
  t = await createTestApp({ demo: false, config: { rateLimit: 5, trustProxy: ['10.9.9.9'] } });
  // Through the trusted proxy, each client has its own count.
  for (let i = 0; i < 7; i++) expect((await meta(t, `203.0.113.${i}`)).status).toBe(200);
  // Straight from a client, the header is ignored: one address, one count.
  const direct: number[] = [];
  for (let i = 0; i < 6; i++) direct.push((await meta(t, `198.51.100.${i}`, '192.0.2.7')).status);
  expect(direct.at(-1)).toBe(429);
});

it('reads TRUST_PROXY as a hop count or a list of addresses, off by default, never "trust everyone"', () => {
  expect(loadConfig({}).trustProxy).toBeUndefined();
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
});
