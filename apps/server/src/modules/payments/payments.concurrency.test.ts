// Races: SDK retries, the incomplete path and many buyers for the last slots, on one and on two servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findOrder, findUserId, insertArticle, insertPromotion, listCredits, listPromotions } from '#src/test/factories'
import { promotions } from '#src/db/schema/index'
import { createPromotionsRepository } from '#src/modules/promotions/promotions.repository'
import { failure, paymentsApi, startPurchase } from './payments.test-support'

type Buyer = { username: string; token: string; articleId: number; app: TestApp }

describe('payments under concurrency', () => {
  let t: TestApp
  let sim: SimClient
  let api: ReturnType<typeof paymentsApi>

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
    api = paymentsApi(t)
  })
  afterAll(async () => {
    await t.close()
  })

  const takenMainSlots = () =>
    createPromotionsRepository(t.database.db).countTakenSlots({ planType: 'MAIN_SLIDER' }, new Date())

  it('10 parallel completes (plus the incomplete path) grant exactly one credit', async () => {
    const { accessToken: token } = await signIn(t, 'racer')
    const userId = await findUserId(t.database.db, 'racer')
    const { order, piId } = await startPurchase(t, sim, 'racer', token, { planType: 'STANDARD' })
    const approvals = await Promise.all(Array.from({ length: 10 }, () => api.approve(token, piId)))
    expect(approvals.map((response) => response.status)).toEqual(Array(10).fill(200))
    const { txid } = (await sim.wallet.sign(piId)).body

    const completions = await Promise.all([
      ...Array.from({ length: 10 }, () => api.complete(token, piId, txid)),
      api.incomplete(token, piId),
    ])
    expect(completions.map((response) => response.status)).toEqual(Array(11).fill(200))
    expect(await listCredits(t.database.db, userId)).toHaveLength(1)
    expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('COMPLETED')
  })

  it('10 parallel approves and completes of a slider plan hold one slot and activate one promotion', async () => {
    const { accessToken: token } = await signIn(t, 'slider_racer')
    const article = await insertArticle(t.database.db, await findUserId(t.database.db, 'slider_racer'))
    const before = await takenMainSlots()
    const { piId } = await startPurchase(t, sim, 'slider_racer', token, {
      planType: 'MAIN_SLIDER',
      articleId: article.id,
    })
    const approvals = await Promise.all(Array.from({ length: 10 }, () => api.approve(token, piId)))
    expect(approvals.every((response) => response.status === 200)).toBe(true)
    expect(await takenMainSlots()).toBe(before + 1)
    expect(await listPromotions(t.database.db, article.id)).toHaveLength(1)

    const { txid } = (await sim.wallet.sign(piId)).body
    const completions = await Promise.all(Array.from({ length: 10 }, () => api.complete(token, piId, txid)))
    expect(completions.every((response) => response.status === 200)).toBe(true)
    const rows = await listPromotions(t.database.db, article.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.state).toBe('ACTIVE')
    expect(await takenMainSlots()).toBe(before + 1)
  })

  /**
   * `count` buyers, each with a published article and an order plus a wallet payment for MAIN_SLIDER;
   * sign-ins are spread over the apps (each app rate-limits sign-in per IP).
   */
  async function buyers(apps: TestApp[], count: number, prefix: string): Promise<(Buyer & { piId: string })[]> {
    const list: (Buyer & { piId: string })[] = []
    for (let index = 0; index < count; index++) {
      const app = apps[index % apps.length]!
      const username = `${prefix}_${index}`
      const { accessToken: token } = await signIn(app, username)
      const article = await insertArticle(t.database.db, await findUserId(t.database.db, username))
      const { piId } = await startPurchase(app, sim, username, token, {
        planType: 'MAIN_SLIDER',
        articleId: article.id,
      })
      list.push({ username, token, articleId: article.id, app, piId })
    }
    return list
  }

  /** Everyone approves at once; answers the figures of the race. */
  async function race(list: (Buyer & { piId: string })[]) {
    const answers = await Promise.all(list.map((buyer) => paymentsApi(buyer.app).approve(buyer.token, buyer.piId)))
    const approved = list.filter((_, index) => answers[index]!.status === 200)
    const refusals = await Promise.all(
      answers.filter((response) => response.status !== 200).map((response) => failure(response)),
    )
    const states = (await sim.control.state()).body.payments
    const piApproved = list.filter(
      (buyer) => states.find((row) => row.identifier === buyer.piId)?.payment.status.developer_approved,
    )
    return { approved, refusals, piApproved }
  }

  it('24 concurrent buyers for the last 2 MAIN_SLIDER slots: 2 approved, 22 refused, never more than 7', async () => {
    // Free the main slider, then take 5 of its 7 slots.
    const filler = await insertArticle(t.database.db, await findUserId(t.database.db, 'racer'))
    const held = 7 - 2 - (await takenMainSlots())
    for (let index = 0; index < held; index++) await insertPromotion(t.database.db, filler.id, 'MAIN_SLIDER')
    expect(await takenMainSlots()).toBe(5)

    const list = await buyers([t], 24, 'one')
    const { approved, refusals, piApproved } = await race(list)
    expect(approved).toHaveLength(2)
    expect(refusals).toHaveLength(22)
    expect(refusals.every(([status, code]) => status === 409 && code === 'PROMOTION_NO_SLOT')).toBe(true)
    // Nobody is approved on Pi without a slot; every refused payment is cancelled there.
    expect(piApproved.map((buyer) => buyer.username).sort()).toEqual(approved.map((buyer) => buyer.username).sort())
    expect(await takenMainSlots()).toBe(7)

    // The winners complete; the slider is full, and stays so.
    for (const winner of approved) {
      const { txid } = (await sim.wallet.sign(winner.piId)).body
      expect((await api.complete(winner.token, winner.piId, txid)).status).toBe(200)
    }
    expect(await takenMainSlots()).toBe(7)
    console.info(`one server: ${list.length} attempts, ${approved.length} slots granted, ${refusals.length} refused`)
  })

  it('50 concurrent buyers across two server instances on one database: never more than 7', async () => {
    // Two more instances on the same database and the same Pi Platform (the first one's simulator);
    // fresh ones, since each instance rate-limits sign-in per IP.
    const env = { PI_API_BASE: `${t.url}/__pi-sim` }
    const first = await buildTestApp({ database: t.database, env })
    const second = await buildTestApp({ database: t.database, env })
    try {
      // Expiry frees slots: expire everything the previous test held, then take 4 of 7.
      const filler = await insertArticle(t.database.db, await findUserId(t.database.db, 'racer'))
      await t.database.db.update(promotions).set({ expiresAt: new Date(Date.now() - 1000) })
      expect(await takenMainSlots()).toBe(0)
      for (let index = 0; index < 4; index++) await insertPromotion(t.database.db, filler.id, 'MAIN_SLIDER')

      const list = await buyers([first, second], 50, 'two')
      const { approved, refusals, piApproved } = await race(list)
      expect(approved).toHaveLength(3)
      expect(refusals).toHaveLength(47)
      expect(refusals.every(([status, code]) => status === 409 && code === 'PROMOTION_NO_SLOT')).toBe(true)
      expect(piApproved).toHaveLength(3)
      expect(await takenMainSlots()).toBe(7)
      console.info(`two servers: ${list.length} attempts, ${approved.length} slots granted, ${refusals.length} refused`)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
