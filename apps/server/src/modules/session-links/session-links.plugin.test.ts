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

/** A pairing code that is surely not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

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

  /** The pairing code each link's desktop shows: what its user types on the phone. */
  const pairingCodes = new Map<string, string>()

  async function createLink(headers: Record<string, string> = {}, app: TestApp = t) {
    const response = await app.request('/api/session-links', { method: 'POST', headers })
    expect(response.status).toBe(201)
    const link = CreatedSessionLinkSchema.parse(await response.json())
    pairingCodes.set(link.code, link.pairingCode)
    return link
  }

  const sync = (code: string, token?: string, pairingCode?: string) => syncOn(t, code, token, pairingCode)
  function syncOn(app: TestApp, code: string, token?: string, pairingCode = pairingCodes.get(code) ?? '0000') {
    return app.request('/api/session-links/sync', {
      method: 'POST',
      json: { code, pairingCode },
      ...(token ? { token } : {}),
    })
  }

  const describeLink = async (code: string, app: TestApp = t) =>
    SessionLinkSchema.parse(
      await (await app.request(`/api/session-links/${code}`, { token: phone.accessToken })).json(),
    )

  const status = (code: string, secret?: string, init: { token?: string } = {}) => statusOn(t, code, secret, init)
  function statusOn(app: TestApp, code: string, secret?: string, init: { token?: string } = {}) {
    return app.request(`/api/session-links/status/${code}`, {
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

    it('accepts the empty body a desktop client sends, with or without a JSON content type, and a signed-in caller', async () => {
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

    it('gives the desktop a 4-digit pairing code to show, which the phone never reads', async () => {
      const link = await createLink()
      expect(link.pairingCode).toMatch(/^\d{4}$/)
      const read = await t.request(`/api/session-links/${link.code}`, { token: phone.accessToken })
      expect(await read.text()).not.toContain(`"${link.pairingCode}"`)
    })

    it('records the network the desktop asked from, never its whole address', async () => {
      const link = await createLink({ 'x-forwarded-for': '203.0.113.77' })
      // Without trusted proxies the header is the client's own words: the socket's address counts.
      expect((await describeLink(link.code)).network).toBe('127.0.0.x')
      const [row] = await t.database.db.select().from(sessionLinks).where(eq(sessionLinks.code, link.code))
      expect(JSON.stringify(row)).not.toContain('127.0.0.1')
    })

    it('reads the network from X-Forwarded-For as far as TRUST_PROXY trusts it, IPv4 /24 and IPv6 /48', async () => {
      const proxied = await buildTestApp({ database: t.database, env: { TRUST_PROXY: 'loopback' } })
      try {
        const v4 = await createLink({ 'x-forwarded-for': '203.0.113.77' }, proxied)
        expect((await describeLink(v4.code, proxied)).network).toBe('203.0.113.x')
        const v6 = await createLink({ 'x-forwarded-for': '2001:db8:85a3:8d3:1319:8a2e:370:7348' }, proxied)
        expect((await describeLink(v6.code, proxied)).network).toBe('2001:db8:85a3::/48')
        // The last untrusted hop is the client: a forged first entry does not move it.
        const chained = await createLink({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }, proxied)
        expect((await describeLink(chained.code, proxied)).network).toBe('203.0.113.x')
      } finally {
        await proxied.close()
      }
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
      expect(body).toMatchObject({
        code: link.code,
        expiresAt: link.expiresAt,
        userAgentSummary: 'Firefox on Linux',
        network: '127.0.0.x',
      })
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

  describe('the pairing code (typed on the phone, shown on the desktop)', () => {
    // An instance of its own on the same database: the sync route's rate limit starts afresh.
    let pt: TestApp
    beforeAll(async () => {
      pt = await buildTestApp({ database: t.database })
    })
    afterAll(async () => {
      await pt.close()
    })

    it('needs the pairing code, in its 4 digits', async () => {
      const link = await createLink({}, pt)
      const missing = await pt.request('/api/session-links/sync', {
        method: 'POST',
        json: { code: link.code },
        token: phone.accessToken,
      })
      expect(missing.status).toBe(400)
      const body = ErrorBodySchema.parse(await missing.json())
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(body.error.details?.[0]?.path).toBe('pairingCode')
      for (const pairingCode of ['123', '12345', '12a4', ' 1234', '١٢٣٤']) {
        await expectError(await syncOn(pt, link.code, phone.accessToken, pairingCode), 400, 'VALIDATION_FAILED')
      }
      // Malformed codes spend no try: the right one still signs in.
      expect((await syncOn(pt, link.code, phone.accessToken)).status).toBe(200)
    })

    it('refuses a wrong pairing code with the tries left, and takes the right one after it', async () => {
      const link = await createLink({}, pt)
      const wrong = await syncOn(pt, link.code, phone.accessToken, otherThan(link.pairingCode))
      expect(wrong.status).toBe(403)
      const body = ErrorBodySchema.parse(await wrong.json())
      expect(body.error.code).toBe('SESSION_LINK_PAIRING_MISMATCH')
      expect(body.error.message).toMatch(/not the pairing code on the computer's screen \(2 tries left\)/)
      expect(body.error.details?.[0]?.path).toBe('pairingCode')
      // Still waiting on the desktop, then signed in with the right code.
      expect(await (await statusOn(pt, link.code, link.secret)).json()).toEqual({ status: 'PENDING' })
      expect((await syncOn(pt, link.code, phone.accessToken)).status).toBe(200)
      expect(
        SessionLinkStatusSchema.parse(await (await statusOn(pt, link.code, link.secret)).json()).user?.username,
      ).toBe('qrphone')
    })

    it('kills the link at the third wrong pairing code: the right one, the phone read and the desktop all see it dead', async () => {
      const link = await createLink({}, pt)
      const tryer = await signIn(pt, 'qrtryer')
      const wrong = otherThan(link.pairingCode)
      await expectError(await syncOn(pt, link.code, tryer.accessToken, wrong), 403, 'SESSION_LINK_PAIRING_MISMATCH')
      await expectError(await syncOn(pt, link.code, other.accessToken, wrong), 403, 'SESSION_LINK_PAIRING_MISMATCH')
      await expectError(await syncOn(pt, link.code, tryer.accessToken, wrong), 410, 'SESSION_LINK_PAIRING_LOCKED')
      await expectError(await syncOn(pt, link.code, tryer.accessToken), 410, 'SESSION_LINK_PAIRING_LOCKED')
      await expectError(
        await pt.request(`/api/session-links/${link.code}`, { token: tryer.accessToken }),
        410,
        'SESSION_LINK_PAIRING_LOCKED',
      )
      // The desktop learns its code is over and shows a new one.
      expect(await (await statusOn(pt, link.code, link.secret)).json()).toEqual({ status: 'EXPIRED' })
    })

    it('spends no more than three tries on concurrent guesses', async () => {
      const link = await createLink({}, pt)
      const guesser = await signIn(pt, 'qrguesser')
      const guesses = Array.from({ length: 10 }, (_, i) =>
        String((Number(link.pairingCode) + 1 + i) % 10_000).padStart(4, '0'),
      )
      const responses = await Promise.all(guesses.map((guess) => sync(link.code, guesser.accessToken, guess)))
      const codes = await Promise.all(
        responses.map(async (response) => ErrorBodySchema.parse(await response.json()).error.code),
      )
      expect(codes.filter((code) => code === 'SESSION_LINK_PAIRING_MISMATCH')).toHaveLength(2)
      expect(codes.filter((code) => code === 'SESSION_LINK_PAIRING_LOCKED')).toHaveLength(8)
      await expectError(await syncOn(pt, link.code, guesser.accessToken), 410, 'SESSION_LINK_PAIRING_LOCKED')
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
