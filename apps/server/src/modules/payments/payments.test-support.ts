// Test helpers for the purchase flow: the web's calls to our API and the wallet's calls to the simulator.
import { expect } from 'vitest'
import type { PlanType } from '@spotlight/shared/domain/plans'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { createPromotionsService, waitlistHoldsJob } from '#src/modules/promotions/promotions.service'
import type { articles } from '#src/db/schema/index'
import { buildTestApp, signIn, type TestApp, type TestResponse } from '#src/test/build-test-app'
import { findUserId, insertArticle } from '#src/test/factories'
import { createPaymentsService, type PaymentsService } from './payments.service'

export type CreateBody = {
  planType: PlanType
  articleId?: number
  categorySlug?: string | null
  username?: string
}
export type Order = {
  paymentId: string
  amount: number
  memo: string
  metadata: Record<string, unknown>
}

export function paymentsApi(t: TestApp) {
  const post = (path: string, token: string | undefined, json: unknown) =>
    t.request(`/api/payments/${path}`, { method: 'POST', json, ...(token ? { token } : {}) })
  return {
    create: (token: string | undefined, body: CreateBody) => post('create', token, body),
    approve: (token: string | undefined, piPaymentId: string) => post('approve', token, { paymentId: piPaymentId }),
    complete: (token: string | undefined, piPaymentId: string, txid: string) =>
      post('complete', token, { paymentId: piPaymentId, txid }),
    incomplete: (token: string | undefined, piPaymentId: string) =>
      post('incomplete', token, { paymentId: piPaymentId }),
    status: (token: string | undefined, id: string) =>
      t.request(`/api/payments/by-payment-id/${id}`, token ? { token } : {}),
  }
}

export type PaymentsApi = ReturnType<typeof paymentsApi>

/**
 * An app whose clock the test moves (renewals, waiting lists, the reconciler, the outbox's backoff):
 * our server's clock is real time plus an offset, with the simulator's client, our payments API, and
 * the reconciler production runs every minute (off in tests) on that same clock.
 */
export async function clockedPaymentsApp() {
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)
  const t = await buildTestApp({ now })
  const sim = simClient(t)
  const { db, pi, log } = t.app
  const reconcilerOn = (promotions = createPromotionsService({ db, now })) =>
    createPaymentsService({ db, pi, prices: t.config.planPrices, log, now, promotions })
  const reconciler = reconcilerOn()
  return {
    t,
    sim,
    api: paymentsApi(t),
    reconciler,
    now,
    /** Time passes for the Pi Platform (the simulator's clock) and for our server alike. */
    async passTime(ms: number) {
      offsetMs += ms
      expect((await sim.control.advance(ms)).status).toBe(200)
    },
    /** Our server's clock only, `ms` ahead of real time, where Pi's windows need not move. */
    setServerOffset(ms: number) {
      offsetMs = ms
    },
    /**
     * What the app runs every minute in production: the reconciler, then the scheduler's due jobs (the
     * waiting lists' tick, 'waitlist-holds', among them). Answers the reconciler's summary and the jobs run.
     */
    async everyMinute() {
      const summary = await reconciler.reconcile()
      const { ran } = await t.app.scheduler.runDue()
      return { ...summary, ran }
    },
    /**
     * Another instance on this database and clock, for races: its minute's work is its reconciler, then
     * the waiting lists' job run directly (the scheduler gives each period to one instance, but a slow
     * run may still meet the next one).
     */
    anotherInstance() {
      const promotions = createPromotionsService({ db, now })
      const instanceReconciler = reconcilerOn(promotions)
      const job = waitlistHoldsJob(promotions)
      return {
        async everyMinute() {
          await instanceReconciler.reconcile()
          await job.run({ db, now: now() })
        },
      }
    },
  }
}

export type ClockedPaymentsApp = Awaited<ReturnType<typeof clockedPaymentsApp>>

/**
 * A second payments service over the app's database, whose reconciler the test runs by hand, `ms` past
 * real time: the server keeps the real clock while only Pi's (the simulator's) windows lapse.
 */
export function reconcilerAhead(t: TestApp): (ms: number) => ReturnType<PaymentsService['reconcile']> {
  const { db, pi, log } = t.app
  const promotions = createPromotionsService({ db })
  const service = createPaymentsService({ db, pi, prices: t.config.planPrices, log, promotions })
  return (ms) => service.reconcile(new Date(Date.now() + ms))
}

/** `[status, error code]` of one of our answers. */
export async function failure(response: TestResponse): Promise<[number, string | undefined]> {
  const body = (await response.json()) as { error?: { code?: string } }
  return [response.status, body.error?.code]
}

/** A buyer signed in, with a published article of their own (its fields as `article` says). */
export async function buyerWithArticle(
  t: TestApp,
  username: string,
  article: Partial<typeof articles.$inferInsert> = {},
) {
  const { accessToken: token } = await signIn(t, username)
  const { id: articleId } = await insertArticle(t.database.db, await findUserId(t.database.db, username), article)
  return { username, token, articleId }
}

/** Our order, then the wallet's Pi payment for it, as the web and the SDK do. */
export async function startPurchase(t: TestApp, sim: SimClient, user: string, token: string, body: CreateBody) {
  const created = await paymentsApi(t).create(token, body)
  expect(created.status, await created.clone().text()).toBe(201)
  const order = (await created.json()) as Order
  const wallet = await sim.wallet.create(user, { amount: order.amount, memo: order.memo, metadata: order.metadata })
  expect(wallet.status, JSON.stringify(wallet.body)).toBe(200)
  return { order, piId: wallet.body.identifier }
}

/** The whole happy path: create, wallet payment, approve, sign, complete. */
export async function buy(t: TestApp, sim: SimClient, user: string, token: string, body: CreateBody) {
  const api = paymentsApi(t)
  const { order, piId } = await startPurchase(t, sim, user, token, body)
  const approved = await api.approve(token, piId)
  expect(approved.status, await approved.clone().text()).toBe(200)
  const { txid } = (await sim.wallet.sign(piId)).body
  const completed = await api.complete(token, piId, txid)
  expect(completed.status, await completed.clone().text()).toBe(200)
  return { order, piId, txid, completed: await completed.json() }
}
