import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/** The clients' casing (db/client.ts): a schema column named in a query is written as its snake_case column. */
const dialect = new PgDialect({ casing: 'snake_case' })

/** Statement names by text: the few query shapes this runs are hashed once, not at every request. */
const names = new Map<string, string>()
/** A bound, should a caller ever build its text from values: past it, names are hashed again. */
const NAMES_KEPT = 64

function statementName(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
    if (names.size < NAMES_KEPT) names.set(text, name)
  }
  return name
}

/**
 * Runs a raw query as a named prepared statement (node-postgres: parsed once per connection, and
 * PostgreSQL may keep a generic plan), named after its text so every query shape gets its own name.
 * For a large query run on every request (search) planning costs as much as running it. PGlite, in
 * process, ignores the name and runs it as `db.execute` would.
 */
export async function executePrepared(db: Db, query: SQL): Promise<unknown[]> {
  const built = dialect.sqlToQuery(query)
  const result = (await db._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as {
    rows: unknown[]
  }
  return result.rows
}
