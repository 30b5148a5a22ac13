import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_REASON } from '../../../domain/oidc.js';
import { freePort } from '../../test/free-port.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startOidcProvider, TEST_CLIENTS, type TestProvider } from '../../test/oidc-provider.js';
import { CookieJar, loginReturn, navigate } from '../../test/oidc-sign-in.js';

// Issue #37 point 6: an identity provider out of reach is no silent failure. The person is sent
// back to /login with `oidc.unavailable`; the operator gets an error line under the request's id
// and a count in GET /metrics (oidc_provider_errors_total, by step and reason) to alert on.
// The provider is out of reach at the start (discovery), then, once discovered, at the return
// (the code's redemption); a person who cancels at the provider is neither.

const PUBLIC_URL = 'http://localhost:3000';
const TOKEN = 'metrici-oidc-Hk3vQ8zLp2Rw5Tn7';
const FAILED = "oidc: the company's identity provider failed";

type Line = { level: number; msg: string; reqId?: string; oidc?: Record<string, string> };
const lines: Line[] = [];
let t: TestApp;
let port: number;
let provider: TestProvider | undefined;

/** An app whose company sign-in names a provider on this port, its log lines kept in `lines`. */
const appOn = (providerPort: number) =>
  createTestApp({
    config: {
      publicUrl: PUBLIC_URL,
      logLevel: 'warn',
      metricsToken: TOKEN,
      oidc: {
        issuer: `http://127.0.0.1:${providerPort}`,
        clientId: TEST_CLIENTS.confidential.id,
        clientSecret: TEST_CLIENTS.confidential.secret,
      },
    },
    logStream: { write: (l) => void lines.push(JSON.parse(l) as Line) },
  });

beforeAll(async () => {
  // The second test starts a provider on this port: the first has an app of its own, on a port nothing listens on.
  port = await freePort();
  t = await appOn(port);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

async function providerErrors(labels: { step: string; reason: string }, app: TestApp = t): Promise<number> {
  const r = await app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const family = parsePrometheusTextFormat(r.body).find((f) => f.name === 'oidc_provider_errors_total');
  expect(family?.type).toBe('COUNTER');
  const series = family?.metrics.find((m) => m.labels?.step === labels.step && m.labels?.reason === labels.reason);
  return Number(series?.value ?? 0);
}

/** The error lines of one request. */
const failuresOf = (reqId: string) => lines.filter((l) => l.reqId === reqId && l.level === 50 && l.msg === FAILED);

describe('a company identity provider out of reach', () => {
  it('at the start: sent back to /login, logged under the request id, counted', async () => {
    const down = await appOn(await freePort());
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(res.statusCode).toBe(303);
      expect(loginReturn(String(res.headers.location))).toBe(OIDC_REASON.unavailable);
      const [line, ...more] = failuresOf(String(res.headers['x-request-id']));
      expect(more).toEqual([]);
      expect(line.oidc).toEqual({ step: 'start', reason: OIDC_REASON.unavailable, code: 'TypeError', cause: 'ECONNREFUSED' });
      expect(await providerErrors({ step: 'start', reason: OIDC_REASON.unavailable }, down)).toBe(1);
    } finally {
      await down.close();
    }
  });

  it('at the return, once it was discovered: logged and counted; a person who cancels is neither', async () => {
    provider = await startOidcProvider({ port, redirectUris: [`${PUBLIC_URL}/api/auth/oidc/callback`], people: {} });
    const issuer = provider.issuer;
    /** A sign-in started while the provider answers: its browser's cookies and the state the provider would send back. */
    const started = async () => {
      const jar = new CookieJar();
      const start = await navigate(t, '/api/auth/oidc/start', jar);
      expect(start.location.startsWith(issuer)).toBe(true);
      return { jar, state: new URL(start.location).searchParams.get('state')! };
    };
    const returning = async (jar: CookieJar, query: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/oidc/callback?${new URLSearchParams({ ...query, iss: issuer }).toString()}`,
        headers: { cookie: jar.header() },
      });
      return { to: loginReturn(String(res.headers.location)), reqId: String(res.headers['x-request-id']) };
    };

    const cancelling = await started();
    const cancelled = await returning(cancelling.jar, { error: 'access_denied', state: cancelling.state });
    expect(cancelled.to).toBe(OIDC_REASON.denied);
    expect(failuresOf(cancelled.reqId)).toEqual([]);

    const waiting = await started();
    await provider.close();
    provider = undefined;
    const back = await returning(waiting.jar, { code: 'un-cod-oarecare', state: waiting.state });
    expect(back.to).toBe(OIDC_REASON.unavailable);
    const [line, ...more] = failuresOf(back.reqId);
    expect(more).toEqual([]);
    // Refused, or the kept-alive connection closed as the provider stopped: the system's code, whichever.
    expect(line.oidc).toMatchObject({ step: 'callback', reason: OIDC_REASON.unavailable, cause: expect.stringMatching(/^[A-Z_]+$/) });
    expect(await providerErrors({ step: 'callback', reason: OIDC_REASON.unavailable })).toBe(1);
    expect(await providerErrors({ step: 'callback', reason: OIDC_REASON.denied })).toBe(0);
  });
});
