// Every failure the Pi simulator can inject (its fault queue: the Pi API down, refused, slow, a bad
// signature...), against the simulator over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findOrder, findUserId, insertArticle, listCredits, listPromotions } from '#src/test/factories'
import { failure, paymentsApi, reconcilerAhead, startPurchase } from './payments.test-support'

const MINUTE = 60_000

describe('payment failures', () => {
  let t: TestApp
  let sim: SimClient
  let api: ReturnType<typeof paymentsApi>
  let reconcileLater: ReturnType<typeof reconcilerAhead>
  let n = 0

  /** A fresh user (the simulator keeps one open payment per user) with a published article. */
  async function newBuyer(prefix = 'buyer') {
    n += 1
    const username = `${prefix}_${n}`
    const { accessToken: token } = await signIn(t, username)
    const userId = await findUserId(t.database.db, username)
    const article = await insertArticle(t.database.db, userId)
    return { username, token, userId, article }
  }

  const piState = async (piId: string) =>
    (await sim.control.state()).body.payments.find((row) => row.identifier === piId)?.state
  const mainSlots = async () =>
    (await (await t.request('/api/payments/slots?promoteType=MAIN_SLIDER')).json()).remainingSlots as number

  beforeAll(async () => {
    // The server keeps the real clock while only Pi's (the simulator's) moves on: these tests let Pi's
    // windows lapse and run the reconciler at chosen times themselves.
    t = await buildTestApp({ now: () => new Date() })
    sim = simClient(t)
    api = paymentsApi(t)
    reconcileLater = reconcilerAhead(t)
  })
  afterAll(async () => {
    await t.close()
  })

  describe('the user cancels', () => {
    it('before approval: approve answers PAYMENT_CANCELLED, the order is CANCELLED, nothing is held', async () => {
      const b = await newBuyer()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
        planType: 'MAIN_SLIDER',
        articleId: b.article.id,
      })
      await sim.wallet.userCancel(piId)
      expect(await failure(await api.approve(b.token, piId))).toEqual([409, 'PAYMENT_CANCELLED'])
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('CANCELLED')
      expect(await listPromotions(t.database.db, b.article.id)).toEqual([])
    })

    it('after approval: the reconciler cancels the order and releases the slot; complete is refused', async () => {
      const b = await newBuyer()
      const before = await mainSlots()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
        planType: 'MAIN_SLIDER',
        articleId: b.article.id,
      })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      expect(await mainSlots()).toBe(before - 1)
      await sim.wallet.userCancel(piId)

      expect(await failure(await api.complete(b.token, piId, 'a'.repeat(64)))).toEqual([409, 'PAYMENT_CANCELLED'])
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('CANCELLED')
      expect(await mainSlots()).toBe(before)
      const [promotion] = await listPromotions(t.database.db, b.article.id)
      expect(promotion!.state).toBe('CANCELLED')
    })

    it('after approval, found by the reconciler alone', async () => {
      const b = await newBuyer()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      await sim.wallet.userCancel(piId)
      expect((await reconcileLater(2 * MINUTE)).cancelled).toBeGreaterThanOrEqual(1)
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('CANCELLED')
      expect(await listCredits(t.database.db, b.userId)).toEqual([])
    })
  })

  describe('approval never comes', () => {
    it('Pi approve keeps failing: 502, the window lapses on Pi, the reconciler releases the reservation', async () => {
      const b = await newBuyer()
      const before = await mainSlots()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
        planType: 'MAIN_SLIDER',
        articleId: b.article.id,
      })
      await sim.control.faults({ method: 'POST', path: `/v2/payments/${piId}/approve`, status: 500, times: 3 })
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(await failure(await api.approve(b.token, piId))).toEqual([502, 'PI_UNAVAILABLE'])
      }
      expect(await piState(piId)).toBe('CREATED')
      expect(await mainSlots()).toBe(before - 1) // held while the SDK may still retry

      await sim.control.advance(61_000) // the approval window lapses on Pi
      expect(await piState(piId)).toBe('CANCELLED')
      await reconcileLater(2 * MINUTE)
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('CANCELLED')
      expect(await mainSlots()).toBe(before)
      expect((await listPromotions(t.database.db, b.article.id))[0]!.state).toBe('CANCELLED')
    })

    it('approved but never signed: after 10 minutes the reservation lapses and the reconciler cancels it on Pi', async () => {
      const b = await newBuyer()
      const before = await mainSlots()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
        planType: 'MAIN_SLIDER',
        articleId: b.article.id,
      })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      // After a minute the reconciler only looks: the user may still be signing.
      await reconcileLater(2 * MINUTE)
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('APPROVED')
      // Past the reservation: the slot is free at query time, and the reconciler closes everything.
      const later = await reconcileLater(11 * MINUTE)
      expect(later.cancelled).toBeGreaterThanOrEqual(1)
      expect(await piState(piId)).toBe('CANCELLED')
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('CANCELLED')
      expect((await listPromotions(t.database.db, b.article.id))[0]!.state).toBe('CANCELLED')
      expect(await mainSlots()).toBe(before)
    })

    it('a lapsed reservation alone is released by the reconciler', async () => {
      const b = await newBuyer()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
        planType: 'MAIN_SLIDER',
        articleId: b.article.id,
      })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      const summary = await reconcileLater(11 * MINUTE)
      expect(summary.released + summary.cancelled).toBeGreaterThanOrEqual(1)
      expect((await listPromotions(t.database.db, b.article.id))[0]!.state).toBe('CANCELLED')
      expect((await findOrder(t.database.db, order.paymentId))!.status).not.toBe('COMPLETED')
    })
  })

  describe('network errors', () => {
    it('GET payment fails (500, then a dropped connection): 502, the retry succeeds', async () => {
      const b = await newBuyer()
      const { piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
      await sim.control.faults([
        { method: 'GET', path: `/v2/payments/${piId}`, status: 500 },
        { method: 'GET', path: `/v2/payments/${piId}`, drop: true },
      ])
      expect(await failure(await api.approve(b.token, piId))).toEqual([502, 'PI_UNAVAILABLE'])
      expect(await failure(await api.approve(b.token, piId))).toEqual([502, 'PI_UNAVAILABLE'])
      expect((await api.approve(b.token, piId)).status).toBe(200)
      const { txid } = (await sim.wallet.sign(piId)).body
      await sim.control.faults({ method: 'GET', path: `/v2/payments/${piId}`, drop: true })
      expect(await failure(await api.complete(b.token, piId, txid))).toEqual([502, 'PI_UNAVAILABLE'])
      expect((await api.complete(b.token, piId, txid)).status).toBe(200)
      expect(await listCredits(t.database.db, b.userId)).toHaveLength(1)
    })

    it('Pi approve drops the connection: 502, the retry approves once', async () => {
      const b = await newBuyer()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
        planType: 'MAIN_SLIDER',
        articleId: b.article.id,
      })
      await sim.control.faults({ method: 'POST', path: `/v2/payments/${piId}/approve`, drop: true })
      expect(await failure(await api.approve(b.token, piId))).toEqual([502, 'PI_UNAVAILABLE'])
      expect((await api.approve(b.token, piId)).status).toBe(200)
      expect(await piState(piId)).toBe('APPROVED')
      expect(await listPromotions(t.database.db, b.article.id)).toHaveLength(1)
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('APPROVED')
    })

    it('Pi complete fails: the order stays unpaid until the reconciler completes it; no double grant', async () => {
      const b = await newBuyer()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      const { txid } = (await sim.wallet.sign(piId)).body
      await sim.control.faults({ method: 'POST', path: `/v2/payments/${piId}/complete`, status: 503, times: 2 })
      expect(await failure(await api.complete(b.token, piId, txid))).toEqual([502, 'PI_UNAVAILABLE'])
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('APPROVED')
      expect(await listCredits(t.database.db, b.userId)).toEqual([])
      expect((await api.status(b.token, order.paymentId)).status).toBe(200)

      // The reconciler's first attempt meets the second fault, the next one completes.
      expect((await reconcileLater(2 * MINUTE)).completed).toBe(0)
      expect((await reconcileLater(2 * MINUTE)).completed).toBeGreaterThanOrEqual(1)
      expect(await piState(piId)).toBe('COMPLETED')
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('COMPLETED')
      // The SDK's late retry is answered COMPLETED and grants nothing more.
      expect((await api.complete(b.token, piId, txid)).status).toBe(200)
      expect(await listCredits(t.database.db, b.userId)).toHaveLength(1)
    })
  })

  describe('transactions that do not check out', () => {
    it('SIGNED_BAD (not verified by Pi): refused, nothing granted', async () => {
      const b = await newBuyer()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      const { txid } = (await sim.wallet.sign(piId, { verified: false })).body
      expect(await failure(await api.complete(b.token, piId, txid))).toEqual([409, 'PAYMENT_TX_NOT_VERIFIED'])
      expect(await piState(piId)).toBe('SIGNED_BAD')
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('APPROVED')
      expect(await listCredits(t.database.db, b.userId)).toEqual([])
    })

    it('a txid other than the one Pi reports: refused, nothing granted', async () => {
      const b = await newBuyer()
      const { piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      await sim.wallet.sign(piId)
      expect(await failure(await api.complete(b.token, piId, 'f'.repeat(64)))).toEqual([409, 'PAYMENT_TXID_MISMATCH'])
      expect(await piState(piId)).toBe('SIGNED')
      expect(await listCredits(t.database.db, b.userId)).toEqual([])
    })

    it('complete before signing: refused', async () => {
      const b = await newBuyer()
      const { piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      expect(await failure(await api.complete(b.token, piId, 'f'.repeat(64)))).toEqual([409, 'PAYMENT_TX_NOT_VERIFIED'])
    })
  })

  describe('tampered payments', () => {
    it.each([
      ['amount', (order: { amount: number }) => ({ amount: order.amount / 10 })],
      ['memo', () => ({ memo: 'Pago por plan MAIN_SLIDER' })],
      [
        'metadata.planType',
        (order: { metadata: object }) => ({ metadata: { ...order.metadata, planType: 'MAIN_SLIDER' } }),
      ],
    ])('a wrong %s: cancelled on Pi, order FAILED, PAYMENT_MISMATCH', async (_field, tamper) => {
      const b = await newBuyer()
      const created = await api.create(b.token, { planType: 'STANDARD' })
      const order = await created.json()
      const wallet = await sim.wallet.create(b.username, {
        amount: order.amount,
        memo: order.memo,
        metadata: order.metadata,
        ...tamper(order),
      })
      const piId = wallet.body.identifier
      expect(await failure(await api.approve(b.token, piId))).toEqual([409, 'PAYMENT_MISMATCH'])
      expect(await piState(piId)).toBe('CANCELLED')
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('FAILED')
      // The failed order cannot be paid by a second attempt either.
      const again = await sim.wallet.create(b.username, {
        amount: order.amount,
        memo: order.memo,
        metadata: order.metadata,
      })
      expect(await failure(await api.approve(b.token, again.body.identifier))).toEqual([409, 'PAYMENT_INVALID_STATE'])
      expect(await piState(again.body.identifier)).toBe('CANCELLED')
    })

    it('a seeded payment with the wrong amount for a real order: cancelled, FAILED', async () => {
      const b = await newBuyer()
      const order = await (await api.create(b.token, { planType: 'STANDARD' })).json()
      const seeded = await sim.control.seed({
        payments: [
          { username: b.username, state: 'CREATED', amount: 0.0000001, memo: order.memo, metadata: order.metadata },
        ],
      })
      const piId = seeded.body.payments[0]!.identifier
      expect(await failure(await api.approve(b.token, piId))).toEqual([409, 'PAYMENT_MISMATCH'])
      expect(await piState(piId)).toBe('CANCELLED')
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('FAILED')
    })

    it('metadata naming no order of ours (or none at all): cancelled, PAYMENT_MISMATCH', async () => {
      const b = await newBuyer()
      for (const metadata of [{ orderId: '00000000-0000-4000-8000-000000000000' }, {}]) {
        const wallet = await sim.wallet.create(b.username, { amount: 1, memo: 'Pago por plan STANDARD', metadata })
        expect(await failure(await api.approve(b.token, wallet.body.identifier))).toEqual([409, 'PAYMENT_MISMATCH'])
        expect(await piState(wallet.body.identifier)).toBe('CANCELLED')
      }
    })
  })

  describe("another user's payment", () => {
    it('approving or completing it is refused and leaves it untouched', async () => {
      const owner = await newBuyer()
      const thief = await newBuyer()
      const { order, piId } = await startPurchase(t, sim, owner.username, owner.token, { planType: 'STANDARD' })
      expect(await failure(await api.approve(thief.token, piId))).toEqual([403, 'PAYMENT_NOT_YOURS'])
      expect(await piState(piId)).toBe('CREATED')
      expect((await api.approve(owner.token, piId)).status).toBe(200)
      const { txid } = (await sim.wallet.sign(piId)).body
      expect(await failure(await api.complete(thief.token, piId, txid))).toEqual([403, 'PAYMENT_NOT_YOURS'])
      expect(await failure(await api.incomplete(thief.token, piId))).toEqual([403, 'PAYMENT_NOT_YOURS'])
      expect(await failure(await api.status(thief.token, order.paymentId))).toEqual([404, 'PAYMENT_NOT_FOUND'])
      expect((await api.complete(owner.token, piId, txid)).status).toBe(200)
      expect(await listCredits(t.database.db, thief.userId)).toEqual([])
      expect(await listCredits(t.database.db, owner.userId)).toHaveLength(1)
    })

    it("a payment of one's own naming another user's order: refused and cancelled; that order is untouched", async () => {
      const owner = await newBuyer()
      const thief = await newBuyer()
      const order = await (await api.create(owner.token, { planType: 'STANDARD' })).json()
      const wallet = await sim.wallet.create(thief.username, {
        amount: order.amount,
        memo: order.memo,
        metadata: order.metadata,
      })
      expect(await failure(await api.approve(thief.token, wallet.body.identifier))).toEqual([403, 'PAYMENT_NOT_YOURS'])
      expect(await piState(wallet.body.identifier)).toBe('CANCELLED')
      expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('CREATED')
    })
  })

  describe('incomplete payments reported at sign-in', () => {
    it('a leftover SIGNED payment for our order is completed and granted', async () => {
      const b = await newBuyer()
      const order = await (await api.create(b.token, { planType: 'STANDARD' })).json()
      const seeded = await sim.control.seed({
        payments: [
          { username: b.username, state: 'SIGNED', amount: order.amount, memo: order.memo, metadata: order.metadata },
        ],
      })
      const piId = seeded.body.payments[0]!.identifier
      expect((await sim.wallet.incomplete(b.username)).body.exists).toBe(true)
      const response = await api.incomplete(b.token, piId)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ outcome: 'COMPLETED', paymentId: order.paymentId, status: 'COMPLETED' })
      expect(await piState(piId)).toBe('COMPLETED')
      expect(await listCredits(t.database.db, b.userId)).toHaveLength(1)
      // Reported again (another sign-in): nothing more.
      expect((await (await api.incomplete(b.token, piId)).json()).outcome).toBe('COMPLETED')
      expect(await listCredits(t.database.db, b.userId)).toHaveLength(1)
      expect((await sim.wallet.incomplete(b.username)).body.exists).toBe(false)
    })

    it('a leftover APPROVED payment without a transaction is cancelled so the user can pay again', async () => {
      const b = await newBuyer()
      const { order, piId } = await startPurchase(t, sim, b.username, b.token, {
        planType: 'MAIN_SLIDER',
        articleId: b.article.id,
      })
      expect((await api.approve(b.token, piId)).status).toBe(200)
      const response = await api.incomplete(b.token, piId)
      expect(await response.json()).toEqual({ outcome: 'CANCELLED', paymentId: order.paymentId, status: 'CANCELLED' })
      expect(await piState(piId)).toBe('CANCELLED')
      expect((await listPromotions(t.database.db, b.article.id))[0]!.state).toBe('CANCELLED')
      // A new purchase goes through.
      const again = await startPurchase(t, sim, b.username, b.token, {
        planType: 'MAIN_SLIDER',
        articleId: b.article.id,
      })
      expect((await api.approve(b.token, again.piId)).status).toBe(200)
    })

    it('a seeded APPROVED payment naming no order of ours but with our memo: recorded, then cancelled', async () => {
      const b = await newBuyer()
      const seeded = await sim.control.seed({
        payments: [{ username: b.username, state: 'APPROVED', amount: 1, memo: 'Pago por plan STANDARD' }],
      })
      const piId = seeded.body.payments[0]!.identifier
      const body = await (await api.incomplete(b.token, piId)).json()
      expect(body).toMatchObject({ outcome: 'CANCELLED', status: 'CANCELLED' })
      expect(await piState(piId)).toBe('CANCELLED')
      expect((await api.status(b.token, piId)).status).toBe(200) // the Pi id is on record
    })

    it('a lost record (SIGNED, our memo, no order): recorded, completed and granted', async () => {
      const b = await newBuyer()
      const seeded = await sim.control.seed({
        payments: [
          {
            username: b.username,
            state: 'SIGNED',
            amount: 1,
            memo: 'Pago por plan STANDARD',
            metadata: { planType: 'STANDARD' },
          },
        ],
      })
      const piId = seeded.body.payments[0]!.identifier
      const body = await (await api.incomplete(b.token, piId)).json()
      expect(body).toMatchObject({ outcome: 'COMPLETED', status: 'COMPLETED' })
      expect(await piState(piId)).toBe('COMPLETED')
      expect(await listCredits(t.database.db, b.userId)).toHaveLength(1)
    })

    it('a lost record paying less than the plan: completed on Pi so the user is unblocked, but nothing granted', async () => {
      const b = await newBuyer()
      const seeded = await sim.control.seed({
        payments: [{ username: b.username, state: 'SIGNED', amount: 0.5, memo: 'Pago por plan STANDARD' }],
      })
      const piId = seeded.body.payments[0]!.identifier
      const body = await (await api.incomplete(b.token, piId)).json()
      expect(body).toMatchObject({ outcome: 'PENDING', status: 'FAILED' })
      expect(await piState(piId)).toBe('COMPLETED')
      expect(await listCredits(t.database.db, b.userId)).toEqual([])
    })

    it('a payment that is not ours at all is refused', async () => {
      const b = await newBuyer()
      const seeded = await sim.control.seed({
        payments: [{ username: b.username, state: 'SIGNED', amount: 1, memo: 'Another app' }],
      })
      expect(await failure(await api.incomplete(b.token, seeded.body.payments[0]!.identifier))).toEqual([
        409,
        'PAYMENT_MISMATCH',
      ])
      expect(await failure(await api.incomplete(b.token, 'no-such-payment'))).toEqual([404, 'PAYMENT_NOT_FOUND'])
    })
  })
})
