// Which failures mean "a dependency is down or too slow" rather than "this request is wrong" or "a bug": they
// answer -1030 with HTTP 503 (retry shortly) instead of -1 with 500, on HTTP and on the chat socket alike. The
// service itself recovers: the database pool replaces broken connections and ioredis reconnects.

/** PostgreSQL SQLSTATEs of a lost or refused connection, a shutdown, a timeout or exhausted resources. */
const PG_UNAVAILABLE_CLASSES = ['08', '53', '57P'];
const PG_UNAVAILABLE_CODES = new Set(['57014', '25P03', '55P03']);

/** Socket-level failures of any client (pg, ioredis, the S3 SDK) reaching its server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLite: another writer held the file past busy_timeout, or the disk or file failed under it. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|PROTOCOL)/;

/**
 * Messages of failures that carry no code: pg's own (a terminated connection, the pool's connect timeout, its
 * client-side read timeout, a client marked broken by resilient-pool.ts) and ioredis's (no connection and no
 * offline queue, retries exhausted, its command timeout).
 */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection is closed|Stream isn't writeable|Command timed out|Reached the max retries per request|database connection is broken/i;

export function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLITE_UNAVAILABLE.test(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (PG_UNAVAILABLE_CODES.has(code) || PG_UNAVAILABLE_CLASSES.some((c) => code.startsWith(c))) return true;
    }
  }
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  // A wrapper (Kysely, AggregateError of a connect to several addresses) keeps the first failure as its cause.
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause && cause !== error && isUnavailable(cause)) return true;
  return Array.isArray(errors) && errors.some((e) => isUnavailable(e));
}
