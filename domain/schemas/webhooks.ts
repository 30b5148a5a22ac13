import { z } from '../zod-ro.js';
import { WEBHOOK_EVENTS } from '../webhooks/events.js';
import { idString } from './desks.js';

// The requests of webhooks (decisions §23).

const EVENTS_MSG = 'Alegeți cel puțin un eveniment din listă, fiecare o singură dată.';

export const webhookBody = z.object({
  /** Left out: a new webhook; given: that webhook changed. */
  _id: idString.optional(),
  url: z
    .url('Adresa webhookului nu este o adresă web validă.')
    .max(2000, 'Adresa are cel mult 2000 de caractere.')
    .meta({ example: 'https://hooks.example.ro/birouri' }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, EVENTS_MSG))
    .min(1, EVENTS_MSG)
    .max(WEBHOOK_EVENTS.length, EVENTS_MSG)
    .refine((e) => new Set(e).size === e.length, EVENTS_MSG)
    .meta({ example: ['desk.booked', 'desk.cancelled'] }),
  active: z.boolean(),
});
export type WebhookBody = z.infer<typeof webhookBody>;

export const webhookIdParams = z.object({ id: idString });
export const deliveryParams = z.object({ id: idString, deliveryId: idString });
