import type { CompletePaymentResponse } from '@spotlight/shared/schemas/payments'
import { AppError } from '#src/errors/app-error'
import { completedAnswer, completeOrder, fetchBuyersPayment, type Buyer, type PaymentCore } from './payment-core'

/** POST /api/payments/complete (the Pi SDK's `onReadyForServerCompletion`): Pi `/complete`, then the grant. */
export async function completePayment(
  core: PaymentCore,
  buyer: Buyer,
  piPaymentId: string,
  txid: string,
): Promise<CompletePaymentResponse> {
  const payment = await fetchBuyersPayment(core, buyer, piPaymentId)
  const order = await core.orders.findByPiId(piPaymentId)
  if (!order) throw new AppError('PAYMENT_NOT_FOUND', 'No approved order for this payment.')
  if (order.userId !== buyer.userId) throw new AppError('PAYMENT_NOT_YOURS', 'This order belongs to another user.')
  if (order.status === 'FAILED' || (order.status === 'CANCELLED' && !payment.status.developer_completed)) {
    throw new AppError('PAYMENT_INVALID_STATE', 'This order was closed and cannot be completed.')
  }
  return completedAnswer(core, await completeOrder(core, order, payment, txid, buyer))
}
