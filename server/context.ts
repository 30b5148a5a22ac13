import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { Clock } from './jobs/clock.js';
import type { Scheduler } from './jobs/scheduler.js';
import type { MailOutbox } from './mail/outbox.js';
import type { Failures } from './failures.js';

/** What every route and command needs; built once by main.ts or by a test. E-mail is enqueued (mail/outbox.ts), never sent directly. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  /** The webhooks' deliveries (decisions §23; webhooks/delivery.ts): kick it after a commit that queued some. */
  webhooks: WebhookQueue;
  scheduler: Scheduler;
  failures: Failures;
}

/** The workers a change wakes where it queued their rows (each kick waits for the transaction's commit, db/ambient.ts). */
export interface Wakers {
  outbox: Pick<MailOutbox, 'kick'>;
  webhooks: Pick<WebhookQueue, 'kick' | 'hand' | 'leaseMs'>;
}

/**
 * A delivery claimed by the process whose change queued it (its first attempt and lease taken as it
 * was inserted): its webhook's address and secret are read when it is sent, once for a pass's all.
 */
export interface HandedDelivery {
  id: string;
  webhook_id: string;
  event: string;
  body: string;
  attempts: number;
}

/** A delivery claimed for sending, with what sending it needs (its webhook's address and secret). */
export interface ClaimedDelivery extends HandedDelivery {
  url: string;
  secret: string;
}

/** What the app sees of the webhooks' delivery worker (webhooks/delivery.ts): a foundation names no feature area. */
export interface WebhookQueue {
  /** Sends soon what is due (after the commit that queued it). */
  kick(): void;
  /**
   * Sends deliveries this process queued already claimed (webhooks/webhook-service.ts
   * queueWebhookEvent), once the transaction that queued them has committed; never if it rolls back.
   */
  hand(claimed: readonly HandedDelivery[]): void;
  /** How long a claimed delivery is kept from other processes (ms): past it, a crashed process's is sent again. */
  readonly leaseMs: number;
  /** Sends now, and resolves once nothing due is left (tests). */
  drain(): Promise<void>;
  /** This process's attempts since it started, by event and outcome (GET /metrics). */
  readonly counts: ReadonlyMap<string, Readonly<Record<'delivered' | 'failed' | 'givenUp', number>>>;
}
