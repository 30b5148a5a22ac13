import { AsyncLocalStorage } from 'node:async_hooks';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import { boot } from '../../server/boot.js';
import { loadConfig } from '../../server/config.js';
import { TestClock } from '../../server/jobs/clock.js';
import type { Booking } from './bookings.js';
import { databaseUrl } from '../../server/test/db.js';
import { adminQuery } from './database.js';
import { BOOKING_VARIABLES, pgbenchScript, type Recorded, type ScriptVariables } from './booking-script-text.js';

const run = promisify(execFile);

// Issue #43 point 2: the booking's own database work, as a pgbench script, beside the HTTP bookings.
// One booking is made through the app (in this process, on a copy of the bench's database) while
// every statement the driver sends is written down; those of the request (its session, its
// transaction, the notification after the commit) become a pgbench script whose values of the
// booking (person, desk, day, the new id) are read per transaction from a table of the plan. The
// script then runs on the copy with the same plan at the bookings' 64 connections: its rate is what
// PostgreSQL does for these bookings without the app (HTTP, session, JSON, validation).

export interface ScriptResult {
  tps: number;
  latencyMs: number;
  /** The statements of one transaction, first words each (the log shows what the script is). */
  statements: string[];
}

/** A copy of the bench's database `url` (its name `<name>_script`), for the script to write into; dropped by the answer's drop. */
export async function copyDatabase(adminUrl: string, url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = new URL(url).pathname.slice(1);
  const copy = `${name}_script`;
  await adminQuery(adminUrl, `CREATE DATABASE ${copy} TEMPLATE ${name}`);
  return { url: databaseUrl(url, copy), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`) };
}

/** Records one booking made through the app on `url`, then runs its statements as a pgbench script for the rest of the plan. */
export async function runBookingScript(url: string, start: Date, plan: Booking[], tokenOf: Map<string, string>): Promise<ScriptResult> {
  const [sample, ...rest] = plan;
  const { recorded, id } = await recordBooking(url, start, sample, tokenOf.get(sample.uuid)!);
  const vars: ScriptVariables = { uuid: sample.uuid, desk_id: sample.deskId, day: sample.day, id };
  const script = pgbenchScript(recorded, vars);
  const clients = Math.min(64, rest.length);
  const perClient = Math.floor(rest.length / clients);
  await fillPlan(url, rest.slice(0, clients * perClient));
  const dir = await mkdtemp(join(tmpdir(), 'bench-script-'));
  try {
    const file = join(dir, 'booking.sql');
    await writeFile(file, script.text);
    const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-t', String(perClient), '-f', file, url];
    const { stdout } = await run('pgbench', args, { env: { ...process.env, PGCONNECT_TIMEOUT: '10' }, maxBuffer: 1 << 20 });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (!tps || (failed && Number(failed[1]) > 0)) throw new Error(`the booking's script did not run through:\n${stdout}`);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    return { tps: Number(tps[1]), latencyMs: Number(latency?.[1] ?? NaN), statements: script.statements };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The statements the driver sent for one booking, from the request's start to its answer and the
 * notification that follows the commit (the outbox's work after it is not the booking's). Only those
 * sent on the request's behalf: the app's background work (the webhooks' and mails' queue polls, the
 * jobs) runs on the same pool meanwhile, and a poll recorded before the request's transaction once
 * made every script's transaction lease webhook deliveries too.
 */
export async function recordBooking(url: string, start: Date, b: Booking, token: string): Promise<{ recorded: Recorded[]; id: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-record-'));
  const config = {
    ...loadConfig({ TEST_CLOCK: '1', DATA_DIR: dataDir, DEMO_DATA: '0', NODE_ENV: 'development', LOG_LEVEL: 'warn' }),
    databaseUrl: url,
  };
  const booted = await boot(config, { clock: new TestClock(start), log: () => undefined });
  const app = await buildApp(booted.ctx, { serveWeb: false });
  await app.ready();
  const recorded: Recorded[] = [];
  const original = pg.Client.prototype.query;
  // What the request sets off (its statements, the notification after its commit) runs in its async context.
  const request = new AsyncLocalStorage<true>();
  try {
    // Written down as the driver gets them: the text, and the values as it will send them.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (!request.getStore()) return (original as (...a: unknown[]) => unknown).apply(this, args);
      const [config, values] = args;
      const c = typeof config === 'string' ? { text: config, values } : (config as { text: string; values?: unknown });
      const list = Array.isArray(c.values) ? (c.values as unknown[]) : [];
      recorded.push({ text: c.text, values: list.map((v) => prepared(v)) });
      // Every argument passed on: the pool's own calls end with a callback.
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    // Awaited inside the context: light-my-request sends the request when its answer is first awaited.
    const res = await request.run(true, async () =>
      app.inject({
        method: 'POST',
        url: '/api/reservations/desks/update',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ deskId: b.deskId, reservationDate: b.day }),
      }),
    );
    const body = res.json() as { err: number; message?: string; payload: { _id: string } };
    if (body.err !== 0) throw new Error(`the recorded booking was refused: ${body.message}`);
    // The notification goes out on the next turn after the commit.
    await new Promise((r) => setTimeout(r, 200));
    return { recorded, id: body.payload._id };
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await booted.shutdown();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A value as node-postgres sends it: text (null stays null). */
function prepared(v: unknown): string | null {
  const p = (pg as unknown as { utils?: { prepareValue(v: unknown): unknown } }).utils?.prepareValue(v) ?? v;
  if (p === null || p === undefined) return null;
  return Buffer.isBuffer(p) ? `\\x${p.toString('hex')}` : String(p);
}

/** The plan's bookings, one per transaction of the script, taken in turn by a sequence. */
async function fillPlan(url: string, plan: Booking[]): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      `CREATE TABLE bench_booking_plan (n bigint PRIMARY KEY, ${BOOKING_VARIABLES.map((v) => `${v} text NOT NULL`).join(', ')});
       CREATE SEQUENCE bench_booking_plan_n`,
    );
    await c.query(
      `INSERT INTO bench_booking_plan SELECT ordinality, u, d, day, id
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS p(u, d, day, id)`,
      [plan.map((b) => b.uuid), plan.map((b) => b.deskId), plan.map((b) => b.day), plan.map(() => randomUUID())],
    );
  } finally {
    await c.end();
  }
}
