import { useState } from 'react'
import { useShowActivatedPlan } from '#app/features/dashboard/api/dashboard-articles'
import { DashboardArticleList } from '#app/features/dashboard/components/dashboard-article-list'
import { PlanActivation, type PlanSelection } from '#app/features/payments/components/plan-activation'
import { PlanLinks } from '#app/features/payments/components/plan-links'

/**
 * My Articles (spec section 2): the published list with each article's plan links, and the plan
 * activation they open (spec section 4), whose result shows in the list at once.
 */
export function MyArticlesList() {
  const [selection, setSelection] = useState<PlanSelection | null>(null)
  const showActivated = useShowActivatedPlan()
  return (
    <DashboardArticleList
      list="published"
      rowActions={(article) => (
        <PlanLinks
          article={article}
          onSelect={(selected, planType) =>
            setSelection((last) => ({ article: selected, planType, seq: (last?.seq ?? 0) + 1 }))
          }
        />
      )}
    >
      <PlanActivation selection={selection} onClose={() => setSelection(null)} onActivated={showActivated} />
    </DashboardArticleList>
  )
}
