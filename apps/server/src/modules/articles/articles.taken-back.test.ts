import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { articleBody, findUserId, insertArticle, insertPromotion, listPromotions } from '#src/test/factories'
import { freeMainSlots } from '#src/test/sliders'

// An admin taking a promoted article back to draft: its slot must not stay taken by an article nobody sees.
describe('an admin takes a promoted article back to draft', () => {
  let t: TestApp
  let admin = ''
  let makerId = 0

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    await signIn(t, 'drafted')
    makerId = await findUserId(t.database.db, 'drafted')
  })
  afterAll(async () => {
    await t.close()
  })

  const toDraft = (id: number) =>
    t.request(`/api/articles/${id}`, { method: 'PUT', token: admin, json: articleBody({ status: 'DRAFT' }) })

  it('ends its promotions and frees their slots, from published and from hidden by reports', async () => {
    for (const from of [{ status: 'PUBLISHED' }, { status: 'HIDDEN', hiddenReason: 'REPORTS' }] as const) {
      const article = await insertArticle(t.database.db, makerId, from)
      const freeBefore = await freeMainSlots(t)
      const promotion = await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER')
      expect(await freeMainSlots(t)).toBe(freeBefore - 1)

      const drafted = await toDraft(article.id)
      expect(drafted.status, from.status).toBe(200)
      expect(await drafted.json()).toMatchObject({ status: 'DRAFT' })

      const [row] = (await listPromotions(t.database.db, article.id)).filter((p) => p.id === promotion.id)
      expect(row?.state, from.status).toBe('CANCELLED')
      expect(await freeMainSlots(t), from.status).toBe(freeBefore)
    }
  })

  it('leaves the promotions of an article an admin only edits as they were', async () => {
    const article = await insertArticle(t.database.db, makerId, { status: 'PUBLISHED' })
    const promotion = await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER')
    const edited = await t.request(`/api/articles/${article.id}`, {
      method: 'PUT',
      token: admin,
      json: articleBody({ status: 'PUBLISHED', title: 'Clearer title' }),
    })
    expect(edited.status).toBe(200)
    const [row] = (await listPromotions(t.database.db, article.id)).filter((p) => p.id === promotion.id)
    expect(row?.state).toBe('ACTIVE')
  })
})
