// SIGTERM while requests are in flight. Every request the server had begun must be
// answered in full (and its write kept); requests that arrive once it is closing are refused cleanly
// (a 503 or a refused connection), never cut half-way; the process then exits 0.
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '#src/test/test-database'
import { jsonPostHead, openRawRequest } from './raw-http'
import { startServerProcess, type ServerProcess } from './server-process'
import { isErrorBody } from './traffic'

const IN_FLIGHT = 20
const BURST = 150

type BurstOutcome = 'ok' | 'refused-503' | 'connection-refused' | 'cut'

describe('graceful shutdown under load', () => {
  let database: TestDatabase
  let server: ServerProcess

  beforeAll(async () => {
    if (!TEST_DATABASE_URL) throw new Error('fault tests need TEST_DATABASE_URL (PostgreSQL)')
    database = await createTestDatabase()
    await database.close()
    server = await startServerProcess({ env: { DATABASE_URL: database.url!, TRUST_PROXY: 'true' } })
  })
  afterAll(async () => {
    await server?.kill()
    await database?.drop()
  })

  it('answers every in-flight request after SIGTERM, cuts none, and exits 0', async () => {
    // In flight for sure: the server has parsed each request's head (it said `100 Continue`) and
    // waits for the rest of its body.
    const inFlight = await Promise.all(
      Array.from({ length: IN_FLIGHT }, async (_, index) => {
        const body = JSON.stringify({
          name: `shutdown-${index}`,
          email: 'late@example.com',
          message: `Sent while the server shuts down, number ${index}.`,
        })
        const request = await openRawRequest(server.port)
        await request.write(
          jsonPostHead('/api/contact', Buffer.byteLength(body), {
            'x-forwarded-for': `10.9.0.${index}`,
            expect: '100-continue',
          }),
        )
        await request.received('HTTP/1.1 100 Continue')
        await request.write(body.slice(0, 10))
        return { request, rest: body.slice(10) }
      }),
    )

    // Load: a burst of reads, SIGTERM lands in the middle of it.
    const burst = Array.from({ length: BURST }, async (): Promise<BurstOutcome> => {
      let response: Response
      try {
        response = await fetch(`${server.url}/api/articles`, { signal: AbortSignal.timeout(20_000) })
      } catch {
        return 'connection-refused' // nothing was received: the request was never taken on
      }
      try {
        const body: unknown = await response.json()
        if (response.status === 200) return 'ok'
        if (response.status === 503 && isErrorBody(body)) return 'refused-503'
        throw new Error(`unexpected ${response.status}: ${JSON.stringify(body)}`)
      } catch {
        return 'cut' // a response that started and did not finish: the failure we guard against
      }
    })
    await sleep(5)
    const signalledAt = Date.now()
    server.child.kill('SIGTERM')

    // The in-flight requests finish their bodies only after the signal.
    await sleep(300)
    expect(server.child.exitCode, 'the server must wait for its in-flight requests').toBeNull()
    for (const { request, rest } of inFlight) await request.write(rest)
    const answers = await Promise.all(inFlight.map(({ request }) => request.answer))
    const exitCode = await server.exited
    const outcomes = await Promise.all(burst)

    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(201))
    expect(outcomes.filter((outcome) => outcome === 'cut')).toEqual([])
    expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeGreaterThan(0)
    expect(exitCode).toBe(0)

    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query(
        "select count(*)::int as n from contact_messages where name like 'shutdown-%'",
      )
      expect(rows[0].n).toBe(IN_FLIGHT)
    } finally {
      await client.end()
    }
    const count = (kind: BurstOutcome) => outcomes.filter((outcome) => outcome === kind).length
    console.info(
      `[faults] graceful shutdown: ${IN_FLIGHT} in-flight writes all answered 201 and stored; burst of ${BURST}: ` +
        `${count('ok')} answered 200, ${count('refused-503')} refused 503, ${count('connection-refused')} refused ` +
        `at connect, 0 cut; exited 0 after ${Date.now() - signalledAt} ms`,
    )
  })
})
