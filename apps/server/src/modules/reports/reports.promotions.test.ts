import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { renderNotification } from '#src/modules/notifications/notification-texts'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import {
  findCategoryId,
  findUserId,
  insertArticle,
  insertPromotion,
  listPromotions,
  setAccountAge,
} from '#src/test/factories'
import { freeMainSlots, mainSlideIds } from '#src/test/sliders'

/** How each catalogue says "the promotion stopped" and "payments are non-refundable". */
const STOPPED_AND_NON_REFUNDABLE: Record<string, [RegExp, RegExp]> = {
  en: [/promotion of it has stopped/, /non-refundable/],
  es: [/promoción activa.*se detuvo/, /no son reembolsables/],
  vi: [/quảng bá.*đã dừng/, /không được hoàn lại/],
  ko: [/프로모션은 모두 중단/, /환불되지 않습니다/],
  'zh-Hans': [/推广均已停止/, /不予退还/],
  'zh-Hant': [/推廣皆已停止/, /恕不退還/],
  id: [/promosi aktifnya telah dihentikan/, /tidak dapat dikembalikan/],
  hi: [/प्रचार रोक दिया गया/, /वापस नहीं किए जाते/],
}

describe('unpublishing a reported article that is promoted', () => {
  let t: TestApp
  let admin = ''
  let maker = ''
  let reader = ''
  let makerId = 0

  const slots = () => freeMainSlots(t)
  const slideIds = () => mainSlideIds(t)

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
    maker = (await signIn(t, 'promoter')).accessToken
    reader = (await signIn(t, 'watcher')).accessToken
    makerId = await findUserId(t.database.db, 'promoter')
    // An established reader: reports from new accounts count the same for a decision, but keep it plain.
    await setAccountAge(t.database.db, 'watcher', 60)
  })
  afterAll(async () => {
    await t.close()
  })

  it('stops its slider promotion, frees the slot, drops it from the slider and tells the author', async () => {
    const article = await insertArticle(t.database.db, makerId, {
      title: 'Promoted scam',
      promoVideo: '/media/videos/promoted-scam.mp4',
    })
    const freeBefore = await slots()
    const promotion = await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER')
    expect(await slots()).toBe(freeBefore - 1)
    expect(await slideIds()).toContain(article.id)

    const filed = await t.request('/api/reports', {
      method: 'POST',
      token: reader,
      json: { targetType: 'ARTICLE', targetId: article.id, reason: 'SCAM', note: 'Asks for my passphrase' },
    })
    expect(filed.status).toBe(201)
    const { id } = (await filed.json()) as { id: number }
    const decided = await t.request(`/api/admin/reports/${id}/decision`, {
      method: 'POST',
      token: admin,
      json: { action: 'UNPUBLISH', reason: 'Asks for the wallet passphrase.' },
    })
    expect(decided.status).toBe(200)

    const [row] = (await listPromotions(t.database.db, article.id)).filter((p) => p.id === promotion.id)
    expect(row?.state).toBe('CANCELLED')
    expect(await slots()).toBe(freeBefore)
    expect(await slideIds()).not.toContain(article.id)
    const active = (await (await t.request(`/api/articles/${article.id}`, { token: maker })).json()) as {
      activePlans: unknown[]
    }
    expect(active.activePlans).toEqual([])

    const notices = (await (await t.request('/api/notifications', { token: maker })).json()) as {
      items: { type: string; body: string }[]
    }
    const told = notices.items.find((item) => item.type === 'ARTICLE_UNPUBLISHED')?.body ?? ''
    expect(told).toContain('Asks for the wallet passphrase.')
    expect(told).toMatch(/promotion of it has stopped/)
    expect(told).toMatch(/non-refundable/)
  })

  it('holds the freed slot of a full category slider for the first person waiting', async () => {
    const games = await findCategoryId(t.database.db, 'games')
    const fillers = []
    for (let index = 0; index < 6; index++) {
      const { id } = await insertArticle(t.database.db, makerId, { categoryId: games })
      fillers.push(await insertPromotion(t.database.db, id, 'CATEGORY_SLIDER', { categoryId: games }))
    }
    const article = await insertArticle(t.database.db, makerId, { title: 'Promoted game scam', categoryId: games })
    await insertPromotion(t.database.db, article.id, 'CATEGORY_SLIDER', { categoryId: games })
    const waiting = (await signIn(t, 'patient')).accessToken
    // Waiting needs an article that could take the slot: one of theirs in that category.
    await insertArticle(t.database.db, await findUserId(t.database.db, 'patient'), { categoryId: games })
    const joined = await t.request('/api/payments/waitlist', {
      method: 'POST',
      token: waiting,
      json: { planType: 'CATEGORY_SLIDER', categorySlug: 'games' },
    })
    expect(joined.status).toBe(200)

    const filed = await t.request('/api/reports', {
      method: 'POST',
      token: reader,
      json: { targetType: 'ARTICLE', targetId: article.id, reason: 'MISLEADING' },
    })
    const { id } = (await filed.json()) as { id: number }
    const decided = await t.request(`/api/admin/reports/${id}/decision`, {
      method: 'POST',
      token: admin,
      json: { action: 'UNPUBLISH', reason: 'Not the game it claims to be.' },
    })
    expect(decided.status).toBe(200)

    const places = (await (await t.request('/api/payments/waitlist', { token: waiting })).json()) as {
      heldUntil: string | null
    }[]
    expect(places).toHaveLength(1)
    expect(places[0]?.heldUntil).not.toBeNull()
    const notices = (await (await t.request('/api/notifications', { token: waiting })).json()) as {
      items: { type: string }[]
    }
    expect(notices.items.map((item) => item.type)).toContain('SLOT_HELD')
    // The other promotions of the slider run on.
    for (const filler of fillers) {
      const [row] = await listPromotions(t.database.db, filler.articleId)
      expect(row?.state).toBe('ACTIVE')
    }
  })

  it('says in every language that the promotion stopped and that payments are non-refundable', () => {
    for (const language of LANGUAGES) {
      const { body } = renderNotification(
        'ARTICLE_UNPUBLISHED',
        { articleTitle: 'Pi Chess', reason: 'Scam.' },
        language,
      )
      const [stopped, nonRefundable] = STOPPED_AND_NON_REFUNDABLE[language] ?? [/^$/, /^$/]
      expect(body, language).toMatch(stopped)
      expect(body, language).toMatch(nonRefundable)
    }
  })
})
