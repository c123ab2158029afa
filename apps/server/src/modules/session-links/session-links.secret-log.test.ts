import { Writable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { CreatedSessionLinkSchema, LINK_SECRET_HTTP_HEADER } from '@spotlight/shared/schemas/session-links'
import { buildApp } from '#src/app'
import { loadConfig } from '#src/config/env'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'

/**
 * A QR link's secret sent as `?secret=` was once accepted and the request log kept
 * the URL with it. The secret now travels in its header only, and no query value reaches the log.
 */
describe('a QR link secret never reaches the URL or the log', () => {
  let app: FastifyInstance
  let database: TestDatabase
  let url: string
  const logLines: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    })
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0' }),
      database,
      closeDatabase: false,
      logger: { level: 'info', stream: capture },
      web: false,
      rateLimitMax: 10_000,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  async function createLink() {
    const response = await fetch(`${url}/api/session-links`, { method: 'POST' })
    expect(response.status).toBe(201)
    return CreatedSessionLinkSchema.parse(await response.json())
  }

  it('refuses a secret in the query, right or wrong, with a 400 that says where it goes', async () => {
    const link = await createLink()
    for (const secret of [link.secret, 'not-the-secret']) {
      const response = await fetch(`${url}/api/session-links/status/${link.code}?secret=${secret}`)
      expect(response.status).toBe(400)
      const body = ErrorBodySchema.parse(await response.json())
      expect(body.error.code).toBe('BAD_REQUEST')
      expect(body.error.message).toContain(LINK_SECRET_HTTP_HEADER)
    }
    // Not even next to the right header: the URL was already written somewhere.
    const both = await fetch(`${url}/api/session-links/status/${link.code}?secret=${link.secret}`, {
      headers: { [LINK_SECRET_HTTP_HEADER]: link.secret },
    })
    expect(both.status).toBe(400)
  })

  it('still answers the secret in its header (what the web client sends)', async () => {
    const link = await createLink()
    const response = await fetch(`${url}/api/session-links/status/${link.code}`, {
      headers: { [LINK_SECRET_HTTP_HEADER]: link.secret },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'PENDING' })
  })

  it('writes no query string value into the log, for this route or any other', async () => {
    const link = await createLink()
    logLines.length = 0
    await fetch(`${url}/api/session-links/status/${link.code}?secret=${link.secret}`)
    await fetch(`${url}/api/session-links/status/${link.code}?token=${link.secret}&x=zzqueryvaluezz`)
    await fetch(`${url}/api/articles?search=zzsearchvaluezz&secret=${link.secret}`)
    await fetch(`${url}/api/no-such-route?secret=${link.secret}`)
    // A line is written once the response has finished on the server's side.
    await expect.poll(() => logLines.filter((line) => line.includes('"statusCode"')).length).toBe(4)

    const log = logLines.join('\n')
    expect(log).not.toContain(link.secret)
    expect(log).not.toContain('zzqueryvaluezz')
    expect(log).not.toContain('zzsearchvaluezz')
    expect(log).not.toContain('?')
    // The path is still there: the log keeps saying which route was called.
    expect(log).toContain(`"url":"/api/session-links/status/${link.code}"`)
  })
})
