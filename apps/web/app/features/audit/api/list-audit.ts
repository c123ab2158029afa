import { AuditEntrySchema, type AuditAction } from '@spotlight/shared/schemas/audit'
import { requestPage } from '#app/lib/api-client'

export type AuditFilters = { from?: string; to?: string; action?: AuditAction | ''; actor?: string }

/** The query string of the filters (empty ones left out), with a cursor and a page size. */
export function auditSearch(filters: AuditFilters, cursor?: string | null, limit = 50): string {
  const query = new URLSearchParams({ limit: String(limit) })
  if (filters.from) query.set('from', new Date(filters.from).toISOString())
  if (filters.to) query.set('to', new Date(filters.to).toISOString())
  if (filters.action) query.set('action', filters.action)
  if (filters.actor?.trim()) query.set('actor', filters.actor.trim())
  if (cursor) query.set('cursor', cursor)
  return query.toString()
}

/** GET /api/admin/audit (admin): one page, newest first; the next page's cursor in `X-Next-Cursor`. */
export const listAudit = (filters: AuditFilters, cursor?: string | null, limit?: number) =>
  requestPage(`/api/admin/audit?${auditSearch(filters, cursor, limit)}`, AuditEntrySchema, { signedIn: true })
