import { join } from 'node:path';
import { resetMailPreparer } from './accounts/passwords-service.js';
import { purgeExpiredJob } from './accounts/purge-expired-job.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openPostgres, SERVING_TIMEOUTS, type Db, type Queryable } from './db/connection.js';
import { openDataDir } from './db/data-dir.js';
import { securePrivateDir } from './db/private-files.js';
import { appLogger, logTo } from './ops/logger.js';
import { migrate, underStartupLock } from './db/migrate.js';
import { loadDemoIfEmpty } from './seed/demo.js';
import { systemClock, TestClock, type Clock } from './jobs/clock.js';
import { autoReleaseJob } from './desk-reservations/release-job.js';
import { roomReleaseJob } from './rooms/release-job.js';
import { deskReminderJob } from './desk-reservations/reminder-job.js';
import { Scheduler, type JobDef } from './jobs/scheduler.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { MailOutbox, OUTBOX_KIND, type OutboxOptions } from './mail/outbox.js';
import { WebhookDeliveries, type DeliveryOptions } from './webhooks/delivery.js';
import { Failures } from './failures.js';
import { ensureDefaultSettings } from './settings/settings-service.js';
import { firstRoundJob, secondRoundJob } from './tower/jobs.js';
import { patternBookingJob } from './week/pattern-job.js';
import { retentionJob } from './privacy/retention-job.js';
import { patternWeekMailJob } from './week/pattern-week-mail.js';
import { towerPatternJob } from './week/tower-pattern-job.js';

/**
 * What the start-up writes before the scheduler's cursors depend on, and on nothing else: the tests'
 * template databases (server/test/template.ts) are keyed by it, so a seed that reads more must say so here.
 */
export interface SeedInputs {
  supportEmail: string;
  loadDemo: boolean;
  /** The demo's 'today' and the times of day it is seeded around. */
  now: Date;
}

export const seedInputsOf = (config: Config, now: Date): SeedInputs => ({
  supportEmail: config.supportEmail,
  loadDemo: config.loadDemo,
  now,
});

/** Migrations, default settings and (when asked) the demo; idempotent, so a database seeded already is left as it is. */
export async function seedDatabase(tx: Queryable, s: SeedInputs): Promise<void> {
  await migrate(tx);
  await ensureDefaultSettings(tx, s.supportEmail);
  if (s.loadDemo) await loadDemoIfEmpty(tx, s.now);
}

export interface Booted {
  ctx: AppContext;
  shutdown(): Promise<void>;
}

/** Every scheduled job of the product, each given by the area that owns it: jobs/ runs them and imports no area. */
function allJobs(ctx: Pick<AppContext, 'config' | 'outbox' | 'db' | 'webhooks'>): JobDef[] {
  return [
    purgeExpiredJob,
    deskReminderJob(ctx.config, ctx.outbox),
    autoReleaseJob(ctx),
    roomReleaseJob(ctx),
    // Before the first round at the Friday cut-off, though it never touches the days that round shares out.
    towerPatternJob(ctx.db, ctx.webhooks),
    firstRoundJob(ctx.outbox, ctx.webhooks),
    secondRoundJob(ctx.outbox, ctx.webhooks),
    patternBookingJob(ctx.db, ctx.config, ctx),
    patternWeekMailJob(ctx.outbox),
    retentionJob(ctx.db),
  ];
}

/** Opens the database, migrates it, writes default settings and (outside production) the demo. */
export async function boot(
  config: Config,
  over: {
    db?: Db;
    mailer?: Mailer;
    clock?: Clock;
    log?: (m: string, e?: unknown) => void;
    outbox?: Partial<OutboxOptions>;
    webhooks?: Partial<DeliveryOptions>;
  } = {},
): Promise<Booted> {
  const log = over.log ?? logTo(appLogger(config.logLevel));
  let unlock = async () => undefined as void;
  let db = over.db;
  /** The start-up's own connection: migrations and the demo may run longer than the serving pool lets a statement. */
  let setup: Db | undefined;
  if (!db) {
    if (config.databaseUrl) {
      setup = await openPostgres(config.databaseUrl, 1);
      db = await openPostgres(config.databaseUrl, 10, SERVING_TIMEOUTS);
    } else ({ db, release: unlock } = await openDataDir(config.dataDir, log));
  }
  // On PostgreSQL without SMTP, DATA_DIR holds the outbox's e-mails only: its owner's alone too (openDataDir does it on PGlite).
  if (!over.mailer && !over.db && !config.smtpUrl && config.databaseUrl) securePrivateDir(config.dataDir, log);
  const clock = over.clock ?? (config.testClock ? new TestClock(config.testClockStart) : systemClock);
  const mailer =
    over.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), from: config.mailFrom, log });
  const outbox = new MailOutbox(db, mailer, { [OUTBOX_KIND.passwordReset]: resetMailPreparer({ config, clock }) }, log, over.outbox);
  const webhooks = new WebhookDeliveries(db, clock, outbox, { allowPrivate: config.webhooksAllowPrivate, ...over.webhooks }, log);
  const scheduler = new Scheduler(db, clock, allJobs({ config, outbox, db, webhooks }), log);
  // Every start-up write in one transaction under one lock: processes starting at once on an
  // empty database would otherwise each find it empty and load the demo twice.
  try {
    await underStartupLock(setup ?? db, async (tx) => {
      await seedDatabase(tx, seedInputsOf(config, clock.now()));
      await scheduler.register(tx);
    });
  } finally {
    await setup?.close();
  }
  // Delivers from here on, in every process (tests included), starting with what an earlier run left unsent.
  outbox.start();
  webhooks.start();
  const ctx: AppContext = { config, db, clock, outbox, webhooks, scheduler, failures: new Failures() };
  return {
    ctx,
    async shutdown() {
      // The job run under way commits or rolls back, and the sends in flight finish (or fail once
      // the transport closes) and are recorded, before the database closes.
      await scheduler.stop();
      await webhooks.stop();
      await outbox.stop();
      mailer.close();
      await outbox.settled();
      await db.close();
      await unlock();
    },
  };
}
