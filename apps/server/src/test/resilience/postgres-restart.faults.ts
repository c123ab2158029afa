// PostgreSQL stops and comes back while the server takes writes. Readiness must
// go 503 then 200, the same process must recover on its own, and every write it accepted (2xx) must
// still be in the database afterwards.
//
// The database is a PRIVATE PostgreSQL cluster (initdb + pg_ctl from /usr/lib/postgresql/*/bin),
// stopped with `pg_ctl -m immediate` (a crash: no checkpoint, WAL recovery on restart). Only where
// those binaries are missing does a TCP proxy in front of TEST_DATABASE_URL stand in for the stop
// (it resets every database connection and refuses new ones); the test logs which one ran.
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTcpProxy } from '#src/test/tcp-proxy'
import { createTestDatabase, TEST_DATABASE_URL } from '#src/test/test-database'
import { findPostgresBin, startPostgresCluster } from './postgres-cluster'
import { startServerProcess, type ServerProcess } from './server-process'
import { isErrorBody, runsOf, startContactWriters, startReadinessProbe } from './traffic'

type Outage = {
  serverUrl: string
  assertUrl: string
  kind: string
  stop(): Promise<void>
  start(): Promise<void>
  destroy(): Promise<void>
}

async function controllableDatabase(): Promise<Outage> {
  // FAULTS_PG_PROXY=1 forces the fallback, to check it on a machine that has the binaries.
  const bin = process.env.FAULTS_PG_PROXY === '1' ? null : findPostgresBin()
  if (bin) {
    const cluster = await startPostgresCluster(bin)
    return {
      serverUrl: cluster.url,
      assertUrl: cluster.url,
      kind: `private PostgreSQL cluster (${bin}), stopped with pg_ctl -m immediate`,
      stop: () => cluster.stop(),
      start: () => cluster.start(),
      destroy: async () => cluster.destroy(),
    }
  }
  if (!TEST_DATABASE_URL) throw new Error('fault tests need PostgreSQL binaries or TEST_DATABASE_URL')
  const database = await createTestDatabase()
  const target = new URL(database.url!)
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const viaProxy = new URL(database.url!)
  viaProxy.host = proxy.host
  await database.close()
  return {
    serverUrl: viaProxy.toString(),
    assertUrl: database.url!,
    kind: 'TCP proxy in front of TEST_DATABASE_URL (no PostgreSQL binaries to run a private cluster)',
    stop: async () => proxy.mode('down'),
    start: async () => proxy.mode('forward'),
    destroy: async () => {
      await proxy.close()
      await database.drop()
    },
  }
}

describe('PostgreSQL stopped and restarted under traffic', () => {
  let database: Outage
  let server: ServerProcess

  beforeAll(async () => {
    database = await controllableDatabase()
    console.info(`[faults] database outage via ${database.kind}`)
    server = await startServerProcess({ env: { DATABASE_URL: database.serverUrl, TRUST_PROXY: 'true' } })
  })
  afterAll(async () => {
    await server?.kill()
    await database?.destroy()
  })

  it('goes unready then ready, recovers in the same process, and loses no accepted write', async () => {
    const pid = server.child.pid
    const probe = startReadinessProbe(server.url)
    const writers = startContactWriters(server.url, 3, 'pg-restart')

    await sleep(1000)
    await database.stop()
    const stoppedAt = Date.now()
    await probe.waitFor(503, 10_000)
    await sleep(1000)
    await database.start()
    const restartedAt = Date.now()
    await probe.waitFor(200, 15_000)
    // Traffic keeps flowing after recovery, long enough for the pool to have replaced every client.
    await sleep(1500)
    const outcomes = await writers.stop()
    const probes = await probe.stop()

    // What the orchestrator saw: ready, unready while the database was down, ready again.
    expect(runsOf(probes.map((entry) => entry.status))).toEqual([200, 503, 200])
    // The same process, never restarted.
    expect(server.child.exitCode).toBeNull()
    expect(server.child.pid).toBe(pid)

    const accepted = outcomes.filter((outcome) => outcome.status === 201)
    const refused = outcomes.filter((outcome) => outcome.status !== 201)
    expect(accepted.filter((outcome) => outcome.at < stoppedAt).length).toBeGreaterThan(5)
    expect(accepted.filter((outcome) => outcome.at > restartedAt).length).toBeGreaterThan(5)
    // Writes refused during the outage were answered (never a dropped connection) with the error body.
    expect(refused.filter((outcome) => outcome.status === 'network-error')).toEqual([])
    for (const outcome of refused) {
      expect(outcome.status, JSON.stringify(outcome)).toBe(503)
      expect(isErrorBody(outcome.body), JSON.stringify(outcome.body)).toBe(true)
    }

    // Every accepted write is in the database, read back with a fresh connection.
    const client = new pg.Client({ connectionString: database.assertUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ name: string }>(
        "select name from contact_messages where name like 'pg-restart-%'",
      )
      const stored = new Set(rows.map((row) => row.name))
      expect(accepted.filter((outcome) => !stored.has(outcome.key)).map((outcome) => outcome.key)).toEqual([])
    } finally {
      await client.end()
    }
    console.info(
      `[faults] postgres restart: ${outcomes.length} writes, ${accepted.length} accepted and all stored, ` +
        `${refused.length} refused with 503 during the outage; ${probes.length} readiness probes`,
    )
  })
})
