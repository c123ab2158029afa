import type { Article } from '@spotlight/shared/schemas/articles'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import type { RenewablePromotion } from '@spotlight/shared/schemas/payments'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { mayActivate } from '../utils/plan-state'

/** My Articles' plan links (spec "My Articles"), each shown only while that plan is neither active nor expired. */
const PLAN_LINKS = [
  { planType: 'CATEGORY_SLIDER', label: 'plans.activateCategory', renew: 'plans.renewCategory' },
  { planType: 'MAIN_SLIDER', label: 'plans.activateMain', renew: 'plans.renewMain' },
] as const

/**
 * 'Activate …' for a plan the article does not have; 'Renew …' (issue 20) for a promotion in its last
 * 7 days or ended less than 7 days ago (`renewable`, from GET /api/payments/renewable), which wins.
 */
export function PlanLinks({
  article,
  renewable = [],
  onSelect,
}: {
  article: Article
  renewable?: readonly RenewablePromotion[]
  onSelect: (article: Article, planType: SliderPlanType, renewEnd?: string) => void
}) {
  const { t } = useTranslation()
  return PLAN_LINKS.flatMap(({ planType, label, renew }) => {
    const renewal = renewable.find((row) => row.articleId === article.id && row.planType === planType)
    if (renewal) {
      return [
        <Button
          key={planType}
          variant="link"
          onClick={() => onSelect(article, planType, renewal.expiresAt)}
          data-testid={`renew-${planType}`}
        >
          {t(renew)}
        </Button>,
      ]
    }
    if (!mayActivate(article, planType)) return []
    return [
      <Button key={planType} variant="link" onClick={() => onSelect(article, planType)}>
        {t(label)}
      </Button>,
    ]
  })
}
