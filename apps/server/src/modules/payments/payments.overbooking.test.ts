// A slider is never sold twice: buyers approved before their 10-minute reservation lapsed can still
// sign on Pi, so their slot stays theirs until the payment is cancelled on Pi.
// Time moves on both sides: the simulator's clock (Pi's windows) and our server's clock.
import { and, count, eq, gt } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { promotions } from '#src/db/schema/index'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { findCategoryId, findOrder, findUserId, insertArticle } from '#src/test/factories'
import type { PaymentsService } from './payments.service'
import { clockedPaymentsApp, type ClockedPaymentsApp, type PaymentsApi } from './payments.test-support'

const MINUTE = 60_000
type Buyer = { username: string; token: string; articleId: number; orderId: string; piId: string }
type Plan = { planType: 'MAIN_SLIDER' } | { planType: 'CATEGORY_SLIDER'; categorySlug: string }

describe('the slider limit across lapsed reservations', () => {
  let t: TestApp
  let sim: SimClient
  let api: PaymentsApi
  /** The reconciler the app runs every minute in production, on the same clock. */
  let service: PaymentsService
  let now: () => Date
  /** Time passes for the Pi Platform (the simulator's clock) and for our server alike. */
  let passTime: ClockedPaymentsApp['passTime']

  beforeEach(async () => {
    ;({ t, sim, api, reconciler: service, now, passTime } = await clockedPaymentsApp())
  })
  afterEach(async () => {
    await t.close()
  })

  /** ACTIVE, unexpired promotions of a slider: what the public sees in it. */
  async function activeCount(plan: Plan): Promise<number> {
    const conditions = [
      eq(promotions.planType, plan.planType),
      eq(promotions.state, 'ACTIVE'),
      gt(promotions.expiresAt, now()),
    ]
    if (plan.planType === 'CATEGORY_SLIDER') {
      conditions.push(eq(promotions.categoryId, await findCategoryId(t.database.db, plan.categorySlug)))
    }
    const [row] = await t.database.db
      .select({ n: count() })
      .from(promotions)
      .where(and(...conditions))
    return row!.n
  }

  /** Samples the slider while `work` runs; answers the highest count seen. */
  async function peakWhile(plan: Plan, work: Promise<unknown>): Promise<number> {
    let done = false
    let peak = 0
    const sampling = (async () => {
      while (!done) {
        peak = Math.max(peak, await activeCount(plan))
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    try {
      await work
    } finally {
      done = true
      await sampling
    }
    return Math.max(peak, await activeCount(plan))
  }

  /** Signs in, writes a published article (in the games category) and opens an order plus its Pi payment. */
  async function newBuyer(name: string, plan: Plan): Promise<Buyer | null> {
    const { accessToken: token } = await signIn(t, name)
    const games = await findCategoryId(t.database.db, 'games')
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, name), { categoryId: games })
    const created = await api.create(token, { ...plan, articleId: article.id })
    // A full slider may already be refused here; that is fine, nobody was charged.
    if (created.status === 409) return null
    expect(created.status, await created.clone().text()).toBe(201)
    const order = await created.json()
    const wallet = await sim.wallet.create(name, { amount: order.amount, memo: order.memo, metadata: order.metadata })
    expect(wallet.status).toBe(200)
    return { username: name, token, articleId: article.id, orderId: order.paymentId, piId: wallet.body.identifier }
  }

  async function newBuyers(prefix: string, howMany: number, plan: Plan) {
    const list: Buyer[] = []
    for (let index = 0; index < howMany; index++) {
      const buyer = await newBuyer(`${prefix}_${index}`, plan)
      if (buyer) list.push(buyer)
    }
    return list
  }

  /** The wallet signs, then the SDK's completion callback reaches us; answers whether Pi charged the buyer. */
  async function signAndComplete(buyer: Buyer) {
    const signed = await sim.wallet.sign(buyer.piId)
    if (signed.status !== 200) return { charged: false, completed: false }
    const completed = await api.complete(buyer.token, buyer.piId, signed.body.txid)
    return { charged: true, completed: completed.status === 200 }
  }

  const piState = async (piId: string) =>
    (await sim.control.state()).body.payments.find((row) => row.identifier === piId)?.state

  /** A charged buyer (a transaction on Pi) always ends with the promotion they paid for, ACTIVE. */
  async function expectChargedBuyersServed(list: Buyer[]) {
    for (const buyer of list) {
      const state = await piState(buyer.piId)
      const order = await findOrder(t.database.db, buyer.orderId)
      if (state === 'SIGNED' || state === 'COMPLETED') {
        expect(state, buyer.username).toBe('COMPLETED')
        expect(order!.status, buyer.username).toBe('COMPLETED')
        const [row] = await t.database.db.select().from(promotions).where(eq(promotions.paymentId, buyer.orderId))
        expect(row?.state, buyer.username).toBe('ACTIVE')
      } else {
        expect(order!.status, buyer.username).not.toBe('COMPLETED')
      }
    }
  }

  const plans: [string, Plan][] = [
    ['MAIN_SLIDER', { planType: 'MAIN_SLIDER' }],
    ['CATEGORY_SLIDER (games)', { planType: 'CATEGORY_SLIDER', categorySlug: 'games' }],
  ]

  it.each(plans)(
    '%s: 7 approved, 11 minutes pass, 5 more try, then the first 7 sign and complete: never more than 7',
    async (_name, plan) => {
      const first = await newBuyers('early', 7, plan)
      expect(first).toHaveLength(7)
      const approvals = await Promise.all(first.map((buyer) => api.approve(buyer.token, buyer.piId)))
      expect(approvals.map((response) => response.status)).toEqual(Array(7).fill(200))

      await passTime(11 * MINUTE)
      const late = await newBuyers('late', 5, plan)
      // The late buyers' approvals race the early buyers' signatures and completions.
      const peak = await peakWhile(
        plan,
        Promise.all([
          ...late.map((buyer) => api.approve(buyer.token, buyer.piId)),
          ...first.map((buyer) => signAndComplete(buyer)),
        ]),
      )
      // Whatever approval the late buyers got, they sign now too.
      const lateResults = await Promise.all(late.map((buyer) => signAndComplete(buyer)))

      expect(peak).toBeLessThanOrEqual(7)
      expect(await activeCount(plan)).toBeLessThanOrEqual(7)
      // The early buyers were shown a slot and Pi let them sign: each of them got it.
      expect(await activeCount(plan)).toBe(7)
      expect(lateResults.every((result) => !result.charged)).toBe(true)
      await expectChargedBuyersServed([...first, ...late])
    },
  )

  it('when the reconciler runs after the lapse, the early payments are cancelled on Pi and the late buyers get the slots', async () => {
    const plan: Plan = { planType: 'MAIN_SLIDER' }
    const first = await newBuyers('early', 7, plan)
    await Promise.all(first.map((buyer) => api.approve(buyer.token, buyer.piId)))
    await passTime(11 * MINUTE)
    const summary = await service.reconcile()
    expect(summary.cancelled).toBe(7)
    for (const buyer of first) expect(await piState(buyer.piId)).toBe('CANCELLED')

    const late = await newBuyers('late', 5, plan)
    expect(late).toHaveLength(5)
    const peak = await peakWhile(
      plan,
      Promise.all([
        ...late.map(async (buyer) => {
          expect((await api.approve(buyer.token, buyer.piId)).status).toBe(200)
          return signAndComplete(buyer)
        }),
        // Too late: Pi refuses the signature, so these buyers are not charged.
        ...first.map((buyer) => signAndComplete(buyer)),
      ]),
    )
    expect(peak).toBeLessThanOrEqual(7)
    expect(await activeCount(plan)).toBe(5)
    await expectChargedBuyersServed([...first, ...late])
  })

  it('the reconciler, the early signatures and the late buyers all at once: never more than 7, no charge lost', async () => {
    const plan: Plan = { planType: 'MAIN_SLIDER' }
    const first = await newBuyers('early', 7, plan)
    await Promise.all(first.map((buyer) => api.approve(buyer.token, buyer.piId)))
    await passTime(11 * MINUTE)

    const late: Buyer[] = []
    const peak = await peakWhile(
      plan,
      Promise.all([
        service.reconcile(),
        ...first.map((buyer) => signAndComplete(buyer)),
        ...Array.from({ length: 5 }, async (_, index) => {
          const buyer = await newBuyer(`late_${index}`, plan)
          if (!buyer) return
          late.push(buyer)
          if ((await api.approve(buyer.token, buyer.piId)).status === 200) await signAndComplete(buyer)
        }),
      ]),
    )
    // Whatever the reconciler left for later (a signature it met while cancelling), its next run settles.
    await service.reconcile()
    expect(peak).toBeLessThanOrEqual(7)
    expect(await activeCount(plan)).toBeLessThanOrEqual(7)
    await expectChargedBuyersServed([...first, ...late])
  })

  it('a buyer who signs while the reconciler cancels (Pi: payment_tx_present) is completed and served', async () => {
    const plan: Plan = { planType: 'MAIN_SLIDER' }
    const [buyer] = await newBuyers('racing', 1, plan)
    expect((await api.approve(buyer!.token, buyer!.piId)).status).toBe(200)
    await passTime(11 * MINUTE)
    // The reconciler reads the payment just before the user signs: it sees no transaction yet.
    const stale = (await sim.server.get(buyer!.piId)).body
    await sim.wallet.sign(buyer!.piId)
    await sim.control.faults({ method: 'GET', path: `/v2/payments/${buyer!.piId}`, status: 200, body: stale })

    const summary = await service.reconcile()
    expect(summary.completed).toBe(1)
    expect(await piState(buyer!.piId)).toBe('COMPLETED')
    await expectChargedBuyersServed([buyer!])
    expect(await activeCount(plan)).toBe(1)
  })
})
