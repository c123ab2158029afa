import { formatDateTime } from '#app/lib/format'
import { useTranslation } from '#app/lib/i18n'
import { useOwnSuspension } from '../api/own-suspension'

/**
 * Atop the user dashboard while the account is suspended: that it is, the admins' reason, and what it
 * means. Nothing shows in good standing, or when the read fails (the server refuses what a suspended
 * account cannot do anyway, with its own message).
 */
export function SuspensionBanner() {
  const { t, i18n } = useTranslation()
  const own = useOwnSuspension()
  const suspension = own.data
  if (!suspension) return null
  return (
    <div
      role="alert"
      data-testid="suspension-banner"
      className="mb-6 rounded-2xl border border-rose-200 bg-rose-50 px-5 py-4 text-sm text-rose-900"
    >
      <p className="text-base font-semibold">{t('suspensionBanner.title')}</p>
      <p className="mt-2 break-words whitespace-pre-line">
        <span className="font-medium">{t('suspensionBanner.reason')}: </span>
        {suspension.reason}
      </p>
      <p className="mt-1 text-rose-800">
        {t('suspensionBanner.since', { date: formatDateTime(suspension.since, i18n.language) })}
      </p>
      <p className="mt-2">{t('suspensionBanner.means')}</p>
    </div>
  )
}
