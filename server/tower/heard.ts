import type { WebhookEvent } from '../../domain/webhooks/events.js';
import type { Queryable } from '../db/connection.js';
import { queueWebhookEvents } from '../webhooks/webhook-service.js';
import { ALLOCATED } from './capacity-service.js';
import { requestsByIds, type ParkingRow } from './parking-queries.js';
import { presentParking } from './presenter.js';

// The tower's webhook events (decisions §23), queued in the change's own transaction with the
// requests as the API answers them: kick ctx.webhooks after the commit when a function answers true.

export type TowerEvent = Extract<WebhookEvent, `tower.${string}`>;

/**
 * Tells `event` about requests a bulk change made (a round, an absence, a deleted account), as they
 * now are: one read of them all, and only when a webhook listens.
 */
export function tellTowerRequests(tx: Queryable, event: TowerEvent, ids: string[], now: Date): Promise<boolean> {
  if (!ids.length) return Promise.resolve(false);
  return queueWebhookEvents(tx, event, async () => (await requestsByIds(tx, ids)).map(presentParking), now);
}

/**
 * New requests (read by `read`, once, and only when a webhook listens to either event): each is
 * requested, and allocated too when it took a free space at once.
 */
export async function tellPlaced(tx: Queryable, read: () => Promise<ParkingRow[]>, now: Date): Promise<boolean> {
  let rows: Promise<ParkingRow[]> | undefined;
  const placed = () => (rows ??= read());
  const requested = await queueWebhookEvents(tx, 'tower.requested', async () => (await placed()).map(presentParking), now);
  const allocated = await queueWebhookEvents(
    tx,
    'tower.allocated',
    async () => (await placed()).filter((r) => (ALLOCATED as readonly number[]).includes(r.type)).map(presentParking),
    now,
  );
  return requested || allocated;
}
