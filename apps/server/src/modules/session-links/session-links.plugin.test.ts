import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QR_LINK_TTL_S } from '@spotlight/shared/domain/limits'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { SessionUserSchema } from '@spotlight/shared/schemas/auth'
import {
  CreatedSessionLinkSchema,
  SessionLinkSchema,
  SessionLinkStatusSchema,
} from '@spotlight/shared/schemas/session-links'
import { sessionLinks, sessions } from '#src/db/schema/index'
import { hashToken } from '#src/modules/auth/session-token'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

describe('QR sign-in links over HTTP', () => {
  let t: TestApp
  let phone: { accessToken: string; username: string }
  let other: { accessToken: string; username: string }

  beforeAll(async () => {
    t = await buildTestApp()
    phone = await signIn(t, 'qrphone')
    other = await signIn(t, 'qrother')
  })
  afterAll(async () => {
    await t.close()
  })

  async function createLink(headers: Record<string, string> = {}) {
    const response = await t.request('/api/session-links', { method: 'POST', headers })
    expect(response.status).toBe(201)
    return CreatedSessionLinkSchema.parse(await response.json())
  }

  function sync(code: string, token?: string) {
    return t.request('/api/session-links/sync', { method: 'POST', json: { code }, ...(token ? { token } : {}) })
  }

  function status(code: string, secret?: string, init: { token?: string } = {}) {
    return t.request(`/api/session-links/status/${code}`, {
      headers: secret === undefined ? {} : { 'x-link-secret': secret },
      ...init,
    })
  }

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status)
    expect(ErrorBodySchema.parse(await response.json()).error.code).toBe(code)
  }

  async function expireLink(code: string) {
    await t.database.db
      .update(sessionLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionLinks.code, code))
  }

  describe('POST /api/session-links', () => {
    it('gives a visitor an unguessable code and secret valid for five minutes, never cached', async () => {
      const before = Date.now()
      const response = await t.request('/api/session-links', { method: 'POST' })
      expect(response.status).toBe(201)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const link = CreatedSessionLinkSchema.parse(await response.json())
      // 16 and 32 random bytes in base64url.
      expect(link.code).toMatch(/^[\w-]{22}$/)
      expect(link.secret).toMatch(/^[\w-]{43}$/)
      const expiresAt = Date.parse(link.expiresAt)
      expect(expiresAt).toBeGreaterThanOrEqual(before + QR_LINK_TTL_S * 1000 - 1000)
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + QR_LINK_TTL_S * 1000 + 1000)
    })

    it('stores only the sha-256 of the secret and a truncated user agent', async () => {
      const link = await createLink({ 'user-agent': `${FIREFOX_LINUX} ${'x'.repeat(2000)}` })
      const [row] = await t.database.db.select().from(sessionLinks).where(eq(sessionLinks.code, link.code))
      expect(row!.secretHash).toBe(createHash('sha256').update(link.secret).digest('hex'))
      expect(JSON.stringify(row)).not.toContain(link.secret)
      expect(row!.creatorUserAgent).toHaveLength(512)
    })

    it('accepts the empty body the spec sends, with or without a JSON content type, and a signed-in caller', async () => {
      const labelled = await t.request('/api/session-links', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      })
      expect(labelled.status).toBe(201)
      const withBody = await t.request('/api/session-links', { method: 'POST', json: {}, token: phone.accessToken })
      expect(withBody.status).toBe(201)
      const broken = await t.request('/api/session-links', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"nope":',
      })
      await expectError(broken, 400, 'BAD_REQUEST')
    })

    it('makes a different code and secret every time', async () => {
      const [a, b] = await Promise.all([createLink(), createLink()])
      expect(a!.code).not.toBe(b!.code)
      expect(a!.secret).not.toBe(b!.secret)
    })
  })

  describe('GET /api/session-links/{code} (the phone, before confirming)', () => {
    it('needs a signed-in user', async () => {
      const link = await createLink()
      await expectError(await t.request(`/api/session-links/${link.code}`), 401, 'AUTH_REQUIRED')
    })

    it('shows what is being signed in and when, without the secret', async () => {
      const link = await createLink({ 'user-agent': FIREFOX_LINUX })
      const response = await t.request(`/api/session-links/${link.code}`, { token: phone.accessToken })
      expect(response.status).toBe(200)
      const body = SessionLinkSchema.parse(await response.json())
      expect(body).toMatchObject({ code: link.code, expiresAt: link.expiresAt, userAgentSummary: 'Firefox on Linux' })
      expect(Date.now() - Date.parse(body.createdAt)).toBeLessThan(60_000)
      expect(JSON.stringify(body)).not.toContain(link.secret)
    })

    it('refuses unknown, expired and used codes', async () => {
      const read = (code: string) => t.request(`/api/session-links/${code}`, { token: other.accessToken })
      await expectError(await read('A'.repeat(22)), 404, 'SESSION_LINK_NOT_FOUND')

      const expired = await createLink()
      await expireLink(expired.code)
      await expectError(await read(expired.code), 410, 'SESSION_LINK_EXPIRED')

      const used = await createLink()
      expect((await sync(used.code, phone.accessToken)).status).toBe(200)
      await expectError(await read(used.code), 409, 'SESSION_LINK_ALREADY_USED')
      await expectError(await read('not a code'), 400, 'VALIDATION_FAILED')
    })
  })

  describe('POST /api/session-links/sync (the phone confirms)', () => {
    it('needs a signed-in user', async () => {
      const link = await createLink()
      await expectError(await sync(link.code), 401, 'AUTH_REQUIRED')
      await expectError(await sync(link.code, 'not-a-session'), 401, 'AUTH_REQUIRED')
    })

    it('refuses a code used twice, by the same user or another one', async () => {
      const link = await createLink()
      const first = await sync(link.code, phone.accessToken)
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ ok: true })
      await expectError(await sync(link.code, phone.accessToken), 409, 'SESSION_LINK_ALREADY_USED')
      await expectError(await sync(link.code, other.accessToken), 409, 'SESSION_LINK_ALREADY_USED')
    })

    it('refuses unknown, expired and malformed codes', async () => {
      await expectError(await sync('B'.repeat(22), phone.accessToken), 404, 'SESSION_LINK_NOT_FOUND')
      const link = await createLink()
      await expireLink(link.code)
      await expectError(await sync(link.code, phone.accessToken), 410, 'SESSION_LINK_EXPIRED')
      await expectError(await sync('short', phone.accessToken), 400, 'VALIDATION_FAILED')
    })

    it('lets exactly one of several concurrent syncs win', async () => {
      const link = await createLink()
      const users = await Promise.all(['qrrace1', 'qrrace2', 'qrrace3', 'qrrace4'].map((name) => signIn(t, name)))
      const responses = await Promise.all(users.map((user) => sync(link.code, user.accessToken)))
      const statuses = responses.map((response) => response.status).sort()
      expect(statuses).toEqual([200, 409, 409, 409])

      const winner = users[responses.findIndex((response) => response.status === 200)]!
      const body = SessionLinkStatusSchema.parse(await (await status(link.code, link.secret)).json())
      expect(body.user?.username).toBe(winner.username)
    })
  })

  describe('GET /api/session-links/status/{code} (the desktop polling fallback)', () => {
    it('needs the secret: 401 without it, 403 with a wrong one, even for a signed-in user', async () => {
      const link = await createLink()
      await expectError(await status(link.code), 401, 'SESSION_LINK_SECRET_REQUIRED')
      await expectError(
        await status(link.code, undefined, { token: phone.accessToken }),
        401,
        'SESSION_LINK_SECRET_REQUIRED',
      )
      await expectError(await status(link.code, 'x'.repeat(43)), 403, 'SESSION_LINK_SECRET_INVALID')
      await expectError(await status(link.code, 'short'), 403, 'SESSION_LINK_SECRET_INVALID')
      await expectError(
        await status(link.code, 'x'.repeat(43), { token: phone.accessToken }),
        403,
        'SESSION_LINK_SECRET_INVALID',
      )
    })

    it('does not reveal whether a code exists', async () => {
      const link = await createLink()
      const known = await status(link.code, 'y'.repeat(43))
      const unknown = await status('C'.repeat(22), 'y'.repeat(43))
      expect(unknown.status).toBe(known.status)
      const knownBody = ErrorBodySchema.parse(await known.json()).error
      const unknownBody = ErrorBodySchema.parse(await unknown.json()).error
      expect(unknownBody.code).toBe(knownBody.code)
      expect(unknownBody.message).toBe(knownBody.message)
    })

    it('hands the desktop its own fresh session exactly once after the phone syncs', async () => {
      const link = await createLink()
      expect(await (await status(link.code, link.secret)).json()).toEqual({ status: 'PENDING' })

      expect((await sync(link.code, phone.accessToken)).status).toBe(200)
      const first = await status(link.code, link.secret)
      expect(first.headers.get('cache-control')).toBe('no-store')
      const body = SessionLinkStatusSchema.parse(await first.json())
      expect(body.status).toBe('CLAIMED')
      const user = SessionUserSchema.parse(body.user)
      expect(user).toMatchObject({ username: 'qrphone', piId: 'sim-uid-qrphone', role: 'USER' })
      expect(user.accessToken).not.toBe(phone.accessToken)

      const me = await t.request('/auth/me', { token: user.accessToken })
      expect(me.status).toBe(200)
      expect(await me.json()).toEqual({ username: 'qrphone', piId: 'sim-uid-qrphone', role: 'USER' })

      expect(await (await status(link.code, link.secret)).json()).toEqual({ status: 'CLAIMED' })
      expect(await (await status(link.code, link.secret)).json()).toEqual({ status: 'CLAIMED' })
    })

    it('refuses the secret in the query (URLs are logged): only its header opens the link', async () => {
      const link = await createLink()
      const response = await t.request(`/api/session-links/status/${link.code}?secret=${link.secret}`)
      await expectError(response, 400, 'BAD_REQUEST')
    })

    it('answers EXPIRED for a link nobody synced in time', async () => {
      const link = await createLink()
      await expireLink(link.code)
      expect(await (await status(link.code, link.secret)).json()).toEqual({ status: 'EXPIRED' })
    })

    it('never stores the desktop session token, only a sealed copy until it is handed out', async () => {
      const link = await createLink()
      expect((await sync(link.code, phone.accessToken)).status).toBe(200)
      const [waiting] = await t.database.db.select().from(sessionLinks).where(eq(sessionLinks.code, link.code))
      // A compact JWE (header..iv.ciphertext.tag), readable only with the desktop's secret.
      expect(waiting!.sealedDelivery).toMatch(/^eyJ[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/)

      const body = SessionLinkStatusSchema.parse(await (await status(link.code, link.secret)).json())
      const token = body.user!.accessToken
      expect(JSON.stringify(waiting)).not.toContain(token)
      const [after] = await t.database.db.select().from(sessionLinks).where(eq(sessionLinks.code, link.code))
      expect(after!.sealedDelivery).toBeNull()
      expect(after!.deliveredAt).toBeInstanceOf(Date)
      const [session] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
      expect(session).toBeDefined()
    })

    it('never gives the desktop a session that outlives the phone session it came from', async () => {
      const shortLived = await signIn(t, 'qrshort')
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 120_000) })
        .where(eq(sessions.tokenHash, hashToken(shortLived.accessToken)))
      const link = await createLink()
      expect((await sync(link.code, shortLived.accessToken)).status).toBe(200)
      const body = SessionLinkStatusSchema.parse(await (await status(link.code, link.secret)).json())
      expect(body.user!.expiresIn).toBeLessThanOrEqual(120)
    })
  })
  it('rate-limits link creation per IP', async () => {
    // A second instance on the same database: its rate-limit counters start at zero.
    const fresh = await buildTestApp({ database: t.database })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) statuses.push((await fresh.request('/api/session-links', { method: 'POST' })).status)
      expect(statuses.slice(0, 30).every((code) => code === 201)).toBe(true)
      expect(statuses[30]).toBe(429)
    } finally {
      await fresh.close()
    }
  })
})
