// What became of an order that was never paid, as its buyer's payment history tells it: cancelled in
// the wallet, lapsed, or failed, and never "approved" once Pi has closed the payment. Our server's
// clock and the simulator's move together; the reconciler runs as its minute's tick does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MyPaymentSchema, type MyPayment } from '@spotlight/shared/schemas/payment-history'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import type { TestApp } from '#src/test/build-test-app'
import {
  buyerWithArticle,
  clockedPaymentsApp,
  startPurchase,
  type ClockedPaymentsApp,
  type PaymentsApi,
} from './payments.test-support'

const MINUTE = 60_000

describe('the outcome of an unpaid order in GET /api/payments/mine', () => {
  let t: TestApp
  let sim: SimClient
  let api: PaymentsApi
  let passTime: ClockedPaymentsApp['passTime']
  let everyMinute: ClockedPaymentsApp['everyMinute']
  let n = 0

  beforeAll(async () => {
    ;({ t, sim, api, passTime, everyMinute } = await clockedPaymentsApp())
  })
  afterAll(async () => {
    await t.close()
  })

  /** A fresh buyer (the simulator keeps one open payment per user) with a published article. */
  async function buyer() {
    n += 1
    return buyerWithArticle(t, `buyer_${n}`)
  }

  async function myPayment(token: string, orderId: string): Promise<MyPayment> {
    const response = await t.request('/api/payments/mine', { token })
    expect(response.status, await response.clone().text()).toBe(200)
    const found = MyPaymentSchema.array()
      .parse(await response.json())
      .find((payment) => payment.paymentId === orderId)
    expect(found).toBeDefined()
    return found!
  }

  it('cancelled in the wallet after approval: CANCELLED by the user once the reconciler ticks, never APPROVED', async () => {
    const b = await buyer()
    const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
      planType: 'MAIN_SLIDER',
      articleId: b.articleId,
    })
    expect((await api.approve(b.token, piId)).status).toBe(200)
    expect(await myPayment(b.token, order.paymentId)).toMatchObject({ status: 'APPROVED', closedReason: null })

    expect((await sim.wallet.userCancel(piId)).status).toBe(200)
    await passTime(2 * MINUTE)
    expect((await everyMinute()).cancelled).toBeGreaterThanOrEqual(1)
    expect(await myPayment(b.token, order.paymentId)).toMatchObject({
      status: 'CANCELLED',
      closedReason: 'USER_CANCELLED',
      completedAt: null,
      txid: null,
    })

    // Later ticks leave it as it is.
    await passTime(15 * MINUTE)
    await everyMinute()
    expect(await myPayment(b.token, order.paymentId)).toMatchObject({
      status: 'CANCELLED',
      closedReason: 'USER_CANCELLED',
    })
  })

  it('a user cancel Pi reports by user_cancelled alone (cancelled false) is a cancel all the same', async () => {
    const b = await buyer()
    const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
    expect((await api.approve(b.token, piId)).status).toBe(200)
    const cancelled = await sim.wallet.userCancel(piId)
    expect(cancelled.status).toBe(200)
    // Pi's own reading of a user's cancel: `cancelled` is for the developer's or Pi's.
    const reported = { ...cancelled.body, status: { ...cancelled.body.status, cancelled: false, user_cancelled: true } }
    await sim.control.faults({ method: 'GET', path: `/v2/payments/${piId}`, status: 200, body: reported, times: 5 })
    await passTime(2 * MINUTE)
    await everyMinute()
    expect(await myPayment(b.token, order.paymentId)).toMatchObject({
      status: 'CANCELLED',
      closedReason: 'USER_CANCELLED',
    })
    expect((await sim.call('DELETE', '/_control/faults')).status).toBe(200)
  })

  it('cancelled in the wallet before approval: the approve call closes it as cancelled by the user', async () => {
    const b = await buyer()
    const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
    expect((await sim.wallet.userCancel(piId)).status).toBe(200)
    expect((await api.approve(b.token, piId)).status).toBe(409)
    expect(await myPayment(b.token, order.paymentId)).toMatchObject({
      status: 'CANCELLED',
      closedReason: 'USER_CANCELLED',
    })
  })

  it('approved but never signed: the reconciler cancels it once its reservation lapses, as expired', async () => {
    const b = await buyer()
    const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
      planType: 'MAIN_SLIDER',
      articleId: b.articleId,
    })
    expect((await api.approve(b.token, piId)).status).toBe(200)
    await passTime(11 * MINUTE)
    expect((await everyMinute()).cancelled).toBeGreaterThanOrEqual(1)
    expect(await myPayment(b.token, order.paymentId)).toMatchObject({ status: 'CANCELLED', closedReason: 'EXPIRED' })
  })

  it('never approved (Pi unreachable): the approval window lapses on Pi and the order shows expired', async () => {
    const b = await buyer()
    const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
    await sim.control.faults({ method: 'POST', path: `/v2/payments/${piId}/approve`, status: 500, times: 1 })
    expect((await api.approve(b.token, piId)).status).toBe(502)
    await passTime(2 * MINUTE)
    await everyMinute()
    expect(await myPayment(b.token, order.paymentId)).toMatchObject({ status: 'CANCELLED', closedReason: 'EXPIRED' })
  })
})
