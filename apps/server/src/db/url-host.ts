import { type Column, sql, type SQL } from 'drizzle-orm'

/**
 * The host of an address held in `column`, lower case, without scheme, port or path, computed by the
 * database: what a maker's verification is kept under (the verifications module stores
 * `new URL(...).hostname`, the same text for an https address). One expression for every module that
 * matches an article's address to a verification, so they cannot disagree on a host.
 */
export const urlHost = (column: Column): SQL<string | null> =>
  sql<string | null>`lower(substring(${column} from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'))`
