// The shared core of the payment use cases (docs/decisions/0004-payments.md): the checks that tie a Pi
// payment to our order, and the steps several use cases share — close an order, complete it on Pi,
// finalise it with its grant, settle a payment found unfinished. Transport-free: no request, no reply.
import type { FastifyBaseLogger } from 'fastify'
import { isSliderPlan } from '@spotlight/shared/domain/plans'
import type { PaymentClosedReason, PlanType } from '@spotlight/shared/domain/enums'
import type { ErrorCode } from '@spotlight/shared/errors'
import type { CompletePaymentResponse, IncompletePaymentResponse } from '@spotlight/shared/schemas/payments'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createArticleLookupService, type ArticleLookupService } from '#src/modules/articles/article-lookup.service'
import type { UsersService } from '#src/modules/auth/users.service'
import { grantPublicationCredit } from '#src/modules/credits/credits.service'
import { raiseNotification, raisePromotionStarted } from '#src/modules/notifications/notifications.service'
import { PiApiError, PiUnavailableError, type PiClient } from '#src/modules/pi/pi-client'
import type { PiPayment } from '#src/modules/pi/pi-types'
import { RESERVATION_MS, type PromotionsService } from '#src/modules/promotions/promotions.service'
import { amountsEqual, memoFor } from '../payment-amount'
import type { Order, PaymentsRepository } from '../payments.repository'

export type { Order } from '../payments.repository'
export type Buyer = { userId: number; username: string; piUid: string; role: 'USER' | 'ADMIN' }
/** Who must have paid an order: the Pi uid and username of its user (never taken from the client). */
export type Payer = { piUid: string; username: string }

/** Everything a use case works with; built once by `createPaymentsService`. */
export type PaymentCore = {
  db: Db
  pi: PiClient
  prices: Record<PlanType, number>
  log: FastifyBaseLogger
  now: () => Date
  orders: PaymentsRepository
  promotions: PromotionsService
  articles: ArticleLookupService
  users: UsersService
}

/** A refusal decided inside a transaction, acted on (Pi cancel, error answer) after it commits. */
export type Refusal = { code: ErrorCode; message: string; cancelOnPi: boolean }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID.test(value)

/** Past its 10-minute reservation: an unsigned payment of the order is cancelled on Pi to free the slot. */
export const overdue = (order: Order, at: Date) => at.getTime() - order.updatedAt.getTime() >= RESERVATION_MS

/** Closed on Pi: by Pi or the developer (`cancelled`), or by the user alone (`user_cancelled`). */
export const isCancelled = (payment: PiPayment) => payment.status.cancelled || payment.status.user_cancelled

/**
 * Why Pi closed a cancelled payment, as its buyer is told: the user's own cancel in the wallet; a
 * payment nobody approved lapsed with Pi's approval window; otherwise unknown (a newer payment of the
 * user replaced it, or Pi cancelled it) and the order is only cancelled.
 */
export const cancelReasonOf = (payment: PiPayment): PaymentClosedReason | null =>
  payment.status.user_cancelled ? 'USER_CANCELLED' : payment.status.developer_approved ? null : 'EXPIRED'

/**
 * The order a payment's metadata names. Our client writes `orderId`; a client that follows the API
 * contract writes the order id `POST /api/payments/create` returned as `paymentId`. Either names it;
 * when both are there they must agree, otherwise the payment names no order (and is refused).
 */
export const metadataOrderId = (payment: PiPayment) => {
  const named = [payment.metadata?.orderId, payment.metadata?.paymentId].filter((value) => value !== undefined)
  const [first] = named
  if (typeof first !== 'string' || !UUID.test(first)) return null
  return named.every((value) => value === first) ? first : null
}

/**
 * The checks that tie a Pi payment to our order, so no payment of another amount, plan, article or
 * payer is ever approved or granted (decision 0004). `payer` is the order's
 * user. The metadata's `planType` and `username`, when present, must name the order's plan and user.
 * Returns the refusal, or null when everything matches.
 */
export function mismatch(
  payment: PiPayment,
  order: Order,
  payer: Payer,
  options: { recovered: boolean },
): Refusal | null {
  if (payment.user_uid !== payer.piUid) {
    return { code: 'PAYMENT_NOT_YOURS', message: 'This payment was made by another user.', cancelOnPi: false }
  }
  const plan = payment.metadata?.planType
  const username = payment.metadata?.username
  const wrong =
    payment.direction !== 'user_to_app' ||
    // A recovered order (lost record) was built from the payment itself: its memo and ids are Pi's.
    (!options.recovered && metadataOrderId(payment) !== order.id) ||
    (plan !== undefined && plan !== order.planType) ||
    (username !== undefined && username !== payer.username) ||
    !amountsEqual(payment.amount, order.amount) ||
    (!options.recovered && payment.memo !== memoFor(order.planType))
  if (wrong) {
    return { code: 'PAYMENT_MISMATCH', message: 'The payment does not match the order.', cancelOnPi: true }
  }
  return null
}

function unavailable(): AppError {
  return new AppError('PI_UNAVAILABLE', 'The Pi Platform is not reachable right now; please retry.')
}

/** Pi calls: an unreachable platform is a 502 the client retries; a Pi refusal stays a PiApiError. */
export async function onPi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PiUnavailableError) throw unavailable()
    throw error
  }
}

/**
 * Always re-read with the Key: a PaymentDTO from the client is never trusted. Any refusal but "no
 * such payment" (our key refused, Pi's rate limit…) says nothing of the payment: the buyer may retry.
 */
export async function fetchPayment(core: PaymentCore, piPaymentId: string): Promise<PiPayment> {
  let payment: PiPayment
  try {
    payment = await onPi(() => core.pi.getPayment(piPaymentId))
  } catch (error) {
    if (error instanceof PiApiError && error.status === 404) {
      throw new AppError('PAYMENT_NOT_FOUND', 'The Pi Platform does not know this payment.')
    }
    if (error instanceof PiApiError) {
      core.log.warn({ piPaymentId, piStatus: error.status, piError: error.code }, 'Pi refused to read a payment')
      throw unavailable()
    }
    throw error
  }
  // An answer about another payment is not an answer: nothing may be bound, cancelled or granted on it.
  if (payment.identifier !== piPaymentId) {
    core.log.error({ piPaymentId, answered: payment.identifier }, 'Pi answered with another payment')
    throw unavailable()
  }
  return payment
}

/**
 * The buyer's own payment, re-read with the Key. Someone else's is refused and never touched:
 * cancelling it would let anyone grief other users.
 */
export async function fetchBuyersPayment(core: PaymentCore, buyer: Buyer, piPaymentId: string): Promise<PiPayment> {
  const payment = await fetchPayment(core, piPaymentId)
  if (payment.user_uid !== buyer.piUid) {
    throw new AppError('PAYMENT_NOT_YOURS', 'This payment was made by another user.')
  }
  return payment
}

/** Best effort: a refused payment is cancelled so the user is not left with a pending one. */
export async function cancelOnPi(core: PaymentCore, piPaymentId: string) {
  try {
    await core.pi.cancelPayment(piPaymentId)
  } catch (error) {
    core.log.warn({ err: error, piPaymentId }, 'could not cancel the Pi payment')
  }
}

export async function lockOrder(core: PaymentCore, trx: Db, id: string): Promise<Order> {
  const row = await core.orders.lockById(id, trx)
  if (!row) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found')
  return row
}

/**
 * Marks an unpaid order CANCELLED (or FAILED), with why when known, and frees its reserved slot; a
 * COMPLETED order is left alone, and a closed one keeps the reason it was first closed with.
 */
export async function closeOrder(
  core: PaymentCore,
  orderId: string,
  status: 'CANCELLED' | 'FAILED',
  closedReason: PaymentClosedReason | null = null,
) {
  await core.db.transaction(async (tx) => {
    const order = await lockOrder(core, tx, orderId)
    if (order.status === 'COMPLETED') return
    if (order.status !== status) {
      await core.orders.update(orderId, { status, closedReason, updatedAt: core.now() }, tx)
    }
    await core.promotions.releaseReservation(orderId, tx)
  })
}

/**
 * Pi reports a transaction for the order's payment: the buyer signed, so their Pi is on its way. Its
 * txid is stored at once, before our Pi /complete and whatever becomes of it (Pi unreachable, the
 * transaction not verified yet, the reconciler's next try), so the payment history says "signed in the
 * wallet, being confirmed" instead of "not paid yet". The order's status is left as it is: only the
 * completion flips it. Call it only with the payment bound to (or naming) this order.
 */
export async function noteTxid(core: PaymentCore, order: Order, payment: PiPayment) {
  const txid = payment.transaction?.txid
  if (!txid || order.txid) return
  await core.orders.recordTxid(order.id, txid)
}

/**
 * Flips the order to COMPLETED and grants what it bought, in one transaction under the order's row
 * lock: concurrent completions serialise here and only the first one grants.
 */
export async function finalize(core: PaymentCore, orderId: string, txid: string): Promise<Order> {
  const { log } = core
  const at = core.now()
  let promoted = false
  const finalized = await core.db.transaction(async (tx) => {
    const order = await lockOrder(core, tx, orderId)
    if (order.status === 'COMPLETED') return order
    if (order.status === 'CANCELLED' || order.status === 'FAILED') {
      // Pi says it is completed, so the user paid: paid is paid.
      log.warn({ orderId, status: order.status }, 'a closed order was completed on Pi; granting it')
    }
    // Paid after all: whatever closed it before no longer says what became of it.
    const updated = await core.orders.update(
      orderId,
      { status: 'COMPLETED', closedReason: null, txid, updatedAt: at },
      tx,
    )
    // Raised here, the one place every completion goes through (the buyer's own, the recovery of an
    // interrupted payment, the reconciler's): once per order, in the grant's transaction.
    await raiseNotification(tx, {
      type: 'PAYMENT_COMPLETED',
      userId: order.userId,
      articleId: order.articleId,
      params: { planType: order.planType, amount: Number(order.amount) },
      // A publication credit is there to be used; a slot's payment opens its receipt.
      link: isSliderPlan(order.planType) ? `/user-dashboard/payments/${order.id}` : '/user-dashboard/create-article',
      key: `payment-completed:${order.id}`,
      at,
    })
    if (!isSliderPlan(order.planType)) {
      await grantPublicationCredit(tx, { userId: order.userId, paymentId: order.id })
    } else if (order.articleId !== null) {
      const promotion = await core.promotions.activatePaid(
        {
          id: order.id,
          userId: order.userId,
          articleId: order.articleId,
          planType: order.planType,
          categoryId: order.categoryId,
        },
        at,
        tx,
      )
      promoted = promotion?.state === 'ACTIVE'
      if (!promotion)
        log.error({ orderId }, 'a paid order held no slot and its slider is full: an admin must settle it')
      else if (!promoted) {
        // Its article was taken down meanwhile (or its category slider is gone): no slot, no refund, as
        // for a promotion the takedown ended.
        log.warn(
          { orderId, articleId: order.articleId, categoryId: order.categoryId },
          'a paid order of an article taken down, or of a deleted category, started no promotion',
        )
      } else if (promotion.expiresAt) {
        // Read in the transaction: on PGlite's one connection, a read beside it would wait for it forever.
        const [article] = await createArticleLookupService({ db: tx }).listTitles([order.articleId])
        await raisePromotionStarted(tx, {
          userId: order.userId,
          articleId: order.articleId,
          articleTitle: article?.title ?? '',
          planType: order.planType,
          promotionId: promotion.id,
          expiresAt: promotion.expiresAt,
          // A renewal extends the promotion an earlier order bought.
          renewed: promotion.paymentId !== order.id,
          at,
        })
      }
    } else {
      log.warn({ orderId }, 'a slider order without an article was paid: an admin must assign it')
    }
    return updated!
  })
  // A promotion started or was extended: once committed, the public reads that show it are dropped.
  if (promoted) core.promotions.announceChange()
  return finalized
}

/** The body of a completed order, as `complete` answers it every time (first call or retry). */
/**
 * What an order's payment bought, as its buyer's screen needs it: until when its promotion runs (only one
 * in force runs until a date), and whether it ended before it could run (its article was taken down while
 * the payment went through: paid, and no promotion started), so the screen says so rather than success.
 */
export async function promotionOutcome(
  core: PaymentCore,
  order: Order,
): Promise<{ expirationAt: string | null; promotionEnded: boolean }> {
  const promotion = isSliderPlan(order.planType) ? await core.promotions.findByOrder(order.id) : null
  return {
    expirationAt: promotion?.state === 'ACTIVE' ? (promotion.expiresAt?.toISOString() ?? null) : null,
    promotionEnded: order.status === 'COMPLETED' && promotion?.state === 'CANCELLED',
  }
}

export async function completedAnswer(core: PaymentCore, order: Order): Promise<CompletePaymentResponse> {
  return {
    status: 'COMPLETED',
    paymentId: order.id,
    planType: order.planType,
    amount: Number(order.amount),
    ...(await promotionOutcome(core, order)),
    articleId: order.articleId,
  }
}

/**
 * Completion (the Pi SDK's `onReadyForServerCompletion`): checks, then Pi `/complete`, then our grant. Only a
 * successful `/complete` (or a re-read showing it done with the same txid) leads to the grant.
 */
export async function completeOrder(
  core: PaymentCore,
  order: Order,
  payment: PiPayment,
  txid: string,
  payer: Payer,
  recovered = false,
): Promise<Order> {
  if (order.status === 'COMPLETED') {
    if (order.txid && order.txid !== txid) {
      throw new AppError('PAYMENT_TXID_MISMATCH', 'The transaction id does not match this payment.')
    }
    return order
  }
  const refused = mismatch(payment, order, payer, { recovered })
  if (refused) throw new AppError(refused.code, refused.message)
  if (isCancelled(payment)) {
    await closeOrder(core, order.id, 'CANCELLED', cancelReasonOf(payment))
    throw new AppError('PAYMENT_CANCELLED', 'The payment was cancelled.')
  }
  const tx = payment.transaction
  if (!tx) throw new AppError('PAYMENT_TX_NOT_VERIFIED', 'The payment has no transaction yet.')
  // Pi's txid, not the one posted: what the chain holds whatever the client says.
  await noteTxid(core, order, payment)
  if (tx.txid !== txid) throw new AppError('PAYMENT_TXID_MISMATCH', 'The transaction id does not match this payment.')
  if (!payment.status.developer_completed) {
    if (!tx.verified || !payment.status.transaction_verified) {
      throw new AppError('PAYMENT_TX_NOT_VERIFIED', 'The Pi Platform has not verified this transaction.')
    }
    try {
      await onPi(() => core.pi.completePayment(payment.identifier, txid))
    } catch (error) {
      if (!(error instanceof PiApiError)) throw error
      // `already_completed` (a concurrent call won) counts as success once a re-read confirms it.
      const again = error.code === 'already_completed' ? await fetchPayment(core, payment.identifier) : null
      if (!again?.status.developer_completed || again.transaction?.txid !== txid) {
        core.log.warn({ piPaymentId: payment.identifier, code: error.code }, 'Pi refused to complete a payment')
        throw new AppError('PAYMENT_PI_REFUSED', `The Pi Platform refused to complete the payment (${error.code}).`)
      }
    }
  }
  return finalize(core, order.id, txid)
}

/** An incomplete or stale payment: complete, cancel, or leave it, by what the Pi API says of it (decision 0004). */
export async function settle(
  core: PaymentCore,
  order: Order,
  payment: PiPayment,
  payer: Payer,
  options: {
    cancelUnsigned: boolean
    recovered?: boolean
    /** Why an unsigned payment cancelled here closed: EXPIRED when its reservation lapsed. */
    unsignedReason?: PaymentClosedReason
  },
): Promise<IncompletePaymentResponse['outcome']> {
  if (order.status === 'COMPLETED') return 'COMPLETED'
  if (payment.status.developer_completed && payment.transaction) {
    // Completed on Pi is no proof it paid this order: the same checks as any completion come first.
    const refused = mismatch(payment, order, payer, { recovered: options.recovered ?? false })
    if (refused) {
      core.log.error(
        { orderId: order.id, piPaymentId: payment.identifier, code: refused.code },
        'Pi reports a completed payment that does not match its order: nothing granted',
      )
      throw new AppError(refused.code, refused.message)
    }
    await finalize(core, order.id, payment.transaction.txid)
    return 'COMPLETED'
  }
  if (isCancelled(payment)) {
    await closeOrder(core, order.id, 'CANCELLED', cancelReasonOf(payment))
    return 'CANCELLED'
  }
  if (payment.transaction) {
    await noteTxid(core, order, payment)
    if (!payment.transaction.verified || !payment.status.transaction_verified) return 'PENDING'
    await completeOrder(core, order, payment, payment.transaction.txid, payer, options.recovered ?? false)
    return 'COMPLETED'
  }
  if (!options.cancelUnsigned) return 'PENDING'
  try {
    await onPi(() => core.pi.cancelPayment(payment.identifier))
  } catch (error) {
    if (error instanceof PiApiError && error.code === 'payment_tx_present') {
      // The user signed between our read and our cancel: they are charged, so they get what they bought.
      const signed = await fetchPayment(core, payment.identifier)
      if (signed.transaction) return settle(core, order, signed, payer, { ...options, cancelUnsigned: false })
    }
    if (!(error instanceof PiApiError)) throw error
    if (error.code !== 'cancelled_payment') {
      // Refused for a reason that says nothing of the payment (rate limit, key): the order stays open
      // for the buyer's retry or the reconciler's next pass.
      core.log.warn({ piPaymentId: payment.identifier, piError: error.code }, 'Pi refused to cancel a payment')
      throw unavailable()
    }
  }
  await closeOrder(core, order.id, 'CANCELLED', options.unsignedReason ?? null)
  return 'CANCELLED'
}
