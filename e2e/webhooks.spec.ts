import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './axe-fixture.js';
import { login, tokenFor } from './support.js';

// 'Webhookuri', role admin's section of the consoles (decisions §23, issue #44 point 2): a webhook added
// to a receiver on loopback (the app runs with WEBHOOKS_ALLOW_PRIVATE=1: e2e/playwright.config.ts) shows
// its secret once; 'Trimiteți un test' reaches the receiver as a POST whose Standard Webhooks signature
// verifies with that secret, and the deliveries say 'Livrat'.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let hookUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

// Whatever happens, the webhook goes: the other specs' bookings would otherwise queue deliveries to a closed port.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await tokenFor(request, 'admin')}` };
  const list = (await (await request.get('/api/webhooks', { headers })).json()) as { payload: { _id: string; url: string }[] };
  for (const w of list.payload.filter((x) => x.url === hookUrl))
    await request.post('/api/webhooks/delete', { headers, data: { _id: w._id } });
  await new Promise((resolve) => receiver.close(resolve));
});

test('Webhookuri: add a webhook, see its secret once, send a test that arrives signed, see it delivered', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'admin');
  await page.goto('/birouri/admin/settings');
  await page.getByRole('navigation', { name: 'Secțiuni' }).getByRole('link', { name: 'Webhookuri' }).click();
  await expect(page).toHaveURL(/\/birouri\/admin\/settings\/webhookuri$/);
  await expect(page.getByRole('heading', { name: 'Webhookuri', level: 2 })).toBeVisible();
  await expect(page.getByText('webhook-id, webhook-timestamp, webhook-signature')).toBeVisible();

  await page.getByRole('button', { name: 'Adăugați un webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Adăugați un webhook' });
  await form.getByRole('textbox', { name: /^Adresa/ }).fill(hookUrl);
  await form.getByRole('checkbox', { name: 'Birou rezervat' }).check();
  await form.getByRole('checkbox', { name: 'Utilizator creat' }).check();
  await form.getByRole('button', { name: 'Adăugați webhookul' }).click();

  // The secret, once, copied.
  const made = page.getByRole('dialog', { name: 'Webhookul a fost adăugat' });
  await expect(made).toBeVisible();
  const field = made.getByLabel('Secretul');
  await expect(field).toHaveValue(/^whsec_[A-Za-z0-9+/=]+$/);
  const secret = await field.inputValue();
  await expect(made.getByText('Copiați secretul acum: nu va mai fi afișat.', { exact: false })).toBeVisible();
  await made.getByRole('button', { name: 'Copiați' }).click();
  await expect(page.getByText('Secretul a fost copiat.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await made.getByRole('button', { name: 'Închideți' }).click();
  await expect(made).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByRole('table', { name: 'Webhookuri' }).getByRole('row').filter({ hasText: hookUrl });
  await expect(row).toContainText('Birou rezervat, Utilizator creat');
  await expect(row).toContainText('Activ');

  // 'Trimiteți un test': the receiver gets the event `ping`, signed with the secret.
  await row.getByRole('button', { name: 'Livrări' }).click();
  const deliveries = page.getByRole('dialog', { name: 'Livrări' });
  await expect(deliveries.getByText('Nicio livrare deocamdată.')).toBeVisible();
  await deliveries.getByRole('button', { name: 'Trimiteți un test' }).click();
  await expect(page.getByText('Testul a fost trimis: urmăriți-l în livrări.')).toBeVisible();
  await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [got] = received;
  expect(got.method).toBe('POST');
  expect(got.url).toBe('/hook');
  const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(got.headers[h])]));
  expect(() => new Webhook(secret).verify(got.body, headers)).not.toThrow();
  expect(JSON.parse(got.body)).toMatchObject({ type: 'ping' });
  // Another secret does not verify it.
  expect(() => new Webhook('whsec_' + Buffer.alloc(32, 1).toString('base64')).verify(got.body, headers)).toThrow();

  // The deliveries, read again while the test waits, say it arrived.
  const first = deliveries.getByRole('table').getByRole('row').nth(1);
  await expect(first).toContainText('Test', { timeout: 20_000 });
  await expect(first).toContainText('Livrat', { timeout: 20_000 });
  await expect(first).toContainText('HTTP 204');
  await deliveries.getByRole('button', { name: 'Închideți' }).click();

  // Deleted after the question.
  await row.getByRole('button', { name: `Ștergeți webhookul ${hookUrl}` }).click();
  await page.getByRole('dialog', { name: 'Ștergeți webhookul?' }).getByRole('button', { name: 'Ștergeți' }).click();
  await expect(page.getByText('Webhookul a fost șters.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Webhookuri' }).getByRole('row').filter({ hasText: hookUrl })).toHaveCount(0);
});
