import { isPerCategoryPlan, isPlanType } from '@spotlight/shared/domain/plans'
import type { IncompletePaymentResponse } from '@spotlight/shared/schemas/payments'
import { AppError } from '#src/errors/app-error'
import type { PiPayment } from '#src/modules/pi/pi-types'
import { MEMO_PREFIX, toPiUnits } from '../payment-amount'
import {
  cancelOnPi,
  fetchBuyersPayment,
  isCancelled,
  metadataOrderId,
  noteTxid,
  onPi,
  settle,
  type Buyer,
  type Order,
  type PaymentCore,
} from './payment-core'

/**
 * POST /api/payments/incomplete: a payment `Pi.authenticate` reported as unfinished. It is completed
 * (signed), cancelled (unsigned) or left pending; one with no order of ours is recorded first.
 */
export async function recoverIncompletePayment(
  core: PaymentCore,
  buyer: Buyer,
  piPaymentId: string,
): Promise<IncompletePaymentResponse> {
  const payment = await fetchBuyersPayment(core, buyer, piPaymentId)
  let order = await core.orders.findByPiId(piPaymentId)
  let recovered = false
  if (!order) {
    const named = metadataOrderId(payment)
    const candidate = named ? await core.orders.findById(named) : null
    if (candidate && candidate.userId === buyer.userId && candidate.piPaymentId === null) {
      // Record the Pi id on the order it names; the completion checks still run on it.
      order = await core.orders.bindPiId(candidate.id, buyer.userId, piPaymentId, core.now())
    } else if (payment.direction === 'user_to_app' && (named || payment.memo.startsWith(MEMO_PREFIX))) {
      order = await recoverOrder(core, buyer, payment)
      recovered = true
    }
  }
  if (!order) throw new AppError('PAYMENT_MISMATCH', 'This payment is not one of ours.')
  if (order.userId !== buyer.userId) throw new AppError('PAYMENT_NOT_YOURS', 'This order belongs to another user.')
  if (order.status === 'FAILED') {
    // A refused payment: still complete it on Pi if signed (the user must not stay blocked), but grant
    // nothing. Signed, its Pi moved: the history says so (failed, not "no Pi was taken").
    await noteTxid(core, order, payment)
    await settleRefused(core, payment)
    return { outcome: 'PENDING', paymentId: order.id, status: 'FAILED' }
  }
  const outcome = await settle(core, order, payment, buyer, { cancelUnsigned: true, recovered })
  const after = await core.orders.findById(order.id)
  return { outcome, paymentId: order.id, status: after?.status ?? null }
}

/** A Pi payment of ours with no order row (lost record): recorded now, flagged for an admin. */
async function recoverOrder(core: PaymentCore, buyer: Buyer, payment: PiPayment): Promise<Order | null> {
  const fromMetadata = payment.metadata?.planType
  const fromMemo = payment.memo.startsWith(MEMO_PREFIX) ? payment.memo.slice(MEMO_PREFIX.length).trim() : undefined
  const planType = [fromMetadata, fromMemo].find(isPlanType)
  if (!planType) return null
  const articleId = typeof payment.metadata?.articleId === 'number' ? payment.metadata.articleId : null
  const article = articleId === null ? null : await core.articles.findPromotable(articleId)
  const ownArticle = article && article.ownerId === buyer.userId ? article : null
  // A payment for less than the plan's price is completed on Pi (so the user is not blocked) but grants nothing.
  const underpaid = toPiUnits(payment.amount).units < toPiUnits(core.prices[planType]).units
  const orderId = metadataOrderId(payment)
  const row = await core.orders.insertIfAbsent({
    ...(orderId ? { id: orderId } : {}),
    userId: buyer.userId,
    planType,
    articleId: ownArticle?.id ?? null,
    categoryId: isPerCategoryPlan(planType) ? (ownArticle?.categoryId ?? null) : null,
    amount: toPiUnits(payment.amount).text,
    status: underpaid ? 'FAILED' : 'CREATED',
    piPaymentId: payment.identifier,
  })
  core.log.warn(
    { piPaymentId: payment.identifier, userId: buyer.userId, planType, underpaid },
    'recovered a Pi payment with no order of ours: check it',
  )
  return row ?? core.orders.findByPiId(payment.identifier)
}

/** Completes a signed payment on Pi without granting anything; cancels an unsigned one. */
async function settleRefused(core: PaymentCore, payment: PiPayment) {
  if (payment.status.developer_completed || isCancelled(payment)) return
  if (!payment.transaction) return cancelOnPi(core, payment.identifier)
  if (!payment.transaction.verified) return
  try {
    await onPi(() => core.pi.completePayment(payment.identifier, payment.transaction!.txid))
  } catch (error) {
    core.log.warn({ err: error, piPaymentId: payment.identifier }, 'could not complete a refused payment on Pi')
  }
}
