// A completion never fails once Pi /complete took the buyer's Pi: an order for a category slider whose
// category is gone by then (as a category delete left it before deletes waited for the sales) reaches
// COMPLETED with its receipt, its promotion written as ended, as a takedown ends one. Real HTTP and the
// Pi simulator; the missing category is written straight to the rows, as such a delete left them.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments, promotions } from '#src/db/schema/index'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import type { TestApp } from '#src/test/build-test-app'
import { findCategoryId, findOrder, listPromotions } from '#src/test/factories'
import {
  buyerWithArticle,
  clockedPaymentsApp,
  startPurchase,
  type ClockedPaymentsApp,
  type PaymentsApi,
} from './payments.test-support'

const MINUTE = 60_000

describe('completing a category slider order whose category is gone', () => {
  let t: TestApp
  let sim: SimClient
  let api: PaymentsApi
  let passTime: ClockedPaymentsApp['passTime']
  let everyMinute: ClockedPaymentsApp['everyMinute']

  beforeAll(async () => {
    ;({ t, sim, api, passTime, everyMinute } = await clockedPaymentsApp())
  })
  afterAll(async () => {
    await t.close()
  })

  /** A buyer's category slider order, approved and signed in the wallet; then its category is gone. */
  async function signedWithoutCategory(name: string) {
    const games = await findCategoryId(t.database.db, 'games')
    const { token, articleId } = await buyerWithArticle(t, name, { categoryId: games })
    const body = { planType: 'CATEGORY_SLIDER' as const, articleId, categorySlug: 'games' }
    const { order, piId } = await startPurchase(t, sim, name, token, body)
    expect((await api.approve(token, piId)).status).toBe(200)
    const { txid } = (await sim.wallet.sign(piId)).body
    await t.database.db.update(payments).set({ categoryId: null }).where(eq(payments.id, order.paymentId))
    await t.database.db.update(promotions).set({ categoryId: null }).where(eq(promotions.paymentId, order.paymentId))
    return { token, articleId, orderId: order.paymentId, piId, txid }
  }

  const receipt = async (token: string, orderId: string) =>
    (await (await t.request(`/api/payments/mine/${orderId}`, { token })).json()) as Record<string, unknown>

  it("the buyer's /complete: COMPLETED, the promotion ended for its term, the receipt says so", async () => {
    const paid = await signedWithoutCategory('gail')
    const completed = await api.complete(paid.token, paid.piId, paid.txid)
    expect(completed.status, await completed.clone().text()).toBe(200)
    expect(await completed.json()).toMatchObject({ status: 'COMPLETED', expirationAt: null, promotionEnded: true })
    expect((await findOrder(t.database.db, paid.orderId))?.status).toBe('COMPLETED')
    const [promotion] = await listPromotions(t.database.db, paid.articleId)
    expect(promotion).toMatchObject({ state: 'CANCELLED', categoryId: null, paymentId: paid.orderId })
    expect(promotion?.expiresAt).not.toBeNull()
    expect(await receipt(paid.token, paid.orderId)).toMatchObject({
      status: 'COMPLETED',
      txid: paid.txid,
      promotionState: 'CANCELLED',
      expiresAt: promotion!.expiresAt!.toISOString(),
    })
  })

  it('the reconciler, when the buyer never called /complete: COMPLETED all the same', async () => {
    const paid = await signedWithoutCategory('gus')
    await passTime(2 * MINUTE)
    const summary = await everyMinute()
    expect(summary.failed).toBe(0)
    expect((await findOrder(t.database.db, paid.orderId))?.status).toBe('COMPLETED')
    expect(await receipt(paid.token, paid.orderId)).toMatchObject({ status: 'COMPLETED', promotionState: 'CANCELLED' })
  })
})
