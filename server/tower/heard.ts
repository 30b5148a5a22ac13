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

/** New requests, already read: each is requested, and allocated too when it took a free space at once. */
export async function tellPlaced(tx: Queryable, rows: ParkingRow[], now: Date): Promise<boolean> {
  const tell = (event: TowerEvent, of: ParkingRow[]) =>
    of.length ? queueWebhookEvents(tx, event, async () => of.map(presentParking), now) : Promise.resolve(false);
  const requested = await tell('tower.requested', rows);
  const allocated = await tell(
    'tower.allocated',
    rows.filter((r) => (ALLOCATED as readonly number[]).includes(r.type)),
  );
  return requested || allocated;
}

/** tellPlaced for requests known by their ids (the work pattern's): read once, and only when a webhook listens to either event. */
export async function tellPlacedIds(tx: Queryable, ids: string[], now: Date): Promise<boolean> {
  if (!ids.length) return false;
  let rows: ParkingRow[] | undefined;
  const read = async () => (rows ??= await requestsByIds(tx, ids));
  const requested = await queueWebhookEvents(tx, 'tower.requested', async () => (await read()).map(presentParking), now);
  const allocated = await queueWebhookEvents(
    tx,
    'tower.allocated',
    async () => (await read()).filter((r) => (ALLOCATED as readonly number[]).includes(r.type)).map(presentParking),
    now,
  );
  return requested || allocated;
}
