import { describe, expect, it } from 'vitest'
import * as machine from './pi-sim.machine'
import { createSimStore } from './pi-sim.store'
import type { PaymentState, SimOutcome, SimPayment } from './pi-sim.types'

const TXID = 'a'.repeat(64)

function payment(state: PaymentState, patch: Partial<SimPayment> = {}): SimPayment {
  const signed = state === 'SIGNED' || state === 'SIGNED_BAD' || state === 'COMPLETED'
  return {
    identifier: 'p'.repeat(28),
    username: 'alice',
    userUid: 'sim-uid-alice',
    amount: 1,
    memo: 'memo',
    metadata: {},
    fromAddress: 'GFROM',
    toAddress: 'GTO',
    network: 'Pi Testnet',
    createdAtMs: 1000,
    approvalDeadlineMs: 61_000,
    state,
    developerApproved: state !== 'CREATED' && state !== 'CANCELLED',
    userCancelled: false,
    txid: signed ? TXID : null,
    signedAtMs: signed ? 2000 : null,
    horizon: {},
    ...patch,
  }
}

const errorOf = (outcome: SimOutcome) => (outcome.ok ? 'ok' : `${outcome.status} ${outcome.error}`)
const stateOf = (outcome: SimOutcome) => (outcome.ok ? outcome.payment.state : 'refused')

describe('payment state machine', () => {
  it('approves a created payment, once, and refuses terminal ones', () => {
    expect(stateOf(machine.approve(payment('CREATED')))).toBe('APPROVED')
    const approved = payment('APPROVED')
    expect(machine.approve(approved)).toEqual({ ok: true, payment: approved })
    expect(errorOf(machine.approve(payment('CANCELLED')))).toBe('400 cancelled_payment')
    expect(errorOf(machine.approve(payment('COMPLETED')))).toBe('400 already_completed')
  })

  it('completes only a verified transaction with the same txid', () => {
    expect(errorOf(machine.complete(payment('SIGNED'), undefined))).toBe('400 missing_txid')
    expect(errorOf(machine.complete(payment('SIGNED'), ''))).toBe('400 missing_txid')
    expect(errorOf(machine.complete(payment('APPROVED'), TXID))).toBe('400 not_verified')
    expect(errorOf(machine.complete(payment('SIGNED'), 'b'.repeat(64)))).toBe('400 txid_mismatch')
    expect(errorOf(machine.complete(payment('SIGNED_BAD'), TXID))).toBe('400 not_verified')
    expect(errorOf(machine.complete(payment('COMPLETED'), TXID))).toBe('400 already_completed')
    expect(errorOf(machine.complete(payment('CANCELLED'), TXID))).toBe('400 cancelled_payment')
    expect(stateOf(machine.complete(payment('SIGNED'), TXID))).toBe('COMPLETED')
  })

  it('lets the developer cancel only before a transaction exists', () => {
    expect(stateOf(machine.cancel(payment('CREATED')))).toBe('CANCELLED')
    const cancelled = machine.cancel(payment('APPROVED'))
    expect(cancelled.ok && cancelled.payment).toMatchObject({ developerApproved: true, userCancelled: false })
    const refused = machine.cancel(payment('SIGNED'))
    expect(errorOf(refused)).toBe('400 payment_tx_present')
    expect(!refused.ok && refused.payment?.state).toBe('SIGNED')
    expect(errorOf(machine.cancel(payment('COMPLETED')))).toBe('400 already_completed')
    expect(errorOf(machine.cancel(payment('CANCELLED')))).toBe('400 cancelled_payment')
  })

  it('signs after approval only, and a retried signature keeps the first transaction', () => {
    const options = { txid: TXID, nowMs: 5000, verified: true }
    expect(errorOf(machine.sign(payment('CREATED'), options))).toBe('400 not_approved')
    const signed = machine.sign(payment('APPROVED'), options)
    expect(signed.ok && signed.payment).toMatchObject({ state: 'SIGNED', txid: TXID, signedAtMs: 5000 })
    const bad = machine.sign(payment('APPROVED'), { ...options, verified: false })
    expect(stateOf(bad)).toBe('SIGNED_BAD')
    const again = machine.sign(payment('SIGNED'), { ...options, txid: 'c'.repeat(64) })
    expect(again.ok && again.payment.txid).toBe(TXID)
  })

  it('lets the user cancel before signing, marking it as the user’s cancel', () => {
    const outcome = machine.userCancel(payment('APPROVED'))
    expect(outcome.ok && outcome.payment).toMatchObject({ state: 'CANCELLED', userCancelled: true })
    expect(errorOf(machine.userCancel(payment('SIGNED')))).toBe('400 payment_tx_present')
  })

  it('lapses only created payments whose approval window has passed', () => {
    expect(machine.lapse(payment('CREATED'), 60_999).state).toBe('CREATED')
    expect(machine.lapse(payment('CREATED'), 61_000).state).toBe('CANCELLED')
    expect(machine.lapse(payment('APPROVED'), 999_999).state).toBe('APPROVED')
  })

  it('replaces open payments without a transaction and is blocked by one with a transaction', () => {
    const replaced = machine.resolveOpenPayments([payment('CREATED'), payment('APPROVED')])
    expect(replaced.ok && replaced.cancelled.map((p) => p.state)).toEqual(['CANCELLED', 'CANCELLED'])
    const blocked = machine.resolveOpenPayments([payment('APPROVED'), payment('SIGNED')])
    expect(!blocked.ok && blocked.blocking.state).toBe('SIGNED')
  })
})

describe('simulator store', () => {
  function store() {
    let real = 1_000_000
    let next = 0
    const sim = createSimStore({ realNow: () => real, newId: () => `id-${++next}` })
    return { sim, tick: (ms: number) => (real += ms) }
  }
  const input = { amount: 2, memo: 'm', metadata: { orderId: 'o' } }

  it('keeps one open payment per user', () => {
    const { sim } = store()
    const alice = sim.userForToken('sim-alice')!
    const first = sim.createPayment(alice, input)
    const second = sim.createPayment(alice, input)
    expect(second.ok).toBe(true)
    expect(first.ok && sim.get(first.payment.identifier)?.state).toBe('CANCELLED')
    sim.approve('id-2')
    sim.sign('id-2', { verified: true })
    expect(errorOf(sim.createPayment(alice, input))).toBe('409 ongoing_payment_found')
    expect(sim.incompleteFor('alice')?.identifier).toBe('id-2')
    expect(sim.incompleteFor('bob')).toBeNull()
  })

  it('lapses on the fake clock and on real time alike', () => {
    const { sim, tick } = store()
    const alice = sim.userForToken('sim-alice')!
    sim.createPayment(alice, input)
    sim.createPayment(sim.userForToken('sim-bob')!, input, 10_000)
    sim.advance(10_000)
    expect(sim.get('id-1')?.state).toBe('CREATED')
    expect(sim.get('id-2')?.state).toBe('CANCELLED')
    tick(50_000)
    expect(sim.get('id-1')?.state).toBe('CANCELLED')
  })

  it('accepts sim-<username> tokens only, and expires seeded ones on the fake clock', () => {
    const { sim } = store()
    for (const token of ['alice', 'sim-', 'sim-al', 'sim-Alice', `sim-${'a'.repeat(31)}`, 'sim-al ice']) {
      expect(sim.userForToken(token)).toBeNull()
    }
    expect(sim.userForToken('sim-alice')?.uid).toBe('sim-uid-alice')
    sim.seedUser({ username: 'carol', validForMs: 1000 })
    expect(sim.userForToken('sim-carol')).not.toBeNull()
    sim.advance(1000)
    expect(sim.userForToken('sim-carol')).toBeNull()
  })

  it('refuses a payment without the payments scope', () => {
    const { sim } = store()
    const dave = sim.seedUser({ username: 'dave', scopes: ['username'] })
    expect(errorOf(sim.createPayment(dave, input))).toBe('401 missing_scope')
  })
})
