import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import type { UserDto } from './pi-sim.dto'
import { paymentIn, refusal, simClient, type PiErrorBody, type SimClient } from './pi-sim.test-support'

describe('Pi simulator: the Platform API', () => {
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

  it('answers GET /v2/me with the full UserDTO of a sim-<username> token', async () => {
    const before = Date.now()
    const me = await sim.call<UserDto>('GET', '/v2/me', { auth: 'Bearer sim-alice' })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      uid: 'sim-uid-alice',
      username: 'alice',
      credentials: { scopes: ['username', 'payments'] },
    })
    const validUntil = me.body.credentials.valid_until
    // One hour ahead, rounded up to whole seconds with a little slack (see pi-sim.dto.ts).
    expect(validUntil.timestamp * 1000).toBeGreaterThanOrEqual(before + 3_600_000)
    expect(validUntil.timestamp * 1000).toBeLessThanOrEqual(Date.now() + 3_604_000)
    expect(new Date(validUntil.iso8601).getTime()).toBe(validUntil.timestamp * 1000)
  })

  it('answers GET /v2/me without username when the token was not granted the username scope', async () => {
    await sim.control.seed({ users: [{ username: 'quiet', scopes: ['payments'] }] })
    const seeded = await sim.call<UserDto>('GET', '/v2/me', { auth: 'Bearer sim-quiet' })
    expect(seeded.status).toBe(200)
    expect(seeded.body).not.toHaveProperty('username')
    expect(seeded.body).toMatchObject({ uid: 'sim-uid-quiet', credentials: { scopes: ['payments'] } })

    // The consent window.Pi reports at Pi.authenticate decides it for the token it hands out.
    await sim.call('POST', '/_device/consent', { auth: 'Bearer sim-alice', json: { scopes: ['payments'] } })
    expect((await sim.call<UserDto>('GET', '/v2/me', { auth: 'Bearer sim-alice' })).body).not.toHaveProperty('username')
    await sim.call('POST', '/_device/consent', { auth: 'Bearer sim-alice', json: { scopes: ['username'] } })
    expect((await sim.call<UserDto>('GET', '/v2/me', { auth: 'Bearer sim-alice' })).body).toMatchObject({
      uid: 'sim-uid-alice',
      username: 'alice',
    })
  })

  it('answers 401 in Pi’s error shape for any other token', async () => {
    const tokens = [undefined, 'Bearer bogus', 'Bearer sim-AB', 'Bearer sim-ab', 'Bearer sim-a-b-c', 'Key sim-alice']
    for (const auth of tokens) {
      const me = await sim.call<PiErrorBody>('GET', '/v2/me', auth ? { auth } : {})
      expect(me.status, String(auth)).toBe(401)
      expect(me.body).toEqual({ error: 'invalid_token', error_message: expect.any(String) })
    }
  })

  it('plays the whole server side of a payment: get, approve (twice), complete', async () => {
    const { id } = await paymentIn(sim, 'alice', 'CREATED')
    const fetched = await sim.server.get(id)
    expect(fetched.status).toBe(200)
    expect(fetched.body).toMatchObject({ identifier: id, user_uid: 'sim-uid-alice', direction: 'user_to_app' })

    const approved = await sim.server.approve(id)
    expect(approved.status).toBe(200)
    expect(approved.body.status.developer_approved).toBe(true)
    const again = await sim.server.approve(id)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(approved.body)

    const signed = await sim.wallet.sign(id)
    expect(signed.status).toBe(200)
    expect(signed.body.txid).toMatch(/^[0-9a-f]{64}$/)
    const read = await sim.server.get(id)
    expect(read.body.status.transaction_verified).toBe(true)
    expect(read.body.transaction).toEqual({
      txid: signed.body.txid,
      verified: true,
      _link: `${t.url}/__pi-sim/horizon/transactions/${signed.body.txid}`,
    })

    const completed = await sim.server.complete(id, signed.body.txid)
    expect(completed.status).toBe(200)
    expect(completed.body.status).toMatchObject({ developer_completed: true, cancelled: false })
  })

  it('refuses completions with Pi’s error codes', async () => {
    const approved = await paymentIn(sim, 'alice', 'APPROVED')
    const notSigned = await sim.server.complete(approved.id, 'f'.repeat(64))
    expect(refusal(notSigned)).toEqual([400, 'not_verified'])

    const { txid } = await sim.wallet.sign(approved.id).then((answer) => answer.body)
    const missing = await sim.call<PiErrorBody>('POST', `/v2/payments/${approved.id}/complete`, { auth: sim.key })
    expect(refusal(missing)).toEqual([400, 'missing_txid'])
    const mismatch = await sim.server.complete(approved.id, 'f'.repeat(64))
    expect(refusal(mismatch)).toEqual([400, 'txid_mismatch'])

    await sim.server.complete(approved.id, txid)
    const twice = await sim.server.complete(approved.id, txid)
    expect(refusal(twice)).toEqual([400, 'already_completed'])
    const approveDone = await sim.server.approve(approved.id)
    expect(refusal(approveDone)).toEqual([400, 'already_completed'])
  })

  it('refuses to complete an unverified transaction (SIGNED_BAD)', async () => {
    const { id } = await paymentIn(sim, 'bob', 'APPROVED')
    const signed = await sim.wallet.sign(id, { verified: false })
    expect(signed.body.payment.transaction).toMatchObject({ txid: signed.body.txid, verified: false })
    expect(signed.body.payment.status.transaction_verified).toBe(false)
    const refused = await sim.call<PiErrorBody>('POST', `/v2/payments/${id}/complete`, {
      auth: sim.key,
      json: { txid: signed.body.txid },
    })
    expect(refusal(refused)).toEqual([400, 'not_verified'])
  })

  it('cancels before a transaction exists, and never after', async () => {
    const { id } = await paymentIn(sim, 'alice', 'APPROVED')
    const cancelled = await sim.server.cancel(id)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.status).toMatchObject({ cancelled: true, user_cancelled: false, developer_approved: true })
    const approve = await sim.call<PiErrorBody>('POST', `/v2/payments/${id}/approve`, { auth: sim.key })
    expect(refusal(approve)).toEqual([400, 'cancelled_payment'])

    const signed = await paymentIn(sim, 'bob', 'SIGNED')
    const refused = await sim.call<PiErrorBody>('POST', `/v2/payments/${signed.id}/cancel`, { auth: sim.key })
    expect(refusal(refused)).toEqual([400, 'payment_tx_present'])
    expect(refused.body.payment?.identifier).toBe(signed.id)
  })

  it('answers 404 payment_not_found for an unknown id on every server route', async () => {
    const unknown = 'x'.repeat(28)
    for (const [method, action] of [
      ['GET', ''],
      ['POST', '/approve'],
      ['POST', '/complete'],
      ['POST', '/cancel'],
    ] as const) {
      const answer = await sim.call<PiErrorBody>(method, `/v2/payments/${unknown}${action}`, {
        auth: sim.key,
        ...(method === 'POST' ? { json: { txid: 'a'.repeat(64) } } : {}),
      })
      expect(refusal(answer), `${method} ${action}`).toEqual([404, 'payment_not_found'])
    }
  })

  it('needs the Key scheme on server routes: a Bearer, nothing, or a wrong enforced key answers 401', async () => {
    const { id } = await paymentIn(sim, 'alice', 'CREATED')
    for (const auth of [undefined, 'Bearer sim-alice', 'Key', 'Basic abc']) {
      const answer = await sim.call<PiErrorBody>('GET', `/v2/payments/${id}`, auth ? { auth } : {})
      expect(refusal(answer), String(auth)).toEqual([401, 'unauthorized'])
    }
    expect((await sim.call('GET', `/v2/payments/${id}`, { auth: 'Key anything-goes' })).status).toBe(200)

    expect((await sim.control.apiKey('the-real-key')).body).toEqual({ enforced: true })
    expect((await sim.call('GET', `/v2/payments/${id}`, { auth: 'Key anything-goes' })).status).toBe(401)
    expect((await sim.call('POST', `/v2/payments/${id}/approve`, { auth: 'Key wrong' })).status).toBe(401)
    expect((await sim.call('GET', `/v2/payments/${id}`, { auth: 'Key the-real-key' })).status).toBe(200)
    await sim.control.apiKey(null)
    expect((await sim.call('GET', `/v2/payments/${id}`, { auth: 'Key anything-goes' })).status).toBe(200)
  })

  it('lists no incomplete server payments, since it makes no A2U payments', async () => {
    const answer = await sim.call('GET', '/v2/payments/incomplete_server_payments', { auth: sim.key })
    expect(answer.body).toEqual({ incomplete_server_payments: [] })
    expect((await sim.call('GET', '/v2/payments/incomplete_server_payments')).status).toBe(401)
  })

  it('tells POST /v2/payments callers apart by scheme: Bearer creates U2A, Key (A2U) is not simulated', async () => {
    const u2a = await sim.call('POST', '/v2/payments', { auth: 'Bearer sim-alice', json: { ...PAYMENT_BODY } })
    expect(u2a.status).toBe(200)
    expect(u2a.body.direction).toBe('user_to_app')
    const a2u = await sim.call<PiErrorBody>('POST', '/v2/payments', { auth: sim.key, json: { payment: PAYMENT_BODY } })
    expect(refusal(a2u)).toEqual([501, 'not_implemented'])
  })

  it('answers bad input with 400 in Pi’s shape, never 500', async () => {
    const { id } = await paymentIn(sim, 'alice', 'APPROVED')
    const broken = await t.request(`/__pi-sim/v2/payments/${id}/complete`, {
      method: 'POST',
      headers: { authorization: sim.key, 'content-type': 'application/json' },
      body: '{"txid":',
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ error: 'invalid_arguments' })
    for (const json of [{ txid: 42 }, [], 'text']) {
      const answer = await sim.call<PiErrorBody>('POST', `/v2/payments/${id}/complete`, { auth: sim.key, json })
      expect(refusal(answer), JSON.stringify(json)).toEqual([400, 'invalid_arguments'])
    }
    const longId = await sim.call<PiErrorBody>('GET', `/v2/payments/${'x'.repeat(150)}`, { auth: sim.key })
    expect(refusal(longId)).toEqual([400, 'invalid_arguments'])
    const unknownRoute = await sim.call<PiErrorBody>('GET', '/v3/whatever')
    expect(refusal(unknownRoute)).toEqual([404, 'not_found'])
  })
})

const PAYMENT_BODY = { amount: 1, memo: 'Standard publication', metadata: { orderId: 'o-1' } }

describe('Pi simulator: rate limit', () => {
  it('stays out of the app’s per-IP rate limit, as api.minepi.com would be', async () => {
    const t = await buildTestApp({ rateLimitMax: 3 })
    try {
      const sim = simClient(t)
      for (let i = 0; i < 6; i++) {
        expect((await sim.call('GET', '/v2/me', { auth: 'Bearer sim-alice' })).status).toBe(200)
      }
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await t.request('/auth/me')).status)
      expect(statuses).toContain(429)
    } finally {
      await t.close()
    }
  })
})
