import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import { PAYMENT, paymentIn, refusal, simClient, type PiErrorBody, type SimClient } from './pi-sim.test-support'

describe('Pi simulator: the wallet side', () => {
  let t: TestApp
  let sim: SimClient

  beforeAll(async () => {
    t = await buildTestApp()
    sim = simClient(t)
  })
  beforeEach(async () => {
    await sim.control.reset()
  })
  afterAll(async () => {
    await t.close()
  })

  it('creates a U2A payment and answers a PaymentDTO with a new 28-character identifier', async () => {
    const first = await sim.wallet.create('alice')
    expect(first.status).toBe(200)
    expect(first.body.identifier).toMatch(/^[A-Za-z0-9]{28}$/)
    expect(first.body).toMatchObject({
      user_uid: 'sim-uid-alice',
      amount: PAYMENT.amount,
      memo: PAYMENT.memo,
      metadata: PAYMENT.metadata,
      direction: 'user_to_app',
      network: 'Pi Testnet',
      status: {
        developer_approved: false,
        transaction_verified: false,
        developer_completed: false,
        cancelled: false,
        user_cancelled: false,
      },
      transaction: null,
    })
    expect(first.body.from_address).toMatch(/^G[A-Z2-7]{55}$/)
    expect(first.body.to_address).toMatch(/^G[A-Z2-7]{55}$/)
    expect(Date.parse(first.body.created_at)).not.toBeNaN()
    const second = await sim.wallet.create('bob')
    expect(second.body.identifier).not.toBe(first.body.identifier)
  })

  it('refuses a bad token or bad payment data with Pi’s codes', async () => {
    const anonymous = await sim.call<PiErrorBody>('POST', '/v2/payments/user_to_app', { json: PAYMENT })
    expect(refusal(anonymous)).toEqual([401, 'invalid_token'])
    const cases: [unknown, string][] = [
      [{ ...PAYMENT, amount: 0 }, 'invalid_amount'],
      [{ ...PAYMENT, amount: '3' }, 'invalid_amount'],
      [{ ...PAYMENT, metadata: 'x' }, 'invalid_metadata'],
      [{ ...PAYMENT, memo: 7 }, 'invalid_arguments'],
      [[], 'invalid_arguments'],
    ]
    for (const [json, code] of cases) {
      const answer = await sim.wallet.create('alice', json)
      expect(refusal(answer), JSON.stringify(json)).toEqual([400, code])
    }
    await sim.control.seed({ users: [{ username: 'noscope', scopes: ['username'] }] })
    const noScope = await sim.wallet.create('noscope')
    expect(refusal(noScope)).toEqual([401, 'missing_scope'])
  })

  it('cancels the user’s open payment without a transaction when a new one starts', async () => {
    const created = await paymentIn(sim, 'alice', 'CREATED')
    const approved = await paymentIn(sim, 'alice', 'APPROVED')
    expect((await sim.server.get(created.id)).body.status.cancelled).toBe(true)
    await sim.wallet.create('alice')
    const replaced = (await sim.server.get(approved.id)).body
    expect(replaced.status).toMatchObject({ cancelled: true, user_cancelled: false, developer_approved: true })
  })

  it('refuses a new payment with 409 ongoing_payment_found while one has a transaction', async () => {
    const signed = await paymentIn(sim, 'alice', 'SIGNED')
    const refused = await sim.call<PiErrorBody>('POST', '/v2/payments/user_to_app', {
      auth: 'Bearer sim-alice',
      json: PAYMENT,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('ongoing_payment_found')
    expect(refused.body.payment).toMatchObject({ identifier: signed.id, transaction: { txid: signed.txid } })
    expect((await sim.wallet.create('bob')).status).toBe(200)
    await sim.server.complete(signed.id, signed.txid)
    expect((await sim.wallet.create('alice')).status).toBe(200)
  })

  it('reports the user’s incomplete payment: approved or signed, never someone else’s', async () => {
    expect((await sim.wallet.incomplete('alice')).body).toEqual({ exists: false, payment: null })
    const created = await paymentIn(sim, 'alice', 'CREATED')
    expect((await sim.wallet.incomplete('alice')).body.exists).toBe(false)
    await sim.server.approve(created.id)
    const approved = (await sim.wallet.incomplete('alice')).body
    expect(approved.exists).toBe(true)
    expect(approved.payment).toMatchObject({ identifier: created.id, transaction: null })
    const { txid } = (await sim.wallet.sign(created.id)).body
    expect((await sim.wallet.incomplete('alice')).body.payment?.transaction?.txid).toBe(txid)
    expect((await sim.wallet.incomplete('bob')).body.exists).toBe(false)
    await sim.server.complete(created.id, txid)
    expect((await sim.wallet.incomplete('alice')).body.exists).toBe(false)
    expect((await sim.call('GET', '/v2/payments/incomplete', { auth: sim.key })).status).toBe(401)
  })

  it('shows the payer, and only the payer, the payment through the wallet route', async () => {
    const { id } = await paymentIn(sim, 'alice', 'CREATED')
    const own = await sim.call('GET', `/v2/payments/${id}/wallet`, { auth: 'Bearer sim-alice' })
    expect([own.status, own.body.identifier]).toEqual([200, id])
    const other = await sim.call<PiErrorBody>('GET', `/v2/payments/${id}/wallet`, { auth: 'Bearer sim-bob' })
    expect(refusal(other)).toEqual([404, 'payment_not_found'])
  })

  it('signs only after approval, once, and only as the payer when a token is sent', async () => {
    const { id } = await paymentIn(sim, 'alice', 'CREATED')
    const early = await sim.call<PiErrorBody>('POST', `/v2/payments/${id}/sign`)
    expect(refusal(early)).toEqual([400, 'not_approved'])
    await sim.server.approve(id)
    const stranger = await sim.call<PiErrorBody>('POST', `/v2/payments/${id}/sign`, { auth: 'Bearer sim-bob' })
    expect(refusal(stranger)).toEqual([403, 'forbidden'])
    const first = await sim.call<{ txid: string }>('POST', `/v2/payments/${id}/sign`, { auth: 'Bearer sim-alice' })
    const again = await sim.wallet.sign(id)
    expect(first.body.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(again.body.txid).toBe(first.body.txid)
    const unknown = await sim.call<PiErrorBody>('POST', `/v2/payments/${'z'.repeat(28)}/sign`)
    expect(refusal(unknown)).toEqual([404, 'payment_not_found'])
  })

  it('plays the user cancelling before signing, never after', async () => {
    const { id } = await paymentIn(sim, 'alice', 'APPROVED')
    const cancelled = await sim.wallet.userCancel(id)
    expect(cancelled.status).toBe(200)
    // Pi's `cancelled` means the developer or Pi cancelled; a user's cancel is `user_cancelled` alone.
    expect(cancelled.body.status).toMatchObject({ cancelled: false, user_cancelled: true, developer_approved: true })
    expect((await sim.server.get(id)).body.status).toEqual(cancelled.body.status)
    const seeded = await sim.control.seed({
      payments: [{ username: 'carol', state: 'CANCELLED', amount: 1, userCancelled: true }],
    })
    expect(seeded.body.payments[0]!.status).toMatchObject({ cancelled: false, user_cancelled: true })
    const signed = await paymentIn(sim, 'bob', 'SIGNED')
    const refused = await sim.call<PiErrorBody>('POST', `/v2/payments/${signed.id}/user-cancel`)
    expect(refusal(refused)).toEqual([400, 'payment_tx_present'])
  })

  it('lapses a payment nobody approved once the approval window has passed on the fake clock', async () => {
    const { id } = await paymentIn(sim, 'alice', 'CREATED')
    await sim.control.advance(59_000)
    expect((await sim.server.get(id)).body.status.cancelled).toBe(false)
    await sim.control.advance(1_000)
    const lapsed = (await sim.server.get(id)).body
    expect(lapsed.status).toMatchObject({ cancelled: true, user_cancelled: false, developer_approved: false })
    const late = await sim.call<PiErrorBody>('POST', `/v2/payments/${id}/approve`, { auth: sim.key })
    expect(refusal(late)).toEqual([400, 'cancelled_payment'])
  })

  it('takes the approval window from the settings or from the SDK’s header', async () => {
    await sim.control.config({ approvalWindowMs: 5_000 })
    const configured = await paymentIn(sim, 'alice', 'CREATED')
    const fromHeader = await sim.call('POST', '/v2/payments/user_to_app', {
      auth: 'Bearer sim-bob',
      json: PAYMENT,
      headers: { 'x-pi-sim-approval-window-ms': '2000' },
    })
    await sim.control.advance(2_000)
    expect((await sim.server.get(fromHeader.body.identifier)).body.status.cancelled).toBe(true)
    expect((await sim.server.get(configured.id)).body.status.cancelled).toBe(false)
    await sim.control.advance(3_000)
    expect((await sim.server.get(configured.id)).body.status.cancelled).toBe(true)
  })

  it('follows the configured network and app wallet', async () => {
    await sim.control.config({ network: 'Pi Network', appWallet: 'GAPPWALLET' })
    const created = await sim.wallet.create('alice')
    expect(created.body).toMatchObject({ network: 'Pi Network', to_address: 'GAPPWALLET' })
  })

  it('serves the browser stand-in of the Pi SDK as JavaScript', async () => {
    const response = await t.request('/__pi-sim/pi-sdk.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/)
    const script = await response.text()
    expect(script).toContain('window.Pi = {')
    expect(script).not.toMatch(/\beval\(|new Function/)
    // It must at least parse as a script.
    expect(() => new Function(script)).not.toThrow()
  })
})
