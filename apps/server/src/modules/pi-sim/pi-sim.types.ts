// The simulator's own model of users and payments (the states of `pi-sim.machine.ts`). The wire shapes
// (UserDTO, PaymentDTO, Horizon records) are built from it in pi-sim.dto.ts.

export type PaymentState = 'CREATED' | 'APPROVED' | 'SIGNED' | 'SIGNED_BAD' | 'COMPLETED' | 'CANCELLED'
export const PAYMENT_STATES = ['CREATED', 'APPROVED', 'SIGNED', 'SIGNED_BAD', 'COMPLETED', 'CANCELLED'] as const

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/
export const TOKEN_PREFIX = 'sim-'
export const UID_PREFIX = 'sim-uid-'

export const DEFAULT_SCOPES = ['username', 'payments']
export const DEFAULT_APPROVAL_WINDOW_MS = 60_000
export const TOKEN_LIFETIME_MS = 3_600_000
export const TOKEN_SLACK_MS = 2_000

export type SimUser = {
  username: string
  uid: string
  scopes: string[]
  walletAddress: string
  /** Fixed expiry (fake clock) for seeded users; null = every /me answers "one hour from now". */
  validUntilMs: number | null
}

/** What the fake Horizon shows for a payment's transaction; unset fields follow the payment. */
export type HorizonOverrides = {
  successful?: boolean
  memo?: string
  amount?: number
  from?: string
  to?: string
}

export type SimPayment = {
  identifier: string
  username: string
  userUid: string
  amount: number
  memo: string
  metadata: Record<string, unknown>
  fromAddress: string
  toAddress: string
  network: string
  createdAtMs: number
  /** Fake-clock time after which a CREATED payment lapses to CANCELLED. */
  approvalDeadlineMs: number
  state: PaymentState
  /** Kept after a cancel so the DTO still shows that the developer had approved. */
  developerApproved: boolean
  userCancelled: boolean
  txid: string | null
  signedAtMs: number | null
  horizon: HorizonOverrides
}

export type SimSettings = {
  approvalWindowMs: number
  network: 'Pi Testnet' | 'Pi Network'
  appWallet: string
}

/** A refused transition, in Pi's terms: HTTP status, error code and the payment when Pi sends it too. */
export type SimFailure = { ok: false; status: number; error: string; message: string; payment?: SimPayment }
export type SimOutcome = { ok: true; payment: SimPayment } | SimFailure

export function fail(status: number, error: string, message: string, payment?: SimPayment): SimFailure {
  return payment ? { ok: false, status, error, message, payment } : { ok: false, status, error, message }
}
