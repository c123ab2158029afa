import { ErrorBodySchema } from '@spotlight/shared/errors'
import { CreatedSessionLinkSchema, SessionLinkStatusSchema } from '@spotlight/shared/schemas/session-links'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { postForm } from '#src/test/html-form-client'

/**
 * A desktop signed in by the phone's QR code gets its session over the live channel (or by polling),
 * never from a sign-in answer of its own, so it has no form cookie until it asks POST /auth/session-cookie.
 */
describe('the form cookie of a session that did not sign in here (POST /auth/session-cookie)', () => {
  let t: TestApp
  let desktopToken: string

  /** The QR sign-in as the desktop and the phone make it; the desktop's session as it receives it. */
  async function signInByQr(phoneUser: string): Promise<string> {
    const phone = await signIn(t, phoneUser)
    const link = CreatedSessionLinkSchema.parse(
      await (await t.request('/api/session-links', { method: 'POST' })).json(),
    )
    const synced = await t.request('/api/session-links/sync', {
      method: 'POST',
      token: phone.accessToken,
      json: { code: link.code, pairingCode: link.pairingCode },
    })
    expect(synced.status).toBe(200)
    const status = SessionLinkStatusSchema.parse(
      await (
        await t.request(`/api/session-links/status/${link.code}`, { headers: { 'x-link-secret': link.secret } })
      ).json(),
    )
    expect(status.user).toBeDefined()
    return status.user!.accessToken
  }

  const ask = (headers: Record<string, string> = {}) => t.request('/auth/session-cookie', { method: 'POST', headers })

  const followByForm = (cookie: string) =>
    postForm(t, '/follow', { follow: 'makers', target: 'maya', next: '/makers/maya' }, { cookie })

  async function expectRefused(response: Response) {
    expect(response.status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('AUTH_REQUIRED')
  }

  beforeAll(async () => {
    t = await buildTestApp()
    await signIn(t, 'maya')
    await insertArticle(t.database.db, await findUserId(t.database.db, 'maya'), { company: 'Maya Apps' })
    desktopToken = await signInByQr('quentin')
  })
  afterAll(async () => {
    await t.close()
  })

  it("sets the presenting session's own token as the cookie, for the rest of that session's life", async () => {
    const response = await ask({ authorization: `Bearer ${desktopToken}` })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const setCookie = response.headers.get('set-cookie') ?? ''
    const match = /^spotlight_session=([\w-]+); Max-Age=(\d+); Path=\/; HttpOnly; SameSite=Lax$/.exec(setCookie)
    expect(match, setCookie).not.toBeNull()
    expect(match![1]).toBe(desktopToken)
    // No longer than the session: the sign-in's own cookie lasts as long (an hour here).
    const maxAge = Number(match![2])
    expect(maxAge).toBeGreaterThan(3_500)
    expect(maxAge).toBeLessThanOrEqual(3_600)
  })

  it("lets the desktop's no-script forms act as the phone's user", async () => {
    const cookie = ((await ask({ authorization: `Bearer ${desktopToken}` })).headers.get('set-cookie') ?? '').split(
      ';',
    )[0]!
    const response = await followByForm(cookie)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/makers/maya?followed=makers%2Fmaya')
    const following = await (await t.request('/api/follows', { token: desktopToken })).json()
    expect(following.makers.map((maker: { username: string }) => maker.username)).toEqual(['maya'])
  })

  it('works for an admin session as for any other (its own token only)', async () => {
    const admin = await signIn(t, 'admin')
    const response = await ask({ authorization: `Bearer ${admin.accessToken}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toContain(`spotlight_session=${admin.accessToken};`)
  })

  it('refuses a visitor, a cookie alone, a malformed header and a session that ended, setting nothing', async () => {
    await expectRefused(await ask())
    // The cookie is never a way to the API: another site's page could send it.
    await expectRefused(await ask({ cookie: `spotlight_session=${desktopToken}` }))
    await expectRefused(await ask({ authorization: `Basic ${desktopToken}` }))
    await expectRefused(await ask({ authorization: 'Bearer not-a-session' }))
    const ended = await signIn(t, 'olivier')
    expect((await t.request('/auth/logout', { method: 'POST', token: ended.accessToken })).status).toBe(200)
    await expectRefused(await ask({ authorization: `Bearer ${ended.accessToken}` }))
  })
})
