import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from './connection.js';
import { databaseUnavailable } from './unavailable.js';

// Issue #38, point 11: a call whose answer must be written in the same transaction as what it does
// (an idempotent booking, server/idempotency/) runs its whole handler inside one transaction. Its
// services are unchanged: while the scope is open, every query of the Db runs on that transaction
// and each Db.transaction is a savepoint of it (a service that catches its own failure and tries
// again, as a check-in does, still can). Only the scope's own async work sees it, and only until it
// closes: a timer left behind falls back to the pool.

interface Scope {
  tx: Queryable;
  open: boolean;
  savepoints: number;
  /** Work to start once the transaction has committed (an outbox to kick). */
  afterCommit: (() => void)[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** A plain Db.transaction's work for after its commit (committing()). */
interface Commit {
  open: boolean;
  afterCommit: (() => void)[];
}
const commits = new AsyncLocalStorage<Commit>();

const current = (): Scope | undefined => {
  const s = scopes.getStore();
  return s?.open ? s : undefined;
};

/** The transaction every query of the Db runs on now, if a scope is open. */
export const ambientTx = (): Queryable | undefined => current()?.tx;

/**
 * Runs `fn` with the Db's queries and transactions on `tx` (the caller's transaction). Answers
 * `fn`'s result and what was asked to run after the commit, which the caller runs once it has
 * committed (runAfterCommit) and drops if it rolls back.
 */
export async function withinAmbient<T>(tx: Queryable, fn: () => Promise<T>): Promise<{ out: T; afterCommit: (() => void)[] }> {
  const scope: Scope = { tx, open: true, savepoints: 0, afterCommit: [] };
  try {
    const out = await scopes.run(scope, fn);
    return { out, afterCommit: scope.afterCommit };
  } finally {
    scope.open = false;
  }
}

/** Starts what a scope left for after its commit, outside the scope. */
export function runAfterCommit(work: (() => void)[]): void {
  for (const w of work) commits.exit(() => scopes.exit(w));
}

/**
 * Runs a Db.transaction (`run`: BEGIN … COMMIT) so that deferToCommit within it waits for its commit:
 * what was deferred starts once `run` has resolved, and is dropped when it throws (rolled back). A
 * service then wakes its worker where it queued the work, inside its transaction (QueueWorker.kick),
 * instead of carrying a flag out of it.
 */
export async function committing<T>(run: () => Promise<T>): Promise<T> {
  const commit: Commit = { open: true, afterCommit: [] };
  let out: T;
  try {
    out = await commits.run(commit, run);
  } finally {
    commit.open = false;
  }
  runAfterCommit(commit.afterCommit);
  return out;
}

/** A transaction inside the open scope (ambientTx() is set): a savepoint, rolled back to on failure (unless the connection is gone). */
export async function ambientTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const scope = current();
  if (!scope) throw new Error('no ambient transaction is open');
  const name = `ambient_${++scope.savepoints}`;
  await scope.tx.query(`SAVEPOINT ${name}`);
  try {
    const out = await fn(scope.tx);
    await scope.tx.query(`RELEASE SAVEPOINT ${name}`);
    return out;
  } catch (e) {
    if (!databaseUnavailable(e)) await scope.tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw e;
  }
}

/**
 * Defers `work` to after the commit of the transaction it runs in: an idempotent call's (its savepoints
 * are part of it), else the Db.transaction's; false (nothing deferred) outside any.
 */
export function deferToCommit(work: () => void): boolean {
  const commit = commits.getStore();
  const scope = current() ?? (commit?.open ? commit : undefined);
  if (!scope) return false;
  scope.afterCommit.push(work);
  return true;
}
