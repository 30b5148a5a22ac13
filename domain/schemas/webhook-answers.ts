import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../webhooks/events.js';
import { instant } from './answers.js';

// The answers of webhooks (decisions §23): the secret only once, when a webhook is made.

const example = {
  _id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  url: 'https://hooks.example.ro/birouri',
  events: ['desk.booked', 'desk.cancelled'],
  active: true,
  createdAt: '2026-03-02T08:00:00.000Z',
};

export const webhookAnswer = z
  .object({
    _id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    active: z.boolean(),
    createdAt: instant,
    /** Only in the answer that made the webhook: `whsec_` and the base64 of 32 random bytes. */
    secret: z.string().optional(),
  })
  .meta({ id: 'Webhook', example });
export type Webhook = z.infer<typeof webhookAnswer>;
export const webhooksAnswer = z.array(webhookAnswer);

export const deliveryAnswer = z
  .object({
    /** The delivery's `webhook-id` header. */
    _id: z.string(),
    event: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    /** The receiver's last HTTP status; null when it gave none (no answer, a timeout, an address refused). */
    lastStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: instant,
    deliveredAt: instant.nullable(),
    /** A pending delivery's next attempt. */
    nextAttemptAt: instant.nullable(),
  })
  .meta({
    id: 'WebhookDelivery',
    example: {
      _id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
      event: 'desk.booked',
      status: 'delivered',
      attempts: 1,
      lastStatus: 204,
      lastError: null,
      createdAt: '2026-03-02T08:00:00.000Z',
      deliveredAt: '2026-03-02T08:00:00.120Z',
      nextAttemptAt: null,
    },
  });
export type WebhookDelivery = z.infer<typeof deliveryAnswer>;
export const deliveriesAnswer = z.array(deliveryAnswer);
