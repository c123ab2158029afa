import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { postForm } from '#src/test/html-form-client'

/**
 * The plain HTML forms (POST /review, /review-helpful, /report, /follow) against what an outsider
 * sends them: a `next` that only turns into another site once its dot segments are resolved, a
 * `next` no Location header can carry, and bodies of other types far beyond a form's size.
 */
describe('the HTML forms against hostile input', () => {
  let t: TestApp
  let cookie: string

  /** Each form with fields that reach the answer built from `next` (a refusal, or an item not found). */
  const answered: [string, Record<string, string>][] = [
    ['/review', { article: '2147483647', rating: '3' }],
    ['/review-helpful', { review: '2147483647' }],
    ['/report', { type: 'ARTICLE', target: '2147483647', reason: 'SPAM' }],
    ['/follow', { follow: 'makers', target: 'nobody-here' }],
  ]
  /** Each form with fields it cannot read: the answer is `next` itself. */
  const unreadable: [string, Record<string, string>][] = [
    ['/review', { article: 'x' }],
    ['/review-helpful', { review: 'x' }],
    ['/report', { type: 'NOTHING', target: '1' }],
  ]

  /** Where a browser goes with the answer's Location, from this site's page. */
  const destination = (response: Response) => new URL(response.headers.get('location') ?? '', `${t.url}/page`)

  beforeAll(async () => {
    t = await buildTestApp()
    cookie = `spotlight_session=${(await signIn(t, 'rita')).accessToken}`
  })
  afterAll(async () => {
    await t.close()
  })

  it('never sends the reader to another site through dot segments in `next`', async () => {
    const nexts = [
      '/.//evil.example/x',
      '/..//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/./\\evil.example',
    ]
    for (const [path, fields] of [...answered, ...unreadable]) {
      for (const next of nexts) {
        const response = await postForm(t, path, { ...fields, next }, { cookie })
        const where = `${path} ${next}: ${response.headers.get('location')}`
        expect(response.status, where).toBe(303)
        expect(destination(response).origin, where).toBe(t.url)
        expect(response.headers.get('location'), where).not.toMatch(/^\/[/\\]/)
      }
    }
  })

  it('answers a `next` of any characters with a 303 to that page, never a 500', async () => {
    const next = '/makers/caf\u00e9/\u2028\u{1F680}?q=\u00fc'
    for (const [path, fields] of [...answered, ...unreadable]) {
      const response = await postForm(t, path, { ...fields, next }, { cookie })
      expect(response.status, path).toBe(303)
      const url = destination(response)
      expect(decodeURIComponent(url.pathname), path).toBe('/makers/caf\u00e9/\u2028\u{1F680}')
      expect(url.searchParams.get('q'), path).toBe('\u00fc')
    }
  })

  it("refuses another type's body beyond a form's size, and another site's post before reading it", async () => {
    const body = JSON.stringify({ article: 1, padding: 'x'.repeat(200_000) })
    for (const path of ['/review', '/review-helpful', '/report', '/follow']) {
      const headers = { 'content-type': 'application/json', origin: t.url, 'sec-fetch-site': 'same-origin', cookie }
      const sameSite = await t.request(path, { method: 'POST', redirect: 'manual', headers, body })
      expect(sameSite.status, path).toBe(413)
      const crossSite = await t.request(path, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body: 'x'.repeat(2_000_000),
      })
      expect(crossSite.status, path).toBe(403)
    }
  })
})
