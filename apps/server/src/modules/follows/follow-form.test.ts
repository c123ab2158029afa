import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { postForm } from '#src/test/html-form-client'

/**
 * POST /follow as a browser sends the follow button's form with no script: urlencoded fields, the
 * session cookie the sign-in's answer set, and the headers a browser adds to a same-site post.
 */
describe('follows: the HTML form (POST /follow) without JavaScript', () => {
  let t: TestApp
  const cookies: Record<string, string> = {}
  let slug: string

  /** Signs in as the web does, keeping the cookie the answer sets (its name=value part). */
  async function signInForCookie(name: string) {
    const response = await t.request('/auth/pi-login', { method: 'POST', json: { accessToken: `sim-${name}` } })
    expect(response.status).toBe(200)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^spotlight_session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/)
    const session = (await response.json()) as { accessToken: string }
    cookies[name] = setCookie.split(';')[0]!
    return session.accessToken
  }

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(t, '/follow', fields, headers)
  const followers = async () => ((await (await t.request('/api/makers/mia')).json()) as { followers: number }).followers
  const following = async (token: string) =>
    (await (await t.request('/api/follows', { token })).json()) as {
      makers: { username: string }[]
      categories: { slug: string }[]
    }

  let ritaToken: string

  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } })
    ritaToken = await signInForCookie('rita')
    await signInForCookie('mia')
    await insertArticle(t.database.db, await findUserId(t.database.db, 'mia'), { company: 'Mia Apps' })
    slug = ((await (await t.request('/api/categories')).json()) as { slug: string }[])[0]!.slug
  })
  afterAll(async () => {
    await t.close()
  })

  it('follows a maker from the form and sends the reader back to the page, saying so', async () => {
    const response = await post(
      { follow: 'makers', target: 'mia', intent: 'follow', next: '/ko/makers/mia' },
      { cookie: cookies.rita! },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/ko/makers/mia?followed=makers%2Fmia')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await following(ritaToken)).makers.map((maker) => maker.username)).toEqual(['mia'])
    // The profile's public count is fresh on the page the reader is sent back to.
    expect(await followers()).toBe(1)
  })

  it('unfollows from the same form, and follows a category', async () => {
    const unfollow = await post(
      { follow: 'makers', target: 'mia', intent: 'unfollow', next: '/makers/mia?followed=makers%2Fmia' },
      { cookie: cookies.rita! },
    )
    expect(unfollow.status).toBe(303)
    expect(unfollow.headers.get('location')).toBe('/makers/mia?unfollowed=makers%2Fmia')
    expect(await followers()).toBe(0)

    const category = await post({ follow: 'categories', target: slug, intent: 'follow' }, { cookie: cookies.rita! })
    expect(category.headers.get('location')).toBe(`/category/${slug}?followed=categories%2F${slug}`)
    expect((await following(ritaToken)).categories.map((followed) => followed.slug)).toEqual([slug])
  })

  it('leads a visitor to sign in and confirm, then back to the page, following nobody', async () => {
    const response = await post({ follow: 'makers', target: 'mia', intent: 'follow', next: '/vi/makers/mia' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      '/user-dashboard/following?follow=makers&target=mia&next=%2Fvi%2Fmakers%2Fmia',
    )
    expect(await followers()).toBe(0)
  })

  it('says why a follow was refused (oneself, an unknown maker) and changes nothing', async () => {
    const self = await post({ follow: 'makers', target: 'mia', next: '/makers/mia' }, { cookie: cookies.mia! })
    expect(self.headers.get('location')).toBe('/makers/mia?follow_self=makers%2Fmia')
    const unknown = await post({ follow: 'makers', target: 'nobody', next: '/' }, { cookie: cookies.rita! })
    expect(unknown.headers.get('location')).toBe('/?follow_failed=makers%2Fnobody')
    expect(await followers()).toBe(0)
  })

  it("refuses another site's post (the cookie travels with it in the Pi Browser's frame)", async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ]) {
      const response = await post({ follow: 'makers', target: 'mia' }, { cookie: cookies.rita!, ...headers })
      expect(response.status, JSON.stringify(headers)).toBe(403)
    }
    expect(await followers()).toBe(0)
  })

  it('never sends the reader to another site, and ignores a cookie whose session ended', async () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/a\nb']) {
      const response = await post(
        { follow: 'makers', target: 'mia', intent: 'unfollow', next },
        { cookie: cookies.rita! },
      )
      expect(response.headers.get('location'), next).toBe('/makers/mia?unfollowed=makers%2Fmia')
    }
    const ended = await signInForCookie('otto')
    const logout = await t.request('/auth/logout', { method: 'POST', token: ended })
    expect(logout.headers.get('set-cookie')).toMatch(/^spotlight_session=; Max-Age=0;/)
    const response = await post({ follow: 'makers', target: 'mia', next: '/makers/mia' }, { cookie: cookies.otto! })
    expect(response.headers.get('location')).toMatch(/^\/user-dashboard\/following\?/)
    expect(await followers()).toBe(0)
  })

  it('sends a form it cannot read home, and refuses an oversized one', async () => {
    const bad = await post({ follow: 'users', target: 'mia' }, { cookie: cookies.rita! })
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toBe('/')
    const huge = await post(
      { follow: 'makers', target: 'mia', next: `/${'x'.repeat(5_000)}` },
      { cookie: cookies.rita! },
    )
    expect(huge.status).toBe(413)
  })
})
