import { StatusBanner } from '#app/components/ui/status-banner'
import { useTranslation } from '#app/lib/i18n'

/** Why an admin rejected the article being edited, and what to do about it. */
export function RejectionNotice({ reason }: { reason: string }) {
  const { t } = useTranslation()
  return (
    <StatusBanner tone="error" role="region" aria-label={t('moderation.rejectedBannerTitle')} className="mb-6">
      <p className="font-semibold">{t('moderation.rejectedBannerTitle')}</p>
      <p className="mt-1 break-words" data-testid="rejection-reason">
        {t('moderation.rejectedBannerBody', { reason })}
      </p>
      <p className="mt-1">{t('moderation.rejectedBannerHint')}</p>
    </StatusBanner>
  )
}
