import type { AdminVerification } from '@spotlight/shared/schemas/verifications'
import { Button } from '#app/components/ui/button'
import { PagedList, type PagedListTexts } from '#app/components/ui/paged-list'
import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { useAdminVerifications } from '../api/list-admin-verifications'

const TEXTS: PagedListTexts = {
  heading: 'adminVerification.listHeading',
  count: { one: 'adminVerification.countOne', other: 'adminVerification.count' },
  loading: 'adminVerification.listLoading',
  failed: 'adminVerification.listFailed',
  empty: 'adminVerification.listEmpty',
  more: 'adminVerification.more',
}

/**
 * The hosts verified now, the latest first, how many in all and a page at a time: where an admin finds
 * the one to revoke. A row's Revoke hands its number to the revoke form (`onRevoke`).
 */
export function AdminVerificationList({ onRevoke }: { onRevoke: (row: AdminVerification) => void }) {
  const { t, i18n } = useTranslation()
  return (
    <PagedList
      id="verified-hosts"
      list={useAdminVerifications('VERIFIED')}
      texts={TEXTS}
      rowKey={(row) => row.id}
      row={(row) => (
        <>
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
        </>
      )}
    />
  )
}
