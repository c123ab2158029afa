import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase, defaultPoolMax, type Database } from '#src/db/client'
import { TEST_DATABASE_URL } from '#src/test/test-database'

const opened: Database[] = []
let dropDatabase: (() => Promise<void>) | undefined

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close().catch(() => {})))
  await dropDatabase?.()
  dropDatabase = undefined
})

/** A fresh, empty database: on PostgreSQL a new one per test; on PGlite one in-memory instance. */
async function freshDatabases(count: number): Promise<Database[]> {
  if (!TEST_DATABASE_URL) {
    const database = createDatabase({})
    opened.push(database)
    return Array.from({ length: count }, () => database)
  }
  const name = `spotlight_m_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  // One Database per "instance", as separate server processes would have.
  const databases = Array.from({ length: count }, () => createDatabase({ url: url.toString() }))
  opened.push(...databases)
  return databases
}

describe('migrations at start-up', () => {
  it('lets several instances that start together on an empty database all come up migrated', async () => {
    const databases = await freshDatabases(4)

    const results = await Promise.allSettled(databases.map((database) => database.migrate()))

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
    const [first] = databases
    // Every instance sees the finished schema: the categories table exists (and is still empty).
    const result = await first!.db.execute(sql`select count(*)::int as count from categories`)
    expect(JSON.stringify(result)).toContain('"count":0')
  })

  it('is a no-op when run again on a migrated database', async () => {
    const [database] = await freshDatabases(1)
    await database!.migrate()
    await expect(database!.migrate()).resolves.toBeUndefined()
  })
})

describe('the PostgreSQL pool', () => {
  it('holds twice the cores, 2 to 10, unless DATABASE_POOL_MAX says otherwise', () => {
    expect([1, 2, 3, 5, 16].map((cores) => defaultPoolMax(cores))).toEqual([2, 4, 6, 10, 10])
    const sized = createDatabase({ url: 'postgres://nobody@127.0.0.1:1/none', poolMax: 3 })
    opened.push(sized)
    expect(sized.pool?.options.max).toBe(3)
    const unsized = createDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' })
    opened.push(unsized)
    expect(unsized.pool?.options.max).toBe(defaultPoolMax())
  })
})
