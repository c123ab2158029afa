// Slow requests (slowloris: a head or a body trickled a byte at a time) are cut by a
// timeout, and oversized requests are refused up front, with the error body where HTTP allows one.
import { setTimeout as sleep } from 'node:timers/promises'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_BYTES, buildApp, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '#src/app'
import { loadConfig } from '#src/config/env'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { jsonPostHead, openRawRequest } from '#src/test/resilience/raw-http'

/** Short limits so the test waits seconds, not minutes; the defaults are checked separately. */
const TIMEOUTS = { requestMs: 1500, headersMs: 1000, checkEveryMs: 100 }

describe('slow and oversized requests', () => {
  let database: TestDatabase
  let app: FastifyInstance
  let port: number
  let url: string

  beforeAll(async () => {
    database = await createTestDatabase()
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' }),
      database,
      closeDatabase: false,
      logger: false,
      web: false,
      timeouts: TIMEOUTS,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
    url = `http://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  it('has sane limits by default (Fastify alone would never time a request out)', async () => {
    const plain = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' }),
      database,
      closeDatabase: false,
      logger: false,
      web: false,
    })
    try {
      expect(plain.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
      expect(plain.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
      expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0)
      expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(300_000)
    } finally {
      await plain.close()
    }
  })

  it('cuts a client that trickles its headers (slowloris) with 408', async () => {
    const request = await openRawRequest(port)
    await request.write('GET /api/categories HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const started = Date.now()
    let trickling = true
    void (async () => {
      for (let index = 0; trickling && !request.socket.destroyed; index++) {
        await request.write(`X-Slow-${index}: a\r\n`).catch(() => {})
        await sleep(200)
      }
    })()
    const answer = await request.answer
    trickling = false
    expect(answer.status).toBe(408)
    expect(Date.now() - started).toBeLessThan(TIMEOUTS.headersMs + 1500)
  })

  it('cuts a client that trickles its body with 408, and serves others meanwhile', async () => {
    const request = await openRawRequest(port)
    await request.write(jsonPostHead('/api/contact', 1000))
    const started = Date.now()
    let trickling = true
    void (async () => {
      while (trickling && !request.socket.destroyed) {
        await request.write(' ').catch(() => {})
        await sleep(150)
      }
    })()
    // An honest visitor is not held up by the slow one.
    expect((await fetch(`${url}/api/categories`)).status).toBe(200)
    const answer = await request.answer
    trickling = false
    expect(answer.status).toBe(408)
    expect(Date.now() - started).toBeLessThan(TIMEOUTS.requestMs + 1500)
  })

  async function expectTooLarge(response: Response) {
    expect(response.status).toBe(413)
    const body = (await response.json()) as { error: Record<string, unknown> }
    expect(body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', requestId: response.headers.get('x-request-id') })
  }

  it('refuses a JSON body over 1 MiB with 413 and the error body', async () => {
    const message = 'x'.repeat(2 * 1024 * 1024)
    await expectTooLarge(
      await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Big', email: 'big@example.com', message }),
      }),
    )
  })

  it("reads no more than 128 KB of a body outside an article's routes (each body is parsed before its checks)", async () => {
    expect(BODY_BYTES).toBe(128 * 1024)
    const nested = '['.repeat(BODY_BYTES) + ']'.repeat(BODY_BYTES)
    for (const path of ['/api/contact', '/auth/logout', '/api/reports', '/api/notifications/read']) {
      await expectTooLarge(
        await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested }),
      )
    }
  })

  it('refuses an announced 10 GB body at once, before reading it', async () => {
    const request = await openRawRequest(port)
    const started = Date.now()
    await request.write(jsonPostHead('/api/contact', 10 * 1024 ** 3))
    await request.write('{"name":')
    const answer = await request.answer
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('refuses a chunked body that grows past 1 MiB', async () => {
    const chunk = new TextEncoder().encode(`"${'y'.repeat(64 * 1024)}",`)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('['))
        for (let index = 0; index < 40; index++) controller.enqueue(chunk)
        controller.enqueue(new TextEncoder().encode('"end"]'))
        controller.close()
      },
    })
    await expectTooLarge(
      await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
  })

  it('refuses 40 KB of headers with 431 and keeps serving', async () => {
    const request = await openRawRequest(port)
    await request.write(`GET /api/categories HTTP/1.1\r\nHost: x\r\nX-Big: ${'z'.repeat(40 * 1024)}\r\n\r\n`)
    expect((await request.answer).status).toBe(431)
    expect((await fetch(`${url}/api/categories`)).status).toBe(200)
  })
})
