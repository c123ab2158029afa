// A maker who cancels in the wallet after our approval and buys again at once, before the reconciler's
// next pass: the new purchase goes through, and the slot is held once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { findOrder } from '#src/test/factories'
import { buyerWithArticle, failure, paymentsApi, startPurchase } from './payments.test-support'

describe('buying again right after cancelling in the wallet', () => {
  let t: TestApp
  let sim: SimClient
  let api: ReturnType<typeof paymentsApi>

  const mainSlots = async () =>
    (await (await t.request('/api/payments/slots?promoteType=MAIN_SLIDER')).json()).remainingSlots as number

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
    api = paymentsApi(t)
  })
  afterAll(async () => {
    await t.close()
  })

  it('closes the cancelled order, frees its slot for the new one, and completes the new purchase', async () => {
    const b = await buyerWithArticle(t, 'changed_mind')
    const before = await mainSlots()
    const first = await startPurchase(t, sim, b.username, b.token, { planType: 'MAIN_SLIDER', articleId: b.articleId })
    expect((await api.approve(b.token, first.piId)).status).toBe(200)
    expect((await sim.wallet.userCancel(first.piId)).status).toBe(200)

    const second = await startPurchase(t, sim, b.username, b.token, { planType: 'MAIN_SLIDER', articleId: b.articleId })
    expect((await findOrder(t.database.db, first.order.paymentId))!.status).toBe('CANCELLED')
    expect(await mainSlots()).toBe(before)

    expect((await api.approve(b.token, second.piId)).status).toBe(200)
    const { txid } = (await sim.wallet.sign(second.piId)).body
    expect((await api.complete(b.token, second.piId, txid)).status).toBe(200)
    expect(await mainSlots()).toBe(before - 1)
    const status = await (await api.status(b.token, second.order.paymentId)).json()
    expect(status.status).toBe('COMPLETED')
  })

  it('still refuses while the first payment is open on Pi (not cancelled): the slot is not sold twice', async () => {
    const b = await buyerWithArticle(t, 'still_paying')
    const first = await startPurchase(t, sim, b.username, b.token, { planType: 'MAIN_SLIDER', articleId: b.articleId })
    expect((await api.approve(b.token, first.piId)).status).toBe(200)

    const again = await api.create(b.token, { planType: 'MAIN_SLIDER', articleId: b.articleId })
    expect(await failure(again)).toEqual([409, 'PROMOTION_ALREADY_ACTIVE'])
    expect((await findOrder(t.database.db, first.order.paymentId))!.status).toBe('APPROVED')
  })
})
