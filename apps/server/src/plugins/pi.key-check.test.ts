import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app'
import { loadConfig } from '#src/config/env'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'

const METRICS_TOKEN = 'scrape-token-0123456789abcdef'
/** What production needs to start; the database itself is the test's (buildApp takes it as given). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused/unused',
  PI_API_KEY: 'a-wrong-key',
  PUBLIC_URL: 'https://spotlight.example',
  METRICS_TOKEN,
  PORT: '0',
}

type Seen = { method: string; url: string; headers: IncomingHttpHeaders }

/** A stand-in for the Pi Platform on loopback: answers every request with `status` and `body`. */
async function fakePlatform(status: number, body: unknown) {
  const seen: Seen[] = []
  const server: Server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers })
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A loopback port nothing listens on: the platform out of reach. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

type Started = { app: FastifyInstance; url: string; logs: { level: number; msg: string }[] }

describe('the start-up check of PI_API_KEY against the Pi Platform', () => {
  let database: TestDatabase
  const cleanups: (() => Promise<void>)[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  afterAll(async () => {
    await database.drop()
  })

  async function start(env: Record<string, string>): Promise<Started> {
    const logs: Started['logs'] = []
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logs.push(JSON.parse(line))
        done()
      },
    })
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', ...env }),
      database,
      closeDatabase: false,
      logger: { level: 'info', stream: capture },
      web: false,
      rateLimitMax: 10_000,
    })
    cleanups.push(() => app.close())
    // The start is not held up by the check: listening comes first, the platform's answer later.
    await app.listen({ port: 0, host: '127.0.0.1' })
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, logs }
  }

  /** /readyz once the check has its answer. */
  async function readyAfterCheck(url: string) {
    for (let i = 0; i < 200; i++) {
      const response = await fetch(`${url}/readyz`)
      const body = (await response.json()) as { status: string; piApiKey?: string }
      if (body.piApiKey !== 'checking') return { status: response.status, body }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the key check never finished')
  }

  async function rejectedGauge(url: string): Promise<string | undefined> {
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(response.status).toBe(200)
    return /^spotlight_pi_api_key_rejected (\S+)$/m.exec(await response.text())?.[1]
  }

  it('names PI_API_KEY in an error, in /readyz and in /metrics when the platform answers 401', async () => {
    const platform = await fakePlatform(401, { error: 'unauthorized', error_message: 'Invalid API key' })
    cleanups.push(platform.close)
    const { url, logs } = await start({ ...PRODUCTION, PI_API_BASE: platform.url })

    const ready = await readyAfterCheck(url)
    // Still ready: reading the site works without payments; the answer says what is wrong.
    expect(ready).toEqual({ status: 200, body: { status: 'ready', database: database.engine, piApiKey: 'rejected' } })
    expect(await rejectedGauge(url)).toBe('1')
    const errors = logs.filter((line) => line.level >= 50)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.msg).toMatch(/^PI_API_KEY: the Pi Platform refused the server key \(HTTP 401\)/)
    // One read-only question only the server key may ask, asked once, with the key.
    expect(platform.seen).toEqual([
      expect.objectContaining({ method: 'GET', url: '/v2/payments/incomplete_server_payments' }),
    ])
    expect(platform.seen[0]!.headers.authorization).toBe('Key a-wrong-key')
  })

  it('reports an accepted key as valid, with no error', async () => {
    const platform = await fakePlatform(200, { incomplete_server_payments: [] })
    cleanups.push(platform.close)
    const { url, logs } = await start({ ...PRODUCTION, PI_API_KEY: 'the-right-key', PI_API_BASE: platform.url })
    expect((await readyAfterCheck(url)).body.piApiKey).toBe('valid')
    expect(await rejectedGauge(url)).toBe('0')
    expect(logs.filter((line) => line.level >= 40)).toEqual([])
  })

  it('starts all the same when the platform cannot be reached, with a warning', async () => {
    const { url, logs } = await start({ ...PRODUCTION, PI_API_BASE: `http://127.0.0.1:${await closedPort()}` })
    expect(await readyAfterCheck(url)).toMatchObject({ status: 200, body: { status: 'ready', piApiKey: 'unknown' } })
    expect(await rejectedGauge(url)).toBe('0')
    expect(logs.filter((line) => line.level >= 50)).toEqual([])
    expect(logs.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^PI_API_KEY could not be checked/),
    ])
  })

  it('asks nothing with PI_KEY_CHECK=0, nor outside production with the simulator', async () => {
    const platform = await fakePlatform(401, { error: 'unauthorized' })
    cleanups.push(platform.close)
    const off = await start({ ...PRODUCTION, PI_API_BASE: platform.url, PI_KEY_CHECK: '0' })
    const simulated = await start({ NODE_ENV: 'test', PORT: '0' })
    for (const { url } of [off, simulated]) {
      const ready = await fetch(`${url}/readyz`)
      expect(await ready.json()).not.toHaveProperty('piApiKey')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(platform.seen).toEqual([])
  })
})
