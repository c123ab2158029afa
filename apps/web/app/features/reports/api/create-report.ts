import { ReportSchema, type CreateReportInput } from '@spotlight/shared/schemas/reports'
import { api } from '#app/lib/api-client'

/** POST /api/reports: a signed-in reader reports an article (or a review). */
export const createReport = (input: CreateReportInput) =>
  api.post('/api/reports', input, ReportSchema, { signedIn: true })
