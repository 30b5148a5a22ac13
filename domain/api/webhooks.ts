import { deliveriesAnswer, deliveryAnswer, webhookAnswer, webhooksAnswer } from '../schemas/webhook-answers.js';
import { byId } from '../schemas/desks.js';
import { deliveryParams, webhookBody, webhookIdParams } from '../schemas/webhooks.js';
import { call } from './call.js';

// Webhooks (decisions §23): role admin's, as they hear what happens in both buildings.
export const webhookCalls = {
  'GET /webhooks': call({ access: 'admin', scope: 'read', answer: webhooksAnswer }),
  'POST /webhooks/update': call({ access: 'admin', scope: 'admin', body: webhookBody, answer: webhookAnswer, refusals: [404] }),
  'POST /webhooks/delete': call({ access: 'admin', scope: 'admin', body: byId, answer: webhookAnswer, refusals: [404] }),
  'GET /webhooks/:id/deliveries': call({
    access: 'admin',
    scope: 'read',
    params: webhookIdParams,
    answer: deliveriesAnswer,
    refusals: [404],
  }),
  'POST /webhooks/:id/ping': call({ access: 'admin', scope: 'admin', params: webhookIdParams, answer: deliveryAnswer, refusals: [404] }),
  'POST /webhooks/:id/deliveries/:deliveryId/retry': call({
    access: 'admin',
    scope: 'admin',
    params: deliveryParams,
    answer: deliveryAnswer,
    refusals: [404],
  }),
};
