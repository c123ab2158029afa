// Under concurrency no slider ever exceeds 7 active, reserved or held slots: buyers
// who are not in line, those waiting, and two instances' minute work (reconciler and waiting-list tick)
// all at once, after three promotions reached their end. Counted here with our own query, not the service's.
import { and, count, eq, gt, isNull, or } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { promotions, slotWaitlist } from '#src/db/schema/index'
import type { SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import {
  clockedPaymentsApp,
  type ClockedPaymentsApp,
  type PaymentsApi,
} from '#src/modules/payments/payments.test-support'
import { signIn, type TestApp } from '#src/test/build-test-app'
import { findUserId, insertArticle, insertPromotion } from '#src/test/factories'

const HOUR = 3600_000

describe('the main slider under concurrent buyers, waiters and ticks', () => {
  let t: TestApp
  let sim: SimClient
  let api: PaymentsApi
  let now: () => Date
  let passTime: ClockedPaymentsApp['passTime']
  let anotherInstance: ClockedPaymentsApp['anotherInstance']

  beforeEach(async () => {
    ;({ t, sim, api, now, passTime, anotherInstance } = await clockedPaymentsApp())
  })
  afterEach(async () => {
    await t.close()
  })

  /** Active unexpired + reserved + holds in force not yet taken over by an order. */
  async function occupied() {
    const at = now()
    const [live] = await t.database.db
      .select({ n: count() })
      .from(promotions)
      .where(
        and(
          eq(promotions.planType, 'MAIN_SLIDER'),
          or(and(eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, at)), eq(promotions.state, 'RESERVED')),
        ),
      )
    const [held] = await t.database.db
      .select({ n: count() })
      .from(slotWaitlist)
      .where(and(gt(slotWaitlist.heldUntil, at), isNull(slotWaitlist.orderId)))
    return live!.n + held!.n
  }

  async function activeCount() {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(promotions)
      .where(
        and(eq(promotions.planType, 'MAIN_SLIDER'), eq(promotions.state, 'ACTIVE'), gt(promotions.expiresAt, now())),
      )
    return row!.n
  }

  it('3 slots free up: they go to the first 3 waiting, never past 7, and nobody else buys one', async () => {
    await signIn(t, 'fay')
    const owner = await findUserId(t.database.db, 'fay')
    for (let index = 0; index < 7; index++) {
      const { id } = await insertArticle(t.database.db, owner)
      await insertPromotion(t.database.db, id, 'MAIN_SLIDER', {
        startsAt: now(),
        expiresAt: new Date(now().getTime() + (index < 3 ? HOUR : 40 * 24 * HOUR)),
      })
    }
    const people = async (prefix: string, howMany: number) =>
      Promise.all(
        Array.from({ length: howMany }, async (_, index) => {
          const name = `${prefix}_${index}`
          const { accessToken: token } = await signIn(t, name)
          const article = await insertArticle(t.database.db, await findUserId(t.database.db, name))
          return { name, token, articleId: article.id }
        }),
      )
    const waiters = await people('waiter', 4)
    for (const waiter of waiters) {
      const joined = await t.request('/api/payments/waitlist', {
        method: 'POST',
        token: waiter.token,
        json: { planType: 'MAIN_SLIDER' },
      })
      expect(joined.status).toBe(200)
    }
    const outsiders = await people('outsider', 6)
    await passTime(2 * HOUR)

    // Two instances on one database, on the same clock, each running its reconciler and then the waiting
    // lists' job at once.
    const instances = [anotherInstance(), anotherInstance()]
    const tryToBuy = async (buyer: { name: string; token: string; articleId: number }) => {
      const created = await api.create(buyer.token, { planType: 'MAIN_SLIDER', articleId: buyer.articleId })
      if (created.status !== 201) return false
      const order = await created.json()
      const wallet = await sim.wallet.create(buyer.name, {
        amount: order.amount,
        memo: order.memo,
        metadata: order.metadata,
      })
      if ((await api.approve(buyer.token, wallet.body.identifier)).status !== 200) return false
      const signed = await sim.wallet.sign(wallet.body.identifier)
      return (await api.complete(buyer.token, wallet.body.identifier, signed.body.txid)).status === 200
    }

    let peak = 0
    let done = false
    const sampling = (async () => {
      while (!done) {
        peak = Math.max(peak, await occupied())
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    const [outsiderResults, waiterResults] = await Promise.all([
      Promise.all(outsiders.map(tryToBuy)),
      // The waiters try once their place may have been held (after a first tick).
      (async () => {
        await instances[0]!.everyMinute()
        return Promise.all(waiters.map(tryToBuy))
      })(),
      instances[1]!.everyMinute(),
    ]).finally(() => {
      done = true
    })
    await sampling

    expect(peak).toBeLessThanOrEqual(7)
    expect(await occupied()).toBeLessThanOrEqual(7)
    expect(outsiderResults.every((bought) => !bought)).toBe(true)
    // The first three in line got the three slots; the fourth still waits, first in line.
    expect(waiterResults).toEqual([true, true, true, false])
    expect(await activeCount()).toBe(7)
    const last = await (await t.request('/api/payments/waitlist', { token: waiters[3]!.token })).json()
    expect(last).toMatchObject([{ position: 1, heldUntil: null }])
  }, 120_000)
})
