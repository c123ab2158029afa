import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { sessions } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { hashToken } from './session-token'

describe('sign-in with Pi', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('verifies the token with the simulator and returns our own session', async () => {
    const response = await t.request('/auth/pi-login', {
      method: 'POST',
      json: { accessToken: 'sim-alice', piId: 'whatever', username: 'whatever' },
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ username: 'alice', piId: 'sim-uid-alice', role: 'USER', expiresIn: 3600 })
    expect(body.accessToken).toMatch(/^[\w-]{43}$/)
    expect(body.accessToken).not.toContain('sim-')
  })

  it('ignores the uid and username the client sends', async () => {
    const response = await t.request('/auth/pi-login', {
      method: 'POST',
      json: { accessToken: 'sim-mallory', piId: 'sim-uid-admin', username: 'admin' },
    })
    const body = await response.json()
    expect(body.username).toBe('mallory')
    expect(body.piId).toBe('sim-uid-mallory')
    expect(body.role).toBe('USER')
  })

  it('refuses a token the Pi Platform does not know, with the error body', async () => {
    const response = await t.request('/auth/pi-login', { method: 'POST', json: { accessToken: 'bogus-token' } })
    expect(response.status).toBe(401)
    const body = ErrorBodySchema.parse(await response.json())
    expect(body.error.code).toBe('AUTH_PI_TOKEN_INVALID')
    expect(body.error.requestId).toBeTruthy()
  })

  it('names the field when the body is malformed', async () => {
    for (const json of [{}, { accessToken: 42 }, { accessToken: '' }, [], 'text']) {
      const response = await t.request('/auth/pi-login', { method: 'POST', json })
      expect(response.status).toBe(400)
      const body = ErrorBodySchema.parse(await response.json())
      expect(body.error.code).toBe('VALIDATION_FAILED')
    }
    const response = await t.request('/auth/pi-login', { method: 'POST', json: { accessToken: 42 } })
    const body = ErrorBodySchema.parse(await response.json())
    expect(body.error.details?.[0]?.path).toBe('accessToken')
  })

  it('answers 400 with the error body for broken JSON and 413 for an oversized body', async () => {
    const broken = await t.request('/auth/pi-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"accessToken":',
    })
    expect(broken.status).toBe(400)
    expect(ErrorBodySchema.parse(await broken.json()).error.code).toBe('BAD_REQUEST')

    const huge = await t.request('/auth/pi-login', {
      method: 'POST',
      json: { accessToken: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(huge.status).toBe(413)
    expect(ErrorBodySchema.parse(await huge.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('gives the admin role to a username listed in ADMIN_USERNAMES (default "admin" outside production)', async () => {
    expect((await signIn(t, 'admin')).role).toBe('ADMIN')
    expect((await signIn(t, 'bob')).role).toBe('USER')
  })

  it('takes ADMIN_USERNAMES from the configuration', async () => {
    const other = await buildTestApp({ env: { ADMIN_USERNAMES: 'carol, dave' } })
    try {
      expect((await signIn(other, 'carol')).role).toBe('ADMIN')
      expect((await signIn(other, 'dave')).role).toBe('ADMIN')
      expect((await signIn(other, 'admin')).role).toBe('USER')
    } finally {
      await other.close()
    }
  })

  it('accepts the session as a bearer token and revokes it on logout', async () => {
    const session = await signIn(t, 'erin')
    const me = await t.request('/auth/me', { token: session.accessToken })
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual({ username: 'erin', piId: 'sim-uid-erin', role: 'USER' })

    const logout = await t.request('/auth/logout', { method: 'POST', token: session.accessToken })
    expect(logout.status).toBe(200)

    const after = await t.request('/api/payments/active-plan', { token: session.accessToken })
    expect(after.status).toBe(401)
    expect(ErrorBodySchema.parse(await after.json()).error.code).toBe('AUTH_REQUIRED')
  })

  it('refuses an expired session with 401', async () => {
    const session = await signIn(t, 'frank')
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(session.accessToken)))
    const response = await t.request('/api/payments/active-plan', { token: session.accessToken })
    expect(response.status).toBe(401)
    expect(ErrorBodySchema.parse(await response.json()).error.message).toBe('Session expired. Please log in again.')
  })

  it('keeps one account per Pi uid across sign-ins and stores no Pi token', async () => {
    const first = await signIn(t, 'grace')
    const second = await signIn(t, 'grace')
    expect(first.accessToken).not.toBe(second.accessToken)
    const rows = await t.database.db.select().from(sessions)
    expect(rows.every((row) => !row.tokenHash.includes('sim-'))).toBe(true)
    expect(rows.some((row) => row.tokenHash === first.accessToken)).toBe(false)
  })
})
