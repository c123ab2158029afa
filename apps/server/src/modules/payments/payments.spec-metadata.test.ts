// A client that follows the API contract to the letter: `Pi.createPayment` with the memo
// 'Pago por plan {plan}' and metadata `planType, username, paymentId` — `paymentId` being the order id
// `POST /api/payments/create` returned — and nothing else (no `orderId`, which only our own client adds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlanType } from '@spotlight/shared/domain/plans'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findOrder, findUserId, insertArticle, listCredits, listPromotions } from '#src/test/factories'
import { failure, paymentsApi } from './payments.test-support'

describe("a payment named the contract's way (planType, username, paymentId)", () => {
  let t: TestApp
  let sim: SimClient
  let api: ReturnType<typeof paymentsApi>
  let n = 0

  /** A fresh user (the simulator keeps one open payment per user) with a published article. */
  async function newBuyer() {
    n += 1
    const username = `spec_buyer_${n}`
    const { accessToken: token } = await signIn(t, username)
    const userId = await findUserId(t.database.db, username)
    const article = await insertArticle(t.database.db, userId)
    return { username, token, userId, article }
  }

  /** Our order, then the wallet payment with exactly the contract's metadata (overridable to tamper with it). */
  async function specPayment(
    buyer: { username: string; token: string },
    body: { planType: PlanType; articleId?: number },
    override: Record<string, unknown> = {},
  ) {
    const created = await api.create(buyer.token, { ...body, username: buyer.username, categorySlug: null })
    expect(created.status, await created.clone().text()).toBe(201)
    const order = (await created.json()) as { paymentId: string; amount: number }
    const metadata = { planType: body.planType, username: buyer.username, paymentId: order.paymentId, ...override }
    const wallet = await sim.wallet.create(buyer.username, {
      amount: order.amount,
      memo: `Pago por plan ${body.planType}`,
      metadata,
    })
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(200)
    return { order, piId: wallet.body.identifier as string }
  }

  const piState = async (piId: string) =>
    (await sim.control.state()).body.payments.find((row) => row.identifier === piId)?.state

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
    api = paymentsApi(t)
  })
  afterAll(async () => {
    await t.close()
  })

  it('STANDARD: approved, signed and completed; one publication credit', async () => {
    const b = await newBuyer()
    const { order, piId } = await specPayment(b, { planType: 'STANDARD' })
    const approved = await api.approve(b.token, piId)
    expect(approved.status, await approved.clone().text()).toBe(200)
    expect(await approved.json()).toMatchObject({ status: 'APPROVED', paymentId: order.paymentId, piPaymentId: piId })
    const { txid } = (await sim.wallet.sign(piId)).body
    const completed = await api.complete(b.token, piId, txid)
    expect(completed.status, await completed.clone().text()).toBe(200)
    expect(await completed.json()).toMatchObject({ status: 'COMPLETED', paymentId: order.paymentId })
    expect((await sim.server.get(piId)).body.status.developer_completed).toBe(true)
    expect(await findOrder(t.database.db, order.paymentId)).toMatchObject({ status: 'COMPLETED', piPaymentId: piId })
    expect(await listCredits(t.database.db, b.userId)).toHaveLength(1)
    const status = await api.status(b.token, order.paymentId)
    expect(await status.json()).toMatchObject({ status: 'COMPLETED' })
  })

  it('MAIN_SLIDER: completed the same way; the promotion is active', async () => {
    const b = await newBuyer()
    const { order, piId } = await specPayment(b, { planType: 'MAIN_SLIDER', articleId: b.article.id })
    expect((await api.approve(b.token, piId)).status).toBe(200)
    const { txid } = (await sim.wallet.sign(piId)).body
    expect((await api.complete(b.token, piId, txid)).status).toBe(200)
    expect(await findOrder(t.database.db, order.paymentId)).toMatchObject({ status: 'COMPLETED' })
    expect(await listPromotions(t.database.db, b.article.id)).toEqual([
      expect.objectContaining({ planType: 'MAIN_SLIDER', state: 'ACTIVE', paymentId: order.paymentId }),
    ])
  })

  it('a signed payment left unfinished is completed through /incomplete from the contract metadata', async () => {
    const b = await newBuyer()
    const { order, piId } = await specPayment(b, { planType: 'STANDARD' })
    expect((await api.approve(b.token, piId)).status).toBe(200)
    await sim.wallet.sign(piId)
    const recovered = await api.incomplete(b.token, piId)
    expect(recovered.status, await recovered.clone().text()).toBe(200)
    expect(await recovered.json()).toMatchObject({ outcome: 'COMPLETED', paymentId: order.paymentId })
    expect(await listCredits(t.database.db, b.userId)).toHaveLength(1)
  })

  describe('a mismatch is refused: cancelled on Pi, nothing granted', () => {
    it("a paymentId naming another user's order (the order is untouched)", async () => {
      const owner = await newBuyer()
      const other = await newBuyer()
      const ownerOrder = await (await api.create(owner.token, { planType: 'STANDARD' })).json()
      const { piId } = await specPayment(other, { planType: 'STANDARD' }, { paymentId: ownerOrder.paymentId })
      expect(await failure(await api.approve(other.token, piId))).toEqual([403, 'PAYMENT_NOT_YOURS'])
      expect(await piState(piId)).toBe('CANCELLED')
      expect(await findOrder(t.database.db, ownerOrder.paymentId)).toMatchObject({
        status: 'CREATED',
        piPaymentId: null,
      })
    })

    it.each([
      ['paymentId naming no order', { paymentId: '00000000-0000-4000-8000-000000000000' }],
      ['paymentId that is no order id', { paymentId: 'pi-1732500000000' }],
      ['orderId and paymentId that disagree', { orderId: '00000000-0000-4000-8000-000000000000' }],
    ])('a %s: PAYMENT_MISMATCH', async (_case, override) => {
      const b = await newBuyer()
      const { order, piId } = await specPayment(b, { planType: 'STANDARD' }, override)
      expect(await failure(await api.approve(b.token, piId))).toEqual([409, 'PAYMENT_MISMATCH'])
      expect(await piState(piId)).toBe('CANCELLED')
      expect(await findOrder(t.database.db, order.paymentId)).toMatchObject({ status: 'CREATED', piPaymentId: null })
      expect(await listCredits(t.database.db, b.userId)).toEqual([])
    })

    it.each([
      ['planType', { planType: 'MAIN_SLIDER' }],
      ['username', { username: 'somebody_else' }],
    ])('a wrong %s: the order FAILS with PAYMENT_MISMATCH', async (_field, override) => {
      const b = await newBuyer()
      const { order, piId } = await specPayment(b, { planType: 'STANDARD' }, override)
      expect(await failure(await api.approve(b.token, piId))).toEqual([409, 'PAYMENT_MISMATCH'])
      expect(await piState(piId)).toBe('CANCELLED')
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('FAILED')
      expect(await listCredits(t.database.db, b.userId)).toEqual([])
    })
  })
})
