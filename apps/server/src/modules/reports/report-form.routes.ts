import type { FastifyInstance } from 'fastify'
import { ARTICLE_REPORT_ID, REPORT_FORM_OUTCOMES, REPORT_FORM_PATH } from '@spotlight/shared/domain/html-forms'
import { CreateReportInputSchema, REPORT_TARGET_TYPES, type ReportTargetType } from '@spotlight/shared/schemas/reports'
import { AppError } from '#src/errors/app-error'
import {
  acceptHtmlForms,
  formFields,
  keptInAddress,
  pathOnThisSite,
  htmlFormRoute,
  seeOther,
  withOutcome,
} from '#src/lib/html-forms'
import type { ReportsService } from './reports.service'

export type ReportFormOptions = { reports: ReportsService }

const isTargetType = (value: string | null): value is ReportTargetType =>
  (REPORT_TARGET_TYPES as readonly (string | null)[]).includes(value)

/**
 * `POST /report`: the report panel's plain HTML form, for a page whose script has not run (or never
 * will): the API's `POST /api/reports` with the session from its cookie. The answer is a 303 back to
 * the page (`next`) at the reported item, saying what happened: `?reported=ARTICLE-12`, or
 * `?report_error=CODE&report=ARTICLE-12` with the panel reopened on the note typed.
 */
export async function reportFormModule(app: FastifyInstance, { reports }: ReportFormOptions) {
  acceptHtmlForms(app)

  app.post(REPORT_FORM_PATH, htmlFormRoute(), async (request, reply) => {
    const fields = formFields(request.body)
    const targetType = fields.get('type')
    const target = fields.get('target') ?? ''
    const next = pathOnThisSite(fields.get('next'))
    if (!isTargetType(targetType) || !/^[1-9]\d{0,9}$/.test(target)) return seeOther(reply, next ?? '/')
    const key = `${targetType}-${target}`
    const back = next ?? (targetType === 'ARTICLE' ? `/articles/${target}` : '/')
    // Where the control is on the page: under the article, or among the review's actions.
    const anchor = targetType === 'ARTICLE' ? ARTICLE_REPORT_ID : `review-${target}`
    const note = fields.get('note') ?? ''
    const failed = (code: string) => {
      const reopen = { report: key, report_error: code, report_note: keptInAddress(note) }
      return seeOther(reply, withOutcome(back, REPORT_FORM_OUTCOMES, reopen, anchor))
    }

    await app.identifyFromSessionCookie(request)
    const user = request.user
    // As the API's `requireActive`: a visitor signs in first, a suspended account reports nothing.
    if (!user) return failed('AUTH_REQUIRED')
    if (user.suspendedAt) return failed('ACCOUNT_SUSPENDED')
    const input = CreateReportInputSchema.safeParse({
      targetType,
      targetId: Number(target),
      reason: fields.get('reason') ?? '',
      note,
    })
    if (!input.success) {
      const fields = new Set(input.error.issues.map((issue) => issue.path[0]))
      return failed(
        fields.has('reason')
          ? 'REPORT_REASON_REQUIRED'
          : fields.has('note')
            ? 'REPORT_NOTE_INVALID'
            : 'VALIDATION_FAILED',
      )
    }
    try {
      await reports.create(user, input.data)
    } catch (error) {
      // The API's refusals (one's own work, already reported, the daily limit, an item gone).
      if (!(error instanceof AppError)) throw error
      return failed(error.code)
    }
    return seeOther(reply, withOutcome(back, REPORT_FORM_OUTCOMES, { reported: key }, anchor))
  })
}
