import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Everything the server reads from its environment, read once (README: Configuration).
export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  guideUrl: string;
  publicUrl: string;
  defaultPassword: string;
  testClock: boolean;
  testClockStart?: Date;
  rateLimit?: number;
  /** Proxies whose X-Forwarded-For is believed: a hop count or a list of addresses/CIDRs; off by default. */
  trustProxy?: number | string[];
  sessionDays: number;
  loadDemo: boolean;
  logLevel: string;
  /** Where `npm run build` wrote the web app (WEB_DIST; parallel browser-test runs each build their own). */
  webDist: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (production && !env.DEFAULT_PASSWORD) throw new Error('DEFAULT_PASSWORD is required when NODE_ENV=production');
  const testClock = env.TEST_CLOCK === '1';
  if (production && testClock) throw new Error('TEST_CLOCK cannot be used when NODE_ENV=production');
  let testClockStart: Date | undefined;
  if (env.TEST_CLOCK_START) {
    testClockStart = new Date(env.TEST_CLOCK_START);
    if (Number.isNaN(testClockStart.getTime())) throw new Error('TEST_CLOCK_START is not an ISO instant');
  }
  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Rezervări <no-reply@example.com>',
    supportEmail: env.SUPPORT_EMAIL ?? 'suport@example.com',
    guideUrl: env.GUIDE_URL ?? '/ghid',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    defaultPassword: env.DEFAULT_PASSWORD ?? 'Parola123',
    testClock,
    testClockStart,
    rateLimit: env.RATE_LIMIT ? Number(env.RATE_LIMIT) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    loadDemo: !production && env.DEMO_DATA !== '0',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: resolve(env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist')),
  };
}

/** TRUST_PROXY: '1' (hops) or '10.0.0.1, 10.0.0.0/8'; 'true' is refused, since it would believe any client. */
function parseTrustProxy(v: string | undefined): number | string[] | undefined {
  const s = v?.trim();
  if (!s || s === '0' || s === 'false') return undefined;
  if (/^\d+$/.test(s)) return Number(s);
  if (s === 'true') throw new Error('TRUST_PROXY must name the proxies (addresses or a hop count), not "true"');
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

/** Fastify's trustProxy from TRUST_PROXY: a hop count trusts that many proxies nearest the server. */
export function trustProxy(setting: number | string[] | undefined): string[] | ((addr: string, hop: number) => boolean) | false {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_addr, hop) => hop < setting;
  return setting;
}
