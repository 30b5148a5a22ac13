import type { CallInput } from '@domain/api/index.js';
import { apiCall } from './client.js';

// Webhooks (decisions §23): role admin's, listed, made, changed and deleted, and each one's deliveries;
// shapes as domain/schemas/webhook-answers.ts declares them.

export type { Webhook, WebhookDelivery } from '@domain/schemas/webhook-answers.js';
/** A webhook made (no `_id`) or changed. */
export type WebhookRequest = CallInput<'POST /webhooks/update'>;

/** The webhooks, never their secrets. */
export const listWebhooks = () => apiCall('GET /webhooks');

/** A webhook made (its `secret` in the answer, this once) or changed. */
export const saveWebhook = (webhook: WebhookRequest) => apiCall('POST /webhooks/update', webhook);

export const deleteWebhook = (id: string) => apiCall('POST /webhooks/delete', { _id: id });

/** A webhook's last deliveries, newest first. */
export const listDeliveries = (id: string) => apiCall('GET /webhooks/:id/deliveries', { id });

/** Queues the event `ping` to the webhook: 'Trimiteți un test'. */
export const pingWebhook = (id: string) => apiCall('POST /webhooks/:id/ping', { id });

/** A new delivery with the body of one already made: 'Trimiteți din nou'. */
export const retryDelivery = ({ id, deliveryId }: { id: string; deliveryId: string }) =>
  apiCall('POST /webhooks/:id/deliveries/:deliveryId/retry', { id, deliveryId });
