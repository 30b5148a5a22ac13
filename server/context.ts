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
  scheduler: Scheduler;
  failures: Failures;
}
