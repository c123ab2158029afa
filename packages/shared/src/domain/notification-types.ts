// Its own module, not enums.ts: enums.ts is in every public page's first load, and rollup keeps a
// module's used exports together, so this list would ride along (docs/decisions/0011-notifications.md).
/** What a notification is about: each one names the event that raised it. */
export const NOTIFICATION_TYPES = [
  'ARTICLE_APPROVED',
  'ARTICLE_REJECTED',
  'PAYMENT_COMPLETED',
  'PROMOTION_STARTED',
  'PROMOTION_ENDING',
  'PROMOTION_ENDED',
  'SLOT_HELD',
  'REVIEW_NEEDED',
  'CONTACT_MESSAGE',
  'REVIEW_RECEIVED',
  'REVIEW_REPLIED',
  'REVIEW_HIDDEN',
  'FOLLOWED_NEWS',
  'REPORT_RECEIVED',
  'REPORT_RESOLVED',
  'ARTICLE_HIDDEN',
  'ARTICLE_UNPUBLISHED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_RESTORED',
  'VERIFICATION_LAPSED',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
