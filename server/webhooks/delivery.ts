import { DELIVERY_TIMEOUT_MS, retryDelayMs } from '../../domain/webhooks/events.js';
import type { ClaimedDelivery, HandedDelivery } from '../context.js';
import { deferToCommit } from '../db/ambient.js';
import type { Db } from '../db/connection.js';
import type { Clock } from '../jobs/clock.js';
import { QueueWorker } from '../jobs/queue-worker.js';
import { enqueueMails, type MailOutbox } from '../mail/outbox.js';
import { webhookOffMail } from '../mail/templates.js';
import type { Language } from '../../domain/languages.js';
import { postDelivery } from './post.js';
import { signedHeaders } from './signature.js';
import { activeTargets, administrators, claimDueDeliveries, markDelivered, markFailedAndDeactivate, markRetry } from './webhook-queries.js';

// The webhooks' deliveries (decisions §23): sent by a worker in each process after the commit that
// queued them, at least once, retried on the schedule of domain/webhooks/events.ts by the
// application's clock; after the last failure the webhook turns inactive and role admin's people are
// e-mailed, in one transaction. `webhook-timestamp` is the real clock's, even under the test clock.

export interface DeliveryOptions {
  pollMs: number;
  batch: number;
  /** How long a claimed delivery is kept from other workers: past it, a crashed process's delivery is sent again. */
  leaseMs: number;
  timeoutMs: number;
  /**
   * The wait between a kick and the pass: the commits of a busy moment share a pass (one claim and one
   * record for many deliveries instead of one each), which is most of what a webhook costs the database.
   */
  kickDelayMs: number;
  allowPrivate: boolean;
}
const DEFAULTS: Omit<DeliveryOptions, 'allowPrivate'> = {
  pollMs: 2_000,
  batch: 20,
  leaseMs: 60_000,
  timeoutMs: DELIVERY_TIMEOUT_MS,
  kickDelayMs: 100,
};

type Outcome = 'delivered' | 'failed' | 'givenUp';

export class WebhookDeliveries extends QueueWorker {
  private readonly opts: DeliveryOptions;
  /** This process's attempts since it started, by event and outcome (GET /metrics). */
  readonly counts = new Map<string, Record<Outcome, number>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    opts: Partial<DeliveryOptions> & { allowPrivate: boolean },
    log: (msg: string, err?: unknown) => void = () => undefined,
  ) {
    const full = { ...DEFAULTS, ...opts };
    super({ name: 'webhook deliveries', pollMs: full.pollMs, batch: full.batch, kickDelayMs: full.kickDelayMs }, log);
    this.opts = full;
  }

  get leaseMs(): number {
    return this.opts.leaseMs;
  }

  /** Deliveries this process queued already claimed, sent before any claimed by a pass. */
  private handed: HandedDelivery[] = [];

  hand(claimed: readonly HandedDelivery[]): void {
    // Once the transaction that queued them has committed (db/ambient.ts); dropped if it rolls back.
    if (deferToCommit(() => this.hand(claimed))) return;
    // A stopped process leaves them claimed: another sends them when their lease ends.
    if (this.stopped) return;
    this.handed.push(...claimed);
    this.kick();
  }

  /**
   * Sends up to a batch: the handed deliveries first, then what it claims of the due ones (other
   * processes', retries). A handed delivery whose webhook was turned off or deleted since is left
   * claimed: once its lease ends, a pass sends it if the webhook is active again.
   */
  protected async pass(): Promise<number> {
    const taken = this.handed.splice(0, this.opts.batch);
    const handed = await this.addressed(taken);
    const claimed =
      taken.length < this.opts.batch
        ? await claimDueDeliveries(
            this.db,
            this.clock.now(),
            this.opts.batch - taken.length,
            this.opts.leaseMs,
            taken.map((d) => d.id),
          )
        : [];
    const rows = [...handed, ...claimed];
    const delivered: { id: string; status: number }[] = [];
    await Promise.all(
      rows.map((r) => this.deliver(r, delivered).catch((e) => this.log(`webhook deliveries: could not record delivery ${r.id}`, e))),
    );
    // A failure to record them leaves them claimed: sent again once the lease ends (at least once).
    await markDelivered(this.db, delivered, this.clock.now()).catch((e) =>
      this.log('webhook deliveries: could not record the deliveries', e),
    );
    // What it took, sent or left: a full batch asks for another pass, whatever the webhooks were.
    return taken.length + claimed.length;
  }

  /** The handed deliveries with their webhooks' addresses and secrets, read in one statement (none for none). */
  private async addressed(handed: HandedDelivery[]): Promise<ClaimedDelivery[]> {
    if (!handed.length) return [];
    const targets = await activeTargets(this.db, [...new Set(handed.map((d) => d.webhook_id))]);
    return handed.flatMap((d) => {
      const target = targets.get(d.webhook_id);
      return target ? [{ ...d, ...target }] : [];
    });
  }

  private count(event: string, outcome: Outcome) {
    const c = this.counts.get(event) ?? { delivered: 0, failed: 0, givenUp: 0 };
    c[outcome]++;
    this.counts.set(event, c);
  }

  /** Sends one delivery; a success is added to `delivered` (recorded with the pass's others), a failure recorded at once. */
  private async deliver(d: ClaimedDelivery, delivered: { id: string; status: number }[]): Promise<void> {
    const headers = signedHeaders(d.secret, d.id, Math.floor(Date.now() / 1000), d.body);
    const { status, error } = await postDelivery(d.url, headers, d.body, this.opts);
    const now = this.clock.now();
    if (error === null) {
      this.count(d.event, 'delivered');
      delivered.push({ id: d.id, status: status ?? 0 });
      return;
    }
    const delay = retryDelayMs(d.attempts);
    if (delay !== null) {
      this.count(d.event, 'failed');
      return markRetry(this.db, d.id, status, error, new Date(now.getTime() + delay));
    }
    this.count(d.event, 'givenUp');
    this.log(`webhook deliveries: ${d.event} to ${d.url} failed at its last attempt (${error}); the webhook is turned off`);
    const turned = await this.db.transaction(async (tx) => {
      if (!(await markFailedAndDeactivate(tx, d.id, d.webhook_id, status, error))) return false;
      const admins = await administrators(tx);
      const mail = (a: (typeof admins)[number]) =>
        webhookOffMail({ ...a, language: a.language as Language }, { url: d.url, event: d.event, error });
      await enqueueMails(tx, admins.map(mail), now);
      return true;
    });
    if (turned) this.outbox.kick();
  }
}
