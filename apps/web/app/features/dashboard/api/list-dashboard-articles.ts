import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { ArticleListSchema } from '@spotlight/shared/schemas/articles'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

export type DashboardList = 'published' | 'drafts' | 'pending' | 'rejected'

/** GET /api/articles/{published|drafts|pending|rejected}: the user's own (admins: every pending). */
export const listDashboardArticles = (list: DashboardList) =>
  api.get(`/api/articles/${list}`, ArticleListSchema, { signedIn: true })

/** The key every list starts with: a moderation action can move an article from one to another. */
const allListsKey = ['dashboard-articles'] as const

export const dashboardArticlesQuery = (list: DashboardList) =>
  queryOptions({
    queryKey: [...allListsKey, list],
    queryFn: () => listDashboardArticles(list),
    staleTime: 0,
  })

export const useDashboardArticles = (list: DashboardList) => useQuery(dashboardArticlesQuery(list))

/** Reads every list (and the review of an article) again: after a deletion or a moderation. */
export function useInvalidateDashboardLists() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: allListsKey })
}

/**
 * After a plan is activated, My Articles shows it at once (the article's entry for that plan type
 * is replaced or added) without waiting for a refetch.
 */
export function useShowActivatedPlan() {
  const queryClient = useQueryClient()
  return (articleId: number, planType: SliderPlanType, expirationAt: string) =>
    queryClient.setQueryData(dashboardArticlesQuery('published').queryKey, (articles) =>
      articles?.map((article) =>
        article.id === articleId
          ? {
              ...article,
              activePlans: [
                ...article.activePlans.filter((plan) => plan.planType !== planType),
                { planType, expirationAt },
              ],
            }
          : article,
      ),
    )
}
