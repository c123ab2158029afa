import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { sessions } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { createTestDatabase } from '#src/test/test-database'
import { hashToken } from './session-token'

/** Makes the simulator's Pi account `username` carry `uid`: another person's account, or a rename. */
async function simAccount(t: TestApp, username: string, uid: string) {
  const response = await t.request('/__pi-sim/_control/seed', { method: 'POST', json: { users: [{ username, uid }] } })
  expect(response.status).toBe(200)
}

const roleOf = async (t: TestApp, token: string) =>
  ((await (await t.request('/auth/me', { token })).json()) as { role: string }).role

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

  describe('who is an admin', () => {
    it('records the first account signing in with a bootstrap username (ADMIN_USERNAMES, "admin" outside production)', async () => {
      const admin = await signIn(t, 'admin')
      expect(admin).toMatchObject({ piId: 'sim-uid-admin', role: 'ADMIN' })
      expect(await roleOf(t, admin.accessToken)).toBe('ADMIN')
      expect((await signIn(t, 'bob')).role).toBe('USER')
    })

    it('gives nothing to another Pi account that takes the username admin', async () => {
      expect((await signIn(t, 'admin')).role).toBe('ADMIN')
      await simAccount(t, 'admin', 'uid-of-someone-else')
      try {
        const impostor = await signIn(t, 'admin')
        expect(impostor).toMatchObject({ username: 'admin', piId: 'uid-of-someone-else', role: 'USER' })
        expect(await roleOf(t, impostor.accessToken)).toBe('USER')
        const refused = await t.request('/api/contact-messages', { token: impostor.accessToken })
        expect(refused.status).toBe(403)
      } finally {
        await simAccount(t, 'admin', 'sim-uid-admin')
      }
    })

    it('keeps ADMIN for the recorded admin after a rename (same uid, new username)', async () => {
      expect((await signIn(t, 'admin')).role).toBe('ADMIN')
      await simAccount(t, 'chief', 'sim-uid-admin')
      const renamed = await signIn(t, 'chief')
      expect(renamed).toMatchObject({ username: 'chief', piId: 'sim-uid-admin', role: 'ADMIN' })
      expect(await roleOf(t, renamed.accessToken)).toBe('ADMIN')
    })

    it('takes admins by Pi uid from ADMIN_PI_UIDS, whatever their username', async () => {
      const other = await buildTestApp({
        env: { ADMIN_PI_UIDS: 'sim-uid-carol, sim-uid-dave', ADMIN_USERNAMES: 'root' },
      })
      try {
        expect((await signIn(other, 'carol')).role).toBe('ADMIN')
        expect((await signIn(other, 'dave')).role).toBe('ADMIN')
        expect((await signIn(other, 'admin')).role).toBe('USER')
        await simAccount(other, 'carolina', 'sim-uid-carol')
        expect((await signIn(other, 'carolina')).role).toBe('ADMIN')
        await simAccount(other, 'dave', 'uid-not-dave')
        expect((await signIn(other, 'dave')).role).toBe('USER')
      } finally {
        await other.close()
      }
    })

    it('takes ADMIN away from an admin removed from the configuration, live sessions included', async () => {
      const database = await createTestDatabase()
      try {
        const before = await buildTestApp({
          database,
          env: { ADMIN_PI_UIDS: 'sim-uid-erin', ADMIN_USERNAMES: 'admin' },
        })
        const erin = await signIn(before, 'erin')
        const admin = await signIn(before, 'admin')
        expect([erin.role, admin.role]).toEqual(['ADMIN', 'ADMIN'])
        await before.close()

        const after = await buildTestApp({ database, env: { ADMIN_PI_UIDS: 'sim-uid-frank', ADMIN_USERNAMES: 'root' } })
        try {
          // Sessions opened under the old configuration answer with the new one at once.
          expect(await roleOf(after, erin.accessToken)).toBe('USER')
          expect(await roleOf(after, admin.accessToken)).toBe('USER')
          expect((await signIn(after, 'erin')).role).toBe('USER')
          expect((await signIn(after, 'admin')).role).toBe('USER')
          expect((await signIn(after, 'frank')).role).toBe('ADMIN')
        } finally {
          await after.close()
        }
      } finally {
        await database.drop()
      }
    })
  })
})
