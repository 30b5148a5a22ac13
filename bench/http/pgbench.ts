import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

// The database's own rate for a write comparable to a booking (issue #24 point 1): pgbench's
// "simple update" transaction (-N: BEGIN, an UPDATE and a SELECT of one account, an INSERT, END),
// prepared, at the bookings' 64 connections, on the same server and in the same run, so that
// the bookings are judged against what this machine's PostgreSQL does alone.

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  command: string;
}

/** Runs pgbench on a scratch database of the server at `adminUrl`; undefined (and why) when pgbench cannot run here. */
export async function pgbenchSimpleUpdate(adminUrl: string, seconds: number): Promise<PgbenchResult | { missing: string }> {
  const name = `bench_pgbench_${randomBytes(4).toString('hex')}`;
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const env = { ...process.env, PGCONNECT_TIMEOUT: '10' };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      // Scale 16: 1.6 million accounts, so 64 clients rarely touch the same row (as bookings of distinct desks and people).
      await run('pgbench', ['-i', '-q', '-s', '16', u.toString()], { env });
      const args = ['-N', '-M', 'prepared', '-c', '64', '-j', '2', '-T', String(Math.max(5, Math.round(seconds))), u.toString()];
      const { stdout } = await run('pgbench', args, { env, maxBuffer: 1 << 20 });
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
      const latency = /latency average = ([\d.]+) ms/.exec(stdout);
      if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
      return { tps: Number(tps[1]), latencyMs: Number(latency?.[1] ?? NaN), command: `pgbench ${args.slice(0, -1).join(' ')}` };
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { missing: 'pgbench is not installed (Debian: postgresql-client)' };
    throw e;
  } finally {
    await admin.end();
  }
}
