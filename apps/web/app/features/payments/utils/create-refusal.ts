import type { Article } from '@spotlight/shared/schemas/articles'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { ErrorCode } from '@spotlight/shared/errors'
import { RENEWAL_WINDOW_DAYS, SLOT_RESERVATION_MINUTES } from '@spotlight/shared/domain/limits'
import { ApiError } from '#app/lib/api-client'
import type { TranslationKey } from '#app/lib/i18n'

/**
 * Why POST /api/payments/create refused an order when asking again cannot get past it: the screen
 * says what happened and what to do instead of "try again".
 */
export type CreateRefusal = 'alreadyActive' | 'renewalTooEarly' | 'noSlot' | 'suspended' | 'notPublished'

const REFUSALS: Partial<Record<ErrorCode, CreateRefusal>> = {
  // The plan is in force, or a purchase of it holds a reservation (an abandoned one lapses by itself).
  PROMOTION_ALREADY_ACTIVE: 'alreadyActive',
  PROMOTION_RENEWAL_TOO_EARLY: 'renewalTooEarly',
  PROMOTION_NO_SLOT: 'noSlot',
  ACCOUNT_SUSPENDED: 'suspended',
  PROMOTION_ARTICLE_NOT_PUBLISHED: 'notPublished',
}

/** The refusal `error` carries, or null for a failure worth trying again (network, server error…). */
export const createRefusalOf = (error: unknown): CreateRefusal | null =>
  error instanceof ApiError ? (REFUSALS[error.code as ErrorCode] ?? null) : null

const DAY_MS = 24 * 3600 * 1000

/**
 * When a renewal of the article's `planType` promotion opens: its last RENEWAL_WINDOW_DAYS days.
 * `renewEnd` is the end My Articles read for a renewal; otherwise the article's own plans tell it.
 */
export function renewalOpensAt(
  article: Pick<Article, 'activePlans'> | null,
  planType: SliderPlanType,
  renewEnd?: string,
): Date | null {
  const ends = [
    renewEnd,
    ...(article?.activePlans ?? []).filter((p) => p.planType === planType).map((p) => p.expirationAt),
  ]
    .map((iso) => (iso ? Date.parse(iso) : NaN))
    .filter((ms) => !Number.isNaN(ms))
  return ends.length > 0 ? new Date(Math.max(...ends) - RENEWAL_WINDOW_DAYS * DAY_MS) : null
}

export type RefusalMessage = { key: TranslationKey; params?: Record<string, string> }

/**
 * The message of a refusal. `opensOn` is the renewal's opening date, already written for the reader
 * (null when unknown); `inMyArticles` when the user is already where the plans are listed.
 */
export function refusalMessage(
  refusal: CreateRefusal,
  { opensOn, inMyArticles }: { opensOn: string | null; inMyArticles: boolean },
): RefusalMessage {
  switch (refusal) {
    case 'alreadyActive':
      return {
        key: inMyArticles ? 'paymentRefusal.alreadyActiveReload' : 'paymentRefusal.alreadyActive',
        params: { minutes: String(SLOT_RESERVATION_MINUTES) },
      }
    case 'renewalTooEarly':
      return opensOn
        ? { key: 'paymentRefusal.renewalTooEarly', params: { days: String(RENEWAL_WINDOW_DAYS), date: opensOn } }
        : { key: 'paymentRefusal.renewalTooEarlyUndated', params: { days: String(RENEWAL_WINDOW_DAYS) } }
    case 'noSlot':
      return { key: 'paymentRefusal.noSlot' }
    case 'suspended':
      return { key: 'paymentRefusal.suspended' }
    case 'notPublished':
      return { key: 'paymentRefusal.notPublished' }
  }
}
