import type { Article } from '@spotlight/shared/schemas/articles'
import { Link } from '#app/components/ui/link'
import { StatusBanner } from '#app/components/ui/status-banner'
import { paths } from '#app/config/paths'
import { useTranslation } from '#app/lib/i18n'
import { planNameKey } from '#app/lib/labels'

/**
 * The delete confirmation's text. An article with a promotion in force says, in the confirmation
 * itself, that the promotion ends with it and that payments are not refunded (Terms of Service).
 * `now`: when the list was fetched, so rendering stays pure.
 */
export function DeleteArticleBody({ article, now, body }: { article: Article; now: number; body: string }) {
  const { t } = useTranslation()
  const plans = article.activePlans.filter((plan) => Date.parse(plan.expirationAt) > now)
  return (
    <>
      <p className="mt-2 text-slate-600">{body}</p>
      {plans.length > 0 ? (
        <StatusBanner tone="error" className="mt-3" data-testid="delete-promotion-warning">
          {t('overview.promotionWarning', { plans: plans.map((plan) => t(planNameKey(plan.planType))).join(', ') })}{' '}
          <Link to={paths.termsOfService} target="_blank" className="font-semibold underline">
            {t('purchase.termsLink')}
          </Link>
        </StatusBanner>
      ) : null}
    </>
  )
}
