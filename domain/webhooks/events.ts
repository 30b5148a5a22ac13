import { reasonsOf } from '../reasons.js';

// Webhooks (decisions §23): the events a webhook may listen to, and how its deliveries are retried.

export const WEBHOOK_EVENTS = [
  'desk.booked',
  'desk.cancelled',
  'desk.released',
  'desk.checkedin',
  'room.booked',
  'room.cancelled',
  'room.checkedin',
  'room.released',
  'tower.requested',
  'tower.allocated',
  'tower.unallocated',
  'tower.cancelled',
  'user.created',
  'user.deactivated',
  'user.reactivated',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event `POST /api/webhooks/{id}/ping` sends, to one webhook, whatever it listens to. */
export const PING_EVENT = 'ping';

/** A 2xx within this time delivers; anything else is a failed attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The waits after the 1st … 6th failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h. */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000] as const;
/** The first attempt and its six retries. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait before the next attempt after `attempts` failed ones; null after the last: the webhook turns inactive. */
export function retryDelayMs(attempts: number): number | null {
  return attempts >= 1 && attempts < MAX_ATTEMPTS ? RETRY_DELAYS_MS[attempts - 1] : null;
}

/** How many deliveries a webhook's list shows. */
export const DELIVERIES_SHOWN = 100;

export const WEBHOOK_MSG = {
  notFound: 'Webhookul nu a fost găsit.',
  deliveryNotFound: 'Livrarea nu a fost găsită.',
  urlNotHttps: 'Adresa webhookului trebuie să înceapă cu https://.',
  urlPrivate: 'Adresa webhookului trebuie să fie publică: adresele locale și cele private nu sunt permise.',
} as const;
export const WEBHOOK_REASON = reasonsOf('webhook', WEBHOOK_MSG);
