import { randomUUID } from 'node:crypto';
import type { WebhookBody } from '../../domain/schemas/webhooks.js';
import type { Webhook, WebhookDelivery } from '../../domain/schemas/webhook-answers.js';
import { DELIVERIES_SHOWN, PING_EVENT, WEBHOOK_MSG, WEBHOOK_REASON, type WebhookEvent } from '../../domain/webhooks/events.js';
import { AUDIT_KIND } from '../../domain/audit.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext, WebhookQueue } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { checkWebhookUrl } from './address.js';
import { newWebhookSecret } from './signature.js';
import {
  deleteWebhook,
  deliveriesOf,
  deliveryBody,
  anyListening,
  insertClaimedDeliveries,
  insertManyDeliveries,
  insertDelivery,
  insertWebhook,
  updateWebhook,
  webhookById,
  webhooks,
  type DeliveryRow,
  type WebhookRow,
} from './webhook-queries.js';

// Webhooks (decisions §23): role admin's receivers of what happens, and the events queued for them.

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const present = (w: WebhookRow): Webhook => ({
  _id: w.id,
  url: w.url,
  events: w.events as WebhookEvent[],
  active: w.active,
  createdAt: new Date(w.created_at).toISOString(),
});

const presentDelivery = (d: DeliveryRow): WebhookDelivery => ({
  _id: d.id,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  lastStatus: d.last_status,
  lastError: d.last_error,
  createdAt: new Date(d.created_at).toISOString(),
  deliveredAt: iso(d.delivered_at),
  nextAttemptAt: d.status === 'pending' ? iso(d.next_attempt_at) : null,
});

/** The body of a delivery: `{type, timestamp, data}`, `data` as the API answers it. */
const bodyOf = (type: string, at: Date, data: unknown) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/** What a transaction's own statement read of the active webhooks' events (noteListened), by transaction. */
const listenedIn = new WeakMap<Queryable, ReadonlySet<string>>();

/**
 * The events the active webhooks listen to, as a statement of the transaction `tx` read them beside
 * what it read anyway (LISTENED_EVENTS_COLUMN, a booking's subject): queueWebhookEvent then costs an
 * event nobody listens to no statement. A webhook made after that statement hears the next change,
 * as it would had it been made a moment later.
 */
export function noteListened(tx: Queryable, events: readonly string[]): void {
  listenedIn.set(tx, new Set(events));
}

/**
 * Queues `event` for every active webhook listening to it, in the caller's transaction (none for a
 * change rolled back), claimed by this process, which sends them once it has committed
 * (`webhooks.hand`); should the process end before, another sends them when their lease ends.
 */
export async function queueWebhookEvent(
  tx: Queryable,
  webhooks: Pick<WebhookQueue, 'hand' | 'leaseMs'>,
  event: WebhookEvent,
  data: unknown,
  at: Date,
): Promise<void> {
  if (listenedIn.get(tx)?.has(event) === false) return;
  const claimed = await insertClaimedDeliveries(tx, event, bodyOf(event, at, data), at, webhooks.leaseMs);
  if (claimed.length) webhooks.hand(claimed);
}

/**
 * queueWebhookEvent for a bulk change (an auto-release, an account's cancellations): `read` answers
 * the items as the API answers them, and is called only when an active webhook listens to `event`,
 * so that a change nobody hears costs one small statement. True when one does.
 */
export async function queueWebhookEvents(tx: Queryable, event: WebhookEvent, read: () => Promise<unknown[]>, at: Date): Promise<boolean> {
  if (!(await anyListening(tx, event))) return false;
  const items = await read();
  return (
    items.length > 0 &&
    (await insertManyDeliveries(
      tx,
      event,
      items.map((d) => bodyOf(event, at, d)),
      at,
    )) > 0
  );
}

/**
 * A single change in one transaction with the webhooks' events it makes (decisions §23), each queued in
 * it with the changed row as the API answers it (`present`) and sent after the commit. Answers the row.
 */
export async function heardBy<R>(
  ctx: Pick<AppContext, 'db' | 'webhooks'>,
  present: (row: R) => unknown,
  change: (tx: Queryable) => Promise<{ row: R; events: readonly WebhookEvent[]; now: Date }>,
): Promise<R> {
  return ctx.db.transaction(async (tx) => {
    const { row, events, now } = await change(tx);
    for (const event of events) await queueWebhookEvent(tx, ctx.webhooks, event, present(row), now);
    return row;
  });
}

export async function listWebhooks(ctx: AppContext): Promise<Webhook[]> {
  return (await webhooks(ctx.db)).map(present);
}

/** Makes a webhook (answered with its secret, this once) or changes one. */
export async function saveWebhook(ctx: AppContext, me: Caller, body: WebhookBody): Promise<Webhook> {
  checkWebhookUrl(body.url, ctx.config.webhooksAllowPrivate);
  const now = ctx.clock.now();
  const fields = { url: body.url, events: body.events, active: body.active };
  return ctx.db.transaction(async (tx) => {
    if (body._id) {
      const before = await webhookById(tx, body._id);
      const after = before && (await updateWebhook(tx, body._id, fields));
      if (!before || !after) throw notFound(WEBHOOK_MSG.notFound, WEBHOOK_REASON.notFound);
      await recordAudit(tx, me, now, AUDIT_KIND.webhooksUpdate, after.id, { from: present(before), to: present(after) });
      return present(after);
    }
    const secret = newWebhookSecret();
    const made = await insertWebhook(tx, { id: randomUUID(), ...fields, secret, created_at: now, created_by: me.uuid });
    await recordAudit(tx, me, now, AUDIT_KIND.webhooksUpdate, made.id, { to: present(made) });
    return { ...present(made), secret };
  });
}

export async function removeWebhook(ctx: AppContext, me: Caller, id: string): Promise<Webhook> {
  return ctx.db.transaction(async (tx) => {
    const gone = await deleteWebhook(tx, id);
    if (!gone) throw notFound(WEBHOOK_MSG.notFound, WEBHOOK_REASON.notFound);
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.webhooksDelete, id, { from: present(gone) });
    return present(gone);
  });
}

async function mustExist(q: Queryable, id: string): Promise<WebhookRow> {
  const w = await webhookById(q, id);
  if (!w) throw notFound(WEBHOOK_MSG.notFound, WEBHOOK_REASON.notFound);
  return w;
}

export async function listDeliveries(ctx: AppContext, id: string): Promise<WebhookDelivery[]> {
  await mustExist(ctx.db, id);
  return (await deliveriesOf(ctx.db, id, DELIVERIES_SHOWN)).map(presentDelivery);
}

/** Sends the webhook the event `ping`, whatever it listens to (an inactive one waits until it is active again). */
export async function pingWebhook(ctx: AppContext, me: Caller, id: string): Promise<WebhookDelivery> {
  const now = ctx.clock.now();
  const d = await ctx.db.transaction(async (tx) => {
    const w = await mustExist(tx, id);
    return insertDelivery(
      tx,
      w.id,
      PING_EVENT,
      bodyOf(PING_EVENT, now, { webhook: present(w), by: { uuid: me.uuid, name: me.name } }),
      now,
    );
  });
  ctx.webhooks.kick();
  return presentDelivery(d);
}

/** Sends a delivery again, as a new delivery with the same body (and a `webhook-id` of its own). */
export async function retryDelivery(ctx: AppContext, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const now = ctx.clock.now();
  const d = await ctx.db.transaction(async (tx) => {
    const old = await deliveryBody(tx, id, deliveryId);
    if (!old) throw notFound(WEBHOOK_MSG.deliveryNotFound, WEBHOOK_REASON.deliveryNotFound);
    return insertDelivery(tx, id, old.event, old.body, now);
  });
  ctx.webhooks.kick();
  return presentDelivery(d);
}
