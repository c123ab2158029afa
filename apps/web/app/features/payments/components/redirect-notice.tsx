import { useTranslation } from '#app/lib/i18n'
import { StatusBanner } from '#app/components/ui/status-banner'

/**
 * Advertise with Us: 'Heads up! Redirecting to the payment page to publish your article...'
 * with a dot indicator while the payment starts. The dots are decorative; the text is the status.
 */
export function RedirectNotice() {
  const { t } = useTranslation()
  return (
    <StatusBanner tone="info" className="flex items-center gap-3" data-testid="redirect-notice">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-bounce rounded-full bg-violet-600 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {t('purchase.redirecting')}
    </StatusBanner>
  )
}
