import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { locationOf, postForm } from '#src/test/html-form-client'

/**
 * The form cookie as a site served over HTTPS sets it (PUBLIC_URL `https://…`, as production
 * requires): unreadable by scripts, sent over HTTPS only, in the Pi Browser's frame too (a third-party
 * context, kept to this site under that top frame), for as long as the session lives and no longer;
 * and cleared with those same attributes, without which a browser keeps the partitioned one. Named
 * `__Host-`: a browser keeps such a cookie only from this very host, so no sibling subdomain plants one.
 */
describe('the session cookie over HTTPS', () => {
  let t: TestApp
  const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=None; Partitioned'

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://spotlight.example', SESSION_TTL_S: '1800' } })
  })
  afterAll(async () => {
    await t.close()
  })

  it('is set at sign-in, renewed for the rest of the session, and cleared at sign-out, always Secure', async () => {
    const login = await t.request('/auth/pi-login', { method: 'POST', json: { accessToken: 'sim-rita' } })
    expect(login.status).toBe(200)
    const { accessToken, expiresIn } = (await login.json()) as { accessToken: string; expiresIn: number }
    expect(expiresIn).toBe(1800)
    expect(login.headers.get('set-cookie')).toBe(`__Host-spotlight_session=${accessToken}; Max-Age=1800; ${ATTRIBUTES}`)

    const renewed = await t.request('/auth/session-cookie', { method: 'POST', token: accessToken })
    const [, token, maxAge] = /^__Host-spotlight_session=([\w-]+); Max-Age=(\d+); (.*)$/
      .exec(renewed.headers.get('set-cookie') ?? '')!
      .slice(0, 3)
    expect(token).toBe(accessToken)
    expect(Number(maxAge)).toBeGreaterThan(1790)
    expect(Number(maxAge)).toBeLessThanOrEqual(1800)
    expect(renewed.headers.get('set-cookie')).toMatch(new RegExp(`; ${ATTRIBUTES}$`))

    // A form reads the session from the `__Host-` cookie only: one under the plain name (which a page on
    // a sibling subdomain could set for the whole domain) is no one's.
    const rate = (cookie: string) => postForm(t, '/review', { article: '2147483647', rating: '3' }, { cookie })
    expect(locationOf(await rate(`spotlight_session=${accessToken}`)).query.review_error).toBe('AUTH_REQUIRED')
    const signedIn = locationOf(await rate(`__Host-spotlight_session=${accessToken}`)).query.review_error
    expect(signedIn).toBeDefined()
    expect(signedIn).not.toBe('AUTH_REQUIRED')

    const logout = await t.request('/auth/logout', { method: 'POST', token: accessToken })
    expect(logout.headers.get('set-cookie')).toBe(`__Host-spotlight_session=; Max-Age=0; ${ATTRIBUTES}`)
  })
})
