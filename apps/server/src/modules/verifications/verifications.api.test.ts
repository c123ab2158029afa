import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { MakerProfileSchema } from '@spotlight/shared/schemas/makers'
import {
  OwnVerificationsSchema,
  StartedVerificationSchema,
  VerificationCheckResultSchema,
} from '@spotlight/shared/schemas/verifications'
import { auditLog, notifications, verificationChecks } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp, type TestResponse } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import type { Resolver } from './safe-fetch'

/** The maker's app: a local server on loopback whose answers each test sets. */
function makerApp() {
  const state = {
    file: '',
    page: '<html><head><title>App</title></head></html>',
    /** Requests seen, by Host name (each test's app has its own). */
    hits: new Map<string, number>(),
    /** A slow app: each answer waits this long. */
    delayMs: 0,
  }
  const server: Server = createServer(async (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '')
    state.hits.set(host, (state.hits.get(host) ?? 0) + 1)
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
    if (request.url === '/.well-known/spotlight-verification.txt' && state.file) {
      response.writeHead(200, { 'content-type': 'text/plain' })
      return void response.end(state.file)
    }
    if (request.url === '/' || request.url === '/app') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return void response.end(state.page)
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

/** The test apps' host names all point to the maker's local app. */
const resolver: Resolver = async (hostname) => {
  if (hostname.endsWith('.test')) return [{ address: '127.0.0.1', family: 4 }]
  throw new Error('ENOTFOUND')
}

const code = async (response: TestResponse) => ErrorBodySchema.parse(await response.json()).error.code

describe('verified makers: /api/verifications and /api/admin/verifications', () => {
  let t: TestApp
  const app = makerApp()
  let port = 0
  let clock = Date.now()
  const tokens: Record<string, string> = {}
  const ids: Record<string, number> = {}

  const start = (token: string | undefined, json: unknown) =>
    t.request('/api/verifications', { method: 'POST', json, ...(token ? { token } : {}) })
  const check = (token: string | undefined, id: number) =>
    t.request(`/api/verifications/${id}/check`, { method: 'POST', ...(token ? { token } : {}) })
  const mine = async (token: string) =>
    OwnVerificationsSchema.parse(await (await t.request('/api/verifications/mine', { token })).json())
  const grant = (token: string | undefined, json: unknown) =>
    t.request('/api/admin/verifications', { method: 'POST', json, ...(token ? { token } : {}) })
  const revoke = (token: string | undefined, id: number, json: unknown = { reason: 'The app changed hands.' }) =>
    t.request(`/api/admin/verifications/${id}`, { method: 'DELETE', json, ...(token ? { token } : {}) })

  beforeAll(async () => {
    port = await app.listen()
    t = await buildTestApp({ now: () => new Date(clock), verifications: { resolve: resolver } })
    for (const name of ['mia', 'otto', 'admin', 'busy', 'rush']) {
      tokens[name] = (await signIn(t, name)).accessToken
      ids[name] = await findUserId(t.database.db, name)
    }
  })
  afterAll(async () => {
    await t.close()
    await app.close()
  })

  it('is for signed-in accounts; the admin endpoints for admins only', async () => {
    expect((await start(undefined, { appUrl: `http://mia.test:${port}/` })).status).toBe(401)
    expect((await t.request('/api/verifications/mine')).status).toBe(401)
    expect((await check(undefined, 1)).status).toBe(401)
    expect((await grant(undefined, { username: 'mia', host: 'mia.test', note: 'By hand' })).status).toBe(401)
    expect((await revoke(undefined, 1)).status).toBe(401)
    for (const user of ['mia', 'otto']) {
      expect((await grant(tokens[user], { username: 'mia', host: 'mia.test', note: 'By hand' })).status).toBe(403)
      expect((await revoke(tokens[user], 1)).status).toBe(403)
    }
  })

  it('refuses bad input: garbage, wrong types, missing or extra fields, oversize', async () => {
    for (const [body, expected] of [
      [{}, 'VALIDATION_FAILED'],
      [{ appUrl: 5 }, 'VALIDATION_FAILED'],
      [{ appUrl: '' }, 'VALIDATION_FAILED'],
      [{ appUrl: `https://a.test/${'x'.repeat(600)}` }, 'VALIDATION_FAILED'],
      [{ appUrl: 'https://a.test/', extra: true }, 'VALIDATION_FAILED'],
      [{ appUrl: 'not a url' }, 'VERIFICATION_URL_INVALID'],
      [{ appUrl: 'javascript:alert(1)' }, 'VERIFICATION_URL_INVALID'],
      [{ appUrl: 'ftp://a.test/' }, 'VERIFICATION_URL_INVALID'],
      [{ appUrl: 'https://user:pw@a.test/' }, 'VERIFICATION_URL_INVALID'],
      [{ appUrl: '<script>alert(1)</script>' }, 'VERIFICATION_URL_INVALID'],
    ] as const) {
      const answer = await start(tokens.mia, body)
      expect(answer.status, JSON.stringify(body).slice(0, 50)).toBe(400)
      expect(await code(answer)).toBe(expected)
    }
    const huge = await t.request('/api/verifications', {
      method: 'POST',
      token: tokens.mia!,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appUrl: 'https://a.test/', pad: 'x'.repeat(10_000) }),
    })
    expect(huge.status).toBe(413)
    expect((await check(tokens.mia, 0)).status).toBe(400)
    expect((await check(tokens.mia, 'abc' as unknown as number)).status).toBe(400)
    expect(await code(await check(tokens.mia, 999_999))).toBe('VERIFICATION_NOT_FOUND')
  })

  it('verifies a local app serving the token (development), and shows the badge on the maker page and the article', async () => {
    const article = await insertArticle(t.database.db, ids.mia!, {
      company: 'Mia Apps',
      appUrl: 'https://mia.test/app',
    })
    const other = await insertArticle(t.database.db, ids.mia!, { title: 'No address', appUrl: null })
    const answer = await start(tokens.mia, { appUrl: `http://mia.test:${port}/app` })
    expect(answer.status).toBe(200)
    const started = StartedVerificationSchema.parse(await answer.json())
    expect(started).toMatchObject({ host: 'mia.test', status: 'PENDING' })
    expect(started.token).toMatch(/^spotlight-[0-9a-f]{32}$/)
    expect(started.instructions).toContain(`http://mia.test:${port}/.well-known/spotlight-verification.txt`)
    expect(started.metaTag).toBe(`<meta name="spotlight-verification" content="${started.token}">`)
    // Starting again for the same host gives the same token (it may already be published).
    expect((await (await start(tokens.mia, { appUrl: `http://MIA.test:${port}/` })).json()).token).toBe(started.token)

    // Nothing published yet: FAILED, and nothing on the public pages.
    const failed = VerificationCheckResultSchema.parse(await (await check(tokens.mia, started.id)).json())
    expect(failed).toMatchObject({ status: 'FAILED', outcome: 'TOKEN_MISSING' })
    expect((await (await t.request(`/api/articles/${article.id}`)).json()).verification).toBeNull()

    // Someone else, an admin included, cannot check it: the same 404 as an unknown id.
    expect(await code(await check(tokens.otto, started.id))).toBe('VERIFICATION_NOT_FOUND')
    expect(await code(await check(tokens.admin, started.id))).toBe('VERIFICATION_NOT_FOUND')

    app.state.file = `${started.token}\n`
    const passed = VerificationCheckResultSchema.parse(await (await check(tokens.mia, started.id)).json())
    expect(passed).toMatchObject({ status: 'VERIFIED', outcome: 'TOKEN_FOUND' })

    const [own] = await mine(tokens.mia!)
    expect(own).toMatchObject({ host: 'mia.test', status: 'VERIFIED', method: 'TOKEN', failures: 0 })
    expect(own!.verifiedAt).not.toBeNull()
    expect(own!.lastCheckedAt).not.toBeNull()
    expect(await mine(tokens.otto!)).toEqual([])

    const profile = MakerProfileSchema.parse(await (await t.request('/api/makers/mia')).json())
    expect(profile.verified).toEqual([{ host: 'mia.test', since: own!.verifiedAt }])
    const detail = await (await t.request(`/api/articles/${article.id}`)).json()
    expect(detail.verification).toEqual({ host: 'mia.test', since: own!.verifiedAt })
    const cards = (await (await t.request('/api/articles')).json()) as { id: number; verification: unknown }[]
    expect(cards.find((card) => card.id === article.id)?.verification).toEqual({
      host: 'mia.test',
      since: own!.verifiedAt,
    })
    expect(cards.find((card) => card.id === other.id)?.verification).toBeNull()
    expect(profile.articles.find((card) => card.id === article.id)?.verification).toMatchObject({ host: 'mia.test' })

    // Another maker's article on the same host carries no badge: the host is verified for mia only.
    const copycat = await insertArticle(t.database.db, ids.otto!, { appUrl: 'https://mia.test/' })
    expect((await (await t.request(`/api/articles/${copycat.id}`)).json()).verification).toBeNull()
  })

  it('finds the token in a meta tag on the app page', async () => {
    const started = StartedVerificationSchema.parse(
      await (await start(tokens.otto, { appUrl: `http://otto.test:${port}/` })).json(),
    )
    app.state.file = ''
    app.state.page = `<html><head><meta content='${started.token}' name="Spotlight-Verification"></head></html>`
    const result = VerificationCheckResultSchema.parse(await (await check(tokens.otto, started.id)).json())
    expect(result).toMatchObject({ status: 'VERIFIED', outcome: 'TOKEN_FOUND' })
  })

  it('limits checks to 10 an hour per account', async () => {
    const started = StartedVerificationSchema.parse(
      await (await start(tokens.busy, { appUrl: `http://busy.test:${port}/` })).json(),
    )
    for (let i = 0; i < 10; i++) expect((await check(tokens.busy, started.id)).status).toBe(200)
    const limited = await check(tokens.busy, started.id)
    expect(limited.status).toBe(429)
    expect(await code(limited)).toBe('VERIFICATION_RATE_LIMITED')
    clock += 3_600_000 + 1000
    expect((await check(tokens.busy, started.id)).status).toBe(200)
  })

  it('holds the 10 checks an hour when they are sent all at once, and fetches only for those it runs', async () => {
    const rushId = await findUserId(t.database.db, 'rush')
    const started = StartedVerificationSchema.parse(
      await (await start(tokens.rush, { appUrl: `http://rush.test:${port}/` })).json(),
    )
    expect((await check(tokens.rush, started.id)).status).toBe(200)
    const fetchesPerCheck = app.state.hits.get('rush.test') ?? 0
    expect(fetchesPerCheck).toBeGreaterThan(0)

    app.state.delayMs = 150
    try {
      const answers = await Promise.all(Array.from({ length: 14 }, () => check(tokens.rush, started.id)))
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(9)
      expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    } finally {
      app.state.delayMs = 0
    }
    expect(app.state.hits.get('rush.test')).toBe(10 * fetchesPerCheck)
    const checks = await t.database.db.select().from(verificationChecks).where(eq(verificationChecks.userId, rushId))
    expect(checks).toHaveLength(10)
    // Every check recorded before its fetch ends with the fetch's outcome.
    expect(checks.every((row) => row.outcome === 'TOKEN_MISSING' && !row.isOk)).toBe(true)
  })

  it('re-checks verified hosts weekly: two failures in a row lapse the badge and tell the maker', async () => {
    const [own] = await mine(tokens.mia!)
    app.state.file = ''
    app.state.page = '<html></html>'
    clock += 8 * 86_400_000
    await t.app.scheduler.runDue()
    let [after] = await mine(tokens.mia!)
    expect(after).toMatchObject({ status: 'VERIFIED', failures: 1, lastOutcome: 'TOKEN_MISSING' })
    clock += 86_400_000 + 60_000
    await t.app.scheduler.runDue()
    ;[after] = await mine(tokens.mia!)
    expect(after).toMatchObject({ id: own!.id, status: 'LAPSED', failures: 2 })
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.mia!), eq(notifications.type, 'VERIFICATION_LAPSED')))
    expect(told).toHaveLength(1)
    expect(told[0]!.params).toEqual({ host: 'mia.test' })
    expect((await (await t.request('/api/makers/mia')).json()).verified).toEqual([])
  })

  it('lets an admin grant and revoke by hand, each with an audit entry; a revoked host cannot be re-checked', async () => {
    for (const body of [
      {},
      { username: 'otto', host: 'not a host', note: 'By hand' },
      { username: 'otto', host: 'otto.example', note: '<b>x</b>' },
      { username: 'otto', host: 'otto.example', note: 'x'.repeat(501) },
      { username: 5, host: 'otto.example', note: 'By hand' },
    ]) {
      expect((await grant(tokens.admin, body)).status, JSON.stringify(body).slice(0, 50)).toBe(400)
    }
    expect(await code(await grant(tokens.admin, { username: 'nobody', host: 'x.example', note: 'By hand' }))).toBe(
      'USER_NOT_FOUND',
    )
    const granted = await grant(tokens.admin, {
      username: 'otto',
      host: 'Otto.Example',
      note: 'Checked the DNS record',
    })
    expect(granted.status).toBe(200)
    const row = await granted.json()
    expect(row).toMatchObject({ username: 'otto', host: 'otto.example', status: 'VERIFIED', method: 'ADMIN' })
    expect((await (await t.request('/api/makers/otto')).json()).verified?.map((v: { host: string }) => v.host)).toEqual(
      expect.arrayContaining(['otto.example']),
    )

    for (const body of [{}, { reason: '' }, { reason: '<i>x</i>' }, { reason: 7 }])
      expect((await revoke(tokens.admin, row.id, body)).status).toBe(400)
    expect(await code(await revoke(tokens.admin, 999_999))).toBe('VERIFICATION_NOT_FOUND')
    const revoked = await revoke(tokens.admin, row.id)
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toMatchObject({ id: row.id, status: 'REVOKED' })
    expect(await code(await check(tokens.otto, row.id))).toBe('VERIFICATION_REVOKED')

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'verification'))
    expect(entries.map((entry) => [entry.action, entry.targetId, entry.actorUsername, entry.reason])).toEqual([
      ['VERIFICATION_GRANT', String(row.id), 'admin', 'Checked the DNS record'],
      ['VERIFICATION_REVOKE', String(row.id), 'admin', 'The app changed hands.'],
    ])
  })
})

describe('verifications under the production policy', () => {
  let t: TestApp
  let token = ''
  beforeAll(async () => {
    t = await buildTestApp({
      verifications: { resolve: resolver, policy: { allowHttp: false, allowLoopback: false } },
    })
    token = (await signIn(t, 'prod')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses an http address, and a host that points to loopback fails its check without a connection', async () => {
    const http = await t.request('/api/verifications', { method: 'POST', token, json: { appUrl: 'http://prod.test/' } })
    expect(http.status).toBe(400)
    expect(await code(http)).toBe('VERIFICATION_URL_INVALID')
    for (const appUrl of [
      'https://prod.test/',
      'https://127.0.0.1/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/',
    ]) {
      const started = await (await t.request('/api/verifications', { method: 'POST', token, json: { appUrl } })).json()
      const result = await (await t.request(`/api/verifications/${started.id}/check`, { method: 'POST', token })).json()
      expect(result, appUrl).toMatchObject({ status: 'FAILED', outcome: 'ADDRESS_REFUSED' })
    }
  })
})
