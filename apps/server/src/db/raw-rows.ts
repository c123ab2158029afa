import type { SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from './client'

/** Both drivers (node-postgres and PGlite) answer a raw query with its rows under `rows`. */
const driverResult = z.object({ rows: z.array(z.unknown()) })

/** The rows of a raw query, as the driver gives them, for the caller to parse. */
export async function rowsOf(db: Db, query: SQL): Promise<unknown[]> {
  return driverResult.parse(await db.execute(query)).rows
}

/**
 * The rows of a raw query, each parsed by `row`: Drizzle cannot type what raw SQL answers, so a column
 * renamed or retyped in the statement fails here, at the read, rather than travelling on as `undefined`.
 */
export async function parsedRowsOf<Row extends z.ZodType>(db: Db, query: SQL, row: Row): Promise<z.output<Row>[]> {
  return z.array(row).parse(await rowsOf(db, query))
}
