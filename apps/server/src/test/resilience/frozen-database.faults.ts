// A database host that stops answering without closing anything (frozen, or behind a network that drops
// every packet): the queries already sent on the pool's open connections must fail as an outage within
// the query timeout, not wait until TCP gives up minutes later, and the pool must serve again once the
// host answers. Migrations, which may wait long for another instance's lock, are not cut.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '#src/db/client'
import { isDatabaseUnavailable } from '#src/errors/database-unavailable'
import { collectUncaught, proxiedTestDatabase, type ProxiedDatabase } from '#src/test/proxied-database'
import type { TcpProxy } from '#src/test/tcp-proxy'

const QUERY_TIMEOUT_MS = 700

describe('a PostgreSQL host that stops answering on open connections', () => {
  let proxied: ProxiedDatabase
  let proxy: TcpProxy
  let database: Database
  const uncaught = collectUncaught()

  beforeAll(async () => {
    proxied = await proxiedTestDatabase()
    proxy = proxied.proxy
    database = createDatabase({ url: proxied.url, poolMax: 2, queryTimeoutMs: QUERY_TIMEOUT_MS })
  })
  afterAll(async () => {
    uncaught.stop()
    await database?.close()
    await proxied?.close()
  })

  /** What a statement came to, and after how long. */
  async function timed(run: () => Promise<unknown>) {
    const started = performance.now()
    const outcome = await run().then(
      () => 'answered',
      (error: unknown) => error,
    )
    return { outcome, ms: performance.now() - started }
  }

  it('fails the waiting queries as an outage within the timeout, and serves again once the host answers', async () => {
    // Both connections open and idle in the pool, as on a site in use.
    await Promise.all([database.db.execute(sql`select pg_sleep(0.05)`), database.db.execute(sql`select 1`)])
    proxy.mode('silent')

    const [read, transaction] = await Promise.all([
      timed(() => database.db.execute(sql`select 1`)),
      timed(() => database.db.transaction(async (tx) => tx.execute(sql`select 2`))),
    ])
    for (const { outcome, ms } of [read, transaction]) {
      expect(isDatabaseUnavailable(outcome), String(outcome)).toBe(true)
      expect(ms).toBeLessThan(QUERY_TIMEOUT_MS + 4000)
    }

    proxy.mode('forward')
    await expect.poll(() => database.ping(1000), { timeout: 10_000 }).toBe(true)
    // Every connection is back in the pool: none was kept by a statement that never came back.
    expect(database.pool!.totalCount).toBe(database.pool!.idleCount)
    await database.db.transaction(async (tx) => tx.execute(sql`select 3`))
    expect(uncaught.errors).toEqual([])
  })

  it('lets a connection sit idle in the pool past the timeout', async () => {
    await database.db.execute(sql`select 1`)
    await new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS * 2))
    expect(await timed(() => database.db.execute(sql`select 1`))).toMatchObject({ outcome: 'answered' })
  })

  it('does not cut a migration waiting longer than the timeout for another instance’s lock', async () => {
    const other = createDatabase({ url: proxied.target.url!, poolMax: 1 })
    const holder = await other.pool!.connect()
    try {
      await holder.query('select pg_advisory_lock($1)', [0x5ec7_1175])
      const migrating = timed(() => database.migrate())
      await new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS * 2))
      await holder.query('select pg_advisory_unlock($1)', [0x5ec7_1175])
      const { outcome, ms } = await migrating
      expect(outcome).toBe('answered')
      expect(ms).toBeGreaterThan(QUERY_TIMEOUT_MS * 2)
    } finally {
      holder.release()
      await other.close()
    }
  })
})
