import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_CLOCK_START, E2E_DATA_DIR, E2E_OIDC_ISSUER, E2E_PORT, E2E_SMTP_PORT } from './env.js';
import { TEST_CLIENTS } from '../server/test/oidc-clients.js';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

// The browser tests drive Debian's chromium against the app started as a user starts it (npm start).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    // npm start builds the web first; CI built it moments before (the bundle budget) and says so with E2E_PREBUILT=1.
    command: `rm -rf "${E2E_DATA_DIR}" && ${process.env.E2E_PREBUILT === '1' ? 'npm run serve' : 'npm start'}`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${BASE_URL}/api/meta`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // A fixed Monday 09:00 in Bucharest, so that every run sees the same calendar; tests move it forward only.
      TEST_CLOCK: '1',
      TEST_CLOCK_START: E2E_CLOCK_START,
      // The company sign-in (decisions §17) against global-setup.ts's provider; the password form
      // stays open to everyone (OIDC_PASSWORD_LOGIN's default), as the other specs log in with it.
      OIDC_ISSUER: E2E_OIDC_ISSUER,
      OIDC_CLIENT_ID: TEST_CLIENTS.confidential.id,
      OIDC_CLIENT_SECRET: TEST_CLIENTS.confidential.secret,
    },
  },
});
