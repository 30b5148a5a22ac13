import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Decisions §16: GET /metrics, Prometheus's text format, to the holder of METRICS_TOKEN only.
const TOKEN = 'metrici-Xq7uZ3vB9kLm2Pn4Rt6Wy8';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN, webhooksAllowPrivate: true } });
});
afterAll(() => t?.close());

const scrapeRaw = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

async function scrapeText(app = t): Promise<string> {
  const r = await scrapeRaw(app, `Bearer ${TOKEN}`);
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return r.body;
}
const scrape = async (app = t): Promise<PrometheusFamily[]> => parsePrometheusTextFormat(await scrapeText(app));
const family = (all: PrometheusFamily[], name: string) => all.find((f) => f.name === name);
/** A counter's or gauge's value for the labels given (0 when it has no such series). */
const valueOf = (all: PrometheusFamily[], name: string, labels: Record<string, string> = {}) =>
  Number(family(all, name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? 0);
/** How many requests were answered with these labels. */
const requests = (all: PrometheusFamily[], labels: Record<string, string>) =>
  (family(all, 'http_requests_total')?.metrics ?? [])
    .filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
    .reduce((n, m) => n + Number(m.value), 0);
/**
 * A series of the duration histogram, read from the text's lines: the parser folds a histogram's
 * labelled series into one (parse-prometheus-text-format keeps only `le`), so its families are
 * checked by type and its series here.
 */
function durationSeries(text: string, labels: string) {
  const line = (suffix: string, extra = '') => {
    const prefix = `http_request_duration_seconds_${suffix}{${extra}${labels}} `;
    const found = text.split('\n').find((l) => l.startsWith(prefix));
    return found === undefined ? undefined : Number(found.slice(prefix.length));
  };
  return { count: line('count'), sum: line('sum'), inf: line('bucket', 'le="+Inf",') };
}

describe('GET /metrics with the token', () => {
  it('counts requests by route pattern and status, never by URL, with their durations', async () => {
    const administrator = await aPerson(t, { role: 'admin' });
    const { uuid } = await aPerson(t);
    // Signed in through the API, so that the login is a request counted before `before`.
    const admin = await t.login(administrator.username, administrator.password);
    const before = await scrape();
    expect((await t.call('GET', `/api/users/info/${uuid}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/users/info/${uuid}`)).status).toBe(401);
    expect((await t.call('GET', '/api/nu-exista/deloc?token=secret')).status).toBe(404);
    const text = await scrapeText();
    const after = parsePrometheusTextFormat(text);

    const route = '/api/users/info/:uuid';
    const delta = (labels: Record<string, string>) => requests(after, labels) - requests(before, labels);
    expect(delta({ method: 'GET', route, status: '200' })).toBe(1);
    expect(delta({ method: 'GET', route, status: '401' })).toBe(1);
    expect(delta({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(delta({ method: 'POST', route: '/api/users/login', status: '200' })).toBe(0); // logged in before `before`
    expect(family(after, 'http_requests_total')?.type).toBe('COUNTER');
    expect(family(after, 'http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const series = durationSeries(text, `method="GET",route="${route}",status="200"`);
    expect(series.count).toBe(requests(after, { method: 'GET', route, status: '200' }));
    expect(series.inf).toBe(series.count);
    expect(series.sum).toBeGreaterThan(0);
    // The path of a request is never a label: not its parameter, not an unknown path, not a query.
    const labels = JSON.stringify(after.flatMap((f) => f.metrics.map((m) => m.labels ?? {})));
    for (const raw of [uuid, 'nu-exista', 'secret']) expect(labels).not.toContain(raw);
  });

  it('counts the runs of scheduled jobs by job', async () => {
    const before = await scrape();
    expect(valueOf(before, 'scheduled_job_runs_total', { job_name: 'purge-expired' })).toBe(0);
    expect(family(before, 'scheduled_job_runs_total')?.type).toBe('COUNTER');
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 86_400_000));
    const ran = await t.ctx.scheduler.runDue();
    const purges = ran.filter((r) => r.job === 'purge-expired').length;
    expect(purges).toBeGreaterThan(0);
    const after = await scrape();
    expect(valueOf(after, 'scheduled_job_runs_total', { job_name: 'purge-expired' })).toBe(purges);
    expect(valueOf(after, 'scheduled_job_failures_total', { job_name: 'purge-expired' })).toBe(0);
    for (const job of new Set(ran.map((r) => r.job)))
      expect(valueOf(after, 'scheduled_job_runs_total', { job_name: job }), job).toBe(ran.filter((r) => r.job === job).length);
  });

  it('counts e-mails sent and attempts that failed', async () => {
    const { email } = await aPerson(t);
    await t.ctx.outbox.drain(); // what boot found queued
    const before = await scrape();
    const ask = (client: string) => t.call('POST', '/api/users/sendResetEmail', { body: { email }, remoteAddress: client });
    await ask('10.7.0.1');
    await t.ctx.outbox.drain();
    await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    const sent = await scrape();
    expect(valueOf(sent, 'mail_sent_total') - valueOf(before, 'mail_sent_total')).toBe(1);

    t.smtp.refuse(email);
    try {
      await ask('10.7.0.2');
      await t.ctx.outbox.drain();
    } finally {
      t.smtp.refuse();
    }
    const failed = await scrape();
    expect(valueOf(failed, 'mail_failed_total') - valueOf(sent, 'mail_failed_total')).toBe(1);
    expect(valueOf(failed, 'mail_sent_total')).toBe(valueOf(sent, 'mail_sent_total'));
  });

  it('counts webhook deliveries by event and outcome', async () => {
    let status = 204;
    const receiver = createServer((req, res) => req.resume().on('end', () => res.writeHead(status).end()));
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const admin = await aPerson(t, { role: 'admin' });
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
      const made = await t.call('POST', '/api/webhooks/update', {
        token: admin.token,
        body: { url, events: ['desk.booked'], active: true },
      });
      const ping = () => t.call('POST', `/api/webhooks/${made.body.payload._id}/ping`, { token: admin.token });
      const before = await scrape();
      await ping();
      await t.ctx.webhooks.drain();
      status = 500;
      await ping();
      await t.ctx.webhooks.drain();
      const after = await scrape();
      const delta = (outcome: string) =>
        valueOf(after, 'webhook_deliveries_total', { event: 'ping', outcome }) -
        valueOf(before, 'webhook_deliveries_total', { event: 'ping', outcome });
      expect([delta('delivered'), delta('failed'), delta('givenUp')]).toEqual([1, 1, 0]);
    } finally {
      receiver.close();
    }
  });

  it("tells the database's connections in use (PostgreSQL's pool) and the process's own metrics", async () => {
    const all = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(family(all, name), name).toBeDefined();
    if (t.ctx.db.kind === 'postgres') {
      expect(valueOf(all, 'db_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(family(all, 'db_connections_idle')?.type).toBe('GAUGE');
      expect(valueOf(all, 'db_connections_waiting')).toBe(0);
    } else {
      // PGlite: one connection inside the process, no pool to tell of.
      expect(family(all, 'db_connections_in_use')).toBeUndefined();
    }
  });

  it('keeps the counts of each app apart when one process builds two', async () => {
    const other = await createTestApp({ demo: false, config: { metricsToken: TOKEN } });
    try {
      await other.call('GET', '/api/meta');
      await other.call('GET', '/api/meta');
      const mine = requests(await scrape(), { route: '/api/meta' });
      const theirs = requests(await scrape(other), { route: '/api/meta' });
      expect(theirs).toBe(2);
      await t.call('GET', '/api/meta');
      expect(requests(await scrape(), { route: '/api/meta' })).toBe(mine + 1);
      expect(requests(await scrape(other), { route: '/api/meta' })).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('GET /metrics without the token', () => {
  it('answers the 404 of an unknown path without the token, with a wrong one, or with a session of an administrator', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nu-exista' });
    expect(unknown.statusCode).toBe(404);
    const admin = (await aPerson(t, { role: 'admin' })).token;
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${admin}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const r = await scrapeRaw(t, authorization);
      expect(r.statusCode, String(authorization)).toBe(404);
      expect(r.body).toBe(unknown.body);
      expect(r.headers['content-type']).toBe(unknown.headers['content-type']);
    }
  });

  it('answers 404 to everyone, the token included, when METRICS_TOKEN is not set', async () => {
    const off = await createTestApp({ demo: false });
    try {
      const unknown = await off.app.inject({ method: 'GET', url: '/api/nu-exista' });
      for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
        const r = await scrapeRaw(off, authorization);
        expect(r.statusCode).toBe(404);
        expect(r.body).toBe(unknown.body);
      }
    } finally {
      await off.close();
    }
  });
});
