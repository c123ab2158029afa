import type { Article } from '@spotlight/shared/schemas/articles'
import { SLIDER_PLAN_TYPES, type SliderPlanType } from '@spotlight/shared/domain/plans'
import type { RenewablePromotion } from '@spotlight/shared/schemas/payments'
import { useTranslation } from '#app/lib/i18n'
import { slotPlanTextKey } from '#app/lib/plan-texts'
import { planNameKey } from '#app/lib/labels'
import { Button } from '#app/components/ui/button'
import { mayActivate } from '../utils/plan-state'

/** My Articles' plan links, one per slot plan, each shown only while that plan is neither active nor expired. */
const PLAN_LINKS = SLIDER_PLAN_TYPES.map((planType) => ({
  planType,
  label: slotPlanTextKey(planType, 'activate'),
  renew: slotPlanTextKey(planType, 'renew'),
  name: planNameKey(planType),
}))

/**
 * 'Activate …' for a plan the article does not have; 'Renew …' for a promotion in its last
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
  return PLAN_LINKS.flatMap(({ planType, label, renew, name }) => {
    const renewal = renewable.find((row) => row.articleId === article.id && row.planType === planType)
    if (renewal) {
      return [
        <Button
          key={planType}
          variant="link"
          onClick={() => onSelect(article, planType, renewal.expiresAt)}
          data-testid={`renew-${planType}`}
        >
          {t(renew, { plan: t(name) })}
        </Button>,
      ]
    }
    if (!mayActivate(article, planType)) return []
    return [
      <Button key={planType} variant="link" onClick={() => onSelect(article, planType)}>
        {t(label, { plan: t(name) })}
      </Button>,
    ]
  })
}
