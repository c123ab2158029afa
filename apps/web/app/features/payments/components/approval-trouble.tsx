import { Button } from '#app/components/ui/button'
import { StatusBanner } from '#app/components/ui/status-banner'
import { useTranslation } from '#app/lib/i18n'
import type { ApprovalTrouble } from '../utils/pi-payment'

/**
 * Said at once when our server could not approve the payment (Pi, or our server, unreachable), in
 * place of the redirect notice, with a Retry of the same Pi payment while the wallet still waits.
 */
export function ApprovalTroubleNotice({ trouble, className }: { trouble: ApprovalTrouble; className?: string }) {
  const { t } = useTranslation()
  return (
    <div className={className} data-testid="approval-trouble">
      <StatusBanner tone="error">{t('purchase.approvalFailed')}</StatusBanner>
      <Button
        variant="secondary"
        className="mt-2"
        onClick={trouble.retry}
        disabled={trouble.retrying}
        aria-busy={trouble.retrying || undefined}
      >
        {trouble.retrying ? t('purchase.retryingApproval') : t('purchase.retryApproval')}
      </Button>
    </div>
  )
}
