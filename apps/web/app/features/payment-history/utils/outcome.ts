import type { MyPayment } from '@spotlight/shared/schemas/payment-history'
import type { TranslationKey } from '#app/lib/i18n'

/**
 * What became of an order, in the buyer's words: paid, still open, or closed and why, saying that no
 * Pi was taken wherever that is certain (no transaction was ever signed). The bare statuses
 * ('Approved', 'Cancelled') read as if the money had moved.
 */
export function paymentOutcomeKey(payment: Pick<MyPayment, 'status' | 'closedReason' | 'txid'>): TranslationKey {
  switch (payment.status) {
    case 'COMPLETED':
      return 'paymentHistory.outcome.paid'
    case 'CREATED':
    case 'APPROVED':
      return payment.txid ? 'paymentHistory.outcome.signed' : 'paymentHistory.outcome.open'
    case 'CANCELLED':
      if (payment.closedReason === 'USER_CANCELLED') return 'paymentHistory.outcome.cancelledInWallet'
      if (payment.closedReason === 'EXPIRED') return 'paymentHistory.outcome.expired'
      return 'paymentHistory.outcome.cancelled'
    case 'FAILED':
      return payment.txid ? 'paymentHistory.outcome.failed' : 'paymentHistory.outcome.failedNoPi'
  }
}
