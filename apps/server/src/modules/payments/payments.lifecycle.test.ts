import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findOrder, findUserId, insertArticle, listCredits, listPromotions } from '#src/test/factories'
import { buy, failure, paymentsApi, startPurchase } from './payments.test-support'

const DAY_MS = 24 * 3600 * 1000

describe('the Pi purchase flow, each plan against the simulator', () => {
  let t: TestApp
  let sim: SimClient
  let api: ReturnType<typeof paymentsApi>

  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAN_PRICES: 'STANDARD=1.5,CATEGORY_SLIDER=3,MAIN_SLIDER=5.25' } })
    sim = simClient(t)
    api = paymentsApi(t)
  })
  afterAll(async () => {
    await t.close()
  })

  it('STANDARD: create → approve → sign → complete grants exactly one publication credit', async () => {
    const { accessToken: token } = await signIn(t, 'stella')
    const userId = await findUserId(t.database.db, 'stella')

    const created = await api.create(token, { planType: 'STANDARD', username: 'someone_else', categorySlug: null })
    expect(created.status).toBe(201)
    const order = await created.json()
    expect(order).toMatchObject({
      amount: 1.5,
      memo: 'Pago por plan STANDARD',
      metadata: { orderId: order.paymentId, planType: 'STANDARD', username: 'stella' },
    })
    expect(await findOrder(t.database.db, order.paymentId)).toMatchObject({ status: 'CREATED', userId })

    const wallet = await sim.wallet.create('stella', {
      amount: order.amount,
      memo: order.memo,
      metadata: order.metadata,
    })
    const piId = wallet.body.identifier
    const approved = await api.approve(token, piId)
    expect(approved.status).toBe(200)
    expect(await approved.json()).toMatchObject({ status: 'APPROVED', paymentId: order.paymentId, piPaymentId: piId })
    expect((await sim.server.get(piId)).body.status.developer_approved).toBe(true)

    const { txid } = (await sim.wallet.sign(piId)).body
    const completed = await api.complete(token, piId, txid)
    expect(completed.status).toBe(200)
    expect(await completed.json()).toEqual({
      status: 'COMPLETED',
      paymentId: order.paymentId,
      planType: 'STANDARD',
      amount: 1.5,
      expirationAt: null,
      promotionEnded: false,
      articleId: null,
    })
    expect((await sim.server.get(piId)).body.status.developer_completed).toBe(true)
    expect(await findOrder(t.database.db, order.paymentId)).toMatchObject({
      status: 'COMPLETED',
      txid,
      piPaymentId: piId,
    })
    expect(await listCredits(t.database.db, userId)).toHaveLength(1)

    // The web polls by our order id or by the Pi id.
    for (const id of [order.paymentId, piId]) {
      const status = await api.status(token, id)
      expect(status.status).toBe(200)
      expect(await status.json()).toEqual({
        paymentId: order.paymentId,
        status: 'COMPLETED',
        expirationAt: null,
        promotionEnded: false,
        planType: 'STANDARD',
        amount: 1.5,
      })
    }

    // The SDK retries its callbacks: repeating them changes nothing.
    expect((await api.approve(token, piId)).status).toBe(200)
    expect((await api.complete(token, piId, txid)).status).toBe(200)
    expect(await listCredits(t.database.db, userId)).toHaveLength(1)

    // The credit is spendable: the user can now create an article.
    const article = await t.request('/api/credits/me', { token })
    expect(await article.json()).toMatchObject({ available: 1 })
  })

  it('MAIN_SLIDER: reserves a slot at approval and activates it for 30 days at completion', async () => {
    const { accessToken: token } = await signIn(t, 'marco')
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, 'marco'))
    const slots = async () =>
      (await (await t.request('/api/payments/slots?promoteType=MAIN_SLIDER')).json()).remainingSlots

    expect(await slots()).toBe(7)
    const { order, piId } = await startPurchase(t, sim, 'marco', token, {
      planType: 'MAIN_SLIDER',
      articleId: article.id,
    })
    expect(order).toMatchObject({
      amount: 5.25,
      memo: 'Pago por plan MAIN_SLIDER',
      metadata: { articleId: article.id },
    })
    expect(await slots()).toBe(7) // nothing is held before approval

    expect((await api.approve(token, piId)).status).toBe(200)
    expect(await slots()).toBe(6)
    const [reserved] = await listPromotions(t.database.db, article.id)
    expect(reserved).toMatchObject({ state: 'RESERVED', paymentId: order.paymentId })
    expect(reserved!.reservedUntil!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000)

    // Not featured while only reserved.
    const featuredIds = async () =>
      ((await (await t.request('/api/articles/featured')).json()) as { id: number }[]).map((row) => row.id)
    expect(await featuredIds()).not.toContain(article.id)

    const { txid } = (await sim.wallet.sign(piId)).body
    const completed = await api.complete(token, piId, txid)
    const body = await completed.json()
    expect(body).toMatchObject({ status: 'COMPLETED', planType: 'MAIN_SLIDER', articleId: article.id })
    const expiresAt = new Date(body.expirationAt).getTime()
    expect(Math.abs(expiresAt - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000)
    const [active] = await listPromotions(t.database.db, article.id)
    expect(active).toMatchObject({ state: 'ACTIVE', paymentId: order.paymentId })
    expect(await slots()).toBe(6)
    expect(await featuredIds()).toContain(article.id)

    // My Articles confirms the activation; the article now carries the plan.
    const activate = await t.request('/api/payments/activate', {
      method: 'POST',
      token,
      json: { articleId: article.id, planType: 'MAIN_SLIDER', username: 'marco', categorySlug: null },
    })
    expect(activate.status).toBe(200)
    expect(await activate.json()).toEqual({ planType: 'MAIN_SLIDER', expirationAt: body.expirationAt })
    const status = await (await api.status(token, order.paymentId)).json()
    expect(status).toMatchObject({ status: 'COMPLETED', expirationAt: body.expirationAt })

    // A second MAIN_SLIDER for the same article is a renewal, refused until the last 7 days.
    expect(await failure(await api.create(token, { planType: 'MAIN_SLIDER', articleId: article.id }))).toEqual([
      409,
      'PROMOTION_RENEWAL_TOO_EARLY',
    ])
  })

  it("CATEGORY_SLIDER: bought for the article's own category", async () => {
    const { accessToken: token } = await signIn(t, 'carla')
    const games = await findCategoryId(t.database.db, 'games')
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, 'carla'), { categoryId: games })

    expect(
      await failure(
        await api.create(token, { planType: 'CATEGORY_SLIDER', articleId: article.id, categorySlug: 'learning' }),
      ),
    ).toEqual([409, 'PROMOTION_CATEGORY_MISMATCH'])

    const { completed } = await buy(t, sim, 'carla', token, {
      planType: 'CATEGORY_SLIDER',
      articleId: article.id,
      categorySlug: 'games',
    })
    expect(completed).toMatchObject({ status: 'COMPLETED', planType: 'CATEGORY_SLIDER', amount: 3 })
    const [promotion] = await listPromotions(t.database.db, article.id)
    expect(promotion).toMatchObject({ state: 'ACTIVE', categoryId: games, planType: 'CATEGORY_SLIDER' })
    const slots = await (await t.request('/api/payments/slots?promoteType=CATEGORY_SLIDER&categorySlug=games')).json()
    expect(slots.remainingSlots).toBe(6)
  })

  it('refuses slider orders for an article that is not the buyer’s published article', async () => {
    const { accessToken: token } = await signIn(t, 'pablo')
    const other = await insertArticle(t.database.db, await findUserId(t.database.db, 'stella'))
    const draft = await insertArticle(t.database.db, await findUserId(t.database.db, 'pablo'), { status: 'DRAFT' })

    expect(await failure(await api.create(token, { planType: 'MAIN_SLIDER', articleId: other.id }))).toEqual([
      403,
      'FORBIDDEN',
    ])
    expect(await failure(await api.create(token, { planType: 'MAIN_SLIDER', articleId: draft.id }))).toEqual([
      409,
      'PROMOTION_ARTICLE_NOT_PUBLISHED',
    ])
    expect(await failure(await api.create(token, { planType: 'MAIN_SLIDER', articleId: 999_999 }))).toEqual([
      404,
      'ARTICLE_NOT_FOUND',
    ])
    expect(await failure(await api.create(token, { planType: 'MAIN_SLIDER' }))).toEqual([400, 'VALIDATION_FAILED'])
    expect(await failure(await api.create(token, { planType: 'GOLD' as 'STANDARD' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ])
  })
})
