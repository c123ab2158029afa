import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArticleStatsSchema } from '@spotlight/shared/schemas/stats'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'

// Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (test-database.ts).
describe('GET /api/stats/articles/{id} names its article', () => {
  let t: TestApp
  let owner: string
  let admin: string
  let articleId: number

  beforeAll(async () => {
    t = await buildTestApp()
    owner = (await signIn(t, 'titled_owner')).accessToken
    admin = (await signIn(t, 'admin')).accessToken
    const ownerId = await findUserId(t.database.db, 'titled_owner')
    articleId = (await insertArticle(t.database.db, ownerId, { title: 'Comet tracker for Pioneers' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  it.each(['owner', 'admin'] as const)('answers the title to the %s', async (who) => {
    const response = await t.request(`/api/stats/articles/${articleId}`, { token: who === 'owner' ? owner : admin })
    expect(response.status, await response.clone().text()).toBe(200)
    const stats = ArticleStatsSchema.parse(await response.json())
    expect(stats).toMatchObject({ articleId, title: 'Comet tracker for Pioneers' })
  })
})
