import { nextDailyAt } from '../../domain/time.js';
import type { JobDef } from './scheduler.js';

/** Nightly clean-up at 03:00 Bucharest: expired sessions, spent reset links, old login failures. */
export const purgeExpiredJob: JobDef = {
  name: 'purge-expired',
  nextDue: async (after) => nextDailyAt(after, 3),
  async run({ tx, dueAt }) {
    await tx.query('DELETE FROM sessions WHERE expires_at < $1', [dueAt]);
    await tx.query('DELETE FROM password_resets WHERE expires_at < $1 OR used_at IS NOT NULL', [dueAt]);
    await tx.query("DELETE FROM login_failures WHERE at < $1::timestamptz - interval '1 day'", [dueAt]);
  },
};

