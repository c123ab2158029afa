import type { FastifyBaseLogger } from 'fastify'
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import type { PlanType, SliderPlanType } from '@spotlight/shared/domain/enums'
import type { ErrorCode } from '@spotlight/shared/errors'
import type {
  ActivatePlanResponse,
  ApprovePaymentResponse,
  CompletePaymentResponse,
  CreatePaymentBody,
  CreatePaymentResponse,
  IncompletePaymentResponse,
  PaymentStatusDto,
} from '@spotlight/shared/schemas/payments'
import type { Db } from '#src/db/client'
import { payments, promotions } from '#src/db/schema/index'
import { AppError } from '#src/errors/app-error'
import { grantPublicationCredit } from '#src/modules/credits/credits.service'
import { PiApiError, PiUnavailableError, type PiClient } from '#src/modules/pi/pi-client'
import type { PiPayment } from '#src/modules/pi/pi-types'
import {
  activatePaidPromotion,
  findActivePromotion,
  freeSlots,
  hasLivePromotion,
  isSliderPlan,
  releaseLapsedReservations,
  releaseReservation,
  RESERVATION_MS,
  reserveSlot,
  resolvePromotionTarget,
  scopeFor,
} from '#src/modules/promotions/promotions.service'
import { amountsEqual, MEMO_PREFIX, memoFor, toPiUnits } from './payment-amount'

export type Order = typeof payments.$inferSelect
export type Buyer = { userId: number; username: string; piUid: string; role: 'USER' | 'ADMIN' }

export type PaymentsDeps = {
  db: Db
  pi: PiClient
  prices: Record<PlanType, number>
  log: FastifyBaseLogger
  now?: () => Date
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Orders the reconciler looks at once they have been quiet this long. */
export const RECONCILE_AFTER_MS = 60_000

/** Past its 10-minute reservation: an unsigned payment of the order is cancelled on Pi to free the slot. */
const overdue = (order: Order, at: Date) => at.getTime() - order.updatedAt.getTime() >= RESERVATION_MS

/** A refusal decided inside a transaction, acted on (Pi cancel, error answer) after it commits. */
type Refusal = { code: ErrorCode; message: string; cancelOnPi: boolean }

function unavailable(): AppError {
  return new AppError('PI_UNAVAILABLE', 'The Pi Platform is not reachable right now; please retry.')
}

/** Pi calls: an unreachable platform is a 502 the client retries; a Pi refusal stays a PiApiError. */
async function onPi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PiUnavailableError) throw unavailable()
    throw error
  }
}

const isCancelled = (payment: PiPayment) => payment.status.cancelled || payment.status.user_cancelled
const metadataOrderId = (payment: PiPayment) => {
  const value = payment.metadata?.orderId
  return typeof value === 'string' && UUID.test(value) ? value : null
}

/**
 * The checks of pi-platform.md section 3 that tie a Pi payment to our order. `payer` is the Pi uid of
 * the order's user (never taken from the client). Returns the refusal, or null when everything matches.
 */
function mismatch(payment: PiPayment, order: Order, payerUid: string, options: { recovered: boolean }): Refusal | null {
  if (payment.user_uid !== payerUid) {
    return { code: 'PAYMENT_NOT_YOURS', message: 'This payment was made by another user.', cancelOnPi: false }
  }
  const plan = payment.metadata?.planType
  const wrong =
    payment.direction !== 'user_to_app' ||
    // A recovered order (lost record) was built from the payment itself: its memo and ids are Pi's.
    (!options.recovered && metadataOrderId(payment) !== order.id) ||
    (plan !== undefined && plan !== order.planType) ||
    !amountsEqual(payment.amount, order.amount) ||
    (!options.recovered && payment.memo !== memoFor(order.planType))
  if (wrong) {
    return { code: 'PAYMENT_MISMATCH', message: 'The payment does not match the order.', cancelOnPi: true }
  }
  return null
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, pi, prices, log } = deps
  const now = deps.now ?? (() => new Date())

  async function fetchPayment(piPaymentId: string): Promise<PiPayment> {
    try {
      return await onPi(() => pi.getPayment(piPaymentId))
    } catch (error) {
      if (error instanceof PiApiError && error.status === 404) {
        throw new AppError('PAYMENT_NOT_FOUND', 'The Pi Platform does not know this payment.')
      }
      throw error
    }
  }

  /** Best effort: a refused payment is cancelled so the user is not left with a pending one. */
  async function cancelOnPi(piPaymentId: string) {
    try {
      await pi.cancelPayment(piPaymentId)
    } catch (error) {
      log.warn({ err: error, piPaymentId }, 'could not cancel the Pi payment')
    }
  }

  async function findOrder(id: string): Promise<Order | null> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id))
    return row ?? null
  }

  async function findOrderByPiId(piPaymentId: string): Promise<Order | null> {
    const [row] = await db.select().from(payments).where(eq(payments.piPaymentId, piPaymentId))
    return row ?? null
  }

  async function lockOrder(tx: Db, id: string): Promise<Order> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update')
    if (!row) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found')
    return row
  }

  async function promotionOf(orderId: string) {
    const [row] = await db.select().from(promotions).where(eq(promotions.paymentId, orderId))
    return row ?? null
  }

  /** Marks an unpaid order CANCELLED (or FAILED) and frees its reserved slot; a COMPLETED order is left alone. */
  async function closeOrder(orderId: string, status: 'CANCELLED' | 'FAILED') {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId)
      if (order.status === 'COMPLETED') return
      if (order.status !== status) {
        await tx.update(payments).set({ status, updatedAt: now() }).where(eq(payments.id, orderId))
      }
      await releaseReservation(tx, orderId)
    })
  }

  /**
   * Flips the order to COMPLETED and grants what it bought, in one transaction under the order's row
   * lock: concurrent completions serialise here and only the first one grants.
   */
  async function finalize(orderId: string, txid: string) {
    const at = now()
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId)
      if (order.status === 'COMPLETED') return order
      if (order.status === 'CANCELLED' || order.status === 'FAILED') {
        // Pi says it is completed, so the user paid: paid is paid.
        log.warn({ orderId, status: order.status }, 'a closed order was completed on Pi; granting it')
      }
      const [updated] = await tx
        .update(payments)
        .set({ status: 'COMPLETED', txid, updatedAt: at })
        .where(eq(payments.id, orderId))
        .returning()
      if (order.planType === 'STANDARD') {
        await grantPublicationCredit(tx, { userId: order.userId, paymentId: order.id })
      } else if (order.articleId !== null) {
        const promotion = await activatePaidPromotion(
          tx,
          { id: order.id, articleId: order.articleId, planType: order.planType, categoryId: order.categoryId },
          at,
        )
        if (!promotion)
          log.error({ orderId }, 'a paid order held no slot and its slider is full: an admin must settle it')
      } else {
        log.warn({ orderId }, 'a slider order without an article was paid: an admin must assign it')
      }
      return updated!
    })
  }

  async function completedAnswer(order: Order): Promise<CompletePaymentResponse> {
    const promotion = order.planType === 'STANDARD' ? null : await promotionOf(order.id)
    return {
      status: 'COMPLETED',
      paymentId: order.id,
      planType: order.planType,
      amount: Number(order.amount),
      expirationAt: promotion?.expiresAt?.toISOString() ?? null,
      articleId: order.articleId,
    }
  }

  /**
   * Completion (pi-platform.md section 3 step 5): checks, then Pi `/complete`, then our grant. Only a
   * successful `/complete` (or a re-read showing it done with the same txid) leads to the grant.
   */
  async function completeOrder(order: Order, payment: PiPayment, txid: string, payerUid: string, recovered = false) {
    if (order.status === 'COMPLETED') {
      if (order.txid && order.txid !== txid) {
        throw new AppError('PAYMENT_TXID_MISMATCH', 'The transaction id does not match this payment.')
      }
      return order
    }
    const refused = mismatch(payment, order, payerUid, { recovered })
    if (refused) throw new AppError(refused.code, refused.message)
    if (isCancelled(payment)) {
      await closeOrder(order.id, 'CANCELLED')
      throw new AppError('PAYMENT_CANCELLED', 'The payment was cancelled.')
    }
    const tx = payment.transaction
    if (!tx) throw new AppError('PAYMENT_TX_NOT_VERIFIED', 'The payment has no transaction yet.')
    if (tx.txid !== txid) throw new AppError('PAYMENT_TXID_MISMATCH', 'The transaction id does not match this payment.')
    if (!payment.status.developer_completed) {
      if (!tx.verified || !payment.status.transaction_verified) {
        throw new AppError('PAYMENT_TX_NOT_VERIFIED', 'The Pi Platform has not verified this transaction.')
      }
      try {
        await onPi(() => pi.completePayment(payment.identifier, txid))
      } catch (error) {
        if (!(error instanceof PiApiError)) throw error
        // `already_completed` (a concurrent call won) counts as success once a re-read confirms it.
        const again = error.code === 'already_completed' ? await fetchPayment(payment.identifier) : null
        if (!again?.status.developer_completed || again.transaction?.txid !== txid) {
          log.warn({ piPaymentId: payment.identifier, code: error.code }, 'Pi refused to complete a payment')
          throw new AppError('PAYMENT_PI_REFUSED', `The Pi Platform refused to complete the payment (${error.code}).`)
        }
      }
    }
    return finalize(order.id, txid)
  }

  /** An incomplete or stale payment: complete, cancel, or leave it (pi-platform.md section 3). */
  async function settle(
    order: Order,
    payment: PiPayment,
    payerUid: string,
    options: { cancelUnsigned: boolean; recovered?: boolean },
  ): Promise<IncompletePaymentResponse['outcome']> {
    if (order.status === 'COMPLETED') return 'COMPLETED'
    if (payment.status.developer_completed && payment.transaction) {
      await finalize(order.id, payment.transaction.txid)
      return 'COMPLETED'
    }
    if (isCancelled(payment)) {
      await closeOrder(order.id, 'CANCELLED')
      return 'CANCELLED'
    }
    if (payment.transaction) {
      if (!payment.transaction.verified || !payment.status.transaction_verified) return 'PENDING'
      await completeOrder(order, payment, payment.transaction.txid, payerUid, options.recovered ?? false)
      return 'COMPLETED'
    }
    if (!options.cancelUnsigned) return 'PENDING'
    try {
      await onPi(() => pi.cancelPayment(payment.identifier))
    } catch (error) {
      if (error instanceof PiApiError && error.code === 'payment_tx_present') {
        // The user signed between our read and our cancel: they are charged, so they get what they bought.
        const signed = await fetchPayment(payment.identifier)
        if (signed.transaction) return settle(order, signed, payerUid, { ...options, cancelUnsigned: false })
      }
      if (!(error instanceof PiApiError) || error.code !== 'cancelled_payment') throw error
    }
    await closeOrder(order.id, 'CANCELLED')
    return 'CANCELLED'
  }

  async function payerUidOf(order: Order, fallback?: Buyer): Promise<string | null> {
    if (fallback && fallback.userId === order.userId) return fallback.piUid
    const row = await db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.id, order.userId) })
    return row?.piUid ?? null
  }

  return {
    /** POST /api/payments/create: our order, priced from PLAN_PRICES only. */
    async create(buyer: Buyer, body: CreatePaymentBody): Promise<CreatePaymentResponse> {
      const price = prices[body.planType]
      let articleId: number | null = null
      let categoryId: number | null = null
      if (isSliderPlan(body.planType)) {
        const target = await resolvePromotionTarget(db, {
          articleId: body.articleId!,
          planType: body.planType,
          categorySlug: body.categorySlug,
          userId: buyer.userId,
          asAdmin: false,
        })
        articleId = target.article.id
        categoryId = target.categoryId
        const at = now()
        if (await hasLivePromotion(db, articleId, body.planType, at)) {
          throw new AppError('PROMOTION_ALREADY_ACTIVE', 'This article already has that plan.')
        }
        if ((await freeSlots(db, scopeFor(body.planType, categoryId), at)) <= 0) {
          throw new AppError('PROMOTION_NO_SLOT', 'No slots available for this plan right now.')
        }
      }
      const [order] = await db
        .insert(payments)
        .values({
          userId: buyer.userId,
          planType: body.planType,
          articleId,
          categoryId,
          amount: toPiUnits(price).text,
        })
        .returning()
      const metadata: CreatePaymentResponse['metadata'] = {
        orderId: order!.id,
        planType: body.planType,
        paymentId: order!.id,
        username: buyer.username,
        ...(articleId !== null ? { articleId } : {}),
        ...(body.planType === 'CATEGORY_SLIDER' && body.categorySlug ? { categorySlug: body.categorySlug } : {}),
      }
      return { paymentId: order!.id, amount: price, memo: memoFor(body.planType), metadata }
    },

    /** POST /api/payments/approve (pi-platform.md section 3 step 3). */
    async approve(buyer: Buyer, piPaymentId: string): Promise<ApprovePaymentResponse> {
      const payment = await fetchPayment(piPaymentId)
      // Someone else's payment: refuse, and do not touch it (cancelling it would let anyone grief).
      if (payment.user_uid !== buyer.piUid) {
        throw new AppError('PAYMENT_NOT_YOURS', 'This payment was made by another user.')
      }
      const bound = await findOrderByPiId(piPaymentId)
      const orderId = metadataOrderId(payment)
      const order = bound ?? (orderId ? await findOrder(orderId) : null)
      if (!order || (bound && bound.id !== orderId)) {
        await cancelOnPi(piPaymentId)
        throw new AppError('PAYMENT_MISMATCH', 'The payment does not name one of your orders.')
      }
      if (order.userId !== buyer.userId) {
        await cancelOnPi(piPaymentId)
        throw new AppError('PAYMENT_NOT_YOURS', 'This order belongs to another user.')
      }
      if (isCancelled(payment)) {
        if (order.piPaymentId === piPaymentId || order.piPaymentId === null) await closeOrder(order.id, 'CANCELLED')
        throw new AppError('PAYMENT_CANCELLED', 'The payment was cancelled.')
      }

      const at = now()
      const outcome = await db.transaction(async (tx): Promise<Refusal | Order> => {
        const locked = await lockOrder(tx, order.id)
        if (locked.piPaymentId === piPaymentId && (locked.status === 'APPROVED' || locked.status === 'COMPLETED')) {
          return locked
        }
        if (locked.status !== 'CREATED' || (locked.piPaymentId !== null && locked.piPaymentId !== piPaymentId)) {
          // Never reuse an order for a second Pi payment, nor approve a closed one.
          return { code: 'PAYMENT_INVALID_STATE', message: 'This order cannot be paid any more.', cancelOnPi: true }
        }
        const fail = async (refusal: Refusal) => {
          await tx
            .update(payments)
            .set({ status: 'FAILED', piPaymentId, updatedAt: at })
            .where(eq(payments.id, locked.id))
          return refusal
        }
        const refused = mismatch(payment, locked, buyer.piUid, { recovered: false })
        if (refused) return fail(refused)
        if (isSliderPlan(locked.planType)) {
          if (locked.articleId === null) {
            return fail({ code: 'PAYMENT_MISMATCH', message: 'The order names no article.', cancelOnPi: true })
          }
          try {
            await reserveSlot(
              tx,
              {
                id: locked.id,
                articleId: locked.articleId,
                planType: locked.planType,
                categoryId: locked.categoryId,
              },
              at,
            )
          } catch (error) {
            if (!(error instanceof AppError)) throw error
            return fail({ code: error.code, message: error.message, cancelOnPi: true })
          }
        }
        const [updated] = await tx
          .update(payments)
          .set({ status: 'APPROVED', piPaymentId, updatedAt: at })
          .where(eq(payments.id, locked.id))
          .returning()
        return updated!
      })

      if ('code' in outcome) {
        if (outcome.cancelOnPi) await cancelOnPi(piPaymentId)
        throw new AppError(outcome.code, outcome.message)
      }
      if (outcome.status === 'APPROVED' && !payment.status.developer_approved) {
        try {
          await onPi(() => pi.approvePayment(piPaymentId))
        } catch (error) {
          if (!(error instanceof PiApiError)) throw error
          // Pi will not approve it (cancelled, lapsed…): nothing can be paid; free the slot.
          await closeOrder(outcome.id, 'CANCELLED')
          throw new AppError('PAYMENT_PI_REFUSED', `The Pi Platform refused to approve the payment (${error.code}).`)
        }
      }
      return { status: outcome.status, paymentId: outcome.id, piPaymentId, planType: outcome.planType }
    },

    /** POST /api/payments/complete (pi-platform.md section 3 step 5). */
    async complete(buyer: Buyer, piPaymentId: string, txid: string): Promise<CompletePaymentResponse> {
      const payment = await fetchPayment(piPaymentId)
      if (payment.user_uid !== buyer.piUid) {
        throw new AppError('PAYMENT_NOT_YOURS', 'This payment was made by another user.')
      }
      const order = await findOrderByPiId(piPaymentId)
      if (!order) throw new AppError('PAYMENT_NOT_FOUND', 'No approved order for this payment.')
      if (order.userId !== buyer.userId) throw new AppError('PAYMENT_NOT_YOURS', 'This order belongs to another user.')
      if (order.status === 'FAILED' || (order.status === 'CANCELLED' && !payment.status.developer_completed)) {
        throw new AppError('PAYMENT_INVALID_STATE', 'This order was closed and cannot be completed.')
      }
      return completedAnswer(await completeOrder(order, payment, txid, buyer.piUid))
    },

    /** POST /api/payments/incomplete: a payment `Pi.authenticate` reported as unfinished. */
    async incomplete(buyer: Buyer, piPaymentId: string): Promise<IncompletePaymentResponse> {
      const payment = await fetchPayment(piPaymentId)
      if (payment.user_uid !== buyer.piUid) {
        throw new AppError('PAYMENT_NOT_YOURS', 'This payment was made by another user.')
      }
      let order = await findOrderByPiId(piPaymentId)
      let recovered = false
      if (!order) {
        const named = metadataOrderId(payment)
        const candidate = named ? await findOrder(named) : null
        if (candidate && candidate.userId === buyer.userId && candidate.piPaymentId === null) {
          // Record the Pi id on the order it names; the completion checks still run on it.
          const [bound] = await db
            .update(payments)
            .set({ piPaymentId, updatedAt: now() })
            .where(and(eq(payments.id, candidate.id), eq(payments.userId, buyer.userId)))
            .returning()
          order = bound ?? null
        } else if (payment.direction === 'user_to_app' && (named || payment.memo.startsWith(MEMO_PREFIX))) {
          order = await recoverOrder(buyer, payment)
          recovered = true
        }
      }
      if (!order) throw new AppError('PAYMENT_MISMATCH', 'This payment is not one of ours.')
      if (order.userId !== buyer.userId) throw new AppError('PAYMENT_NOT_YOURS', 'This order belongs to another user.')
      if (order.status === 'FAILED') {
        // A refused payment: still complete it on Pi if signed (the user must not stay blocked), but grant nothing.
        await settleRefused(payment)
        return { outcome: 'PENDING', paymentId: order.id, status: 'FAILED' }
      }
      const outcome = await settle(order, payment, buyer.piUid, { cancelUnsigned: true, recovered })
      const after = await findOrder(order.id)
      return { outcome, paymentId: order.id, status: after?.status ?? null }
    },

    /** GET /api/payments/by-payment-id/{id}: our order id or the Pi identifier. */
    async status(viewer: Buyer, id: string): Promise<PaymentStatusDto> {
      const order = (UUID.test(id) ? await findOrder(id) : null) ?? (await findOrderByPiId(id))
      if (!order || (order.userId !== viewer.userId && viewer.role !== 'ADMIN')) {
        throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found')
      }
      const promotion = order.planType === 'STANDARD' ? null : await promotionOf(order.id)
      return {
        paymentId: order.id,
        status: order.status,
        expirationAt: promotion?.state === 'ACTIVE' ? (promotion.expiresAt?.toISOString() ?? null) : null,
        planType: order.planType,
        amount: Number(order.amount),
      }
    },

    /** POST /api/payments/activate for a non-admin: confirms the promotion a completed payment granted. */
    async confirmPaidActivation(
      buyer: Buyer,
      input: { articleId: number; planType: SliderPlanType; categorySlug?: string | undefined },
    ): Promise<ActivatePlanResponse | null> {
      const { article } = await resolvePromotionTarget(db, {
        ...input,
        userId: buyer.userId,
        asAdmin: buyer.role === 'ADMIN',
      })
      const active = await findActivePromotion(db, article.id, input.planType, now())
      if (active) return { planType: input.planType, expirationAt: active.expiresAt!.toISOString() }
      if (buyer.role === 'ADMIN') return null
      throw new AppError('PAYMENT_REQUIRED', 'This plan has not been paid for this article.')
    },

    /**
     * The periodic reconciler (also called by tests): open orders with a Pi id that have been quiet for a
     * minute are re-read from Pi and completed or cancelled; lapsed reservations are released.
     */
    async reconcile(at: Date = now()) {
      const stale = await db
        .select()
        .from(payments)
        .where(
          and(
            isNotNull(payments.piPaymentId),
            inArray(payments.status, ['CREATED', 'APPROVED']),
            lt(payments.updatedAt, new Date(at.getTime() - RECONCILE_AFTER_MS)),
          ),
        )
        .limit(200)
      const summary = { checked: stale.length, completed: 0, cancelled: 0, pending: 0, failed: 0, released: 0 }
      for (const order of stale) {
        try {
          const payment = await fetchPayment(order.piPaymentId!)
          const payer = await payerUidOf(order)
          if (!payer) continue
          const outcome = await settle(order, payment, payer, {
            cancelUnsigned: overdue(order, at),
            // Approval requires metadata.orderId, so a bound payment without one is a recovered lost record.
            recovered: metadataOrderId(payment) === null,
          })
          if (outcome === 'COMPLETED') summary.completed += 1
          else if (outcome === 'CANCELLED') summary.cancelled += 1
          else summary.pending += 1
        } catch (error) {
          if (error instanceof AppError && error.code === 'PAYMENT_NOT_FOUND' && overdue(order, at)) {
            // Pi does not know the payment, so nobody can sign it: free what the order holds.
            await closeOrder(order.id, 'CANCELLED')
            summary.cancelled += 1
            continue
          }
          summary.failed += 1
          log.warn({ err: error, orderId: order.id }, 'reconciler could not settle an order')
        }
      }
      summary.released = (await releaseLapsedReservations(db, at)).length
      return summary
    },
  }

  /** A Pi payment of ours with no order row (lost record): recorded now, flagged for an admin. */
  async function recoverOrder(buyer: Buyer, payment: PiPayment): Promise<Order | null> {
    const fromMetadata = payment.metadata?.planType
    const fromMemo = payment.memo.startsWith(MEMO_PREFIX) ? payment.memo.slice(MEMO_PREFIX.length).trim() : undefined
    const planType = [fromMetadata, fromMemo].find(
      (plan): plan is PlanType => plan === 'STANDARD' || plan === 'CATEGORY_SLIDER' || plan === 'MAIN_SLIDER',
    )
    if (!planType) return null
    const articleId = typeof payment.metadata?.articleId === 'number' ? payment.metadata.articleId : null
    const article =
      articleId === null
        ? null
        : await db.query.articles.findFirst({ where: (a, { eq: equals }) => equals(a.id, articleId) })
    const ownArticle = article && article.ownerId === buyer.userId ? article : null
    // A payment for less than the plan's price is completed on Pi (so the user is not blocked) but grants nothing.
    const underpaid = toPiUnits(payment.amount).units < toPiUnits(prices[planType]).units
    const [row] = await db
      .insert(payments)
      .values({
        ...(metadataOrderId(payment) ? { id: metadataOrderId(payment)! } : {}),
        userId: buyer.userId,
        planType,
        articleId: ownArticle?.id ?? null,
        categoryId: planType === 'CATEGORY_SLIDER' ? (ownArticle?.categoryId ?? null) : null,
        amount: toPiUnits(payment.amount).text,
        status: underpaid ? 'FAILED' : 'CREATED',
        piPaymentId: payment.identifier,
      })
      .onConflictDoNothing()
      .returning()
    log.warn(
      { piPaymentId: payment.identifier, userId: buyer.userId, planType, underpaid },
      'recovered a Pi payment with no order of ours: check it',
    )
    return row ?? findOrderByPiId(payment.identifier)
  }

  /** Completes a signed payment on Pi without granting anything; cancels an unsigned one. */
  async function settleRefused(payment: PiPayment) {
    if (payment.status.developer_completed || isCancelled(payment)) return
    if (!payment.transaction) return cancelOnPi(payment.identifier)
    if (!payment.transaction.verified) return
    try {
      await onPi(() => pi.completePayment(payment.identifier, payment.transaction!.txid))
    } catch (error) {
      log.warn({ err: error, piPaymentId: payment.identifier }, 'could not complete a refused payment on Pi')
    }
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>
