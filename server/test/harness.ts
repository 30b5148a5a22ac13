import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { boot, seedInputsOf } from '../boot.js';
import { loadConfig, type Config } from '../config.js';
import type { AppContext } from '../context.js';
import { TestClock } from '../jobs/clock.js';
import type { DeliveryOptions } from '../webhooks/delivery.js';
import { createMailer } from '../mail/mailer.js';
import type { OutboxOptions } from '../mail/outbox.js';
import { startSmtp } from './smtp.js';
import { seededDb } from './template.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  /** The PostgreSQL URL of this test's database (undefined on PGlite), for a second connection pool. */
  dbUrl?: string;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** Calls the API as a user would over HTTP; answers the status and the envelope. */
  call(
    method: string,
    url: string,
    opts?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<{ status: number; body: { err: number; payload: any; message?: string; reason?: string } }>;
  login(username: string, password?: string): Promise<string>;
  /** Moves the test clock as PUT /api/test/clock does (it must answer 200); answers the job runs that fell due. */
  moveClock(now: string): Promise<{ job: string; dueAt: string }[]>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (a copy of the run's template: empty and migrated, or with the demo organisation when `demo`), a test clock and a loopback SMTP server.
 * Build what a test needs with server/test/factories.ts; the demo is only for the files whose subject it is.
 * `logStream` takes the app's log lines (at config.logLevel: 'silent' unless a test asks for more).
 */
export async function createTestApp(
  opts: {
    start?: string;
    demo?: boolean;
    config?: Partial<Config>;
    outbox?: Partial<OutboxOptions>;
    webhooks?: Partial<DeliveryOptions>;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const smtp = await startSmtp();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }),
    smtpUrl: smtp.url,
    loadDemo: opts.demo ?? false,
    publicUrl: 'http://localhost:3000',
    ...opts.config,
  };
  const start = new Date(opts.start ?? '2026-03-02T08:00:00Z');
  // Starts from the run's template for what this boot would seed (boot then finds it done): the same database, seeded once.
  const { db, drop, url } = await seededDb(seedInputsOf(config, start));
  const clock = new TestClock(start);
  const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '', from: config.mailFrom });
  const { ctx, shutdown } = await boot(config, { db, mailer, clock, log: () => undefined, outbox: opts.outbox, webhooks: opts.webhooks });
  const answerDrift: string[] = [];
  const app = await buildApp(ctx, { serveWeb: false, answerDrift, logStream: opts.logStream });
  await app.ready();
  const call: TestApp['call'] = async (method, url, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let payload: string | undefined = o.raw;
    if (o.body !== undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method: method as 'GET', url, headers, payload, remoteAddress: o.remoteAddress });
    // An answer that differs from what the route declares (openapi.json) fails the test that received it.
    if (answerDrift.length) throw new Error(`The answer differs from its declared schema:\n${answerDrift.splice(0).join('\n')}`);
    // A file (the statistics' exports) is a success whose payload is its text; any other answer must be the envelope.
    if (res.statusCode === 200 && /^attachment/.test(String(res.headers['content-disposition'] ?? '')))
      return { status: 200, body: { err: 0, payload: res.body } };
    return { status: res.statusCode, body: res.json() };
  };
  return {
    app,
    ctx,
    clock,
    dbUrl: url,
    smtp,
    call,
    async moveClock(now) {
      const r = await call('PUT', '/api/test/clock', { body: { now } });
      if (r.status !== 200) throw new Error(`the test clock did not move to ${now}: ${r.status} ${r.body.message}`);
      return r.body.payload.ran as { job: string; dueAt: string }[];
    },
    async login(username, password = 'demo1234') {
      const r = await call('POST', '/api/users/login', { body: { username, password } });
      if (r.body.err !== 0) throw new Error(`login ${username} failed: ${r.body.message}`);
      return r.body.payload.token as string;
    },
    async close() {
      await app.close();
      await shutdown();
      await drop();
      await smtp.close();
      if (answerDrift.length) throw new Error(`An answer differs from its declared schema:\n${answerDrift.join('\n')}`);
    },
  };
}
