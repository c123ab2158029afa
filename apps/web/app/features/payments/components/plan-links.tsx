import type { Article } from '@spotlight/shared/schemas/articles'
import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { useTranslation } from '#app/lib/i18n'
import { Button } from '#app/components/ui/button'
import { mayActivate } from '../utils/plan-state'

/** My Articles' plan links (spec "My Articles"), each shown only while that plan is neither active nor expired. */
const PLAN_LINKS = [
  { planType: 'CATEGORY_SLIDER', label: 'plans.activateCategory' },
  { planType: 'MAIN_SLIDER', label: 'plans.activateMain' },
] as const

export function PlanLinks({
  article,
  onSelect,
}: {
  article: Article
  onSelect: (article: Article, planType: SliderPlanType) => void
}) {
  const { t } = useTranslation()
  return PLAN_LINKS.filter(({ planType }) => mayActivate(article, planType)).map(({ planType, label }) => (
    <Button key={planType} variant="link" onClick={() => onSelect(article, planType)}>
      {t(label)}
    </Button>
  ))
}
