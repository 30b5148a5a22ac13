import type { Queryable } from '../db/connection.js';
import { usersByUuids } from '../identity/user-queries.js';
import { queueWebhookEvents } from '../webhooks/webhook-service.js';
import { presentUser } from './presenter.js';

/**
 * Tells the webhooks listening to `event` (decisions §23) about these accounts as the API answers
 * them now, in the change's transaction; read only when one listens. Kick ctx.webhooks after the
 * commit when it answers true.
 */
export function tellUsers(
  tx: Queryable,
  event: 'user.created' | 'user.deactivated' | 'user.reactivated',
  uuids: string[],
  now: Date,
): Promise<boolean> {
  if (!uuids.length) return Promise.resolve(false);
  return queueWebhookEvents(tx, event, async () => (await usersByUuids(tx, uuids)).map((u) => presentUser(u)), now);
}
