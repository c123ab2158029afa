import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, insertPromotion } from '#src/test/factories'

describe('GET /api/payments/active-plan', () => {
  let t: TestApp
  let owner: string
  let other: string
  let admin: string

  beforeAll(async () => {
    t = await buildTestApp()
    owner = (await signIn(t, 'olivia')).accessToken
    other = (await signIn(t, 'oscar')).accessToken
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  it('needs a session (visitor: 401)', async () => {
    const response = await t.request('/api/payments/active-plan?username=olivia')
    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('AUTH_REQUIRED')
  })

  it('falls back to STANDARD for a user with no promotion', async () => {
    const response = await t.request('/api/payments/active-plan?username=olivia', { token: owner })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ planType: 'STANDARD' })
  })

  it('reports the best active plan, and ignores expired or cancelled promotions', async () => {
    const ownerId = await findUserId(t.database.db, 'olivia')
    const article = await insertArticle(t.database.db, ownerId)
    await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER', { expiresAt: new Date(Date.now() - 1000) })
    await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER', { state: 'CANCELLED' })
    await insertPromotion(t.database.db, article.id, 'CATEGORY_SLIDER')
    const response = await t.request('/api/payments/active-plan?username=olivia', { token: owner })
    expect(await response.json()).toEqual({ planType: 'CATEGORY_SLIDER' })

    await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER')
    const after = await t.request('/api/payments/active-plan', { token: owner })
    expect(await after.json()).toEqual({ planType: 'MAIN_SLIDER' })
  })

  it("refuses another user's plan (403) but lets an admin look", async () => {
    const forbidden = await t.request('/api/payments/active-plan?username=olivia', { token: other })
    expect(forbidden.status).toBe(403)
    expect((await forbidden.json()).error.code).toBe('FORBIDDEN')

    const asAdmin = await t.request('/api/payments/active-plan?username=olivia', { token: admin })
    expect(asAdmin.status).toBe(200)
    expect(await asAdmin.json()).toEqual({ planType: 'MAIN_SLIDER' })

    const unknown = await t.request('/api/payments/active-plan?username=nobody', { token: admin })
    expect(await unknown.json()).toEqual({ planType: 'STANDARD' })
  })

  it('refuses a malformed query with 400', async () => {
    const response = await t.request(`/api/payments/active-plan?username=${'x'.repeat(100)}`, { token: owner })
    expect(response.status).toBe(400)
    expect((await response.json()).error.details[0].path).toBe('username')
  })
})
