import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#src/test/build-test-app'
import type { UserDto } from './pi-sim.dto'
import { paymentIn, refusal, simClient, type PiErrorBody, type SimClient } from './pi-sim.test-support'

describe('Pi simulator: control API, faults and fake Horizon', () => {
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

  it('resets payments, clock, faults and the enforced key', async () => {
    const { id } = await paymentIn(sim, 'alice', 'CREATED')
    await sim.control.advance(5_000)
    await sim.control.faults({ path: '/v2/me', status: 500 })
    await sim.control.apiKey('secret')
    expect((await sim.control.reset()).body).toEqual({ ok: true })
    const state = (await sim.control.state()).body
    expect(state).toMatchObject({ offsetMs: 0, apiKeyEnforced: false, payments: [], faults: [] })
    expect((await sim.server.get(id)).status).toBe(404)
    expect((await sim.call('GET', '/v2/me', { auth: 'Bearer sim-alice' })).status).toBe(200)
  })

  it('seeds a signed payment left over for a user, which the wallet reports and the server completes', async () => {
    const txid = 'ab'.repeat(32)
    const seeded = await sim.control.seed({
      payments: [{ username: 'alice', state: 'SIGNED', amount: 5, metadata: { orderId: 'o-9' }, txid }],
    })
    expect(seeded.status).toBe(200)
    const [payment] = seeded.body.payments
    expect(payment).toMatchObject({
      user_uid: 'sim-uid-alice',
      amount: 5,
      status: { developer_approved: true, transaction_verified: true, developer_completed: false },
      transaction: { txid, verified: true },
    })
    const incomplete = (await sim.wallet.incomplete('alice')).body
    expect(incomplete.payment?.identifier).toBe(payment!.identifier)
    expect((await sim.server.complete(payment!.identifier, txid)).status).toBe(200)
  })

  it('seeds payments in every state, and users with their own uid, scopes and token lifetime', async () => {
    const states = ['CREATED', 'APPROVED', 'SIGNED', 'SIGNED_BAD', 'COMPLETED', 'CANCELLED'] as const
    const seeded = await sim.control.seed({
      users: [{ username: 'carol', uid: 'uid-carol', scopes: ['username'], validForMs: 10_000 }],
      payments: states.map((state, i) => ({ username: `user_${i}`, state, amount: 1, identifier: `seed-${state}` })),
    })
    expect(seeded.body.users[0]).toMatchObject({ uid: 'uid-carol', credentials: { scopes: ['username'] } })
    const byId = Object.fromEntries((await sim.control.state()).body.payments.map((p) => [p.identifier, p.state]))
    expect(byId).toEqual(Object.fromEntries(states.map((state) => [`seed-${state}`, state])))

    const me = await sim.call<UserDto>('GET', '/v2/me', { auth: 'Bearer sim-carol' })
    expect(me.body.uid).toBe('uid-carol')
    expect(me.body.credentials.valid_until.timestamp * 1000).toBeLessThanOrEqual(Date.now() + 10_000)
    await sim.control.advance(10_000)
    expect((await sim.call('GET', '/v2/me', { auth: 'Bearer sim-carol' })).status).toBe(401)
  })

  it('lapses a seeded CREATED payment older than the approval window', async () => {
    const seeded = await sim.control.seed({
      payments: [{ username: 'alice', state: 'CREATED', amount: 1, createdAgoMs: 61_000 }],
    })
    expect(seeded.body.payments[0]!.status.cancelled).toBe(true)
  })

  it('refuses bad seeds and duplicate identifiers with 400', async () => {
    for (const json of [
      { users: [{ username: 'A' }] },
      { payments: [{ username: 'alice', state: 'PAID', amount: 1 }] },
    ]) {
      const answer = await sim.call<PiErrorBody>('POST', '/_control/seed', { json })
      expect(refusal(answer)).toEqual([400, 'invalid_arguments'])
    }
    const payment = { username: 'alice', state: 'CREATED', amount: 1, identifier: 'dup' }
    await sim.control.seed({ payments: [payment] })
    expect((await sim.control.seed({ payments: [payment] })).status).toBe(400)
  })

  it('reads and advances the fake clock', async () => {
    const before = (await sim.call<{ nowMs: number; offsetMs: number }>('GET', '/_control/clock')).body
    const after = (await sim.control.advance(90_000)).body as { nowMs: number; offsetMs: number }
    expect(after.offsetMs).toBe(90_000)
    expect(after.nowMs - before.nowMs).toBeGreaterThanOrEqual(90_000)
    const refused = await sim.call<PiErrorBody>('POST', '/_control/clock', { json: { advanceMs: -1 } })
    expect(refusal(refused)).toEqual([400, 'invalid_arguments'])
  })

  it('lists payments for assertions, optionally for one user', async () => {
    await paymentIn(sim, 'alice', 'SIGNED')
    await paymentIn(sim, 'bob', 'CREATED')
    const all = (await sim.control.state()).body.payments
    expect(all.map((p) => [p.username, p.state])).toEqual([
      ['alice', 'SIGNED'],
      ['bob', 'CREATED'],
    ])
    const bobs = (await sim.control.state('bob')).body.payments
    expect(bobs).toHaveLength(1)
    expect(bobs[0]!.payment.user_uid).toBe('sim-uid-bob')
  })

  it('plays a queued fault once: status and body, then the route works again', async () => {
    await sim.control.faults({
      method: 'GET',
      path: '/v2/me',
      status: 503,
      body: { error: 'down', error_message: 'x' },
    })
    const faulty = await sim.call('GET', '/v2/me', { auth: 'Bearer sim-alice' })
    expect([faulty.status, faulty.body]).toEqual([503, { error: 'down', error_message: 'x' }])
    expect((await sim.call('GET', '/v2/me', { auth: 'Bearer sim-alice' })).status).toBe(200)
  })

  it('matches faults by route pattern or concrete path, by method, and counts `times`', async () => {
    const a = await paymentIn(sim, 'alice', 'CREATED')
    const b = await paymentIn(sim, 'bob', 'CREATED')
    await sim.control.faults([
      { path: `/__pi-sim/v2/payments/${b.id}/approve`, status: 500 },
      { method: 'POST', path: '/v2/payments/:id/cancel', status: 502, times: 2 },
    ])
    expect((await sim.server.approve(a.id)).status).toBe(200)
    expect((await sim.server.approve(b.id)).status).toBe(500)
    expect((await sim.server.approve(b.id)).status).toBe(200)
    expect((await sim.server.cancel(a.id)).status).toBe(502)
    expect((await sim.server.cancel(a.id)).status).toBe(502)
    expect((await sim.server.cancel(a.id)).status).toBe(200)
    expect((await sim.call<{ faults: unknown[] }>('GET', '/_control/faults')).body.faults).toEqual([])
  })

  it('answers an HTML error page when the fault body is a string, like Pi’s old 500s', async () => {
    await sim.control.faults({ path: '/v2/payments/:id', status: 500, body: '<html>Internal error</html>' })
    const response = await t.request('/__pi-sim/v2/payments/whatever', { headers: { authorization: sim.key } })
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toBe('<html>Internal error</html>')
  })

  it('delays a request and then answers normally', async () => {
    await sim.control.faults({ path: '/v2/me', delayMs: 300 })
    const started = Date.now()
    const me = await sim.call('GET', '/v2/me', { auth: 'Bearer sim-alice' })
    expect(me.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('drops the connection without an answer', async () => {
    await sim.control.faults({ path: '/v2/me', drop: true })
    await expect(t.request('/__pi-sim/v2/me', { headers: { authorization: 'Bearer sim-alice' } })).rejects.toThrow()
    expect((await sim.call('GET', '/v2/me', { auth: 'Bearer sim-alice' })).status).toBe(200)
  })

  it('never faults the control API, lists and clears faults, and refuses an empty fault', async () => {
    await sim.control.faults({ path: '/_control/state', status: 500 })
    expect((await sim.control.state()).status).toBe(200)
    expect((await sim.call<{ faults: unknown[] }>('GET', '/_control/faults')).body.faults).toHaveLength(1)
    expect((await sim.call('DELETE', '/_control/faults')).body).toEqual({ faults: [] })
    const empty = await sim.call<PiErrorBody>('POST', '/_control/faults', { json: { path: '/v2/me' } })
    expect(refusal(empty)).toEqual([400, 'invalid_arguments'])
  })

  it('shows a signed payment’s transaction on the fake Horizon, in Stellar’s shapes', async () => {
    const { id, txid } = await paymentIn(sim, 'alice', 'SIGNED')
    const payment = (await sim.server.get(id)).body
    const tx = await fetch(payment.transaction!._link)
    expect(tx.status).toBe(200)
    expect(await tx.json()).toMatchObject({ hash: txid, successful: true, memo: id, memo_type: 'text' })

    const ops = await sim.call<{ _embedded: { records: unknown[] } }>('GET', `/horizon/transactions/${txid}/operations`)
    expect(ops.body._embedded.records).toEqual([
      expect.objectContaining({
        type: 'payment',
        from: payment.from_address,
        to: payment.to_address,
        amount: '3.0000000',
        asset_type: 'native',
        transaction_hash: txid,
      }),
    ])
    const missing = await sim.call<{ status: number }>('GET', `/horizon/transactions/${'0'.repeat(64)}`)
    expect([missing.status, missing.body.status]).toEqual([404, 404])
  })

  it('lets a test make Horizon disagree with the payment', async () => {
    const { id } = await paymentIn(sim, 'alice', 'APPROVED')
    const horizon = { memo: 'other', amount: 0.5, to: 'GSOMEONEELSE' }
    const { txid } = (await sim.wallet.sign(id, { horizon })).body
    const tx = await sim.call<{ memo: string }>('GET', `/horizon/transactions/${txid}`)
    expect(tx.body.memo).toBe('other')
    const ops = await sim.call<{ _embedded: { records: { to: string; amount: string }[] } }>(
      'GET',
      `/horizon/transactions/${txid}/operations`,
    )
    expect(ops.body._embedded.records[0]).toMatchObject({ to: 'GSOMEONEELSE', amount: '0.5000000' })

    const bad = await paymentIn(sim, 'bob', 'APPROVED')
    const unverified = (await sim.wallet.sign(bad.id, { verified: false })).body
    const failed = await sim.call<{ successful: boolean }>('GET', `/horizon/transactions/${unverified.txid}`)
    expect(failed.body.successful).toBe(false)
  })
})
