import type { Queryable } from '../db/connection.js';
import { migrationNames, migrationsApplied } from '../db/migrate.js';

/** Past this, a database that has not answered counts as not answering: a load balancer's probe gives up at a few seconds. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Whether this process may be sent requests (GET /ready): the database answers, and every migration
 * this code carries is applied there. One statement per check, and never two at once: however many
 * balancers poll, a database that hangs holds one query of this process, not one per poll.
 */
export function readinessCheck(
  db: Queryable,
  timeoutMs = READY_TIMEOUT_MS,
  failed: (e: unknown) => void = () => undefined,
): () => Promise<boolean> {
  const names = migrationNames();
  let pending: Promise<boolean> | null = null;
  const ask = () =>
    migrationsApplied(db, names)
      .catch((e: unknown) => {
        failed(e);
        return false;
      })
      .finally(() => (pending = null));
  return () => {
    pending ??= ask();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    return Promise.race([pending, late]).finally(() => clearTimeout(timer));
  };
}
