// The Pi Platform answering what it should not (a refusal our server key cannot explain, a payment
// other than the one asked for), against the simulator over HTTP: the buyer gets a 502 to retry,
// never a 500, and nothing is granted without a completed payment of the order's amount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simClient, type SimClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { findOrder, findUserId, listCredits } from '#src/test/factories'
import { failure, paymentsApi, reconcilerAhead, startPurchase } from './payments.test-support'

const MINUTE = 60_000

describe('the Pi Platform misbehaving during a payment', () => {
  let t: TestApp
  let sim: SimClient
  let api: ReturnType<typeof paymentsApi>
  let reconcileLater: ReturnType<typeof reconcilerAhead>
  let n = 0

  async function newBuyer() {
    n += 1
    const username = `misbehaved_${n}`
    const { accessToken: token } = await signIn(t, username)
    return { username, token, userId: await findUserId(t.database.db, username) }
  }

  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date() })
    sim = simClient(t)
    api = paymentsApi(t)
    reconcileLater = reconcilerAhead(t)
  })
  afterAll(async () => {
    await t.close()
  })

  it.each([
    [429, { error: 'too_many_requests', error_message: 'Slow down.' }],
    [401, { error: 'invalid_key', error_message: 'Unknown API key.' }],
    [400, { error: 'bad_request', error_message: 'Malformed.' }],
  ])('a %s from Pi when the payment is read: 502 PI_UNAVAILABLE, the retry goes through', async (status, body) => {
    const b = await newBuyer()
    const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
    await sim.control.faults({ method: 'GET', path: `/v2/payments/${piId}`, status, body })
    expect(await failure(await api.approve(b.token, piId))).toEqual([502, 'PI_UNAVAILABLE'])
    expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('CREATED')
    expect((await api.approve(b.token, piId)).status).toBe(200)
  })

  it('a 429 from Pi while an unsigned leftover payment is cancelled: 502, the order stays open for the next try', async () => {
    const b = await newBuyer()
    const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
    expect((await api.approve(b.token, piId)).status).toBe(200)
    await sim.control.faults({ method: 'POST', path: `/v2/payments/${piId}/cancel`, status: 429 })
    const incomplete = (id: string) =>
      t.request('/api/payments/incomplete', { method: 'POST', token: b.token, json: { paymentId: id } })
    expect(await failure(await incomplete(piId))).toEqual([502, 'PI_UNAVAILABLE'])
    expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('APPROVED')
    expect((await (await incomplete(piId)).json()).outcome).toBe('CANCELLED')
  })

  it('the reconciler grants nothing for a completed payment Pi reports with another amount', async () => {
    const b = await newBuyer()
    const { order, piId } = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
    expect((await api.approve(b.token, piId)).status).toBe(200)
    const { txid } = (await sim.wallet.sign(piId)).body
    await sim.control.faults({ method: 'POST', path: `/v2/payments/${piId}/complete`, status: 503 })
    expect(await failure(await api.complete(b.token, piId, txid))).toEqual([502, 'PI_UNAVAILABLE'])

    const real = (await sim.server.get(piId)).body
    const cheaper = {
      ...real,
      amount: Number(real.amount) / 10,
      status: { ...real.status, developer_completed: true },
    }
    await sim.control.faults({ method: 'GET', path: `/v2/payments/${piId}`, status: 200, body: cheaper })
    const summary = await reconcileLater(2 * MINUTE)
    expect(summary.completed).toBe(0)
    expect(await listCredits(t.database.db, b.userId)).toEqual([])
    expect((await findOrder(t.database.db, order.paymentId))!.status).not.toBe('COMPLETED')

    // Pi's true answer afterwards: the reconciler settles the order as paid.
    expect((await reconcileLater(2 * MINUTE)).completed).toBe(1)
    expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('COMPLETED')
    expect(await listCredits(t.database.db, b.userId)).toHaveLength(1)
  })

  it('Pi answering with another payment than the one asked for: 502, nothing bound', async () => {
    const b = await newBuyer()
    const first = await startPurchase(t, sim, b.username, b.token, { planType: 'STANDARD' })
    const other = (await sim.server.get(first.piId)).body
    const c = await newBuyer()
    const { order, piId } = await startPurchase(t, sim, c.username, c.token, { planType: 'STANDARD' })
    // Pi confusing two payments of one app: the answer is the first buyer's, relabelled as this one's user.
    const wrong = { ...other, user_uid: (await sim.server.get(piId)).body.user_uid }
    await sim.control.faults({ method: 'GET', path: `/v2/payments/${piId}`, status: 200, body: wrong })
    expect(await failure(await api.approve(c.token, piId))).toEqual([502, 'PI_UNAVAILABLE'])
    expect((await findOrder(t.database.db, order.paymentId))!.status).toBe('CREATED')
    expect((await findOrder(t.database.db, first.order.paymentId))!.piPaymentId).toBeNull()
  })
})
