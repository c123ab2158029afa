// The simulator's memory: users, payments, the fake clock and the test switches. It lives in the
// plugin instance (dev/test only), so a restart or POST /_control/reset starts from scratch.
import { newPaymentId, newTxid, walletAddressFor } from './pi-sim.ids'
import * as machine from './pi-sim.machine'
import {
  DEFAULT_APPROVAL_WINDOW_MS,
  DEFAULT_SCOPES,
  fail,
  TOKEN_PREFIX,
  UID_PREFIX,
  USERNAME_PATTERN,
  type HorizonOverrides,
  type PaymentState,
  type SimOutcome,
  type SimPayment,
  type SimSettings,
  type SimUser,
} from './pi-sim.types'

export const defaultSettings = (): SimSettings => ({
  approvalWindowMs: DEFAULT_APPROVAL_WINDOW_MS,
  network: 'Pi Testnet',
  appWallet: walletAddressFor('app-wallet'),
})

export type StoreOptions = { realNow?: () => number; newId?: () => string; newTxid?: () => string }

export type NewPayment = { amount: number; memo: string; metadata: Record<string, unknown> }

export type SeedPayment = NewPayment & {
  username: string
  state: PaymentState
  identifier?: string
  txid?: string
  createdAtMs?: number
  userCancelled?: boolean
  horizon?: HorizonOverrides
}

export type SeedUser = { username: string; uid?: string; scopes?: string[]; validForMs?: number }

export function createSimStore(options: StoreOptions = {}) {
  const realNow = options.realNow ?? Date.now
  const makeId = options.newId ?? newPaymentId
  const makeTxid = options.newTxid ?? newTxid

  let offsetMs = 0
  let settings = defaultSettings()
  let apiKey: string | null = null
  const users = new Map<string, SimUser>()
  const payments = new Map<string, SimPayment>()

  // Fake time runs with real time and jumps forward on request, so windows also lapse in a dev browser.
  const now = () => realNow() + offsetMs

  /** Windows lapse lazily: every read first brings the payments up to the current fake time. */
  function sweep() {
    const at = now()
    for (const [id, payment] of payments) {
      const next = machine.lapse(payment, at)
      if (next !== payment) payments.set(id, next)
    }
  }

  function user(username: string): SimUser {
    let found = users.get(username)
    if (!found) {
      found = {
        username,
        uid: `${UID_PREFIX}${username}`,
        scopes: [...DEFAULT_SCOPES],
        walletAddress: walletAddressFor(username),
        validUntilMs: null,
      }
      users.set(username, found)
    }
    return found
  }

  function get(identifier: string): SimPayment | undefined {
    sweep()
    return payments.get(identifier)
  }

  function list(filter: { username?: string } = {}): SimPayment[] {
    sweep()
    const all = [...payments.values()].sort((a, b) => a.createdAtMs - b.createdAtMs)
    return filter.username ? all.filter((payment) => payment.username === filter.username) : all
  }

  function apply(identifier: string, step: (payment: SimPayment) => SimOutcome): SimOutcome {
    const payment = get(identifier)
    if (!payment) return fail(404, 'payment_not_found', `No payment with identifier ${identifier}.`)
    const outcome = step(payment)
    if (outcome.ok) payments.set(identifier, outcome.payment)
    return outcome
  }

  function build(owner: SimUser, input: NewPayment, state: PaymentState, createdAtMs: number): SimPayment {
    return {
      identifier: makeId(),
      username: owner.username,
      userUid: owner.uid,
      amount: input.amount,
      memo: input.memo,
      metadata: input.metadata,
      fromAddress: owner.walletAddress,
      toAddress: settings.appWallet,
      network: settings.network,
      createdAtMs,
      approvalDeadlineMs: createdAtMs + settings.approvalWindowMs,
      state,
      developerApproved: ['APPROVED', 'SIGNED', 'SIGNED_BAD', 'COMPLETED'].includes(state),
      userCancelled: false,
      txid: null,
      signedAtMs: null,
      horizon: {},
    }
  }

  return {
    now,
    advance(ms: number) {
      offsetMs += ms
    },
    offsetMs: () => offsetMs,
    settings: () => settings,
    configure(patch: Partial<SimSettings>) {
      settings = { ...settings, ...patch }
    },
    apiKey: () => apiKey,
    setApiKey(key: string | null) {
      apiKey = key
    },
    reset() {
      offsetMs = 0
      settings = defaultSettings()
      apiKey = null
      users.clear()
      payments.clear()
    },

    /** The user behind a `sim-<username>` token, or null when the token is unknown or expired. */
    userForToken(token: string): SimUser | null {
      const username = token.startsWith(TOKEN_PREFIX) ? token.slice(TOKEN_PREFIX.length) : ''
      if (!USERNAME_PATTERN.test(username)) return null
      const found = user(username)
      return found.validUntilMs !== null && found.validUntilMs <= now() ? null : found
    },
    seedUser(input: SeedUser): SimUser {
      const seeded: SimUser = {
        ...user(input.username),
        ...(input.uid ? { uid: input.uid } : {}),
        ...(input.scopes ? { scopes: input.scopes } : {}),
        validUntilMs: input.validForMs === undefined ? null : now() + input.validForMs,
      }
      users.set(seeded.username, seeded)
      return seeded
    },
    users: () => [...users.values()],
    /** The scopes a user granted at their last Pi.authenticate (the fake window.Pi reports them). */
    setScopes(username: string, scopes: string[]) {
      users.set(username, { ...user(username), scopes: [...scopes] })
    },

    get,
    list,
    findByTxid(txid: string): SimPayment | undefined {
      return list().find((payment) => payment.txid === txid)
    },
    incompleteFor(username: string): SimPayment | null {
      return list({ username }).find(machine.isIncomplete) ?? null
    },

    /** The wallet's create, with Pi's one-open-payment-per-user rule. */
    createPayment(owner: SimUser, input: NewPayment, approvalWindowMs?: number): SimOutcome {
      if (!owner.scopes.includes('payments'))
        return fail(401, 'missing_scope', 'The user did not grant the "payments" scope to this app.')
      const open = list({ username: owner.username }).filter(machine.isOpen)
      const resolved = machine.resolveOpenPayments(open)
      if (!resolved.ok)
        return fail(409, 'ongoing_payment_found', 'The user has a payment in progress.', resolved.blocking)
      for (const replaced of resolved.cancelled) payments.set(replaced.identifier, replaced)
      const created = build(owner, input, 'CREATED', now())
      if (approvalWindowMs !== undefined) created.approvalDeadlineMs = created.createdAtMs + approvalWindowMs
      payments.set(created.identifier, created)
      return { ok: true, payment: created }
    },
    approve: (id: string) => apply(id, machine.approve),
    complete: (id: string, txid: string | undefined) => apply(id, (payment) => machine.complete(payment, txid)),
    cancel: (id: string) => apply(id, machine.cancel),
    userCancel: (id: string) => apply(id, machine.userCancel),
    sign(id: string, options: { verified: boolean; horizon?: HorizonOverrides }): SimOutcome {
      return apply(id, (payment) => {
        const outcome = machine.sign(payment, { txid: makeTxid(), nowMs: now(), verified: options.verified })
        // Horizon overrides shape the new transaction only, never one signed earlier.
        if (!outcome.ok || outcome.payment.txid === payment.txid || !options.horizon) return outcome
        return { ok: true, payment: { ...outcome.payment, horizon: options.horizon } }
      })
    },

    /** Puts a payment straight into any state, e.g. a SIGNED one left over from an earlier visit. */
    seedPayment(input: SeedPayment): SimPayment {
      const createdAtMs = input.createdAtMs ?? now()
      const payment = build(user(input.username), input, input.state, createdAtMs)
      if (input.identifier) payment.identifier = input.identifier
      if (input.state === 'CANCELLED') payment.userCancelled = input.userCancelled ?? false
      if (['SIGNED', 'SIGNED_BAD', 'COMPLETED'].includes(input.state)) {
        payment.txid = input.txid ?? makeTxid()
        payment.signedAtMs = createdAtMs
      }
      payment.horizon = input.horizon ?? {}
      payments.set(payment.identifier, payment)
      return payment
    },
  }
}

export type SimStore = ReturnType<typeof createSimStore>
