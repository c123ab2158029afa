import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

const dialect = new PgDialect()

/**
 * Runs a raw query as a named prepared statement (node-postgres: parsed once per connection, and
 * PostgreSQL may keep a generic plan), named after its text so every query shape gets its own name.
 * For a large query run on every request (search) planning costs as much as running it. PGlite, in
 * process, ignores the name and runs it as `db.execute` would.
 */
export async function executePrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query)
  const name = `p_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] }
  return result.rows
}
