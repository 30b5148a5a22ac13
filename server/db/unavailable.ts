import pg from 'pg';

// Whether an error says that the database could not be asked, rather than that it refused a
// statement: the server is down, restarting, out of reach or too slow to answer in time. Every such
// call answers 503 'Serviciul este temporar indisponibil' (decisions §16, http/envelope.ts), never a 500.

/** SQLSTATEs the server itself sends while it goes away or cannot take the session now; class 08 (connection exception) too. */
const SERVER_GOING = new Set([
  '57P01', // admin_shutdown: a fast or smart shutdown ended the session
  '57P02', // crash_shutdown: another backend crashed, every session is ended
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57014', // query_canceled: the serving pool's statement timeout (connection.ts)
  '53300', // too_many_connections
]);

/** A failure of node-postgres itself to reach the server; the driver's error is its cause. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('the database could not be reached', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * What node-postgres threw, as the app sees it (connection.ts passes every error of the driver
 * through here). The server's answer to a statement (pg.DatabaseError, with its SQLSTATE) stays as
 * it is, and so does a mistake in how the driver was called (TypeError, RangeError). Anything else
 * is the driver failing to ask: a socket's error (ECONNREFUSED, ECONNRESET…), a connection lost
 * ('Connection terminated unexpectedly'), its own and the pool's timeouts, a client left unusable by
 * a failed connection, the pool after it was closed. Those carry no code, so they are told by
 * where they come from, never by their text.
 */
export function fromDriver(e: unknown): unknown {
  const asIs = !(e instanceof Error) || e instanceof pg.DatabaseError || e instanceof TypeError || e instanceof RangeError;
  return asIs || e instanceof DatabaseUnavailable ? e : new DatabaseUnavailable(e);
}

export function databaseUnavailable(e: unknown): boolean {
  if (e instanceof DatabaseUnavailable) return true;
  const code = e instanceof pg.DatabaseError ? e.code : undefined;
  return code !== undefined && (code.startsWith('08') || SERVER_GOING.has(code));
}
