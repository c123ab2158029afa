import { useState } from 'react'
import { useShowActivatedPlan } from '#app/features/dashboard/api/list-dashboard-articles'
import { DashboardArticleList } from '#app/features/dashboard/components/dashboard-article-list'
import { useRefreshRenewable, useRenewable } from '#app/features/payments/api/list-renewable'
import { PlanActivation, type PlanSelection } from '#app/features/payments/components/plan-activation'
import { PlanLinks } from '#app/features/payments/components/plan-links'

/**
 * My Articles: the published list with each article's plan links ('Renew' for a
 * promotion in its renewal window), and the plan activation they open,
 * whose result (a new end date too) shows in the list at once.
 */
export function MyArticlesList() {
  const [selection, setSelection] = useState<PlanSelection | null>(null)
  const showActivated = useShowActivatedPlan()
  const renewable = useRenewable()
  const refreshRenewable = useRefreshRenewable()
  return (
    <DashboardArticleList
      list="published"
      rowActions={(article) => (
        <PlanLinks
          article={article}
          renewable={renewable.data ?? []}
          onSelect={(selected, planType, renewEnd) =>
            setSelection((last) => ({ article: selected, planType, renewEnd, seq: (last?.seq ?? 0) + 1 }))
          }
        />
      )}
    >
      <PlanActivation
        selection={selection}
        onClose={() => setSelection(null)}
        onActivated={(articleId, planType, expirationAt) => {
          showActivated(articleId, planType, expirationAt)
          void refreshRenewable(articleId, planType)
        }}
      />
    </DashboardArticleList>
  )
}
