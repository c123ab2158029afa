import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'

/**
 * The plain HTML forms' check of where a post came from, for a browser that sends no
 * `Sec-Fetch-Site` (older ones) and only `Origin`: the whole origin must be the site's, scheme and
 * port included. A page at http://<the site's host> is one anyone on the network path can write, and
 * the session cookie goes with its post to the https site (SameSite=None, for the Pi Browser's frame).
 * The requests carry the Host a browser would send for the site's address (as the proxy passes it on).
 */
describe.each<{ setting: string; env: Record<string, string>; headers: Record<string, string>; cookieName: string }>([
  {
    setting: 'PUBLIC_URL set',
    env: { PUBLIC_URL: 'https://spotlight.example' },
    headers: {},
    cookieName: '__Host-spotlight_session',
  },
  {
    setting: 'no PUBLIC_URL, behind a trusted proxy that says https',
    env: { TRUST_PROXY: 'loopback' },
    headers: { 'x-forwarded-proto': 'https' },
    cookieName: 'spotlight_session',
  },
])("the forms' origin check ($setting)", ({ env, headers, cookieName }) => {
  let t: TestApp
  let cookie: string

  const follow = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/follow',
      headers: {
        host: 'spotlight.example',
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        cookie,
        ...headers,
      },
      payload: new URLSearchParams({
        follow: 'makers',
        target: 'mia',
        intent: 'follow',
        next: '/makers/mia',
      }).toString(),
    })
  const followers = async () => ((await (await t.request('/api/makers/mia')).json()) as { followers: number }).followers

  beforeAll(async () => {
    t = await buildTestApp({ env })
    cookie = `${cookieName}=${(await signIn(t, 'rita')).accessToken}`
    await signIn(t, 'mia')
    await insertArticle(t.database.db, await findUserId(t.database.db, 'mia'))
  })
  afterAll(async () => {
    await t?.close()
  })

  it('refuses a post from the same host over plain http, or from another port, and follows nobody', async () => {
    for (const origin of [
      'http://spotlight.example',
      'https://spotlight.example:8443',
      'http://spotlight.example:443',
      'https://evil.example',
      'null',
    ]) {
      const response = await follow(origin)
      expect(response.statusCode, origin).toBe(403)
    }
    expect(await followers()).toBe(0)
  })

  it("takes the post of the site's own https page", async () => {
    const response = await follow('https://spotlight.example')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/makers/mia?followed=makers%2Fmia')
    expect(await followers()).toBe(1)
  })
})

describe("the forms' origin check without PUBLIC_URL or a trusted proxy (development)", () => {
  let t: TestApp

  const post = (origin: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/follow',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
      payload: 'follow=makers&target=mia&next=%2F',
    })

  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('takes the origin the request came to, and believes no scheme an untrusted client claims', async () => {
    expect((await post('http://localhost:3000')).statusCode).toBe(303)
    expect((await post('https://localhost:3000', { 'x-forwarded-proto': 'https' })).statusCode).toBe(403)
    expect((await post('http://localhost:3001')).statusCode).toBe(403)
  })
})
