import type { WebhookEvent } from '../../domain/webhooks/events.js';
import type { Queryable } from '../db/connection.js';
import { queueWebhookEvents } from '../webhooks/webhook-service.js';
import { presentRoomReservation } from './presenter.js';
import { roomReservationsByIds } from './queries.js';

/**
 * Tells the webhooks listening to `event` (decisions §23) about room reservations a bulk change made
 * (a deleted account's), as they now are, in its transaction; read only when one listens. Kick
 * ctx.webhooks after the commit when it answers true.
 */
export function tellRoomReservations(tx: Queryable, event: WebhookEvent, ids: string[], now: Date): Promise<boolean> {
  if (!ids.length) return Promise.resolve(false);
  return queueWebhookEvents(tx, event, async () => (await roomReservationsByIds(tx, ids)).map(presentRoomReservation), now);
}
