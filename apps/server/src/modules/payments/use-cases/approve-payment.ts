import type { ApprovePaymentResponse } from '@spotlight/shared/schemas/payments'
import { AppError } from '#src/errors/app-error'
import { PiApiError } from '#src/modules/pi/pi-client'
import { isSliderPlan } from '@spotlight/shared/domain/plans'
import {
  cancelOnPi,
  cancelReasonOf,
  closeOrder,
  fetchBuyersPayment,
  isCancelled,
  lockOrder,
  metadataOrderId,
  mismatch,
  onPi,
  type Buyer,
  type Order,
  type PaymentCore,
  type Refusal,
} from './payment-core'

/**
 * POST /api/payments/approve (the Pi SDK's `onReadyForServerApproval`). The binding and the slot reservation
 * commit first, then Pi `/approve` is called: nobody is approved on Pi without a slot.
 */
export async function approvePayment(
  core: PaymentCore,
  buyer: Buyer,
  piPaymentId: string,
): Promise<ApprovePaymentResponse> {
  const payment = await fetchBuyersPayment(core, buyer, piPaymentId)
  const bound = await core.orders.findByPiId(piPaymentId)
  const orderId = metadataOrderId(payment)
  const order = bound ?? (orderId ? await core.orders.findById(orderId) : null)
  if (!order || (bound && bound.id !== orderId)) {
    await cancelOnPi(core, piPaymentId)
    throw new AppError('PAYMENT_MISMATCH', 'The payment does not name one of your orders.')
  }
  if (order.userId !== buyer.userId) {
    await cancelOnPi(core, piPaymentId)
    throw new AppError('PAYMENT_NOT_YOURS', 'This order belongs to another user.')
  }
  if (isCancelled(payment)) {
    if (order.piPaymentId === piPaymentId || order.piPaymentId === null) {
      await closeOrder(core, order.id, 'CANCELLED', cancelReasonOf(payment))
    }
    throw new AppError('PAYMENT_CANCELLED', 'The payment was cancelled.')
  }

  const at = core.now()
  const outcome = await core.db.transaction(async (tx): Promise<Refusal | Order> => {
    const locked = await lockOrder(core, tx, order.id)
    if (locked.piPaymentId === piPaymentId && (locked.status === 'APPROVED' || locked.status === 'COMPLETED')) {
      return locked
    }
    if (locked.status !== 'CREATED' || (locked.piPaymentId !== null && locked.piPaymentId !== piPaymentId)) {
      // Never reuse an order for a second Pi payment, nor approve a closed one.
      const expired = locked.status === 'CANCELLED' && locked.closedReason === 'EXPIRED'
      const message = expired ? 'This payment expired: start a new one.' : 'This order cannot be paid any more.'
      return { code: 'PAYMENT_INVALID_STATE', message, cancelOnPi: true }
    }
    const fail = async (refusal: Refusal) => {
      await core.orders.update(locked.id, { status: 'FAILED', piPaymentId, updatedAt: at }, tx)
      return refusal
    }
    const refused = mismatch(payment, locked, buyer, { recovered: false })
    if (refused) return fail(refused)
    if (isSliderPlan(locked.planType)) {
      if (locked.articleId === null) {
        return fail({ code: 'PAYMENT_MISMATCH', message: 'The order names no article.', cancelOnPi: true })
      }
      try {
        const promoted = { articleId: locked.articleId, planType: locked.planType, categoryId: locked.categoryId }
        await core.promotions.reserveSlot({ id: locked.id, userId: locked.userId, ...promoted }, at, tx)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return fail({ code: error.code, message: error.message, cancelOnPi: true })
      }
    }
    return (await core.orders.update(locked.id, { status: 'APPROVED', piPaymentId, updatedAt: at }, tx))!
  })

  if ('code' in outcome) {
    if (outcome.cancelOnPi) await cancelOnPi(core, piPaymentId)
    throw new AppError(outcome.code, outcome.message)
  }
  if (outcome.status === 'APPROVED' && !payment.status.developer_approved) {
    try {
      await onPi(() => core.pi.approvePayment(piPaymentId))
    } catch (error) {
      if (!(error instanceof PiApiError)) throw error
      // Pi will not approve it (cancelled, lapsed…): nothing can be paid; free the slot.
      await closeOrder(core, outcome.id, 'CANCELLED')
      throw new AppError('PAYMENT_PI_REFUSED', `The Pi Platform refused to approve the payment (${error.code}).`)
    }
  }
  return { status: outcome.status, paymentId: outcome.id, piPaymentId, planType: outcome.planType }
}
