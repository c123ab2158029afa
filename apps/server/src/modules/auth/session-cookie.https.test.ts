import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'

/**
 * The form cookie as a site served over HTTPS sets it (PUBLIC_URL `https://…`, as production
 * requires): unreadable by scripts, sent over HTTPS only, in the Pi Browser's frame too (a third-party
 * context, kept to this site under that top frame), for as long as the session lives and no longer;
 * and cleared with those same attributes, without which a browser keeps the partitioned one.
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
    expect(login.headers.get('set-cookie')).toBe(`spotlight_session=${accessToken}; Max-Age=1800; ${ATTRIBUTES}`)

    const renewed = await t.request('/auth/session-cookie', { method: 'POST', token: accessToken })
    const [, token, maxAge] = /^spotlight_session=([\w-]+); Max-Age=(\d+); (.*)$/
      .exec(renewed.headers.get('set-cookie') ?? '')!
      .slice(0, 3)
    expect(token).toBe(accessToken)
    expect(Number(maxAge)).toBeGreaterThan(1790)
    expect(Number(maxAge)).toBeLessThanOrEqual(1800)
    expect(renewed.headers.get('set-cookie')).toMatch(new RegExp(`; ${ATTRIBUTES}$`))

    const logout = await t.request('/auth/logout', { method: 'POST', token: accessToken })
    expect(logout.headers.get('set-cookie')).toBe(`spotlight_session=; Max-Age=0; ${ATTRIBUTES}`)
  })
})
