import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MSG } from '@domain/webhooks/events.js';
import { TOKEN_KEY } from '@/api/client.js';
import type { Webhook, WebhookDelivery } from '@/api/webhooks.js';
import { useSession } from '@/lib/session.js';
import { answerCallsWith, Refusal, type Call } from '@/test/api-calls.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import WebhooksSection from './webhooks-section.js';

// 'Webhookuri' (decisions §23, issue #44 point 2): a webhook added shows its secret once, its deliveries
// with their states, each sent again on request, and a test sent to it. That the consoles offer the
// section to role admin only: web/src/app/admin-webhooks.test.tsx.

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const aWebhook = (over: Partial<Webhook> = {}): Webhook => ({
  _id: 'w-1',
  url: 'https://hooks.example.ro/birouri',
  events: ['desk.booked', 'desk.cancelled'],
  active: true,
  createdAt: '2027-02-01T08:00:00.000Z',
  ...over,
});
const aDelivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  _id: 'd-1',
  event: 'desk.booked',
  status: 'delivered',
  attempts: 1,
  lastStatus: 204,
  lastError: null,
  createdAt: '2027-02-26T10:00:00.000Z',
  deliveredAt: '2027-02-26T10:00:01.000Z',
  nextAttemptAt: null,
  ...over,
});

let user: Record<string, unknown>;
let hooks: Webhook[];
let deliveries: WebhookDelivery[];
let onSave: (body: Omit<Webhook, '_id' | 'createdAt'> & { _id?: string }) => Webhook | Refusal;

const calls = answerCallsWith(({ method, path, body }: Call) => {
  if (path.startsWith('/users/verify')) return user;
  if (path.startsWith('/meta')) return testMeta();
  if (method === 'GET' && path === '/webhooks') return hooks;
  if (path === '/webhooks/update') return onSave(body as Parameters<typeof onSave>[0]);
  if (method === 'GET' && path === '/webhooks/w-1/deliveries') return deliveries;
  if (path === '/webhooks/w-1/ping') {
    const made = aDelivery({ _id: 'd-9', event: 'ping', status: 'pending', attempts: 0, lastStatus: null, deliveredAt: null });
    deliveries = [made, ...deliveries];
    return made;
  }
  if (path === '/webhooks/w-1/deliveries/d-3/retry') {
    const again = aDelivery({ _id: 'd-4', event: 'room.booked', status: 'delivered', createdAt: '2027-03-01T07:00:00.000Z' });
    deliveries = [again, ...deliveries];
    return again;
  }
  return [];
});
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
  user = sessionUser({ role: 'admin' });
  hooks = [];
  deliveries = [];
  onSave = (b) => {
    const made = aWebhook({ _id: 'w-2', url: b.url, events: b.events, active: b.active, createdAt: '2027-03-01T07:00:00.000Z' });
    hooks = [made, ...hooks];
    return { ...made, secret: SECRET };
  };
});

/** The page once the session knows the person, as behind RequireAuth. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? <>{children}</> : null;
}

const WAIT = { timeout: 20_000 };
const show = (element: ReactNode, base = '', path = '/') =>
  renderRoute(
    [
      {
        path: `${base}/*`,
        element: (
          <Suspense fallback={<p>…</p>}>
            <SignedIn>{element}</SignedIn>
          </Suspense>
        ),
      },
    ],
    path,
  );

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe("'Webhookuri'", () => {
  backToRomanianAfterEach();

  it('adds a webhook and shows its secret once, with a copy button and a warning', async () => {
    show(<WebhooksSection />);
    expect(await screen.findByRole('heading', { name: 'Webhookuri', level: 2 }, WAIT)).toBeTruthy();
    expect(screen.getByText('webhook-id, webhook-timestamp, webhook-signature')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'documentația API' }).getAttribute('href')).toBe('/api/docs');
    expect(await screen.findByText('Nu există webhookuri.', {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Adăugați un webhook' }));
    const form = await screen.findByRole('dialog', { name: 'Adăugați un webhook' });
    // Nothing is sent without an address and an event.
    fireEvent.click(within(form).getByRole('button', { name: 'Adăugați webhookul' }));
    expect(within(form).getByText('Alegeți cel puțin un eveniment.')).toBeTruthy();
    expect(sent('POST', '/webhooks/update')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Adresa/ }), { target: { value: ' https://hooks.example.ro/x ' } });
    // 'Toate' takes every event; one left out unticks it; ticked again it takes them all, and once more none.
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Toate' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Loc de parcare cerut' }));
    expect(within(form).getByRole('checkbox', { name: 'Toate' })).toHaveProperty('checked', false);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Toate' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Toate' }));
    fireEvent.click(within(within(form).getByRole('group', { name: 'Săli' })).getByRole('checkbox', { name: 'Sală rezervată' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Birou rezervat' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Adăugați webhookul' }));

    const dialog = await screen.findByRole('dialog', { name: 'Webhookul a fost adăugat' }, WAIT);
    expect(sent('POST', '/webhooks/update').map((c) => c.body)).toEqual([
      { url: 'https://hooks.example.ro/x', events: ['desk.booked', 'room.booked'], active: true },
    ]);
    expect(within(dialog).getByLabelText('Secretul')).toHaveProperty('value', SECRET);
    expect(within(dialog).getByText(/^Copiați secretul acum: nu va mai fi afișat\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiați' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Secretul a fost copiat.')).toBeTruthy();

    // Closed, the secret is gone from the page; the list has the webhook.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Închideți' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Webhookul a fost adăugat' })).toBeNull(), WAIT);
    const table = await screen.findByRole('table', { name: 'Webhookuri' }, WAIT);
    expect(rows(table)).toEqual([['https://hooks.example.ro/x', 'Birou rezervat, Sală rezervată', 'Activ', '01.03.2027 09:00', 'Livrări']]);
    expect(document.body.textContent).not.toContain(SECRET);
  }, 60_000);

  it('words a refusal of the address by its reason', async () => {
    onSave = () => new Refusal(400, WEBHOOK_MSG.urlPrivate, 'webhook.urlPrivate');
    show(<WebhooksSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Adăugați un webhook' }, WAIT));
    const form = await screen.findByRole('dialog', { name: 'Adăugați un webhook' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Adresa/ }), { target: { value: 'https://10.0.0.1/x' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Utilizator creat' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Adăugați webhookul' }));
    expect(await within(form).findByText(WEBHOOK_MSG.urlPrivate, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Webhookul a fost adăugat' })).toBeNull();
  }, 60_000);

  it('lists a webhook’s deliveries with their states, sends one again and sends a test', async () => {
    hooks = [aWebhook({ active: false })];
    deliveries = [
      aDelivery({
        _id: 'd-1',
        status: 'pending',
        attempts: 2,
        lastStatus: 503,
        deliveredAt: null,
        nextAttemptAt: '2027-02-26T10:05:00.000Z',
      }),
      aDelivery({ _id: 'd-2' }),
      aDelivery({
        _id: 'd-3',
        event: 'room.booked',
        status: 'failed',
        attempts: 7,
        lastStatus: null,
        lastError: 'timeout',
        deliveredAt: null,
      }),
    ];
    show(<WebhooksSection />);
    const table = await screen.findByRole('table', { name: 'Webhookuri' }, WAIT);
    expect(rows(table)[0].slice(1, 3)).toEqual(['Birou rezervat, Rezervare de birou anulată', 'Dezactivat']);

    fireEvent.click(within(table).getByRole('button', { name: 'Livrări' }));
    const dialog = await screen.findByRole('dialog', { name: 'Livrări' });
    const list = await within(dialog).findByRole('table', {}, WAIT);
    expect(rows(list)).toEqual([
      ['Birou rezervat', 'În așteptare', '2', 'HTTP 503', '26.02.2027 12:00', '—', '26.02.2027 12:05', 'Trimiteți din nou'],
      ['Birou rezervat', 'Livrat', '1', 'HTTP 204', '26.02.2027 12:00', '26.02.2027 12:00', '—', 'Trimiteți din nou'],
      ['Sală rezervată', 'Eșuat', '7', 'timeout', '26.02.2027 12:00', '—', '—', 'Trimiteți din nou'],
    ]);

    // 'Trimiteți din nou' on the failed one: its retry path, and the list read again with the new delivery.
    fireEvent.click(within(within(list).getAllByRole('row')[3]).getByRole('button', { name: 'Trimiteți din nou' }));
    expect(await screen.findByText('Livrarea a fost trimisă din nou.', {}, WAIT)).toBeTruthy();
    expect(sent('POST', '/webhooks/w-1/deliveries/d-3/retry')).toHaveLength(1);
    await waitFor(() => expect(rows(within(dialog).getByRole('table'))).toHaveLength(4), WAIT);

    // 'Trimiteți un test': the ping path, and the list read again with the test pending.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trimiteți un test' }));
    expect(await screen.findByText('Testul a fost trimis: urmăriți-l în livrări.', {}, WAIT)).toBeTruthy();
    expect(sent('POST', '/webhooks/w-1/ping')).toHaveLength(1);
    await waitFor(() => expect(rows(within(dialog).getByRole('table'))[0].slice(0, 3)).toEqual(['Test', 'În așteptare', '0']), WAIT);
  }, 60_000);
});
