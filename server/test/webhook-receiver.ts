import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import type { Person } from './factories.js';
import type { TestApp } from './harness.js';

// A real HTTP receiver on loopback for the webhooks' tests (decisions §23): it keeps what it is sent
// and answers 204, and listens to the events asked with a webhook of its own on a test app made
// with `config: { webhooksAllowPrivate: true }`.

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
export interface Heard {
  type: string;
  timestamp: string;
  data: unknown;
}

export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** The events delivered so far, in order, after the worker has sent what is due; each signature checked with `secret`. */
  heard(secret: string): Promise<Heard[]>;
  close(): Promise<void>;
}

export async function aWebhookReceiver(t: TestApp): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    async heard(secret) {
      await t.ctx.webhooks.drain();
      const verifier = new Webhook(secret);
      return received.map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as Heard);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Makes an active webhook of `events` to `url` as `admin` (role admin); answers its id and secret. */
export async function aWebhook(t: TestApp, admin: Person, url: string, events: string[]): Promise<{ id: string; secret: string }> {
  const r = await t.call('POST', '/api/webhooks/update', { token: admin.token, body: { url, events, active: true } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { id: r.body.payload._id, secret: r.body.payload.secret };
}
