import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promotions } from '#src/db/schema/index'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findUserId, insertArticle, insertPromotion, listPromotions } from '#src/test/factories'
import { notificationsApi } from '#src/modules/notifications/notifications.test-support'
import { buy, failure, paymentsApi } from './payments.test-support'

describe('plan activation, cancellation and who may call what', () => {
  let t: TestApp
  let sim: SimClient
  let api: ReturnType<typeof paymentsApi>
  let owner: string
  let other: string
  let admin: string
  let ownerId: number

  const activate = (token: string | undefined, json: unknown, path = 'activate') =>
    t.request(`/api/payments/${path}`, { method: 'POST', json, ...(token ? { token } : {}) })
  const cancel = (token: string | undefined, query: string) =>
    t.request(`/api/payments/cancel-subscription?${query}`, { method: 'DELETE', ...(token ? { token } : {}) })
  const slots = async (query = 'promoteType=MAIN_SLIDER') =>
    (await (await t.request(`/api/payments/slots?${query}`)).json()).remainingSlots as number

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
    api = paymentsApi(t)
    owner = (await signIn(t, 'olga')).accessToken
    other = (await signIn(t, 'otto')).accessToken
    admin = (await signIn(t, 'admin')).accessToken
    ownerId = await findUserId(t.database.db, 'olga')
  })
  afterAll(async () => {
    await t.close()
  })

  it('every payments endpoint needs a session (visitor: 401)', async () => {
    const calls = [
      api.create(undefined, { planType: 'STANDARD' }),
      api.approve(undefined, 'pi-id'),
      api.complete(undefined, 'pi-id', 'txid'),
      api.incomplete(undefined, 'pi-id'),
      api.status(undefined, 'pi-id'),
      activate(undefined, { articleId: 1, planType: 'MAIN_SLIDER' }),
      activate(undefined, { articleId: 1, planType: 'MAIN_SLIDER' }, 'activate/admin'),
      cancel(undefined, 'articleId=1&planType=MAIN_SLIDER'),
    ]
    for (const response of await Promise.all(calls)) expect(await failure(response)).toEqual([401, 'AUTH_REQUIRED'])
  })

  it('by-payment-id: the owner and an admin see the order; another user gets 404, unknown ids 404', async () => {
    const order = await (await api.create(owner, { planType: 'STANDARD' })).json()
    expect((await api.status(owner, order.paymentId)).status).toBe(200)
    expect(await (await api.status(admin, order.paymentId)).json()).toMatchObject({ status: 'CREATED' })
    expect(await failure(await api.status(other, order.paymentId))).toEqual([404, 'PAYMENT_NOT_FOUND'])
    expect(await failure(await api.status(owner, 'no-such-id'))).toEqual([404, 'PAYMENT_NOT_FOUND'])
  })

  it('activate (non-admin): 402 until paid, then confirms the promotion the payment granted', async () => {
    const article = await insertArticle(t.database.db, ownerId)
    const body = { articleId: article.id, planType: 'MAIN_SLIDER', username: 'olga', categorySlug: null }
    expect(await failure(await activate(owner, body))).toEqual([402, 'PAYMENT_REQUIRED'])
    expect(await failure(await activate(other, body))).toEqual([403, 'FORBIDDEN'])

    const { completed } = await buy(t, sim, 'olga', owner, { planType: 'MAIN_SLIDER', articleId: article.id })
    const confirmed = await activate(owner, body)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ planType: 'MAIN_SLIDER', expirationAt: completed.expirationAt })
  })

  it('activate/admin: admins only; an ACTIVE 30-day promotion while a slot is free', async () => {
    const article = await insertArticle(t.database.db, ownerId, {
      categoryId: await findCategoryId(t.database.db, 'games'),
    })
    const body = { articleId: article.id, planType: 'CATEGORY_SLIDER', username: 'admin', categorySlug: 'games' }
    expect(await failure(await activate(owner, body, 'activate/admin'))).toEqual([403, 'FORBIDDEN'])

    const before = await slots('promoteType=CATEGORY_SLIDER&categorySlug=games')
    const response = await activate(admin, body, 'activate/admin')
    expect(response.status).toBe(200)
    const { expirationAt } = await response.json()
    expect(new Date(expirationAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
    expect(await slots('promoteType=CATEGORY_SLIDER&categorySlug=games')).toBe(before - 1)
    expect((await listPromotions(t.database.db, article.id))[0]).toMatchObject({ state: 'ACTIVE', paymentId: null })

    expect(await failure(await activate(admin, body, 'activate/admin'))).toEqual([409, 'PROMOTION_ALREADY_ACTIVE'])
    // The admin's /activate does the same without payment.
    const main = await activate(admin, { ...body, planType: 'MAIN_SLIDER', categorySlug: null })
    expect(main.status).toBe(200)

    const draft = await insertArticle(t.database.db, ownerId, { status: 'PENDING_APPROVAL' })
    expect(
      await failure(await activate(admin, { articleId: draft.id, planType: 'MAIN_SLIDER' }, 'activate/admin')),
    ).toEqual([409, 'PROMOTION_ARTICLE_NOT_PUBLISHED'])
    expect(
      await failure(await activate(admin, { articleId: 999_999, planType: 'MAIN_SLIDER' }, 'activate/admin')),
    ).toEqual([404, 'ARTICLE_NOT_FOUND'])
    expect(
      await failure(await activate(admin, { articleId: article.id, planType: 'STANDARD' }, 'activate/admin')),
    ).toEqual([400, 'VALIDATION_FAILED'])
  })

  it("an admin's activation tells the article's owner, as a paid promotion does", async () => {
    const games = await findCategoryId(t.database.db, 'games')
    const article = await insertArticle(t.database.db, ownerId, { title: 'Given a slot', categoryId: games })
    const started = async (token: string) =>
      (await notificationsApi(t).list(token)).body.items.filter(
        (item) => item.type === 'PROMOTION_STARTED' && item.articleId === article.id,
      )
    const body = { articleId: article.id, planType: 'MAIN_SLIDER' }
    expect((await activate(admin, body, 'activate/admin')).status).toBe(200)
    expect(await started(owner)).toEqual([
      expect.objectContaining({
        title: 'Promotion started',
        body: expect.stringMatching(/^"Given a slot" is in the Main Slider until /),
        link: '/user-dashboard/my-articles',
        readAt: null,
      }),
    ])
    // The admin's /activate does the same; the admin is not the one told, and nobody else is.
    const category = await activate(admin, { ...body, planType: 'CATEGORY_SLIDER', categorySlug: 'games' })
    expect(category.status).toBe(200)
    expect((await started(owner)).map((item) => item.body)).toEqual([
      expect.stringMatching(/^"Given a slot" is in the Category Slider until /),
      expect.stringMatching(/^"Given a slot" is in the Main Slider until /),
    ])
    expect(await started(admin)).toEqual([])
    expect(await started(other)).toEqual([])
  })

  it('a full slider refuses activation, creation and approval; expiry frees a slot', async () => {
    const filler = await insertArticle(t.database.db, ownerId)
    const learning = await findCategoryId(t.database.db, 'learning')
    const fillers = []
    for (let index = 0; index < 7; index++) {
      fillers.push(await insertPromotion(t.database.db, filler.id, 'CATEGORY_SLIDER', { categoryId: learning }))
    }
    const article = await insertArticle(t.database.db, ownerId, { categoryId: learning })
    const query = 'promoteType=CATEGORY_SLIDER&categorySlug=learning'
    expect(await slots(query)).toBe(0)
    const body = { articleId: article.id, planType: 'CATEGORY_SLIDER' as const }
    expect(await failure(await activate(admin, body, 'activate/admin'))).toEqual([409, 'PROMOTION_NO_SLOT'])
    expect(await failure(await api.create(owner, body))).toEqual([409, 'PROMOTION_NO_SLOT'])

    // One expires: the slot is free at once, with no sweeper.
    await t.database.db
      .update(promotions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(promotions.id, fillers[0]!.id))
    expect(await slots(query)).toBe(1)
    expect((await api.create(owner, body)).status).toBe(201)
  })

  it('cancel-subscription: owner or admin; frees the slot; 404 when nothing is active', async () => {
    const article = await insertArticle(t.database.db, ownerId)
    const query = `articleId=${article.id}&planType=MAIN_SLIDER`
    expect(await failure(await cancel(owner, query))).toEqual([404, 'PROMOTION_NOT_FOUND'])
    await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER')
    const before = await slots()

    expect(await failure(await cancel(other, query))).toEqual([403, 'FORBIDDEN'])
    const done = await cancel(owner, query)
    expect(done.status).toBe(200)
    expect(await done.text()).toBe('Subscription cancelled.')
    expect(await slots()).toBe(before + 1)
    expect((await listPromotions(t.database.db, article.id))[0]!.state).toBe('CANCELLED')

    await insertPromotion(t.database.db, article.id, 'MAIN_SLIDER')
    expect((await cancel(admin, query)).status).toBe(200)
    expect(await failure(await cancel(owner, 'articleId=x&planType=MAIN_SLIDER'))).toEqual([400, 'VALIDATION_FAILED'])
  })

  it('create is rate limited per user', async () => {
    const limited = await buildTestApp()
    try {
      const { accessToken: token } = await signIn(limited, 'hasty')
      const statuses = []
      for (let index = 0; index < 21; index++) {
        statuses.push((await paymentsApi(limited).create(token, { planType: 'STANDARD' })).status)
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201))
      expect(statuses[20]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
