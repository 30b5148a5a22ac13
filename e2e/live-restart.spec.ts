import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { E2E_CLOCK_START, E2E_PORT, E2E_SMTP_PORT } from './env.js';
import { DEMO_PASSWORD } from './support.js';

// Issue #27: an open map reconnects its live stream after the server itself restarts (not only
// after a cut stream) and shows a booking made on the new process without a reload. The app of
// the other specs cannot be restarted under them, so this spec runs its own: the same build,
// on a port and data folder of its own, stopped with SIGTERM and started again on the same folder.

const PORT = E2E_PORT + 7;
const BASE = `http://localhost:${PORT}`;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DAY = '2027-03-02';
let dataDir = '';
let app: ChildProcess | undefined;

const answers = () =>
  fetch(`${BASE}/api/meta`).then(
    (r) => r.ok,
    () => false,
  );

async function start(): Promise<ChildProcess> {
  // Another app left on the port would answer for this one (a run killed midway): refuse rather than test it.
  if (await answers()) throw new Error(`something already answers on ${BASE}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    cwd: ROOT,
    // A group of its own: the launcher and the server under it are killed together.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
      TEST_CLOCK: '1',
      TEST_CLOCK_START: E2E_CLOCK_START,
    },
  });
  // As long as the other specs' app is given (playwright.config.ts): a first start seeds the demo.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited while starting (${child.exitCode})`);
    if (await answers()) return child;
    await sleep(200);
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('the app did not start within 240 s');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
}

async function api(path: string, token: string | null, data: unknown) {
  const r = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(data),
  });
  const body = (await r.json()) as { err: number; message?: string; payload: { token?: string } };
  expect(body.err, body.message).toBe(0);
  return body.payload;
}

const map = (page: Page) => page.getByRole('group', { name: 'Harta etajului 5' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'birouri-e2e-restart-'));
  app = await start();
});

test.afterAll(async () => {
  if (app) await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
});

test('an open map reconnects after the server restarts and shows a booking made after it', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext({ baseURL: BASE, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' })).newPage();
  await page.goto('/login');
  await page.getByLabel('Nume utilizator').fill('angajat');
  await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  // The first sign-in of a process just started (its first password check, its first map) may take a while on a busy machine.
  await expect(page).toHaveURL(/\/birouri$/, { timeout: 60_000 });
  await page.getByRole('combobox', { name: 'Etaj' }).click();
  await page.getByRole('option', { name: 'Etajul 5' }).click();
  await page.getByRole('combobox', { name: 'Departament / proiect' }).click();
  await page.getByRole('option', { name: 'Tehnologia Informației' }).click();
  await expect(page.getByRole('button', { name: 'marți, 2 martie 2027' })).toHaveAttribute('aria-pressed', 'true');
  const label = (await map(page).locator('[data-state="free"]').first().getAttribute('aria-label'))!;
  const deskId = /Birou (\S+):/.exec(label)![1];

  await stop(app!);
  // The page is not reloaded: its stream comes back by itself (the first events are the current versions).
  // Watched from the stop on: the page may reconnect before start() has seen the new process answer,
  // and any stream opened after the stop is the new process's.
  let back = false;
  void page
    .waitForResponse((r) => r.url().includes('/api/events') && r.status() === 200, { timeout: 0 })
    .then(() => (back = true))
    .catch(() => undefined);
  app = await start();
  const { token } = await api('/api/users/login', null, { username: 'manager', password: DEMO_PASSWORD });
  // The web waits at most 45 s between two tries (web/src/api/live.ts).
  await expect.poll(() => back, { timeout: 60_000, message: 'the map reconnects within 60 s of the restart' }).toBe(true);
  await api('/api/reservations/desks/update', token!, { deskId, reservationDate: DAY });
  await expect(map(page).locator(`[aria-label*="Birou ${deskId}:"]`)).not.toHaveAttribute('data-state', 'free', { timeout: 2_000 });
  await page.context().close();
});
