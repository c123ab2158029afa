// The report reasons and decisions as every screen names them (the report form, the admin queue, How it works).
import type { ReportAction, ReportReason } from '@spotlight/shared/domain/report-kinds'
import type { TranslationKey } from '#app/lib/i18n'

const REASON_KEYS: Record<ReportReason, TranslationKey> = {
  SCAM: 'reports.reason.scam',
  BROKEN: 'reports.reason.broken',
  MISLEADING: 'reports.reason.misleading',
  WRONG_CATEGORY: 'reports.reason.wrongCategory',
  OFFENSIVE: 'reports.reason.offensive',
  OTHER: 'reports.reason.other',
}

const ACTION_KEYS: Record<ReportAction, TranslationKey> = {
  DISMISS: 'reports.action.dismiss',
  UNPUBLISH: 'reports.action.unpublish',
  HIDE_REVIEW: 'reports.action.hideReview',
  SUSPEND_MAKER: 'reports.action.suspendMaker',
}

export const reasonKey = (reason: ReportReason) => REASON_KEYS[reason]
export const actionKey = (action: ReportAction) => ACTION_KEYS[action]
