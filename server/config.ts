import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PASSWORD_LOGIN, type PasswordLogin } from '../domain/oidc.js';
import { misspeltSettings } from './config-names.js';

// Everything the server reads from its environment, read once, through one schema (README:
// Configuration; issue #25 point 8): a malformed value or a misspelt name stops the start with a
// message naming the variable, never a default silently taken instead.
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
  /** METRICS_TOKEN: GET /metrics answers only to `Authorization: Bearer` this; unset, /metrics is not there (404). */
  metricsToken?: string;
  /** WEBHOOKS_ALLOW_PRIVATE=1: webhooks may be http:// and reach loopback and private addresses (tests, a receiver inside the company; decisions §23). */
  webhooksAllowPrivate: boolean;
  /** Where `npm run build` wrote the web app (WEB_DIST; parallel browser-test runs each build their own). */
  webDist: string;
  /** Sign-in with the company's identity provider (decisions §17): set with OIDC_ISSUER and OIDC_CLIENT_ID. */
  oidc?: OidcConfig;
  /** OIDC_PASSWORD_LOGIN: 'admins' keeps the password login for role admin only (with `oidc` only). */
  passwordLogin: PasswordLogin;
  /** OIDC_GROUPS_CLAIM: the ID token's claim whose values the console maps to groups (decisions §25); with `oidc` only, and unused while `scim` is set. */
  oidcGroupsClaim?: string;
  /** SCIM 2.0 under /scim/v2 (decisions §25): set with SCIM_TOKEN; unset, /scim/v2 is not there (404). */
  scim?: ScimConfig;
}

export interface ScimConfig {
  /** The bearer token the identity provider's provisioning sends, compared in constant time. */
  token: string;
  /** SCIM_DEFAULT_BUILDING: the building of the accounts SCIM makes ('1' unless set). */
  defaultBuilding: '0' | '1' | '2';
}

export interface OidcConfig {
  /** The issuer's address, discovered at `/.well-known/openid-configuration` under it. */
  issuer: string;
  clientId: string;
  /** A confidential client's secret; without it the client is public and proves itself with PKCE alone. */
  clientSecret?: string;
}

/** A configuration the server refuses to start with; its message names each variable at fault. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const int = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, `se așteaptă ${what}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `se așteaptă ${what}`).max(max, `se așteaptă ${what}`));
const flag = z.enum(['0', '1'], { error: 'se așteaptă 0 sau 1' });
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `se așteaptă o adresă ${protocols.map((p) => p.replace(':', '://…')).join(' sau ')}`,
  );
const nonEmpty = z.string().min(1, 'nu poate fi gol');

/** A loopback host: 127.0.0.0/8, ::1 or localhost (RFC 6761), where plain http reaches no one else. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
/** An issuer: https://, or http:// on a loopback address only (decisions §17: tests, development). */
const issuer = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.test(u.hostname));
  } catch {
    return false;
  }
}, 'se așteaptă o adresă https://… (http://… doar pe o adresă de loopback: 127.0.0.1, ::1, localhost)');

/**
 * Every variable the server reads, by name. `secret`: its value never appears in a message. An
 * empty value counts as unset, as shells and compose files write it for "off".
 */
const SETTINGS = {
  NODE_ENV: { schema: z.enum(['production', 'development', 'test'], { error: 'se așteaptă production, development sau test' }) },
  PORT: { schema: int(0, 65535, 'un port între 0 și 65535') },
  HOST: { schema: nonEmpty },
  DATA_DIR: { schema: nonEmpty },
  DATABASE_URL: { schema: url(['postgres:', 'postgresql:']), secret: true },
  SMTP_URL: { schema: url(['smtp:', 'smtps:']), secret: true },
  MAIL_FROM: { schema: nonEmpty },
  SUPPORT_EMAIL: { schema: z.email({ error: 'se așteaptă o adresă de e-mail' }) },
  GUIDE_URL: { schema: nonEmpty },
  PUBLIC_URL: { schema: url(['http:', 'https:']) },
  DEFAULT_PASSWORD: { schema: nonEmpty, secret: true },
  TEST_CLOCK: { schema: flag },
  TEST_CLOCK_START: {
    schema: z.string().refine((v) => /^\d{4}-\d\d-\d\dT/.test(v) && !Number.isNaN(Date.parse(v)), 'se așteaptă un moment ISO 8601'),
  },
  RATE_LIMIT: { schema: int(1, 1_000_000, 'un număr de cereri pe minut, cel puțin 1') },
  TRUST_PROXY: { schema: z.string() },
  SESSION_DAYS: { schema: int(1, 3650, 'un număr de zile între 1 și 3650') },
  DEMO_DATA: { schema: flag },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'se așteaptă fatal, error, warn, info, debug, trace sau silent',
    }),
  },
  WEB_DIST: { schema: nonEmpty },
  // A bearer token: one word, long enough not to be guessed.
  METRICS_TOKEN: { schema: z.string().regex(/^\S{16,}$/, 'se așteaptă cel puțin 16 caractere, fără spații'), secret: true },
  WEBHOOKS_ALLOW_PRIVATE: { schema: flag },
  OIDC_ISSUER: { schema: issuer },
  OIDC_CLIENT_ID: { schema: nonEmpty },
  OIDC_CLIENT_SECRET: { schema: nonEmpty, secret: true },
  OIDC_PASSWORD_LOGIN: { schema: z.enum(PASSWORD_LOGIN, { error: 'se așteaptă all sau admins' }) },
  OIDC_GROUPS_CLAIM: { schema: z.string().regex(/^\S{1,100}$/, 'se așteaptă numele unei revendicări, fără spații') },
  // A bearer token, as METRICS_TOKEN's: the provisioning service's only proof.
  SCIM_TOKEN: { schema: z.string().regex(/^\S{16,}$/, 'se așteaptă cel puțin 16 caractere, fără spații'), secret: true },
  SCIM_DEFAULT_BUILDING: { schema: z.enum(['0', '1', '2'], { error: 'se așteaptă 0, 1 sau 2' }) },
} satisfies Record<string, { schema: z.ZodType; secret?: boolean }>;

type Name = keyof typeof SETTINGS;
type Parsed = { [K in Name]?: z.output<(typeof SETTINGS)[K]['schema']> };

/** Required in production (decisions §16): without them links, e-mail or new accounts would be wrong. */
const REQUIRED_IN_PRODUCTION: Name[] = ['DEFAULT_PASSWORD', 'PUBLIC_URL', 'SMTP_URL'];

export const SETTING_NAMES = Object.keys(SETTINGS) as Name[];

const dataDirOf = (p: Parsed) => resolve(p.DATA_DIR ?? './data');

/** The variables `names` read from `env`, and what is wrong with them: a malformed value, or a variable a slip away from one of them. */
function read(env: NodeJS.ProcessEnv, names: readonly Name[]): { p: Parsed; faults: string[] } {
  const faults: string[] = [];
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const { schema, secret } = SETTINGS[name] as { schema: z.ZodType; secret?: boolean };
    const r = schema.safeParse(raw);
    if (r.success) out[name] = r.data;
    else faults.push(`${name}: ${r.error.issues[0].message}${secret ? '' : ` (valoarea primită: „${raw}”)`}`);
  }
  for (const [name, meant] of misspeltSettings(env, SETTING_NAMES))
    if (names.includes(meant as Name)) faults.push(`${name}: variabilă necunoscută; ați vrut să scrieți ${meant}?`);
  return { p: out as Parsed, faults };
}

const refuse = (faults: string[]) => {
  if (faults.length) throw new ConfigError(`Configurația nu este validă:\n${faults.map((f) => `  - ${f}`).join('\n')}`);
};

function parse(env: NodeJS.ProcessEnv): Parsed {
  const { p, faults } = read(env, SETTING_NAMES);
  if (p.NODE_ENV === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((n) => p[n] === undefined && !faults.some((f) => f.startsWith(`${n}:`)));
    if (missing.length) faults.push(`NODE_ENV=production cere ${missing.join(', ')}: ${missing.length > 1 ? 'lipsesc' : 'lipsește'}`);
    if (p.TEST_CLOCK === '1') faults.push('TEST_CLOCK: nu se poate folosi cu NODE_ENV=production');
  }
  if (p.TRUST_PROXY === 'true') faults.push('TRUST_PROXY: numiți proxy-urile (adrese sau un număr de treceri), nu „true”');
  faults.push(...oidcFaults(env, p));
  if (env.SCIM_DEFAULT_BUILDING && !env.SCIM_TOKEN) faults.push('SCIM_DEFAULT_BUILDING: se folosește doar cu SCIM_TOKEN');
  refuse(faults);
  return p;
}

/** The database's settings alone: what `npm run backup` and `npm run restore` need. */
export interface DatabaseConfig {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * The database a server started with this environment would use, read from DATABASE_URL and
 * DATA_DIR only (#38, point 12): the backup commands run where the database is reachable, often
 * without the server's production settings (SMTP_URL, PUBLIC_URL, DEFAULT_PASSWORD), which they
 * do not use. The two are checked as the server checks them, misspellings included: `DATABSE_URL`
 * must not send a backup of production to the embedded database's empty folder.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const { p, faults } = read(env, ['DATABASE_URL', 'DATA_DIR']);
  refuse(faults);
  return { dataDir: dataDirOf(p), databaseUrl: p.DATABASE_URL };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const p = parse(env);
  const production = p.NODE_ENV === 'production';
  const port = p.PORT ?? 3000;
  return {
    production,
    port,
    host: p.HOST ?? '0.0.0.0',
    dataDir: dataDirOf(p),
    databaseUrl: p.DATABASE_URL,
    smtpUrl: p.SMTP_URL,
    mailFrom: p.MAIL_FROM ?? 'Rezervări <no-reply@example.com>',
    supportEmail: p.SUPPORT_EMAIL ?? 'suport@example.com',
    guideUrl: p.GUIDE_URL ?? '/ghid',
    publicUrl: (p.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    defaultPassword: p.DEFAULT_PASSWORD ?? 'Parola123',
    testClock: p.TEST_CLOCK === '1',
    testClockStart: p.TEST_CLOCK_START ? new Date(p.TEST_CLOCK_START) : undefined,
    rateLimit: p.RATE_LIMIT,
    trustProxy: parseTrustProxy(p.TRUST_PROXY),
    sessionDays: p.SESSION_DAYS ?? 30,
    loadDemo: !production && p.DEMO_DATA !== '0',
    logLevel: p.LOG_LEVEL ?? (p.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: p.METRICS_TOKEN,
    webhooksAllowPrivate: p.WEBHOOKS_ALLOW_PRIVATE === '1',
    webDist: resolve(p.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist')),
    oidc:
      p.OIDC_ISSUER && p.OIDC_CLIENT_ID
        ? { issuer: p.OIDC_ISSUER, clientId: p.OIDC_CLIENT_ID, clientSecret: p.OIDC_CLIENT_SECRET }
        : undefined,
    passwordLogin: p.OIDC_PASSWORD_LOGIN ?? 'all',
    oidcGroupsClaim: p.OIDC_GROUPS_CLAIM,
    scim: p.SCIM_TOKEN ? { token: p.SCIM_TOKEN, defaultBuilding: p.SCIM_DEFAULT_BUILDING ?? '1' } : undefined,
  };
}

/** The OIDC settings go together: an issuer without its client (or the reverse), or a secret or `admins` without either, is a slip. */
function oidcFaults(env: NodeJS.ProcessEnv, p: Parsed): string[] {
  const given = (n: Name) => !!env[n];
  if (given('OIDC_ISSUER') !== given('OIDC_CLIENT_ID'))
    return [`${given('OIDC_ISSUER') ? 'OIDC_CLIENT_ID' : 'OIDC_ISSUER'}: lipsește; OIDC_ISSUER și OIDC_CLIENT_ID se dau împreună`];
  if (given('OIDC_ISSUER')) return [];
  const faults: string[] = [];
  if (given('OIDC_CLIENT_SECRET')) faults.push('OIDC_CLIENT_SECRET: se folosește doar cu OIDC_ISSUER și OIDC_CLIENT_ID');
  if (given('OIDC_GROUPS_CLAIM')) faults.push('OIDC_GROUPS_CLAIM: se folosește doar cu OIDC_ISSUER și OIDC_CLIENT_ID');
  if (p.OIDC_PASSWORD_LOGIN === 'admins')
    faults.push(
      'OIDC_PASSWORD_LOGIN=admins cere OIDC_ISSUER și OIDC_CLIENT_ID: altfel nimeni în afară de administratori nu s-ar mai putea autentifica',
    );
  return faults;
}

/** TRUST_PROXY: '1' (hops) or '10.0.0.1, 10.0.0.0/8'; 'true' is refused above, since it would believe any client. */
function parseTrustProxy(v: string | undefined): number | string[] | undefined {
  const s = v?.trim();
  if (!s || s === '0' || s === 'false') return undefined;
  if (/^\d+$/.test(s)) return Number(s);
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
