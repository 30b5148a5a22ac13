import type { AppContext } from '../context.js';
import { deskReminderJob } from '../desk-reservations/reminder-job.js';
import { firstRoundJob, secondRoundJob } from '../tower/jobs.js';
import { purgeExpiredJob } from './purge-expired.js';
import type { JobDef } from './scheduler.js';

/** Every scheduled job of the product; each area adds its own here. */
export function allJobs(ctx: Pick<AppContext, 'config' | 'outbox'>): JobDef[] {
  return [purgeExpiredJob, deskReminderJob(ctx.config, ctx.outbox), firstRoundJob, secondRoundJob(ctx.outbox)];
}
