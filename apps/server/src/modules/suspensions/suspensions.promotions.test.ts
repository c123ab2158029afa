import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '@spotlight/shared/domain/languages'
import { slotLimitOf } from '@spotlight/shared/domain/plans'
import { AUTO_HIDE_MIN_ACCOUNT_DAYS, AUTO_HIDE_REPORTS } from '@spotlight/shared/domain/report-rules'
import { auditLog } from '#src/db/schema/index'
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

/** How each catalogue says "their promotions have stopped" and "payments are non-refundable". */
const STOPPED_AND_NON_REFUNDABLE: Record<string, [RegExp, RegExp]> = {
  en: [/active promotion of them has stopped/, /non-refundable/],
  es: [/promociones activas, si las tenían, se detuvieron/, /no son reembolsables/],
  vi: [/quảng bá.*đã dừng/, /không được hoàn lại/],
  ko: [/프로모션은 모두 중단/, /환불되지 않습니다/],
  'zh-Hans': [/推广均已停止/, /不予退还/],
  'zh-Hant': [/推廣皆已停止/, /恕不退還/],
  id: [/promosi aktifnya telah dihentikan/, /tidak dapat dikembalikan/],
  hi: [/प्रचार रोक दिया गया/, /वापस नहीं किए जाते/],
}

describe('suspending a maker whose articles are promoted', () => {
  let t: TestApp
  let admin = ''

  const mainSlots = () => freeMainSlots(t)
  const slideIds = () => mainSlideIds(t)
  const stateOf = async (articleId: number) => (await listPromotions(t.database.db, articleId))[0]?.state
  const suspend = (username: string, reason: string) =>
    t.request(`/api/admin/users/${username}/suspension`, { method: 'POST', token: admin, json: { reason } })
  const lift = (username: string) =>
    t.request(`/api/admin/users/${username}/suspension`, { method: 'DELETE', token: admin })
  const articleStatus = async (articleId: number) => (await t.request(`/api/articles/${articleId}`)).status

  /** A maker (signed in once) and an article of theirs in the main slider. */
  async function promotedArticle(username: string, title: string) {
    await signIn(t, username)
    const makerId = await findUserId(t.database.db, username)
    const slug = title.toLowerCase().replaceAll(' ', '-')
    const article = await insertArticle(t.database.db, makerId, { title, promoVideo: `/media/videos/${slug}.mp4` })
    await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER')
    return { makerId, article }
  }

  /** A scam report of an article; answers its id. */
  async function reportScam(token: string, articleId: number) {
    const filed = await t.request('/api/reports', {
      method: 'POST',
      token,
      json: { targetType: 'ARTICLE', targetId: articleId, reason: 'SCAM' },
    })
    expect(filed.status).toBe(201)
    return ((await filed.json()) as { id: number }).id
  }

  const decide = (reportId: number, decision: { action: string; reason?: string }) =>
    t.request(`/api/admin/reports/${reportId}/decision`, { method: 'POST', token: admin, json: decision })

  beforeAll(async () => {
    t = await buildTestApp()
    admin = (await signIn(t, 'admin')).accessToken
  })
  afterAll(async () => {
    await t.close()
  })

  it('ends every promotion of the articles it takes off, frees their slots for the line, and says so', async () => {
    const { makerId, article: main } = await promotedArticle('slotholder', 'Main slider app')
    await signIn(t, 'bystander')
    const bystanderId = await findUserId(t.database.db, 'bystander')
    const games = await findCategoryId(t.database.db, 'games')

    const game = await insertArticle(t.database.db, makerId, { title: 'Category slider game', categoryId: games })
    await insertPromotion(t.database.db, game.id, 'CATEGORY_SLIDER', { categoryId: games })
    // Someone else fills the rest of the games slider; a third maker waits for a slot.
    const others: number[] = []
    for (let index = 1; index < slotLimitOf('CATEGORY_SLIDER'); index++) {
      const { id } = await insertArticle(t.database.db, bystanderId, { categoryId: games })
      await insertPromotion(t.database.db, id, 'CATEGORY_SLIDER', { categoryId: games })
      others.push(id)
    }
    const waiting = (await signIn(t, 'inline')).accessToken
    // Waiting needs an article that could take the slot: one of theirs in that category.
    await insertArticle(t.database.db, await findUserId(t.database.db, 'inline'), { categoryId: games })
    const joined = await t.request('/api/payments/waitlist', {
      method: 'POST',
      token: waiting,
      json: { planType: 'CATEGORY_SLIDER', categorySlug: 'games' },
    })
    expect(joined.status).toBe(200)
    const freeBefore = await mainSlots()
    expect(await slideIds()).toContain(main.id)

    expect((await suspend('slotholder', 'Phishing links in both articles.')).status).toBe(200)

    expect(await stateOf(main.id)).toBe('CANCELLED')
    expect(await stateOf(game.id)).toBe('CANCELLED')
    expect(await mainSlots()).toBe(freeBefore + 1)
    expect(await slideIds()).not.toContain(main.id)
    const places = (await (await t.request('/api/payments/waitlist', { token: waiting })).json()) as {
      heldUntil: string | null
    }[]
    expect(places[0]?.heldUntil).not.toBeNull()
    // The other maker's promotions run on.
    for (const id of others) expect(await stateOf(id)).toBe('ACTIVE')

    const maker = (await signIn(t, 'slotholder')).accessToken
    const notices = (await (await t.request('/api/notifications', { token: maker })).json()) as {
      items: { type: string; body: string }[]
    }
    const told = notices.items.find((item) => item.type === 'ACCOUNT_SUSPENDED')?.body ?? ''
    expect(told).toContain('Phishing links in both articles.')
    expect(told).toMatch(/active promotion of them has stopped/)
    expect(told).toMatch(/non-refundable/)
    const [audited] = await t.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.targetId, 'slotholder'))
    expect(audited?.summary).toContain('2 promotion(s) ended')
  })

  it('lifting brings the articles back, not the promotions', async () => {
    const { article } = await promotedArticle('lifted', 'Back without its slot')
    expect(await slideIds()).toContain(article.id)
    expect((await suspend('lifted', 'Checked by mistake.')).status).toBe(200)
    expect((await lift('lifted')).status).toBe(204)

    expect(await articleStatus(article.id)).toBe(200)
    expect(await stateOf(article.id)).toBe('CANCELLED')
    expect(await slideIds()).not.toContain(article.id)
  })

  it('a suspension decided on a report ends the promotions too', async () => {
    const { makerId, article: promotedSibling } = await promotedArticle('reported', 'Promoted sibling')
    const reader = (await signIn(t, 'alert')).accessToken
    await setAccountAge(t.database.db, 'alert', 60)
    const reportedArticle = await insertArticle(t.database.db, makerId, { title: 'Reported scam' })
    expect(await slideIds()).toContain(promotedSibling.id)

    const id = await reportScam(reader, reportedArticle.id)
    expect((await decide(id, { action: 'SUSPEND_MAKER', reason: 'Runs a passphrase scam.' })).status).toBe(200)

    expect(await stateOf(promotedSibling.id)).toBe('CANCELLED')
    expect(await slideIds()).not.toContain(promotedSibling.id)
  })

  it('ends the promotion of an article reports had hidden, which stays hidden through a dismissal until the lift', async () => {
    const { article } = await promotedArticle('hiddenfirst', 'Hidden before the suspension')
    const reportIds: number[] = []
    for (let index = 0; index < AUTO_HIDE_REPORTS; index++) {
      const reader = (await signIn(t, `watcher${index}`)).accessToken
      await setAccountAge(t.database.db, `watcher${index}`, AUTO_HIDE_MIN_ACCOUNT_DAYS + 1)
      reportIds.push(await reportScam(reader, article.id))
    }
    expect(await articleStatus(article.id)).toBe(404)
    expect(await stateOf(article.id)).toBe('ACTIVE') // hidden pending a decision, its slot kept

    expect((await suspend('hiddenfirst', 'A second scam.')).status).toBe(200)
    expect(await stateOf(article.id)).toBe('CANCELLED')

    expect((await decide(reportIds[0]!, { action: 'DISMISS' })).status).toBe(200)
    expect(await articleStatus(article.id)).toBe(404)

    expect((await lift('hiddenfirst')).status).toBe(204)
    expect(await articleStatus(article.id)).toBe(200)
  })

  it('says in every language that the promotions stopped and that payments are non-refundable', () => {
    for (const language of LANGUAGES) {
      const { body } = renderNotification('ACCOUNT_SUSPENDED', { reason: 'Scam.' }, language)
      const [stopped, nonRefundable] = STOPPED_AND_NON_REFUNDABLE[language] ?? [/^$/, /^$/]
      expect(body, language).toMatch(stopped)
      expect(body, language).toMatch(nonRefundable)
    }
  })
})
