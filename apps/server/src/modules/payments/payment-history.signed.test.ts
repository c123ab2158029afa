// The payment history never says "not paid yet" once the buyer signed: the txid is kept from the first
// time Pi reports the transaction (the /complete call, /incomplete, the reconciler), whatever becomes of
// the completion (Pi unreachable, the transaction not verified yet), the order's status untouched. And
// an order no Pi payment was ever made for (a desktop QR nobody opened) is closed as expired, its pay
// link saying so. Real HTTP and the Pi simulator, our clock and its clock moved together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MyPaymentSchema, type MyPayment } from '@spotlight/shared/schemas/payment-history'
import { PaymentStatusSchema } from '@spotlight/shared/schemas/payments'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import {
  clockedPaymentsApp,
  failure,
  buyerWithArticle,
  startPurchase,
  type ClockedPaymentsApp,
  type Order,
  type PaymentsApi,
} from './payments.test-support'

const MINUTE = 60_000

describe('what the payment history tells of a signed payment not completed yet', () => {
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

  /** A fresh buyer (the simulator keeps one open payment per user) with an approved MAIN_SLIDER order. */
  async function approved() {
    n += 1
    const { username, token, articleId } = await buyerWithArticle(t, `signer_${n}`)
    const { order, piId } = await startPurchase(t, sim, username, token, { planType: 'MAIN_SLIDER', articleId })
    expect((await api.approve(token, piId)).status).toBe(200)
    return { username, token, order, piId }
  }

  async function myPayment(token: string, orderId: string): Promise<MyPayment> {
    const response = await t.request(`/api/payments/mine/${orderId}`, { token })
    expect(response.status, await response.clone().text()).toBe(200)
    return MyPaymentSchema.parse(await response.json())
  }

  /** What the web reads as "signed in the wallet, being confirmed": still open, with its txid. */
  const signedNotConfirmed = (txid: string) => ({ status: 'APPROVED', txid, completedAt: null, closedReason: null })

  it('/complete of a transaction Pi has not verified: refused, and the txid is kept', async () => {
    const b = await approved()
    const { txid } = (await sim.wallet.sign(b.piId, { verified: false })).body
    expect(await failure(await api.complete(b.token, b.piId, txid))).toEqual([409, 'PAYMENT_TX_NOT_VERIFIED'])
    const payment = await myPayment(b.token, b.order.paymentId)
    expect(payment).toMatchObject(signedNotConfirmed(txid))
    expect(payment.explorerUrl).toContain(txid)
  })

  it('/complete while the Pi Platform is unreachable: 502, the txid kept; the retry completes', async () => {
    const b = await approved()
    const { txid } = (await sim.wallet.sign(b.piId)).body
    await sim.control.faults({ method: 'POST', path: `/v2/payments/${b.piId}/complete`, drop: true, times: 1 })
    expect(await failure(await api.complete(b.token, b.piId, txid))).toEqual([502, 'PI_UNAVAILABLE'])
    expect(await myPayment(b.token, b.order.paymentId)).toMatchObject(signedNotConfirmed(txid))

    expect((await api.complete(b.token, b.piId, txid)).status).toBe(200)
    expect(await myPayment(b.token, b.order.paymentId)).toMatchObject({ status: 'COMPLETED', txid })
  })

  it('/incomplete of an unverified transaction: PENDING, and the txid is kept', async () => {
    const b = await approved()
    const { txid } = (await sim.wallet.sign(b.piId, { verified: false })).body
    const recovered = await api.incomplete(b.token, b.piId)
    expect(await recovered.json()).toMatchObject({ outcome: 'PENDING', status: 'APPROVED' })
    expect(await myPayment(b.token, b.order.paymentId)).toMatchObject(signedNotConfirmed(txid))
  })

  it('the reconciler, when the buyer never called back: the txid is kept', async () => {
    const b = await approved()
    const { txid } = (await sim.wallet.sign(b.piId, { verified: false })).body
    await passTime(2 * MINUTE)
    await everyMinute()
    expect(await myPayment(b.token, b.order.paymentId)).toMatchObject(signedNotConfirmed(txid))
  })
})

describe('an order no Pi payment was ever made for', () => {
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

  it('is closed as expired after 10 minutes; its pay link then says the payment expired', async () => {
    const { accessToken: token } = await signIn(t, 'desk')
    const created = await api.create(token, { planType: 'STANDARD' })
    expect(created.status).toBe(201)
    const order = (await created.json()) as Order
    const status = async () => PaymentStatusSchema.parse(await (await api.status(token, order.paymentId)).json())

    // Still in time: the phone may yet open the QR.
    await passTime(2 * MINUTE)
    await everyMinute()
    expect((await status()).status).toBe('CREATED')

    await passTime(9 * MINUTE)
    expect((await everyMinute()).cancelled).toBeGreaterThanOrEqual(1)
    expect(await status()).toMatchObject({ status: 'CANCELLED', closedReason: 'EXPIRED' })
    const history = MyPaymentSchema.parse(
      await (await t.request(`/api/payments/mine/${order.paymentId}`, { token })).json(),
    )
    expect(history).toMatchObject({ status: 'CANCELLED', closedReason: 'EXPIRED', piPaymentId: null })

    // The phone opens the QR at last: its payment is refused as expired (and cancelled on Pi).
    const wallet = await sim.wallet.create('desk', { amount: order.amount, memo: order.memo, metadata: order.metadata })
    const approval = await api.approve(token, wallet.body.identifier)
    expect(approval.status).toBe(409)
    expect(((await approval.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'PAYMENT_INVALID_STATE',
      message: expect.stringMatching(/expired/),
    })
  })
})
