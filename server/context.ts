import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { Clock } from './jobs/clock.js';
import type { Scheduler } from './jobs/scheduler.js';
import type { Mailer } from './mail/mailer.js';

/** What every route and command needs; built once by main.ts or by a test. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  scheduler: Scheduler;
}
