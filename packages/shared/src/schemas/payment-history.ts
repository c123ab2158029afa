import { z } from 'zod'
import { PAYMENT_CLOSED_REASONS, PAYMENT_STATUSES, PLAN_TYPES, PROMOTION_STATES } from '../domain/enums'
import { ArticleCategorySchema, PageQuerySchema } from './articles'

/**
 * The signed-in user's own orders: `GET /api/payments/mine` (newest first, keyset
 * pages as ADR 0002: plain array body, `X-Next-Cursor` and `Link` headers) and
 * `GET /api/payments/mine/{orderId}` (the receipt). Only the owner's: anyone else's order is a 404,
 * an admin's too (admins see every order in the overview's ledger).
 */
export const MyPaymentSchema = z.object({
  /** Our order id (the API's `paymentId`, as `POST /api/payments/create` returned it). */
  paymentId: z.string(),
  planType: z.enum(PLAN_TYPES),
  /** In Pi. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  /**
   * Why a CANCELLED order closed, when Pi said: USER_CANCELLED (in the wallet) or EXPIRED (it lapsed
   * unapproved or unsigned); null otherwise. No Pi was taken either way.
   */
  closedReason: z.enum(PAYMENT_CLOSED_REASONS).nullable(),
  createdAt: z.string(),
  /** When the payment completed; null until it does. */
  completedAt: z.string().nullable(),
  /** The Pi Platform's payment identifier, once the wallet made the payment. */
  piPaymentId: z.string().nullable(),
  /** The blockchain transaction, once the payment was signed. */
  txid: z.string().nullable(),
  /** The Pi block explorer's page of `txid` on the app's network; null without a txid. */
  explorerUrl: z.string().nullable(),
  /** The memo the wallet showed (what the payment was for). */
  memo: z.string(),
  /**
   * The article the order is for: the promoted one for a slider plan, the one the publication credit
   * created for STANDARD (null while the credit is unused). Null too once the article was deleted.
   */
  articleId: z.number().int().nullable(),
  articleTitle: z.string().nullable(),
  /** The category slider's category (CATEGORY_SLIDER only): its English name, and its name in each language it is translated into. */
  categorySlug: z.string().nullable(),
  categoryName: z.string().nullable(),
  categoryTranslations: ArticleCategorySchema.shape.translations.unwrap().nullable(),
  /** When what it bought ends: a slider plan's promotion end; null for STANDARD or before it started. */
  expiresAt: z.string().nullable(),
  /** The state of the promotion a slider plan bought (CANCELLED: ended before `expiresAt`); else null. */
  promotionState: z.enum(PROMOTION_STATES).nullable(),
})
export type MyPayment = z.infer<typeof MyPaymentSchema>

/** `limit` 1–100 (default 20) and the opaque `cursor` of `X-Next-Cursor`. */
export const MyPaymentsQuerySchema = PageQuerySchema

/** An order id is a uuid; anything else names no order of the user (404, never a 400 or a 500). */
export const MyPaymentParamsSchema = z.object({ orderId: z.string().max(200) })
