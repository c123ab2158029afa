import type { PaymentStatusDto } from '@spotlight/shared/schemas/payments'
import { AppError } from '#src/errors/app-error'
import { isUuid, promotionOutcome, type Buyer, type PaymentCore } from './payment-core'

/** GET /api/payments/by-payment-id/{id}: our order id or the Pi identifier; the owner's or an admin's. */
export async function paymentStatus(core: PaymentCore, viewer: Buyer, id: string): Promise<PaymentStatusDto> {
  const order = (isUuid(id) ? await core.orders.findById(id) : null) ?? (await core.orders.findByPiId(id))
  if (!order || (order.userId !== viewer.userId && viewer.role !== 'ADMIN')) {
    throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found')
  }
  return {
    paymentId: order.id,
    status: order.status,
    // A cancelled order says why: a pay link opened too late reads that the payment expired.
    ...(order.status === 'CANCELLED' ? { closedReason: order.closedReason } : {}),
    ...(await promotionOutcome(core, order)),
    planType: order.planType,
    amount: Number(order.amount),
  }
}
