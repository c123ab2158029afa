// A connection reset while a transaction holds its client must fail that transaction (503 to the caller),
// never crash the process: node-postgres emits the socket's error on the checked-out client, which the
// pool does not listen to while it is lent out.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '#src/db/client'
import { isDatabaseUnavailable } from '#src/errors/database-unavailable'
import { collectUncaught, proxiedTestDatabase, type ProxiedDatabase } from '#src/test/proxied-database'
import type { TcpProxy } from '#src/test/tcp-proxy'

describe('a PostgreSQL connection reset inside a transaction', () => {
  let proxied: ProxiedDatabase
  let proxy: TcpProxy
  let database: Database
  const uncaught = collectUncaught()

  beforeAll(async () => {
    proxied = await proxiedTestDatabase()
    proxy = proxied.proxy
    database = createDatabase({ url: proxied.url, poolMax: 2 })
  })
  afterAll(async () => {
    uncaught.stop()
    await database?.close()
    await proxied?.close()
  })

  it('fails the transaction as an outage, and the pool serves again once the database is back', async () => {
    const outcome = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        proxy.mode('down')
        // Let the reset reach the client while it sits checked out between two statements.
        await new Promise((resolve) => setTimeout(resolve, 100))
        await tx.execute(sql`select 2`)
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      )

    expect(uncaught.errors).toEqual([])
    expect(isDatabaseUnavailable(outcome), String(outcome)).toBe(true)

    proxy.mode('forward')
    expect(await database.ping(5000)).toBe(true)
  })

  it('gives the connection back when BEGIN itself fails, so the pool is not left short for good', async () => {
    const one = createDatabase({ url: proxied.url, poolMax: 1 })
    try {
      await one.db.execute(sql`select 1`)
      // The idle connection dies as BEGIN is sent on it: nothing reaches the database, the client sees a reset.
      proxy.cutAfter(0)
      const failed = await one.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => 'committed',
          (error: unknown) => error,
        )
      expect(isDatabaseUnavailable(failed), String(failed)).toBe(true)

      proxy.mode('forward')
      // The pool's one connection came back (discarded): a new one serves the next transaction at once.
      const started = performance.now()
      await one.db.transaction(async (tx) => tx.execute(sql`select 2`))
      expect(performance.now() - started).toBeLessThan(4000)
      expect(one.pool!.totalCount).toBe(one.pool!.idleCount)
    } finally {
      proxy.mode('forward')
      await one.close()
    }
    expect(uncaught.errors).toEqual([])
  })
})
