/** Node socket errors that mean the database server could not be reached or went away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])
/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash, starting up). */
const SQLSTATE = /^(08|57P0[1-3])/
/** node-postgres says these in words only. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
]

/**
 * Whether an error (or any error it wraps: Drizzle puts the driver's error in `cause`) says the
 * database is unreachable rather than that the query was wrong. Such a request is answered 503 and
 * may be retried; it is the database's outage, not a bug of ours.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true
    if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) return true
    current = cause
  }
  return false
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, data exception: a NUL byte in
 * text, a number out of range, a malformed date…). The value came from the request, so it is the
 * caller's bad input (400), not our failure; validation should catch most of these first.
 */
export function isDatabaseDataError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = cause
  }
  return false
}
