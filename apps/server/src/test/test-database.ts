import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type Database } from '#src/db/client'
import { seedCategories } from '#src/db/seed'

/**
 * Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run the integration suite on
 * PostgreSQL; without it every test gets a fresh in-memory PGlite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined

export type TestDatabase = Database & { url: string | undefined; drop(): Promise<void> }

/** A new, migrated, seeded database that belongs to one test file and is dropped after it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = createDatabase({})
    await database.migrate()
    await seedCategories(database.db)
    return { ...database, url: undefined, drop: () => database.close() }
  }

  const name = `spotlight_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()

  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const database = createDatabase({ url: url.toString() })
  await database.migrate()
  await seedCategories(database.db)

  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => {})
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
