import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { listDeliveries, listWebhooks, pingWebhook, removeWebhook, retryDelivery, saveWebhook } from './webhook-service.js';

/** Webhooks (decisions §23): role admin's, since they hear what happens in both buildings. */
export async function webhookRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['webhooks'];
  const signing =
    'Each delivery is a POST of `{type, timestamp, data}` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp` in Unix seconds of the real clock, `webhook-signature: v1,…`, HMAC-SHA256 keyed with the secret).';

  route(
    fastify,
    'POST /webhooks/update',
    {
      tags,
      operationId: 'saveWebhook',
      summary: 'Make a webhook, or change one',
      description: `Role admin. Without \`_id\`, makes a webhook and answers its \`secret\` (\`whsec_…\`) this once; with it, changes that webhook's \`url\`, \`events\` and \`active\` (404 \`webhook.notFound\`). The address is \`https://\` (400 \`webhook.urlNotHttps\`) on a public address (400 \`webhook.urlPrivate\`), unless the server runs with WEBHOOKS_ALLOW_PRIVATE=1; a name is checked again at every delivery by the addresses it resolves to. ${signing} Written in the audit log.`,
    },
    async (req) => ok(await saveWebhook(ctx, caller(req), req.body)),
  );

  route(
    fastify,
    'GET /webhooks',
    { tags, operationId: 'listWebhooks', summary: 'The webhooks, oldest first, without their secrets', description: 'Role admin.' },
    async () => ok(await listWebhooks(ctx)),
  );

  route(
    fastify,
    'POST /webhooks/delete',
    {
      tags,
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook and its deliveries',
      description: 'Role admin (404 `webhook.notFound`). Written in the audit log.',
    },
    async (req) => ok(await removeWebhook(ctx, caller(req), req.body._id)),
  );

  route(
    fastify,
    'GET /webhooks/:id/deliveries',
    {
      tags,
      operationId: 'listWebhookDeliveries',
      summary: "A webhook's last 100 deliveries, newest first",
      description:
        'Role admin (404 `webhook.notFound`). Each with its event, its `webhook-id` (`_id`), status (pending, delivered, failed), attempts, the last HTTP status and error, and a pending one’s next attempt: retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h; after the last failure the webhook turns inactive and the administrators are e-mailed.',
    },
    async (req) => ok(await listDeliveries(ctx, req.params.id)),
  );

  route(
    fastify,
    'POST /webhooks/:id/ping',
    {
      tags,
      operationId: 'pingWebhook',
      summary: 'Send the webhook the event `ping`',
      description: `Role admin (404 \`webhook.notFound\`), whatever events the webhook listens to; an inactive webhook gets it once it is active again. Answers the delivery queued. ${signing}`,
    },
    async (req) => ok(await pingWebhook(ctx, caller(req), req.params.id)),
  );

  route(
    fastify,
    'POST /webhooks/:id/deliveries/:deliveryId/retry',
    {
      tags,
      operationId: 'retryWebhookDelivery',
      summary: 'Send a delivery again',
      description:
        'Role admin (404 `webhook.deliveryNotFound`): the same body, as a new delivery with a `webhook-id` of its own. Answers the delivery queued.',
    },
    async (req) => ok(await retryDelivery(ctx, req.params.id, req.params.deliveryId)),
  );
}
