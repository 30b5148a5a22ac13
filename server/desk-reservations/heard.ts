import type { WebhookEvent } from '../../domain/webhooks/events.js';
import type { Queryable } from '../db/connection.js';
import { queueWebhookEvents } from '../webhooks/webhook-service.js';
import { presentDeskReservation } from './presenter.js';
import { reservationsByIds } from './queries.js';

/**
 * Tells the webhooks listening to `event` (decisions §23) about desk reservations a bulk change made
 * (an auto-release, an absence, a deleted desk or account), as they now are, in its transaction;
 * read only when one listens. Kick ctx.webhooks after the commit when it answers true.
 */
export function tellDeskReservations(tx: Queryable, event: WebhookEvent, ids: string[], now: Date): Promise<boolean> {
  if (!ids.length) return Promise.resolve(false);
  return queueWebhookEvents(tx, event, async () => (await reservationsByIds(tx, ids)).map(presentDeskReservation), now);
}
