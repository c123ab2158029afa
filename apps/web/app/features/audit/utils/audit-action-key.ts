import type { AuditAction } from '@spotlight/shared/schemas/audit'
import type { TranslationKey } from '#app/lib/i18n'

/**
 * Each action of the audit trail in words, in the page's language: the admin reads 'Article approved',
 * never `ARTICLE_APPROVE`. A `Record` of the code, so a new action does not typecheck until it has its words.
 */
const ACTION_KEYS = {
  ARTICLE_APPROVE: 'audit.actions.articleApprove',
  ARTICLE_REJECT: 'audit.actions.articleReject',
  ARTICLE_PUBLISH: 'audit.actions.articlePublish',
  ARTICLE_UNPUBLISH: 'audit.actions.articleUnpublish',
  CATEGORY_CREATE: 'audit.actions.categoryCreate',
  CATEGORY_UPDATE: 'audit.actions.categoryUpdate',
  CATEGORY_DELETE: 'audit.actions.categoryDelete',
  MAKER_BIO_APPROVE: 'audit.actions.makerBioApprove',
  MAKER_BIO_HIDE: 'audit.actions.makerBioHide',
  PROMOTION_FREE_ACTIVATION: 'audit.actions.promotionFreeActivation',
  PROMOTION_CANCEL: 'audit.actions.promotionCancel',
  REPORT_DECISION: 'audit.actions.reportDecision',
  REVIEW_APPROVE: 'audit.actions.reviewApprove',
  REVIEW_HIDE: 'audit.actions.reviewHide',
  USER_SUSPEND: 'audit.actions.userSuspend',
  USER_UNSUSPEND: 'audit.actions.userUnsuspend',
  VERIFICATION_GRANT: 'audit.actions.verificationGrant',
  VERIFICATION_REVOKE: 'audit.actions.verificationRevoke',
} as const satisfies Record<AuditAction, TranslationKey>

export const auditActionKey = (action: AuditAction): TranslationKey => ACTION_KEYS[action]
