import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import type { Db } from '#src/db/client'
import * as schema from '#src/db/schema/index'
import type { TestDatabase } from '#src/test/test-database'

/**
 * A second handle on the test database's own connections that writes down every statement it sends:
 * a test hands it to a service and counts what one call costs (on PGlite and PostgreSQL alike).
 */
export function statementLog(database: TestDatabase): { db: Db; statements: string[] } {
  const statements: string[] = []
  const options = {
    schema,
    casing: 'snake_case' as const,
    logger: { logQuery: (query: string) => statements.push(query) },
  }
  const client = (database.db as unknown as { $client: unknown }).$client
  const db =
    database.engine === 'postgres'
      ? (drizzlePg(client as pg.Pool, options) as unknown as Db)
      : (drizzlePglite(client as PGlite, options) as unknown as Db)
  return { db, statements }
}
