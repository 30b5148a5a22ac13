import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { WebhookDeliveries } from './delivery.js';
import { queueWebhookEvent } from './webhook-service.js';
import { claimDueDeliveries } from './webhook-queries.js';
import { purgeExpiredJob } from '../accounts/purge-expired-job.js';

// Webhooks (#44 points 2–4, decisions §23) against a real HTTP receiver on loopback: signed per Standard
// Webhooks (verified by the `standardwebhooks` package), retried on the test clock after a 500 and a
// timeout, turned off after the last attempt with the administrators e-mailed, nothing sent for a
// change rolled back, one delivery however many workers, a crashed worker's delivery resumed, and
// private addresses refused without WEBHOOKS_ALLOW_PRIVATE. Starts Monday 2 March 2026, 10:00 Bucharest.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path?: string;
}
let t: TestApp;
let admin: Person;
let receiver: Server;
let url: string;
const received: Received[] = [];
/** How the receiver answers the next requests: a status, after a delay. */
let answer = { status: 204, delayMs: 0 };

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body, path: req.url });
      setTimeout(() => res.writeHead(answer.status).end(), answer.delayMs);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await createTestApp({
    start: '2026-03-02T08:00:00Z',
    config: { webhooksAllowPrivate: true },
    webhooks: { pollMs: 60_000, timeoutMs: 500 },
  });
  admin = await aPerson(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  receiver.close();
});
// Each test starts on Monday 10:00 in Bucharest, whatever the test before it did to the clock (the retries move it on).
beforeEach(() => t.clock.set(new Date('2026-03-02T08:00:00Z')));
afterEach(() => {
  received.length = 0;
  answer = { status: 204, delayMs: 0 };
});

async function aWebhook(events: string[] = ['desk.booked'], to = url): Promise<{ id: string; secret: string }> {
  const r = await t.call('POST', '/api/webhooks/update', { token: admin.token, body: { url: to, events, active: true } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { id: r.body.payload._id, secret: r.body.payload.secret };
}
const deliveries = async (id: string) => (await t.call('GET', `/api/webhooks/${id}/deliveries`, { token: admin.token })).body.payload;
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

describe('a webhook', () => {
  it('is made with a secret shown once, listed without it, changed, deleted, and audited', async () => {
    const made = await t.call('POST', '/api/webhooks/update', { token: admin.token, body: { url, events: ['desk.booked'], active: true } });
    expect(made.body.payload.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(made.body.payload.secret.slice(6), 'base64')).toHaveLength(32);
    const id = made.body.payload._id;
    const listed = (await t.call('GET', '/api/webhooks', { token: admin.token })).body.payload.find((w: { _id: string }) => w._id === id);
    expect(listed).toEqual({ _id: id, url, events: ['desk.booked'], active: true, createdAt: made.body.payload.createdAt });
    const changed = await t.call('POST', '/api/webhooks/update', {
      token: admin.token,
      body: { _id: id, url, events: ['desk.cancelled', 'room.booked'], active: false },
    });
    expect(changed.body.payload).toMatchObject({ events: ['desk.cancelled', 'room.booked'], active: false });
    expect(changed.body.payload.secret).toBeUndefined();
    expect((await t.call('POST', '/api/webhooks/delete', { token: admin.token, body: { _id: id } })).status).toBe(200);
    expect((await t.call('POST', '/api/webhooks/delete', { token: admin.token, body: { _id: id } })).body.reason).toBe('webhook.notFound');
    const { rows } = await t.ctx.db.query<{ kind: string; details: object }>(
      'SELECT kind, details FROM audit_log WHERE target = $1 ORDER BY id',
      [id],
    );
    expect(rows.map((r) => r.kind)).toEqual(['webhooks.update', 'webhooks.update', 'webhooks.delete']);
    expect(JSON.stringify(rows)).not.toContain(made.body.payload.secret.slice(6));
  });

  it("is role admin's alone", async () => {
    const admin1 = await aPerson(t, { adminOf: ['1'] });
    expect((await t.call('GET', '/api/webhooks', { token: admin1.token })).body.reason).toBe('access');
  });
});

describe('a delivery', () => {
  it('is signed per Standard Webhooks with the real clock, whatever the test clock says', async () => {
    const w = await aWebhook();
    const ping = await t.call('POST', `/api/webhooks/${w.id}/ping`, { token: admin.token });
    expect(ping.body.payload).toMatchObject({ event: 'ping', status: 'pending' });
    await t.ctx.webhooks.drain();
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received;
    const verified = new Webhook(w.secret).verify(body, headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: unknown;
    };
    // The body's timestamp is the event's, on the application's (test) clock; the header's is the real one.
    expect(verified).toMatchObject({ type: 'ping', timestamp: expect.stringMatching(/^2026-03-02T/) });
    expect(headers['webhook-id']).toBe(ping.body.payload._id);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(() => new Webhook(w.secret).verify(body.replace('ping', 'pong'), headers as Record<string, string>)).toThrow();
    const [d] = await deliveries(w.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 204, lastError: null, nextAttemptAt: null });
  });

  it('goes to the webhooks listening to its event once the change commits, and never for a change rolled back', async () => {
    // Only this test's webhooks listen: the other tests' stay, and would hear the event too.
    await t.ctx.db.query('UPDATE webhooks SET active = false');
    const booked = await aWebhook(['desk.booked']);
    const cancelled = await aWebhook(['desk.cancelled']);
    const data = { _id: 'r1', deskId: '4-12' };
    await t.ctx.db.transaction((tx) => queueWebhookEvent(tx, t.ctx.webhooks, 'desk.booked', data, t.clock.now()));
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await queueWebhookEvent(tx, t.ctx.webhooks, 'desk.booked', { _id: 'rolled-back' }, t.clock.now());
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await t.ctx.webhooks.drain();
    expect(received.map((r) => JSON.parse(r.body))).toEqual([
      { type: 'desk.booked', timestamp: expect.stringMatching(/^2026-03-02T/), data },
    ]);
    await t.ctx.db.query('UPDATE webhooks SET active = false WHERE id = ANY($1::uuid[])', [[booked.id, cancelled.id]]);
    expect(await deliveries(booked.id)).toHaveLength(1);
    expect(await deliveries(cancelled.id)).toHaveLength(0);
  });

  it('is forgotten 30 days after it settled, when the nightly purge runs; one still pending is kept (docs/privacy.md)', async () => {
    await t.ctx.db.query('UPDATE webhooks SET active = false');
    const hook = await aWebhook(['desk.booked']);
    await t.ctx.db.transaction((tx) => queueWebhookEvent(tx, t.ctx.webhooks, 'desk.booked', { _id: 'kept-a-month' }, t.clock.now()));
    await t.ctx.webhooks.drain();
    answer = { status: 500, delayMs: 0 };
    await t.ctx.db.transaction((tx) => queueWebhookEvent(tx, t.ctx.webhooks, 'desk.booked', { _id: 'still-trying' }, t.clock.now()));
    await t.ctx.webhooks.drain();
    const purgeAt = (at: string) =>
      t.ctx.db.transaction((tx) => purgeExpiredJob.run({ tx, dueAt: new Date(at), now: new Date(at), afterCommit: () => undefined }));
    const kept = async () => (await deliveries(hook.id)).length;
    await purgeAt('2026-03-31T01:00:00Z'); // 29 days on
    expect(await kept()).toBe(2);
    await purgeAt('2026-04-02T01:00:00Z');
    const left = await t.ctx.db.query<{ status: string }>('SELECT status FROM webhook_deliveries WHERE webhook_id = $1', [hook.id]);
    expect(left.rows.map((r) => r.status)).toEqual(['pending']);
    await t.ctx.db.query('UPDATE webhooks SET active = false WHERE id = $1', [hook.id]);
    // The purge also ended the sessions past their 30 days: the tests after this one need an administrator.
    admin = await aPerson(t, { role: 'admin' });
  });

  it('takes its deliveries with it when deleted; one a bulk change queued as it was deleted is never sent, and the nightly purge removes it', async () => {
    await t.ctx.db.query('UPDATE webhooks SET active = false');
    const hook = await aWebhook(['desk.booked']);
    await t.ctx.db.transaction((tx) => queueWebhookEvent(tx, t.ctx.webhooks, 'desk.booked', { _id: 'before' }, t.clock.now()));
    await t.ctx.webhooks.drain();
    const count = async () =>
      (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1', [hook.id])).rows[0].n;
    expect(await count()).toBe(1);
    expect((await t.call('POST', '/api/webhooks/delete', { token: admin.token, body: { _id: hook.id } })).status).toBe(200);
    expect(await count()).toBe(0);
    // A bulk change (its rows claimed by a pass) that read the webhook before the deletion committed, and queued after it (no foreign key holds it: migration 038).
    await t.ctx.db.query(
      `INSERT INTO webhook_deliveries (id, webhook_id, event, body, next_attempt_at, created_at) VALUES (gen_random_uuid(), $1, 'desk.booked', '{}', $2, $2)`,
      [hook.id, t.clock.now()],
    );
    await t.ctx.webhooks.drain();
    expect(received).toHaveLength(1);
    await purgeExpiredJob.run({ tx: t.ctx.db, dueAt: t.clock.now(), now: t.clock.now(), afterCommit: () => undefined });
    expect(await count()).toBe(0);
  });

  it('is retried on the clock after a 500 and after a timeout, and sent again on request', async () => {
    const w = await aWebhook();
    answer = { status: 500, delayMs: 0 };
    await t.call('POST', `/api/webhooks/${w.id}/ping`, { token: admin.token });
    await t.ctx.webhooks.drain();
    let [d] = await deliveries(w.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500, lastError: 'HTTP 500' });
    expect(new Date(d.nextAttemptAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(4_000);
    await t.ctx.webhooks.drain();
    expect(received).toHaveLength(1); // not due yet
    answer = { status: 200, delayMs: 2_000 }; // past the test app's 500 ms
    later(5_000);
    await t.ctx.webhooks.drain();
    [d] = await deliveries(w.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 2, lastStatus: null, lastError: 'no answer within 0.5 s' });
    answer = { status: 200, delayMs: 0 };
    later(300_000);
    await t.ctx.webhooks.drain();
    [d] = await deliveries(w.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200 });
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([d._id]));
    const again = await t.call('POST', `/api/webhooks/${w.id}/deliveries/${d._id}/retry`, { token: admin.token });
    await t.ctx.webhooks.drain();
    expect(received.at(-1)?.headers['webhook-id']).toBe(again.body.payload._id);
    expect(received.at(-1)?.body).toBe(received[0].body);
  });

  it('turns its webhook off after the last attempt, and e-mails the administrators', async () => {
    const w = await aWebhook();
    answer = { status: 503, delayMs: 0 };
    await t.call('POST', `/api/webhooks/${w.id}/ping`, { token: admin.token });
    await t.ctx.webhooks.drain();
    for (const wait of [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]) {
      later(wait);
      await t.ctx.webhooks.drain();
    }
    expect(received).toHaveLength(7);
    const [d] = await deliveries(w.id);
    expect(d).toMatchObject({ status: 'failed', attempts: 7, lastStatus: 503 });
    const hook = (await t.call('GET', '/api/webhooks', { token: admin.token })).body.payload.find((x: { _id: string }) => x._id === w.id);
    expect(hook.active).toBe(false);
    const { rows } = await t.ctx.db.query<{ to: string; subject: string }>(
      "SELECT message->>'to' AS to, message->>'subject' AS subject FROM mail_outbox WHERE message->>'subject' LIKE 'Webhookul%'",
    );
    expect(rows).toContainEqual({ to: admin.email, subject: `Webhookul ${url} a fost dezactivat` });
  });

  it('is sent once by two workers at once, and resumed after its worker died', async () => {
    const w = await aWebhook();
    for (let i = 0; i < 10; i++) await t.call('POST', `/api/webhooks/${w.id}/ping`, { token: admin.token });
    const other = new WebhookDeliveries(t.ctx.db, t.clock, t.ctx.outbox, { allowPrivate: true, batch: 3 });
    await Promise.all([t.ctx.webhooks.drain(), other.drain()]);
    const ids = received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    // A worker claims a delivery and dies before sending it: another sends it once its lease is over.
    await t.call('POST', `/api/webhooks/${w.id}/ping`, { token: admin.token });
    expect(await claimDueDeliveries(t.ctx.db, t.clock.now(), 10, 60_000, [])).toHaveLength(1);
    await t.ctx.webhooks.drain();
    expect(received).toHaveLength(10);
    later(60_000);
    await t.ctx.webhooks.drain();
    expect(received).toHaveLength(11);
  });

  it("is sent by the process whose change queued it, no other's, and by another once the lease of a process that stopped is over", async () => {
    await t.ctx.db.query('UPDATE webhooks SET active = false');
    const w = await aWebhook(['desk.booked']);
    const other = new WebhookDeliveries(t.ctx.db, t.clock, t.ctx.outbox, { allowPrivate: true });
    const [sent, leftBehind] = [{ _id: 'sent-by-its-process' }, { _id: 'left-behind' }];
    await t.ctx.db.transaction((tx) => queueWebhookEvent(tx, t.ctx.webhooks, 'desk.booked', sent, t.clock.now()));
    await Promise.all([other.drain(), t.ctx.webhooks.drain()]);
    expect(received.map((r) => JSON.parse(r.body).data)).toEqual([sent]);

    // Its process stops between the commit and the send: the delivery waits out its lease, then another sends it.
    const stopping = new WebhookDeliveries(t.ctx.db, t.clock, t.ctx.outbox, { allowPrivate: true });
    await stopping.stop();
    await t.ctx.db.transaction((tx) => queueWebhookEvent(tx, stopping, 'desk.booked', leftBehind, t.clock.now()));
    await Promise.all([other.drain(), t.ctx.webhooks.drain()]);
    expect(received).toHaveLength(1);
    later(60_000);
    await Promise.all([other.drain(), t.ctx.webhooks.drain()]);
    expect(received.map((r) => JSON.parse(r.body).data)).toEqual([sent, leftBehind]);
    const [last] = await deliveries(w.id);
    expect(last).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('goes to its webhook as it is when sent: not while turned off since it was queued, and to the address changed meanwhile once on again', async () => {
    await t.ctx.db.query('UPDATE webhooks SET active = false');
    const w = await aWebhook(['desk.booked']);
    const data = { _id: 'queued-then-turned-off' };
    await t.ctx.db.transaction(async (tx) => {
      await queueWebhookEvent(tx, t.ctx.webhooks, 'desk.booked', data, t.clock.now());
      await tx.query("UPDATE webhooks SET active = false, url = url || '/moved' WHERE id = $1", [w.id]);
    });
    await t.ctx.webhooks.drain();
    expect(received).toEqual([]);
    expect((await deliveries(w.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await t.ctx.db.query('UPDATE webhooks SET active = true WHERE id = $1', [w.id]);
    later(60_000);
    await t.ctx.webhooks.drain();
    expect(received.map((r) => [r.path, JSON.parse(r.body).data])).toEqual([['/hook/moved', data]]);
    expect((await deliveries(w.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('of a webhook turned off does not hold back the others handed with it: each of theirs is sent in the same drain', async () => {
    await t.ctx.db.query('UPDATE webhooks SET active = false');
    const [off, on] = [await aWebhook(['desk.booked'], `${url}/off`), await aWebhook(['desk.booked'], `${url}/on`)];
    // 15 events to each of two webhooks: 30 deliveries handed, more than a pass's 20.
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 15; i++) await queueWebhookEvent(tx, t.ctx.webhooks, 'desk.booked', { _id: `event-${i}` }, t.clock.now());
      await tx.query('UPDATE webhooks SET active = false WHERE id = $1', [off.id]);
    });
    await t.ctx.webhooks.drain();
    expect(received.map((r) => r.path)).toEqual(Array(15).fill('/hook/on'));
    expect((await deliveries(on.id)).filter((d: { status: string }) => d.status === 'delivered')).toHaveLength(15);
  });
});

describe("the office's changes", () => {
  it('are heard as they commit: a desk booked, checked in and cancelled, each with the reservation as the API answers it', async () => {
    await t.ctx.db.query('UPDATE webhooks SET active = false');
    const w = await aWebhook(['desk.booked', 'desk.checkedin', 'desk.cancelled']);
    const group = await aGroup(t);
    const floor = await aFloor(t);
    const [deskA, deskB] = [await aDesk(t, { floor, groups: [group] }), await aDesk(t, { floor, groups: [group] })];
    const ana = await aPerson(t, { groups: [group] });
    const booked = await t.call('POST', '/api/reservations/desks/update', {
      token: ana.token,
      body: { deskId: deskA, reservationDate: '2026-03-04' },
    });
    expect(booked.status).toBe(200);
    const cancelled = await t.call('POST', '/api/reservations/desks/delete', { token: ana.token, body: { _id: booked.body.payload._id } });
    expect(cancelled.status).toBe(200);
    await aBooking(t, { person: ana, desk: deskB, day: '2026-03-02', group });
    const checkedIn = await t.call('POST', '/api/reservations/desks/checkin', { token: ana.token, body: { deskId: deskB } });
    expect(checkedIn.status).toBe(200);
    // A refused change is heard by no one: the same cancellation again changes nothing.
    await t.call('POST', '/api/reservations/desks/delete', { token: ana.token, body: { _id: booked.body.payload._id } });
    await t.ctx.webhooks.drain();
    // Deliveries of one moment come in any order (at least once, never in a promised order): compared by type.
    const heard = received.map((r) => JSON.parse(r.body) as { type: string; data: unknown }).sort((a, b) => a.type.localeCompare(b.type));
    expect(heard).toEqual([
      { type: 'desk.booked', timestamp: expect.any(String), data: booked.body.payload },
      { type: 'desk.cancelled', timestamp: expect.any(String), data: cancelled.body.payload },
      { type: 'desk.checkedin', timestamp: expect.any(String), data: checkedIn.body.payload.reservation },
    ]);
    for (const r of received) expect(() => new Webhook(w.secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
    await t.ctx.db.query('UPDATE webhooks SET active = false WHERE id = $1', [w.id]);
  });
});

describe('the address check', () => {
  it('refuses http:// and private addresses without WEBHOOKS_ALLOW_PRIVATE, as saved and as delivered', async () => {
    const strict = await createTestApp({ start: '2026-03-02T08:00:00Z', webhooks: { pollMs: 60_000 } });
    try {
      const boss = await aPerson(strict, { role: 'admin' });
      const save = (to: string) =>
        strict.call('POST', '/api/webhooks/update', { token: boss.token, body: { url: to, events: ['desk.booked'], active: true } });
      expect((await save(url)).body.reason).toBe('webhook.urlNotHttps');
      expect((await save('https://127.0.0.1:9/x')).body.reason).toBe('webhook.urlPrivate');
      expect((await save('https://localhost/x')).body.reason).toBe('webhook.urlPrivate');
      // Saved while the address was allowed (or its name resolved to a public address): each delivery checks again,
      // a name by the addresses it resolves to as the connection is made.
      const port = (receiver.address() as AddressInfo).port;
      const saved = async (to: string) => {
        const id = crypto.randomUUID();
        await strict.ctx.db.query(
          "INSERT INTO webhooks (id, url, events, active, secret, created_at, created_by) VALUES ($1, $2, '{desk.booked}', true, $3, now(), $4)",
          [id, to, `whsec_${Buffer.alloc(32, 7).toString('base64')}`, boss.uuid],
        );
        await strict.call('POST', `/api/webhooks/${id}/ping`, { token: boss.token });
        await strict.ctx.webhooks.drain();
        return (await strict.call('GET', `/api/webhooks/${id}/deliveries`, { token: boss.token })).body.payload[0];
      };
      expect(await saved(`https://localhost:${port}/x`)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatus: null,
        lastError: expect.stringMatching(/^localhost resolves to a private address \((127\.0\.0\.1|::1)\)$/),
      });
      expect(await saved(`http://127.0.0.1:${port}/x`)).toMatchObject({ lastError: 'the address is not https://' });
      expect(await saved(`https://[::ffff:127.0.0.1]:${port}/x`)).toMatchObject({ lastError: '::ffff:7f00:1 is a private address' });
      expect(received).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
