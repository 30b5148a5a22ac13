import { WEBHOOK_EVENTS, type WebhookEvent } from '@domain/webhooks/events.js';
import type { WebhookDelivery } from '@/api/webhooks.js';
import type { WebhooksKey } from '@/i18n/webhooks.js';

// What the section 'Webhookuri' says of a webhook (decisions §23): its events in words, grouped by area,
// and a delivery's state. Every key written whole (web/catalogue-ids.ts).

/** Each event's short label. */
export const EVENT_WORDS: Record<WebhookEvent, WebhooksKey> = {
  'desk.booked': 'webhooks.event.deskBooked',
  'desk.cancelled': 'webhooks.event.deskCancelled',
  'desk.released': 'webhooks.event.deskReleased',
  'desk.checkedin': 'webhooks.event.deskCheckedin',
  'room.booked': 'webhooks.event.roomBooked',
  'room.cancelled': 'webhooks.event.roomCancelled',
  'room.checkedin': 'webhooks.event.roomCheckedin',
  'room.released': 'webhooks.event.roomReleased',
  'tower.requested': 'webhooks.event.towerRequested',
  'tower.allocated': 'webhooks.event.towerAllocated',
  'tower.unallocated': 'webhooks.event.towerUnallocated',
  'tower.cancelled': 'webhooks.event.towerCancelled',
  'user.created': 'webhooks.event.userCreated',
  'user.deactivated': 'webhooks.event.userDeactivated',
  'user.reactivated': 'webhooks.event.userReactivated',
};

/** The form's groups of events: birouri, săli, turn, utilizatori, in the list's order. */
export const EVENT_AREAS: { label: WebhooksKey; events: WebhookEvent[] }[] = (
  [
    ['desk', 'webhooks.area.desk'],
    ['room', 'webhooks.area.room'],
    ['tower', 'webhooks.area.tower'],
    ['user', 'webhooks.area.user'],
  ] as const
).map(([area, label]) => ({ label, events: WEBHOOK_EVENTS.filter((e) => e.startsWith(`${area}.`)) }));

/** A delivery's event in words: the test's `ping`, or one of the list; any other as the API names it. */
export const eventKey = (event: string): WebhooksKey | null =>
  event === 'ping' ? 'webhooks.event.ping' : ((EVENT_WORDS as Record<string, WebhooksKey>)[event] ?? null);

export const STATUS_WORDS: Record<WebhookDelivery['status'], WebhooksKey> = {
  pending: 'webhooks.status.pending',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
};
