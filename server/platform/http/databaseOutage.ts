// A database that cannot be reached is an outage to wait out (503, Retry-After), not a bug (500): the errors of a
// connection refused, lost or timed out, and of a server shutting down or starting, told apart from the others.

/** PostgreSQL's classes of a connection lost or refused: 08 (connection exception), 57P01–57P03 (shutdown, starting). */
const PG_OUTAGE = /^(08\d{3}|57P0[123])$/;
/** The socket's own failures, and the pool's wait for a connection. */
const SOCKET_OUTAGE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What node-postgres says when a connection ended or could not be had in time (it gives these no code). */
const PG_CLIENT_OUTAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;
/** SQLite's file busy past busy_timeout: the same wait, a moment later. */
const SQLITE_BUSY = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Whether `error`, or one of its causes, says the database could not be reached. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (PG_OUTAGE.test(code) || SOCKET_OUTAGE.has(code) || SQLITE_BUSY.has(code))
    )
      return true;
    if (PG_CLIENT_OUTAGE.test(e.message)) return true;
  }
  return false;
}
