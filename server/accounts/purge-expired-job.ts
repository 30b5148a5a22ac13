import { nextDailyAt } from '../../domain/time.js';
import { DEVICE_DAYS } from './device-cookie.js';
import { deleteOldDevices, deleteOldLoginFailures } from './login-queries.js';
import { deleteSpentPasswordResets } from './password-reset-queries.js';
import { deleteStaleSignIns } from './oidc/oidc-queries.js';
import { FLOW_MS } from './oidc/oidc-service.js';
import { deleteExpiredSessions } from '../identity/session-queries.js';
import { deleteOldIdempotencyKeys } from '../idempotency/queries.js';
import { IDEMPOTENCY_HOURS } from '../../domain/api/idempotent.js';
import { deleteOldMail } from '../mail/outbox-queries.js';
import { deleteOldDeliveries } from '../webhooks/webhook-queries.js';
import type { JobDef } from '../jobs/scheduler.js';

/** How long the webhooks' log keeps a settled delivery (docs/privacy.md). */
export const DELIVERY_DAYS = 30;

/**
 * Nightly clean-up at 03:00 Bucharest: expired sessions, spent reset links, old login failures, browsers unused for DEVICE_DAYS,
 * company sign-ins abandoned at the provider or never taken by /login, Idempotency-Keys past their 24 hours (#38),
 * webhook deliveries settled DELIVERY_DAYS ago (#46: their bodies name people).
 */
export const purgeExpiredJob: JobDef = {
  name: 'purge-expired',
  nextDue: async (after) => nextDailyAt(after, 3),
  async run({ tx, dueAt }) {
    await deleteExpiredSessions(tx, dueAt);
    await deleteSpentPasswordResets(tx, dueAt);
    await deleteOldLoginFailures(tx, dueAt);
    // Sent or dropped e-mails after a week (the reset ceilings look back an hour).
    await deleteOldMail(tx, new Date(dueAt.getTime() - 7 * 86_400_000));
    await deleteOldDevices(tx, new Date(dueAt.getTime() - DEVICE_DAYS * 86_400_000));
    await deleteStaleSignIns(tx, new Date(dueAt.getTime() - FLOW_MS), dueAt);
    await deleteOldIdempotencyKeys(tx, new Date(dueAt.getTime() - IDEMPOTENCY_HOURS * 3_600_000));
    await deleteOldDeliveries(tx, new Date(dueAt.getTime() - DELIVERY_DAYS * 86_400_000));
  },
};
