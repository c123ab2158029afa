// The hidden catch-all category (`sin-categoria`) is listed nowhere, so its category slider is shown
// nowhere: no slot of it is sold, activated or waited for. Its articles still buy the main slider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'
import { failure } from '#src/modules/payments/payments.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle } from '#src/test/factories'

describe('the category slider of the hidden catch-all category', () => {
  let t: TestApp
  let token = ''
  let admin = ''
  let articleId = 0

  beforeAll(async () => {
    t = await buildTestApp()
    token = (await signIn(t, 'hana')).accessToken
    admin = (await signIn(t, 'admin')).accessToken
    const hidden = await findCategoryId(t.database.db, HIDDEN_CATEGORY_SLUG)
    // As a category delete leaves its articles: moved to the catch-all, still published.
    articleId = (await insertArticle(t.database.db, await findUserId(t.database.db, 'hana'), { categoryId: hidden })).id
  })
  afterAll(async () => {
    await t.close()
  })

  const create = (body: Record<string, unknown>) =>
    t.request('/api/payments/create', { method: 'POST', token, json: { articleId, ...body } })

  it('is not sold, with or without its slug', async () => {
    expect(await failure(await create({ planType: 'CATEGORY_SLIDER' }))).toEqual([409, 'PROMOTION_CATEGORY_HIDDEN'])
    expect(await failure(await create({ planType: 'CATEGORY_SLIDER', categorySlug: HIDDEN_CATEGORY_SLUG }))).toEqual([
      409,
      'PROMOTION_CATEGORY_HIDDEN',
    ])
    // The main slider shows any published article.
    expect((await create({ planType: 'MAIN_SLIDER' })).status).toBe(201)
  })

  it('is not activated by an admin either, nor waited for', async () => {
    const activated = await t.request('/api/payments/activate/admin', {
      method: 'POST',
      token: admin,
      json: { articleId, planType: 'CATEGORY_SLIDER' },
    })
    expect(await failure(activated)).toEqual([409, 'PROMOTION_CATEGORY_HIDDEN'])
    const joined = await t.request('/api/payments/waitlist', {
      method: 'POST',
      token,
      json: { planType: 'CATEGORY_SLIDER', categorySlug: HIDDEN_CATEGORY_SLUG },
    })
    expect(await failure(joined)).toEqual([409, 'PROMOTION_CATEGORY_HIDDEN'])
  })
})
