import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AUDIT_ACTIONS, type AuditAction } from '@spotlight/shared/schemas/audit'
import { Button } from '#app/components/ui/button'
import { MoreButton } from '#app/components/ui/more-button'
import { ScrollRegion } from '#app/components/ui/scroll-region'
import { StatusBanner } from '#app/components/ui/status-banner'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { listAudit, type AuditFilters } from '../api/list-audit'
import { auditActionKey } from '../utils/audit-action-key'
import { auditCsv } from '../utils/audit-csv'
import { auditSummary, auditTargetType } from '../utils/audit-summary'

/** The most entries one CSV export gathers (pages of 500). */
const EXPORT_MAX = 10_000

/** The audit trail: filters (dates, action, admin), the entries newest first, more on demand, CSV export. */
export function AuditTrail() {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState<AuditFilters>({})
  const [filters, setFilters] = useState<AuditFilters>({})
  const [isExporting, setIsExporting] = useState(false)
  const [exportOutcome, setExportOutcome] = useState<'truncated' | 'failed' | null>(null)
  const entries = useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) => listAudit(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  })

  async function exportCsv() {
    setIsExporting(true)
    setExportOutcome(null)
    try {
      const all = []
      let cursor: string | null = null
      do {
        const page = await listAudit(filters, cursor, 500)
        all.push(...page.items)
        cursor = page.nextCursor
      } while (cursor && all.length < EXPORT_MAX)
      const csv = auditCsv(all, (action) => t(auditActionKey(action)))
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`
      link.click()
      URL.revokeObjectURL(url)
      // Entries left over: the admin must know the file is not the whole trail.
      if (cursor) setExportOutcome('truncated')
    } catch {
      setExportOutcome('failed')
    } finally {
      setIsExporting(false)
    }
  }

  const rows = entries.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <div className="flex flex-col gap-4">
      <form
        className="grid gap-3 sm:grid-cols-5 sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          setFilters(draft)
        }}
      >
        <label className="text-sm text-slate-700">
          {t('audit.from')}
          <input
            type="datetime-local"
            value={draft.from ?? ''}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-2"
          />
        </label>
        <label className="text-sm text-slate-700">
          {t('audit.to')}
          <input
            type="datetime-local"
            value={draft.to ?? ''}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-2"
          />
        </label>
        <label className="text-sm text-slate-700">
          {t('audit.action')}
          <select
            value={draft.action ?? ''}
            onChange={(event) => setDraft({ ...draft, action: event.target.value as AuditAction | '' })}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-2"
          >
            <option value="">{t('audit.anyAction')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(auditActionKey(action))}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {t('audit.actor')}
          <input
            value={draft.actor ?? ''}
            maxLength={64}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-2"
          />
        </label>
        <div className="flex gap-2">
          <Button type="submit">{t('audit.filter')}</Button>
          <Button type="button" variant="secondary" disabled={isExporting} onClick={() => void exportCsv()}>
            {t('audit.export')}
          </Button>
        </div>
      </form>
      {exportOutcome === 'failed' && <StatusBanner tone="error">{t('audit.exportFailed')}</StatusBanner>}
      {exportOutcome === 'truncated' && (
        <StatusBanner tone="info">
          {t('audit.exportTruncated', { max: EXPORT_MAX.toLocaleString(i18n.language) })}
        </StatusBanner>
      )}
      {entries.isPending && <p className="text-slate-600">{t('audit.loading')}</p>}
      {entries.isError && <StatusBanner tone="error">{t('audit.loadFailed')}</StatusBanner>}
      {entries.isSuccess && rows.length === 0 && <p className="text-slate-600">{t('audit.empty')}</p>}
      {rows.length > 0 && (
        <ScrollRegion label={t('audit.heading')}>
          <table className="w-full text-left text-sm" data-testid="audit-table">
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th className="py-2 pr-3">{t('audit.at')}</th>
                <th className="py-2 pr-3">{t('audit.actor')}</th>
                <th className="py-2 pr-3">{t('audit.action')}</th>
                <th className="py-2 pr-3">{t('audit.target')}</th>
                <th className="py-2 pr-3">{t('audit.summary')}</th>
                <th className="py-2">{t('audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(entry.at, i18n.language)}</td>
                  <td className="py-2 pr-3">{entry.actor.username}</td>
                  <td className="py-2 pr-3">{t(auditActionKey(entry.action))}</td>
                  <td className="py-2 pr-3">
                    {auditTargetType(entry.targetType, t)} {entry.targetId}
                  </td>
                  <td className="py-2 pr-3">{auditSummary(entry, t, i18n.language)}</td>
                  <td className="py-2">{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <MoreButton list={entries} label={t('audit.more')} />
    </div>
  )
}
