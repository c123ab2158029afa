import type { PaymentStatusDto } from '@spotlight/shared/schemas/payments'
import type { TranslationKey } from '#app/lib/i18n'

/**
 * What the desktop says of a QR payment's order closed unpaid: one nobody paid in time expired (and a
 * new one gets a new QR code); one cancelled in the wallet, or refused at approval, says so.
 */
export function closedOrderKey(status: Pick<PaymentStatusDto, 'status' | 'closedReason'>): TranslationKey {
  if (status.status === 'FAILED') return 'purchase.approveRefused'
  return status.closedReason === 'EXPIRED' ? 'purchase.qrExpired' : 'purchase.cancelled'
}
