// A category deleted at the very moment an order for its slider is created: the create path's checks
// take no lock, so the order's row may meet its category gone. The buyer reads the answer a create
// for a missing category gives (404 CATEGORY_NOT_FOUND, the API's error body), never a 500.
// Real HTTP, the real database; the race is made certain at the order's insert (its category deleted
// just before), and also run for real as concurrent create/delete pairs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import { AppError } from '#src/errors/app-error'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { createCategory } from '#src/test/categories'
import { findUserId, insertArticle } from '#src/test/factories'
import { createPaymentsRepository } from './payments.repository'
import { clockedPaymentsApp, type PaymentsApi } from './payments.test-support'

describe('an order created while its category is deleted', () => {
  let t: TestApp
  let api: PaymentsApi
  let admin = ''

  beforeAll(async () => {
    ;({ t, api } = await clockedPaymentsApp())
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  const category = (name: string) => createCategory(t, admin, name)
  const remove = (id: number) => t.request(`/api/categories/${id}`, { method: 'DELETE', token: admin })

  it('meets its category gone at the insert: CATEGORY_NOT_FOUND (404), not a database error', async () => {
    const kites = await category('Kites')
    const userId = (await signIn(t, 'kira'), await findUserId(t.database.db, 'kira'))
    const { id: articleId } = await insertArticle(t.database.db, userId, { categoryId: kites.id })
    expect((await remove(kites.id)).status).toBe(204)

    const orders = createPaymentsRepository(t.database.db)
    const insert = orders.insert({ userId, planType: 'CATEGORY_SLIDER', articleId, categoryId: kites.id, amount: '3' })
    await expect(insert).rejects.toBeInstanceOf(AppError)
    await expect(insert).rejects.toMatchObject({ code: 'CATEGORY_NOT_FOUND', statusCode: 404 })
  })

  it('meets its article gone at the insert: ARTICLE_NOT_FOUND (404)', async () => {
    const userId = (await signIn(t, 'arno'), await findUserId(t.database.db, 'arno'))
    const { id: articleId } = await insertArticle(t.database.db, userId)
    const deleted = await t.request(`/api/articles/${articleId}`, { method: 'DELETE', token: admin })
    expect(deleted.status).toBeLessThan(300)

    const insert = createPaymentsRepository(t.database.db).insert({
      userId,
      planType: 'MAIN_SLIDER',
      articleId,
      amount: '5',
    })
    await expect(insert).rejects.toMatchObject({ code: 'ARTICLE_NOT_FOUND', statusCode: 404 })
  })

  it('concurrent creates and deletes: each create is an order or a clean refusal, never a 500', async () => {
    const PAIRS = 12
    const answers = await Promise.all(
      Array.from({ length: PAIRS }, async (_, index) => {
        const name = `racer${index}`
        const { accessToken: token } = await signIn(t, name)
        const target = await category(`Race ${index}`)
        const { id: articleId } = await insertArticle(t.database.db, await findUserId(t.database.db, name), {
          categoryId: target.id,
        })
        const [created, deleted] = await Promise.all([
          api.create(token, { planType: 'CATEGORY_SLIDER', articleId, categorySlug: target.slug }),
          remove(target.id),
        ])
        return { created, deleted }
      }),
    )
    for (const { created, deleted } of answers) {
      expect(created.status, await created.clone().text()).toBeLessThan(500)
      expect(deleted.status, await deleted.clone().text()).toBeLessThan(500)
      if (created.status === 201) continue
      // Refused: the API's error body, with the code a create for a missing category answers.
      const { error } = ErrorBodySchema.parse(await created.json())
      // (A delete that came first moved the article to the hidden catch-all, or its category is gone.)
      expect(['CATEGORY_NOT_FOUND', 'PROMOTION_CATEGORY_HIDDEN', 'PROMOTION_CATEGORY_MISMATCH']).toContain(error.code)
    }
  })
})
