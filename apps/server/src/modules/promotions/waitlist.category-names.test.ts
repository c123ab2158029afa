// A slot of a category's slider held for someone on its waiting list: the notice names the category in
// the reader's language (its translation, else its English name), never by its slug.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationsApi } from '#src/modules/notifications/notifications.test-support'
import { clockedPaymentsApp, type ClockedPaymentsApp } from '#src/modules/payments/payments.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle, insertPromotion, setCategoryTranslation } from '#src/test/factories'

const HOUR = 60 * 60 * 1000

describe('SLOT_HELD names the category in the reader’s language', () => {
  let t: TestApp
  let now: () => Date
  let passTime: ClockedPaymentsApp['passTime']
  let everyMinute: ClockedPaymentsApp['everyMinute']
  let ana = ''

  beforeAll(async () => {
    ;({ t, now, passTime, everyMinute } = await clockedPaymentsApp())
    const db = t.database.db
    await setCategoryTranslation(db, 'games', 'es', { name: 'Juegos' })
    await setCategoryTranslation(db, 'games', 'vi', { name: 'Trò chơi' })
    const gamesId = await findCategoryId(db, 'games')
    // The games slider full, one of its promotions ending within the hour.
    await signIn(t, 'gus')
    const gus = await findUserId(db, 'gus')
    for (let index = 0; index < 7; index++) {
      const { id } = await insertArticle(db, gus, { categoryId: gamesId })
      await insertPromotion(db, id, 'CATEGORY_SLIDER', {
        categoryId: gamesId,
        startsAt: now(),
        expiresAt: new Date(now().getTime() + (index === 0 ? HOUR : 30 * 24 * HOUR)),
      })
    }
    ana = (await signIn(t, 'ana')).accessToken
    await insertArticle(db, await findUserId(db, 'ana'), { categoryId: gamesId })
    const joined = await t.request('/api/payments/waitlist', {
      method: 'POST',
      token: ana,
      json: { planType: 'CATEGORY_SLIDER', categorySlug: 'games' },
    })
    expect(joined.status).toBe(200)
    await passTime(2 * HOUR)
    await everyMinute()
  })
  afterAll(async () => {
    await t.close()
  })

  const slotHeld = async (cookie: string) => {
    const { items } = (await notificationsApi(t).list(ana, '', { cookie })).body
    const held = items.filter((item) => item.type === 'SLOT_HELD')
    expect(held).toHaveLength(1)
    return held[0]!.body
  }

  it.each([
    ['es', '(Juegos)'],
    ['vi', '(Trò chơi)'],
    ['en', '(Games)'],
    // Korean has no name of its own for the category: the English one.
    ['ko', '(Games)'],
  ])('in %s: %s', async (language, shown) => {
    const body = await slotHeld(`lang=${language}`)
    expect(body).toContain(shown)
    expect(body).not.toContain('games')
  })
})
