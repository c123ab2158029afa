// A Pi payment's state machine (created, approved, signed by the wallet, completed or cancelled,
// with Pi's time windows), as pure functions: each takes a payment
// (and the fake time when it matters) and returns the next payment or Pi's refusal. Nothing here
// mutates its input, so the store can apply a result only when it is a success.
import { fail, type SimOutcome, type SimPayment } from './pi-sim.types'

const ok = (payment: SimPayment): SimOutcome => ({ ok: true, payment })

/** Open = still counts as "the user's payment in progress" for the one-payment-per-user rule. */
export function isOpen(payment: SimPayment): boolean {
  return payment.state !== 'COMPLETED' && payment.state !== 'CANCELLED'
}

export function hasTransaction(payment: SimPayment): boolean {
  return payment.txid !== null
}

/** What the wallet reports as incomplete at sign-in: approved (with or without a tx) but not completed. */
export function isIncomplete(payment: SimPayment): boolean {
  return payment.state === 'APPROVED' || payment.state === 'SIGNED' || payment.state === 'SIGNED_BAD'
}

/** The approval window only concerns payments the developer never approved. */
export function lapse(payment: SimPayment, nowMs: number): SimPayment {
  if (payment.state !== 'CREATED' || nowMs < payment.approvalDeadlineMs) return payment
  return { ...payment, state: 'CANCELLED' }
}

function terminalFailure(payment: SimPayment): SimOutcome | null {
  if (payment.state === 'CANCELLED')
    return fail(400, 'cancelled_payment', 'This payment was cancelled and cannot change any more.', payment)
  if (payment.state === 'COMPLETED')
    return fail(400, 'already_completed', 'This payment is already completed.', payment)
  return null
}

export function approve(payment: SimPayment): SimOutcome {
  const refused = terminalFailure(payment)
  if (refused) return refused
  // Approving twice is harmless: Pi's SDK retries the approval callback, so servers do too.
  if (payment.state !== 'CREATED') return ok(payment)
  return ok({ ...payment, state: 'APPROVED', developerApproved: true })
}

export function complete(payment: SimPayment, txid: string | undefined): SimOutcome {
  if (!txid) return fail(400, 'missing_txid', 'The body must carry the txid of the payment transaction.')
  const refused = terminalFailure(payment)
  if (refused) return refused
  if (payment.txid === null)
    return fail(400, 'not_verified', 'The payment has no blockchain transaction to complete yet.', payment)
  if (payment.txid !== txid)
    return fail(400, 'txid_mismatch', 'The txid does not match the transaction of this payment.', payment)
  if (payment.state === 'SIGNED_BAD')
    return fail(400, 'not_verified', 'The transaction of this payment could not be verified.', payment)
  return ok({ ...payment, state: 'COMPLETED' })
}

/** The developer's cancel: only before the user signed; a transaction on chain cannot be undone. */
export function cancel(payment: SimPayment): SimOutcome {
  const refused = terminalFailure(payment)
  if (refused) return refused
  if (hasTransaction(payment))
    return fail(400, 'payment_tx_present', 'The payment has a blockchain transaction; complete it instead.', payment)
  return ok({ ...payment, state: 'CANCELLED' })
}

export type SignOptions = { txid: string; nowMs: number; verified: boolean }

/** The user signs in the wallet; an unverified signature plays the SIGNED_BAD fault. */
export function sign(payment: SimPayment, options: SignOptions): SimOutcome {
  const refused = terminalFailure(payment)
  if (refused) return refused
  if (payment.state === 'CREATED')
    return fail(400, 'not_approved', 'The developer has not approved this payment yet.', payment)
  // The wallet retrying a signature must not make a second transaction.
  if (payment.txid !== null) return ok(payment)
  return ok({
    ...payment,
    state: options.verified ? 'SIGNED' : 'SIGNED_BAD',
    txid: options.txid,
    signedAtMs: options.nowMs,
  })
}

export function userCancel(payment: SimPayment): SimOutcome {
  const refused = terminalFailure(payment)
  if (refused) return refused
  if (hasTransaction(payment))
    return fail(400, 'payment_tx_present', 'The payment is already signed and can no longer be cancelled.', payment)
  return ok({ ...payment, state: 'CANCELLED', userCancelled: true })
}

/**
 * Pi's rule for a new payment while the user has open ones: without a transaction they are
 * cancelled (replaced); one with a transaction blocks the new payment until it is completed.
 */
export function resolveOpenPayments(
  open: SimPayment[],
): { ok: true; cancelled: SimPayment[] } | { ok: false; blocking: SimPayment } {
  const blocking = open.find(hasTransaction)
  if (blocking) return { ok: false, blocking }
  return { ok: true, cancelled: open.map((payment) => ({ ...payment, state: 'CANCELLED' as const })) }
}
