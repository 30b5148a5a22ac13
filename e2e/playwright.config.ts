import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { APPS, BASE_URL, baseUrlOf, dataDirOf, E2E_CLOCK_START, E2E_OIDC_ISSUER, E2E_WORKERS, portOf, smtpPortOf } from './env.js';
import { TEST_CLIENTS } from '../server/test/oidc-clients.js';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

// The browser tests drive Debian's chromium against the app started as a user starts it (npm start).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A spec's tests run in order on one worker; the specs are shared among the workers, each with its app (env.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The apps start one after the other: the first builds the web (npm start) unless CI built it, the others serve that build.
  webServer: APPS.map((app) => ({
    command: `rm -rf "${dataDirOf(app)}" && ${process.env.E2E_PREBUILT === '1' || app > 0 ? 'npm run serve' : 'npm start'}`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${baseUrlOf(app)}/api/meta`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(portOf(app)),
      DATA_DIR: dataDirOf(app),
      SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(app)}`,
      PUBLIC_URL: baseUrlOf(app),
      LOG_LEVEL: 'warn',
      // A fixed Monday 09:00 in Bucharest, so that every run sees the same calendar; tests move it forward only.
      TEST_CLOCK: '1',
      TEST_CLOCK_START: E2E_CLOCK_START,
      // The company sign-in (decisions §17) against global-setup.ts's provider; the password form
      // stays open to everyone (OIDC_PASSWORD_LOGIN's default), as the other specs log in with it.
      OIDC_ISSUER: E2E_OIDC_ISSUER,
      OIDC_CLIENT_ID: TEST_CLIENTS.confidential.id,
      OIDC_CLIENT_SECRET: TEST_CLIENTS.confidential.secret,
      // Webhooks may reach a receiver the test starts on loopback, over http:// (e2e/webhooks.spec.ts).
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
  })),
});
