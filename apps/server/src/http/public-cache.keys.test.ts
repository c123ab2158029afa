import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, insertPromotion } from '#src/test/factories'

/** Whether an answer came from the public cache. */
const isHit = async (t: TestApp, path: string) => {
  const response = await t.request(path)
  await response.arrayBuffer()
  return response.headers.get('x-cache') === 'hit'
}

/** `index` as letters (0 -> A, 26 -> BA): a `type=` value of the allowed alphabet. */
const letters = (index: number): string =>
  (index >= 26 ? letters(Math.floor(index / 26)) : '') + String.fromCharCode(65 + (index % 26))

// The pages space holds the reads everyone makes; what a client can vary without end (a parameter
// the route does not declare, another spelling of a number, a repeated parameter) goes to the
// queries space, so a stream of them never evicts those reads.
describe('public reads a client varies without end', () => {
  let t: TestApp
  let articleId = 0
  const everyone = () => [
    '/api/articles?limit=100',
    '/api/articles',
    // "Only in ...": one key per language of the registry, a page everyone of that language reads.
    '/api/articles?language=vi',
    '/api/articles?limit=20&language=zh-Hant',
    `/api/articles/${articleId}`,
    '/api/articles/promoted-slides?type=MAIN_SLIDER',
    '/api/articles/featured',
    '/api/makers/admin',
  ]

  beforeAll(async () => {
    // A 1 MB pages space (32 MB in production): a few dozen 35 KB lists overflow it.
    t = await buildTestApp({ publicReadCacheTtlMs: 120_000, publicReadCachePageBytes: 1024 * 1024 })
    await signIn(t, 'admin')
    const ownerId = await findUserId(t.database.db, 'admin')
    for (let count = 0; count < 80; count++) {
      const { id } = await insertArticle(t.database.db, ownerId, { status: 'PUBLISHED', description: 'x'.repeat(190) })
      articleId = id
    }
    await insertPromotion(t.database.db, articleId, 'MAIN_SLIDER')
  })
  afterAll(async () => t.close())

  it('keeps the lists, the article and the slider everyone reads through 360 junk variants', async () => {
    for (const path of everyone()) {
      expect(await isHit(t, path), path).toBe(false)
      expect(await isHit(t, path), path).toBe(true)
    }
    const junk = (index: number) =>
      [
        // Parameters the route does not declare (the old rule let any `type=` and `limit=` in).
        `/api/articles?limit=100&type=${letters(index)}`,
        `/api/articles?limit=100&utm_source=${index}`,
        // Another spelling of a declared one.
        `/api/articles?limit=0${(index % 99) + 1}`,
        `/api/articles?limit=${'0'.repeat((index % 5) + 1)}100`,
      ][index % 4]!
    for (let start = 0; start < 360; start += 40) {
      const batch = Array.from({ length: 40 }, (_, offset) => t.request(junk(start + offset)))
      for (const response of await Promise.all(batch)) {
        expect(response.status).toBe(200)
        await response.arrayBuffer()
      }
    }
    // Another spelling of the article's id is the same article, but not a key of the pages space.
    for (let zeros = 1; zeros <= 6; zeros++)
      expect((await t.request(`/api/articles/${'0'.repeat(zeros)}${articleId}`)).status).toBe(200)
    // So is a username with some of its letters percent-encoded.
    for (const spelling of ['%61dmin', 'a%64min', 'ad%6Din', '%61%64min', 'adm%69n', 'admi%6E'])
      expect((await t.request(`/api/makers/${spelling}`)).status).toBe(200)
    for (const path of everyone()) expect(await isHit(t, path), path).toBe(true)
  }, 120_000)
})
