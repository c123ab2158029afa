import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StartedVerificationSchema, VerificationCheckResultSchema } from '@spotlight/shared/schemas/verifications'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import type { Resolver } from './safe-fetch'

/**
 * A shared host (a storage bucket, a platform's user pages): its owner serves the home page and the
 * well-known file; anyone may publish a page under their own path, with whatever markup they like.
 */
function sharedHost() {
  const state = { home: '<html><head><title>Storage</title></head><body>Welcome</body></html>', userPage: '' }
  const server: Server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return void response.end(state.home)
    }
    if (request.url === '/bucket-of-mallory/app.html') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return void response.end(state.userPage)
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('no')
  })
  return {
    state,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return (server.address() as AddressInfo).port
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const resolver: Resolver = async (hostname) => {
  if (hostname.endsWith('.test')) return [{ address: '127.0.0.1', family: 4 }]
  throw new Error('ENOTFOUND')
}

describe('verification of a host many people publish on', () => {
  let t: TestApp
  const host = sharedHost()
  let port = 0
  let mallory = ''
  let malloryId = 0

  const start = (appUrl: string) =>
    t.request('/api/verifications', { method: 'POST', json: { appUrl }, token: mallory }).then(async (response) => {
      expect(response.status).toBe(200)
      return StartedVerificationSchema.parse(await response.json())
    })
  const check = async (id: number) =>
    VerificationCheckResultSchema.parse(
      await (await t.request(`/api/verifications/${id}/check`, { method: 'POST', token: mallory })).json(),
    )

  beforeAll(async () => {
    port = await host.listen()
    t = await buildTestApp({ verifications: { resolve: resolver } })
    mallory = (await signIn(t, 'mallory')).accessToken
    malloryId = await findUserId(t.database.db, 'mallory')
  })
  afterAll(async () => {
    await t.close()
    await host.close()
  })

  it('does not verify the whole host for a meta tag on one user page under it', async () => {
    const article = await insertArticle(t.database.db, malloryId, {
      appUrl: 'https://storage.test/bucket-of-mallory/app.html',
    })
    const started = await start(`http://storage.test:${port}/bucket-of-mallory/app.html`)
    host.state.userPage = `<html><head><meta name="spotlight-verification" content="${started.token}"></head></html>`

    expect(await check(started.id)).toMatchObject({ status: 'FAILED', outcome: 'TOKEN_MISSING' })
    expect((await (await t.request(`/api/articles/${article.id}`)).json()).verification).toBeNull()
    expect((await (await t.request('/api/makers/mallory')).json()).verified).toEqual([])
    // The instructions name the page the tag counts on: the host's home page.
    expect(started.instructions).toContain(`the home page http://storage.test:${port}/`)
  })

  it('does not count a tag written into the body of the home page (a comment, a listing)', async () => {
    const started = await start(`http://forum.test:${port}/`)
    host.state.home = `<html><head><title>Storage</title></head><body><p>Latest upload:</p><meta name="spotlight-verification" content="${started.token}"></body></html>`
    expect(await check(started.id)).toMatchObject({ status: 'FAILED', outcome: 'TOKEN_MISSING' })
  })

  it('verifies the host whose home page carries the tag in its head, whatever page the app is on', async () => {
    const started = await start(`http://storage.test:${port}/bucket-of-mallory/app.html`)
    host.state.home = `<html><head><meta content="${started.token}" name="spotlight-verification"></head><body></body></html>`
    expect(await check(started.id)).toMatchObject({ status: 'VERIFIED', outcome: 'TOKEN_FOUND' })
  })
})
