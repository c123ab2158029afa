import { z } from 'zod'

import {
  DECISION_REASON_MAX,
  REPORT_ACTIONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from '../domain/report-kinds'

export {
  DECISION_REASON_MAX,
  REPORT_ACTIONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REPORTS_PER_DAY,
  type ReportAction,
  type ReportReason,
  type ReportTargetType,
} from '../domain/report-kinds'

/** Plain text only: notes and reasons are shown as text, and angle brackets have no use in them. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine((text) => !/[<>]/.test(text), 'Plain text only (no < or >).')

/** `POST /api/reports`. */
export const CreateReportInputSchema = z.strictObject({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int().positive().max(2_147_483_647),
  reason: z.enum(REPORT_REASONS),
  note: plainText(REPORT_NOTE_MAX).optional().default(''),
})
export type CreateReportInput = z.input<typeof CreateReportInputSchema>

/** One report as its reporter sees it (never anyone else's). */
export const ReportSchema = z.object({
  id: z.number().int().positive(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null while open; the admin's decision once resolved. */
  outcome: z.enum(REPORT_ACTIONS).nullable(),
})
export type Report = z.infer<typeof ReportSchema>

/** One reporter's part in a group of the admin queue. */
export const QueuedReportSchema = z.object({
  id: z.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Days since the reporter's account was made: new accounts weigh less. */
  reporterAccountDays: z.number().int().nonnegative(),
})

/** `GET /api/admin/reports`: the open reports, one group per reported item, the most reported first. */
export const ReportGroupSchema = z.object({
  /** The id to decide with (`POST /api/admin/reports/{id}/decision`): the group's oldest open report. */
  id: z.number().int().positive(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int().positive(),
  /** The item in view: its title and author, and a link to it on this site. */
  title: z.string(),
  authorUsername: z.string(),
  link: z.string(),
  /** Hidden from public pages pending this decision (scam reports from established accounts). */
  isHidden: z.boolean(),
  counts: z.partialRecord(z.enum(REPORT_REASONS), z.number().int().positive()),
  reports: z.array(QueuedReportSchema),
})
export type ReportGroup = z.infer<typeof ReportGroupSchema>
export const ReportQueueSchema = z.array(ReportGroupSchema)

/** The most reports of one item a queue page lists (its `counts` count them all). */
export const REPORTS_SHOWN_PER_ITEM = 50

/**
 * `GET /api/admin/reports?limit&cursor`: one page of reported items; the next page's cursor in
 * `X-Next-Cursor`, the number of items awaiting a decision in `X-Total-Count`.
 */
export const ReportQueueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** `<open reports>-<first report id>` of the last item of the page before. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,8}-[1-9]\d{0,9}$/, 'Not a cursor of this list.')
    .transform((text) => {
      const [reports, firstId] = text.split('-').map(Number)
      return { reports: reports!, firstId: firstId! }
    })
    .refine((cursor) => cursor.firstId <= 2_147_483_647, 'Not a cursor of this list.')
    .optional(),
})
export type ReportQueueQuery = z.input<typeof ReportQueueQuerySchema>
/** The query as the server reads it, once parsed. */
export type ReportQueuePage = z.output<typeof ReportQueueQuerySchema>

export const ReportIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** `POST /api/admin/reports/{id}/decision`: a reason is needed for every action but a dismissal. */
export const ReportDecisionInputSchema = z
  .strictObject({
    action: z.enum(REPORT_ACTIONS),
    reason: plainText(DECISION_REASON_MAX).optional().default(''),
  })
  .refine((input) => input.action === 'DISMISS' || input.reason.length >= 3, {
    path: ['reason'],
    message: 'Say why (at least 3 characters).',
  })
export type ReportDecisionInput = z.input<typeof ReportDecisionInputSchema>

export const ReportDecisionSchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  /** How many open reports of the item this decision closed. */
  resolved: z.number().int().nonnegative(),
})
export type ReportDecision = z.infer<typeof ReportDecisionSchema>
