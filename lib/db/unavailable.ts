/**
 * Whether `error` means the database could not be reached or was going away (a restart, a
 * failover, a full connection limit), as opposed to a query the shop got wrong. Such a failure
 * is answered 503 with Retry-After, not 500: nothing is wrong with the request, and trying
 * again shortly will work once the database is back. Drizzle wraps the driver's error as the
 * `cause`, so the whole chain is looked at.
 */

/** Socket errors from connecting or from a connection the server dropped. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
/**
 * SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, "the
 * database system is starting up"), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** What node-postgres says when a connection ends or its connect or query timed out. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connection is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
  }
  return false;
}
