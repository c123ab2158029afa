// What can be reported, why, and what an admin decides: plain values without zod, so that a public page's
// report control (its reasons, its note's limit) loads none of the schemas' code.

/** What a reader can report: an article, or a review (the reviews module registers its own target). */
export const REPORT_TARGET_TYPES = ['ARTICLE', 'REVIEW'] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

/** Why: the reasons the report control offers, in this order. */
export const REPORT_REASONS = ['SCAM', 'BROKEN', 'MISLEADING', 'WRONG_CATEGORY', 'OFFENSIVE', 'OTHER'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** What an admin decides about a reported item. */
export const REPORT_ACTIONS = ['DISMISS', 'UNPUBLISH', 'HIDE_REVIEW', 'SUSPEND_MAKER'] as const
export type ReportAction = (typeof REPORT_ACTIONS)[number]

/** The most reports one account files in a day. */
export const REPORTS_PER_DAY = 20
export const REPORT_NOTE_MAX = 500
export const DECISION_REASON_MAX = 500
