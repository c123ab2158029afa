import type { AdminVerification } from '@spotlight/shared/schemas/verifications'
import { Button } from '#app/components/ui/button'
import { MoreButton } from '#app/components/ui/more-button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { formatDateTime } from '#app/lib/format'
import { plural, useTranslation } from '#app/lib/i18n'
import { useAdminVerifications } from '../api/list-admin-verifications'

/**
 * The hosts verified now, the latest first, how many in all and a page at a time: where an admin finds
 * the one to revoke. A row's Revoke hands its number to the revoke form (`onRevoke`).
 */
export function AdminVerificationList({ onRevoke }: { onRevoke: (row: AdminVerification) => void }) {
  const { t, i18n } = useTranslation()
  const list = useAdminVerifications('VERIFIED')
  const rows = list.data?.pages.flatMap((page) => page.items) ?? []
  const total = list.data?.pages[0]?.total ?? null
  let body
  if (list.isPending) body = <p className="text-sm text-slate-600">{t('adminVerification.listLoading')}</p>
  else if (list.isError) body = <StatusBanner tone="error">{t('adminVerification.listFailed')}</StatusBanner>
  else if (rows.length === 0) body = <p className="text-sm text-slate-600">{t('adminVerification.listEmpty')}</p>
  else
    body = (
      <ul className="flex flex-col gap-3" data-testid="verified-hosts">
        {rows.map((row) => (
          <li
            key={row.id}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">
                {row.host} · {row.username}
              </p>
              <p className="text-xs text-slate-600">
                {t('adminVerification.number', { id: row.id })} ·{' '}
                {t(row.method === 'ADMIN' ? 'adminVerification.byHand' : 'adminVerification.byToken')}
                {row.verifiedAt
                  ? ` · ${t('adminVerification.since', { date: formatDateTime(row.verifiedAt, i18n.language) })}`
                  : ''}
              </p>
            </div>
            <Button
              type="button"
              variant="secondary"
              aria-label={t('adminVerification.revokeNamed', { host: row.host, username: row.username })}
              onClick={() => onRevoke(row)}
            >
              {t('adminVerification.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    )
  return (
    <section aria-labelledby="verified-hosts" className="flex flex-col gap-4">
      <h2 id="verified-hosts" className="text-lg font-semibold text-slate-900">
        {t('adminVerification.listHeading')}
      </h2>
      {rows.length > 0 && total !== null && (
        <p className="text-sm text-slate-600">
          {t(plural(i18n.language, total, { one: 'adminVerification.countOne', other: 'adminVerification.count' }), {
            n: total.toLocaleString(i18n.language),
          })}
        </p>
      )}
      {body}
      <MoreButton list={list} label={t('adminVerification.more')} className="self-start" />
    </section>
  )
}
