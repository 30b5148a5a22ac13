import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { editDistance, misspeltSettings } from './config-names.js';

// Issue #25 point 8: one schema for the environment; a bad value or a misspelt name stops the
// start with a message naming it, and production refuses to start without what it needs.

const PRODUCTION = {
  NODE_ENV: 'production',
  DEFAULT_PASSWORD: 'o-parola-lunga',
  PUBLIC_URL: 'https://birouri.example.ro',
  SMTP_URL: 'smtp://mail.example.ro:587',
};
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('accepted');
};

describe('loadConfig', () => {
  it('starts with no setting at all, on the defaults the README lists', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', sessionDays: 30, loadDemo: true, testClock: false, production: false });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('takes well-formed values, typed', () => {
    const c = loadConfig({
      PORT: '8080',
      SESSION_DAYS: '7',
      RATE_LIMIT: '600',
      TRUST_PROXY: '1',
      DEMO_DATA: '0',
      TEST_CLOCK: '1',
      TEST_CLOCK_START: '2026-03-02T06:00:00Z',
    });
    expect(c).toMatchObject({ port: 8080, sessionDays: 7, rateLimit: 600, trustProxy: 1, loadDemo: false, testClock: true });
    expect(c.testClockStart?.toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(loadConfig({ PORT: '' }).port).toBe(3000); // empty is unset
  });

  it('refuses malformed values, naming each variable and its value', () => {
    const m = refusal({
      PORT: 'trei mii',
      SESSION_DAYS: '0',
      LOG_LEVEL: 'verbose',
      TEST_CLOCK_START: 'ieri',
      PUBLIC_URL: 'birouri.example.ro',
    });
    expect(m).toMatch(/PORT: .*port.*„trei mii”/);
    expect(m).toMatch(/SESSION_DAYS: .*„0”/);
    expect(m).toMatch(/LOG_LEVEL: .*„verbose”/);
    expect(m).toMatch(/TEST_CLOCK_START: .*ISO 8601/);
    expect(m).toMatch(/PUBLIC_URL: .*http/);
    expect(refusal({ PORT: '70000' })).toMatch(/PORT/);
    expect(refusal({ DEMO_DATA: 'da' })).toMatch(/DEMO_DATA: se așteaptă 0 sau 1/);
    expect(refusal({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY/);
    // A metrics token short enough to guess, or that no bearer header could carry; never repeated.
    for (const token of ['scurt', 'un token cu spații în el']) {
      const m = refusal({ METRICS_TOKEN: token });
      expect(m).toMatch(/METRICS_TOKEN: se așteaptă cel puțin 16 caractere/);
      expect(m).not.toContain(token);
    }
    expect(loadConfig({ METRICS_TOKEN: 'metrici-Xq7uZ3vB9kLm2Pn4' }).metricsToken).toBe('metrici-Xq7uZ3vB9kLm2Pn4');
  });

  it('never repeats a secret value in its message', () => {
    const m = refusal({ DATABASE_URL: 'mysql://u:secret-pw@db/x', SMTP_URL: 'http://u:secret-pw@mail' });
    expect(m).toMatch(/DATABASE_URL/);
    expect(m).toMatch(/SMTP_URL/);
    expect(m).not.toContain('secret-pw');
  });

  it('refuses a misspelt setting, saying which one was meant', () => {
    expect(refusal({ DATABSE_URL: 'postgres://x/y' })).toMatch(/DATABSE_URL: variabilă necunoscută; ați vrut să scrieți DATABASE_URL\?/);
    expect(refusal({ SESION_DAYS: '7' })).toMatch(/SESSION_DAYS/);
    expect(refusal({ PROT: '1' })).toMatch(/PORT/);
  });

  it('leaves the variables of everyone else alone', () => {
    const env = {
      PATH: '/usr/bin',
      HOME: '/root',
      HOSTNAME: 'x',
      PGPORT: '5432',
      MAIL: '/var/mail/root',
      TEST_DATABASE_URL: 'postgres://x/y',
      npm_config_cache: '/x',
      LANG: 'C',
    };
    expect(misspeltSettings(env, ['PORT', 'HOST', 'DATABASE_URL', 'MAIL_FROM', 'LOG_LEVEL'])).toEqual([]);
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('refuses production without DEFAULT_PASSWORD, PUBLIC_URL or SMTP_URL, naming what is missing', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(/NODE_ENV=production cere DEFAULT_PASSWORD, PUBLIC_URL, SMTP_URL/);
    expect(refusal({ ...PRODUCTION, SMTP_URL: '' })).toMatch(/cere SMTP_URL: lipsește/);
    expect(refusal({ ...PRODUCTION, TEST_CLOCK: '1' })).toMatch(/TEST_CLOCK/);
    const c = loadConfig(PRODUCTION);
    expect(c).toMatchObject({ production: true, loadDemo: false, publicUrl: 'https://birouri.example.ro' });
  });

  it('takes the company sign-in (decisions §17): an https issuer, or http on a loopback address only', () => {
    const client = { OIDC_CLIENT_ID: 'birouri', OIDC_CLIENT_SECRET: 'secretul-clientului' };
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example.ro/realms/firma', ...client })).toMatchObject({
      oidc: { issuer: 'https://login.example.ro/realms/firma', clientId: 'birouri', clientSecret: 'secretul-clientului' },
      passwordLogin: 'all',
    });
    for (const issuer of ['http://127.0.0.1:4000', 'http://localhost:4000/idp', 'http://[::1]:4000'])
      expect(loadConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'birouri' }).oidc, issuer).toEqual({
        issuer,
        clientId: 'birouri',
        clientSecret: undefined,
      });
    for (const issuer of [
      'http://login.example.ro',
      'http://10.0.0.5:8080',
      'http://localhost.example.ro',
      'ftp://127.0.0.1',
      'login.example.ro',
    ])
      expect(refusal({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'birouri' }), issuer).toMatch(/OIDC_ISSUER: se așteaptă o adresă https:\/\/…/);
    expect(loadConfig({ OIDC_ISSUER: 'https://x.example.ro', OIDC_CLIENT_ID: 'b', OIDC_PASSWORD_LOGIN: 'admins' }).passwordLogin).toBe(
      'admins',
    );
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it('refuses OIDC settings that do not go together, and never repeats the client secret', () => {
    expect(refusal({ OIDC_ISSUER: 'https://x.example.ro' })).toMatch(/OIDC_CLIENT_ID: lipsește/);
    expect(refusal({ OIDC_CLIENT_ID: 'birouri' })).toMatch(/OIDC_ISSUER: lipsește/);
    const m = refusal({ OIDC_CLIENT_SECRET: 'secretul-clientului' });
    expect(m).toMatch(/OIDC_CLIENT_SECRET: se folosește doar cu OIDC_ISSUER/);
    expect(m).not.toContain('secretul-clientului');
    // Only administrators could then sign in: a slip, not a choice.
    expect(refusal({ OIDC_PASSWORD_LOGIN: 'admins' })).toMatch(/OIDC_PASSWORD_LOGIN=admins cere OIDC_ISSUER/);
    expect(refusal({ OIDC_ISSUER: 'https://x.example.ro', OIDC_CLIENT_ID: 'b', OIDC_PASSWORD_LOGIN: 'nimeni' })).toMatch(
      /OIDC_PASSWORD_LOGIN: se așteaptă all sau admins/,
    );
    expect(refusal({ OIDC_CLIENT_SECRT: 'x' })).toMatch(/ați vrut să scrieți OIDC_CLIENT_SECRET/);
  });

  it('takes SCIM and the groups claim (decisions §25), and refuses them where they cannot work, never repeating the token', () => {
    const token = 'scim-Xq7uZ3vB9kLm2Pn4';
    expect(loadConfig({ SCIM_TOKEN: token }).scim).toEqual({ token, defaultBuilding: '1' });
    expect(loadConfig({ SCIM_TOKEN: token, SCIM_DEFAULT_BUILDING: '0' }).scim?.defaultBuilding).toBe('0');
    expect(loadConfig({}).scim).toBeUndefined();
    const short = refusal({ SCIM_TOKEN: 'scurt' });
    expect(short).toMatch(/SCIM_TOKEN: se așteaptă cel puțin 16 caractere/);
    expect(short).not.toContain('scurt');
    expect(refusal({ SCIM_TOKEN: token, SCIM_DEFAULT_BUILDING: '3' })).toMatch(/SCIM_DEFAULT_BUILDING: se așteaptă 0, 1 sau 2/);
    expect(refusal({ SCIM_DEFAULT_BUILDING: '1' })).toMatch(/SCIM_DEFAULT_BUILDING: se folosește doar cu SCIM_TOKEN/);
    const oidc = { OIDC_ISSUER: 'https://x.example.ro', OIDC_CLIENT_ID: 'b' };
    expect(loadConfig({ ...oidc, OIDC_GROUPS_CLAIM: 'groups' }).oidcGroupsClaim).toBe('groups');
    expect(refusal({ ...oidc, OIDC_GROUPS_CLAIM: 'două cuvinte' })).toMatch(/OIDC_GROUPS_CLAIM: se așteaptă numele unei revendicări/);
    expect(refusal({ OIDC_GROUPS_CLAIM: 'groups' })).toMatch(/OIDC_GROUPS_CLAIM: se folosește doar cu OIDC_ISSUER/);
  });

  it('counts edits as a person slips: a swap of two neighbours is one', () => {
    expect(editDistance('PORT', 'PROT', 2)).toBe(1);
    expect(editDistance('HOME', 'HOST', 2)).toBe(2);
    expect(editDistance('DATABASE_URL', 'DATABSE_URL', 2)).toBe(1);
    expect(editDistance('A', 'ABCDEF', 2)).toBe(3);
  });
});

it('the server process refuses to start on a bad configuration, printing why, with exit code 1', { timeout: 60_000 }, () => {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEFAULT_PASSWORD: '',
    PUBLIC_URL: '',
    SMTP_URL: '',
    PORT: 'x',
    DATA_DIR: '/nonexistent/never-created',
  };
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env,
    encoding: 'utf8',
    timeout: 50_000,
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('PORT: se așteaptă un port');
  expect(r.stderr).toContain('NODE_ENV=production cere DEFAULT_PASSWORD, PUBLIC_URL, SMTP_URL');
  expect(r.stderr).not.toMatch(/at .*config\.ts/); // a message for the operator, not a stack trace
});
