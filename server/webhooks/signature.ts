import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks' signature (decisions §23): HMAC-SHA256 of "{id}.{timestamp}.{body}", keyed with
// the secret's base64 after `whsec_`. The tests verify it with the `standardwebhooks` package.

/** A new webhook's secret: `whsec_` and the base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The headers of a delivery: `timestamp` is the sending machine's real clock, in Unix seconds. */
export function signedHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}
