import type { ClaimedDelivery, HandedDelivery } from '../context.js';
import { prepared, type Queryable } from '../db/connection.js';

// SQL of webhooks and their deliveries (migration 030).

export interface WebhookRow {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  secret: string;
  created_at: Date;
}
const WEBHOOK_COLUMNS = 'id, url, events, active, secret, created_at';

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
  next_attempt_at: Date;
}
const DELIVERY_COLUMNS = 'id, webhook_id, event, status, attempts, last_status, last_error, created_at, delivered_at, next_attempt_at';

export async function insertWebhook(
  q: Queryable,
  w: Omit<WebhookRow, 'created_at'> & { created_at: Date; created_by: string },
): Promise<WebhookRow> {
  const { rows } = await q.query<WebhookRow>(
    `INSERT INTO webhooks (id, url, events, active, secret, created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${WEBHOOK_COLUMNS}`,
    [w.id, w.url, w.events, w.active, w.secret, w.created_at, w.created_by],
  );
  return rows[0];
}

export async function updateWebhook(
  q: Queryable,
  id: string,
  w: Pick<WebhookRow, 'url' | 'events' | 'active'>,
): Promise<WebhookRow | null> {
  const { rows } = await q.query<WebhookRow>(
    `UPDATE webhooks SET url = $2, events = $3, active = $4 WHERE id = $1 RETURNING ${WEBHOOK_COLUMNS}`,
    [id, w.url, w.events, w.active],
  );
  return rows[0] ?? null;
}

export async function webhooks(q: Queryable): Promise<WebhookRow[]> {
  return (await q.query<WebhookRow>(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks ORDER BY created_at, id`)).rows;
}

export async function webhookById(q: Queryable, id: string): Promise<WebhookRow | null> {
  return (await q.query<WebhookRow>(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE id = $1`, [id])).rows[0] ?? null;
}

/** Deletes a webhook and its deliveries (no foreign key does: migration 038). */
export async function deleteWebhook(q: Queryable, id: string): Promise<WebhookRow | null> {
  const { rows } = await q.query<WebhookRow>(
    `WITH gone AS (DELETE FROM webhooks WHERE id = $1 RETURNING ${WEBHOOK_COLUMNS}),
          deliveries AS (DELETE FROM webhook_deliveries WHERE webhook_id = $1)
     SELECT * FROM gone`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Queues an event for every active webhook that listens to it, in the caller's transaction, each
 * delivery claimed at birth by the calling process (its first attempt and a lease of `leaseMs`, as
 * claimDueDeliveries gives them): the process sends them after the commit without a claim of its
 * own (issue #44 point 6). Inserts nothing when none listens. `body` is the JSON sent, the same to each.
 */
// Prepared: a booking heard by a webhook runs it (issue #43's hot path), and planning it cost more than
// running it. A plain INSERT … SELECT: the same rows written by a statement with a CTE of the webhooks,
// as it was, made the fewest transactions in pgbench (docs/bench.md, "The deliveries' INSERT without its CTE").
const INSERT_CLAIMED_DELIVERIES = prepared(
  `INSERT INTO webhook_deliveries (id, webhook_id, event, body, next_attempt_at, created_at, attempts, leased_until)
   SELECT gen_random_uuid(), id, $1, $2, $3, $3, 1, $3::timestamptz + $4 * interval '1 millisecond'
     FROM webhooks WHERE active AND $1 = ANY(events)
   RETURNING id, webhook_id`,
);

export async function insertClaimedDeliveries(
  q: Queryable,
  event: string,
  body: string,
  at: Date,
  leaseMs: number,
): Promise<HandedDelivery[]> {
  const { rows } = await q.query<Pick<HandedDelivery, 'id' | 'webhook_id'>>(INSERT_CLAIMED_DELIVERIES, [event, body, at, leaseMs]);
  return rows.map((r) => ({ ...r, event, body, attempts: 1 }));
}

/** The address and secret of the active webhooks among `ids`: what a pass needs to send the deliveries handed to it. */
export async function activeTargets(q: Queryable, ids: readonly string[]): Promise<Map<string, { url: string; secret: string }>> {
  const { rows } = await q.query<{ id: string; url: string; secret: string }>(
    'SELECT id, url, secret FROM webhooks WHERE id = ANY ($1::uuid[]) AND active',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { url: r.url, secret: r.secret }]));
}

/**
 * The events the active webhooks listen to, as a column of another statement (a booking's subject,
 * desk-reservations/queries.ts): a change that read it queues only what one listens to
 * (webhook-service.ts noteListened), without a statement of its own for an event nobody hears.
 */
export const LISTENED_EVENTS_COLUMN = `(SELECT coalesce(array_agg(DISTINCT e), '{}') FROM webhooks w CROSS JOIN unnest(w.events) AS e WHERE w.active)`;

/** Whether an active webhook listens to `event`: a bulk change reads what it tells only then. */
export async function anyListening(q: Queryable, event: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM webhooks WHERE active AND $1 = ANY(events) LIMIT 1', [event]);
  return rows.length > 0;
}

/** insertDeliveries for many events of one kind (a bulk change): one statement, each body to each listener. */
export async function insertManyDeliveries(q: Queryable, event: string, bodies: string[], at: Date): Promise<number> {
  const { rowCount } = await q.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, event, body, next_attempt_at, created_at)
     SELECT gen_random_uuid(), w.id, $1, b.body, $3, $3
       FROM unnest($2::text[]) WITH ORDINALITY AS b(body, n) CROSS JOIN webhooks w
      WHERE w.active AND $1 = ANY(w.events)
      ORDER BY b.n, w.id`,
    [event, bodies, at],
  );
  return rowCount ?? 0;
}

/** One delivery to one webhook, whatever it listens to (a ping, a delivery sent again). */
export async function insertDelivery(q: Queryable, webhookId: string, event: string, body: string, at: Date): Promise<DeliveryRow> {
  const { rows } = await q.query<DeliveryRow>(
    `INSERT INTO webhook_deliveries (id, webhook_id, event, body, next_attempt_at, created_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $4) RETURNING ${DELIVERY_COLUMNS}`,
    [webhookId, event, body, at],
  );
  return rows[0];
}

export async function deliveriesOf(q: Queryable, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  const { rows } = await q.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [webhookId, limit],
  );
  return rows;
}

export async function deliveryBody(q: Queryable, webhookId: string, id: string): Promise<{ event: string; body: string } | null> {
  const { rows } = await q.query<{ event: string; body: string }>(
    'SELECT event, body FROM webhook_deliveries WHERE webhook_id = $1 AND id = $2',
    [webhookId, id],
  );
  return rows[0] ?? null;
}

/**
 * Claims up to `limit` due deliveries of active webhooks at `now`: each gets an attempt and a lease
 * (`leaseMs`, past which another worker sends it again: a crashed process's delivery is resumed), in
 * one statement. SKIP LOCKED: no two workers take the same row. `except`: the ids the caller holds
 * already (handed to it at their birth), whose lease may have ended on the test clock.
 */
export async function claimDueDeliveries(
  q: Queryable,
  now: Date,
  limit: number,
  leaseMs: number,
  except: readonly string[],
): Promise<ClaimedDelivery[]> {
  const { rows } = await q.query<ClaimedDelivery>(
    `UPDATE webhook_deliveries d SET attempts = d.attempts + 1, leased_until = $1::timestamptz + $3 * interval '1 millisecond'
       FROM webhooks w
      WHERE w.id = d.webhook_id AND d.id IN (
            SELECT x.id FROM webhook_deliveries x JOIN webhooks y ON y.id = x.webhook_id
             WHERE x.status = 'pending' AND x.next_attempt_at <= $1 AND (x.leased_until IS NULL OR x.leased_until <= $1) AND y.active
               AND x.id <> ALL ($4::uuid[])
             ORDER BY x.next_attempt_at, x.id LIMIT $2 FOR UPDATE OF x SKIP LOCKED)
      RETURNING d.id, d.webhook_id, d.event, d.body, d.attempts, w.url, w.secret`,
    [now, limit, leaseMs, except],
  );
  return rows;
}

/** Records a pass's delivered rows in one statement (one write per pass, not per delivery: the bench's #44 point 6). */
export async function markDelivered(q: Queryable, delivered: { id: string; status: number }[], at: Date): Promise<void> {
  if (!delivered.length) return;
  await q.query(
    `UPDATE webhook_deliveries d SET status = 'delivered', last_status = x.status, last_error = NULL, delivered_at = $3
       FROM unnest($1::uuid[], $2::int[]) AS x(id, status)
      WHERE d.id = x.id`,
    [delivered.map((d) => d.id), delivered.map((d) => d.status), at],
  );
}

export async function markRetry(q: Queryable, id: string, status: number | null, error: string, next: Date): Promise<void> {
  await q.query(
    'UPDATE webhook_deliveries SET last_status = $2, last_error = $3, next_attempt_at = $4, leased_until = NULL WHERE id = $1',
    [id, status, error, next],
  );
}

/** The last attempt failed: the delivery fails, and its webhook turns inactive; true when this statement turned it. */
export async function markFailedAndDeactivate(
  q: Queryable,
  id: string,
  webhookId: string,
  status: number | null,
  error: string,
): Promise<boolean> {
  await q.query("UPDATE webhook_deliveries SET status = 'failed', last_status = $2, last_error = $3 WHERE id = $1", [id, status, error]);
  const { rowCount } = await q.query('UPDATE webhooks SET active = false WHERE id = $1 AND active', [webhookId]);
  return (rowCount ?? 0) > 0;
}

/** The e-mail addresses and languages of role admin's people, told when a webhook turns inactive. */
export async function administrators(q: Queryable): Promise<{ email: string; name: string; language: string }[]> {
  return (
    await q.query<{ email: string; name: string; language: string }>(
      "SELECT email, name, language FROM users WHERE valid AND role = 'admin' ORDER BY username",
    )
  ).rows;
}

/**
 * Deliveries settled (delivered or failed) before `before`: their bodies name people (decisions §25:
 * no data kept longer than needed); the console's log of a webhook shows the last weeks. A pending
 * delivery stays until it settles, unless its webhook is gone (queued as it was deleted: migration 038).
 */
export async function deleteOldDeliveries(q: Queryable, before: Date): Promise<void> {
  await q.query(
    `DELETE FROM webhook_deliveries d
      WHERE (d.status <> 'pending' AND d.created_at < $1) OR NOT EXISTS (SELECT 1 FROM webhooks w WHERE w.id = d.webhook_id)`,
    [before],
  );
}
