import { z } from 'zod'

/** Every admin action the audit trail records. */
export const AUDIT_ACTIONS = [
  'ARTICLE_APPROVE',
  'ARTICLE_REJECT',
  'ARTICLE_PUBLISH',
  'ARTICLE_UNPUBLISH',
  'CATEGORY_CREATE',
  'CATEGORY_UPDATE',
  'CATEGORY_DELETE',
  'MAKER_BIO_APPROVE',
  'MAKER_BIO_HIDE',
  'PROMOTION_FREE_ACTIVATION',
  'PROMOTION_CANCEL',
  'REPORT_DECISION',
  'REVIEW_APPROVE',
  'REVIEW_HIDE',
  'USER_SUSPEND',
  'USER_UNSUSPEND',
  'VERIFICATION_GRANT',
  'VERIFICATION_REVOKE',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** One entry of `GET /api/admin/audit`. */
export const AuditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ username: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  /** Before and after, in a line. */
  summary: z.string(),
  reason: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>
export const AuditListSchema = z.array(AuditEntrySchema)

/** `GET /api/admin/audit?from&to&action&actor&cursor&limit`: newest first; the next page's cursor in `X-Next-Cursor`. */
export const AuditQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: z.string().trim().min(1).max(64).optional(),
  /** The id to continue below (ids only grow). */
  cursor: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})
export type AuditQuery = z.input<typeof AuditQuerySchema>
