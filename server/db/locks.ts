import type { Db, Queryable } from './connection.js';

// Every advisory lock of the app, by name (issue #37): one number each, so that two features
// never wait on each other's lock by accident (the password reset's and the company sign-in's
// once shared 721_5003). locks.test.ts checks that no two share a number, and that no code
// outside server/db takes an advisory lock of its own.

/** A whole-database lock: its number alone. */
const GLOBAL = {
  /** Migrations and the demo, by one of the processes that start at once (migrate.ts). */
  startup: 721_5001,
} as const;

/** A lock per key (a user name, an address): its number, then the key's hash. */
const KEYED = {
  /** The login attempts of one user name (accounts/login-service.ts). */
  login: 721_5002,
  /** The password reset requests for one e-mail address, then (resetClient) from one client (accounts/passwords-service.ts). */
  resetAddress: 721_5003,
  resetClient: 721_5004,
  /** The company sign-ins started from one client address (accounts/oidc/oidc-service.ts). */
  oidcStart: 721_5005,
  /** The live streams of one count of domain/live-caps.ts (a session, a person), opened in any process (live/stream-registry.ts). */
  liveStreams: 721_5006,
  /** A change of one provider group's mapping (provider-groups/provider-groups-service.ts): read, compared and written by one administrator at a time. */
  providerGroup: 721_5007,
} as const;

export const LOCKS = { ...GLOBAL, ...KEYED } as const;
export type GlobalLock = keyof typeof GLOBAL;
export type KeyedLock = keyof typeof KEYED;

/**
 * PostgreSQL serves several connections at once, and the lock is what makes their transactions
 * wait for each other. PGlite has one connection, whose transactions already run one at a time:
 * a lock there would be a statement for nothing.
 */
const needsLocks = (db: Pick<Db, 'kind'>) => db.kind === 'postgres';

/** Holds the named lock until the end of `tx`, a transaction of `db`. */
export async function lockGlobal(db: Pick<Db, 'kind'>, tx: Queryable, name: GlobalLock): Promise<void> {
  if (needsLocks(db)) await tx.query('SELECT pg_advisory_xact_lock($1)', [GLOBAL[name]]);
}

/** Holds the named lock of `key` until the end of `tx`, a transaction of `db`: others of the same key wait, other keys do not. */
export async function lockKey(db: Pick<Db, 'kind'>, tx: Queryable, name: KeyedLock, key: string): Promise<void> {
  if (needsLocks(db)) await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [KEYED[name], key]);
}
