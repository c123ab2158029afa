import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import {
  ArticleListSchema,
  ArticleReviewSchema,
  ArticleSchema,
  PublicationCreditsSchema,
} from '@spotlight/shared/schemas/articles'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#app/lib/api-client'

export type DashboardList = 'published' | 'drafts' | 'pending' | 'rejected'

/** GET /api/articles/{published|drafts|pending|rejected}: the user's own (admins: every pending). */
export const listDashboardArticles = (list: DashboardList) =>
  api.get(`/api/articles/${list}`, ArticleListSchema, { signedIn: true })

export const dashboardArticlesQuery = (list: DashboardList) =>
  queryOptions({
    queryKey: ['dashboard-articles', list],
    queryFn: () => listDashboardArticles(list),
    staleTime: 0,
  })

export const useDashboardArticles = (list: DashboardList) => useQuery(dashboardArticlesQuery(list))

/** GET /api/articles/{id}/review (admin): the article with its author and review history. */
export const getArticleReview = (id: number) =>
  api.get(`/api/articles/${id}/review`, ArticleReviewSchema, { signedIn: true })

export const articleReviewQuery = (id: number) =>
  queryOptions({ queryKey: ['dashboard-articles', 'review', id], queryFn: () => getArticleReview(id), staleTime: 0 })

/** Every list of this file: a moderation action can move an article from one to another. */
const allListsKey = ['dashboard-articles'] as const

function useInvalidateLists() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: allListsKey })
}

/** DELETE /api/articles/{id} (owner or admin): 204. */
export const deleteArticle = (id: number) => api.delete(`/api/articles/${id}`)

export function useDeleteArticle() {
  const invalidate = useInvalidateLists()
  return useMutation({ mutationFn: deleteArticle, onSuccess: invalidate })
}

/** PUT /api/articles/{id}/approve (admin): the published Article. */
export const approveArticle = (id: number) => api.put(`/api/articles/${id}/approve`, undefined, ArticleSchema)

export function useApproveArticle() {
  const invalidate = useInvalidateLists()
  return useMutation({ mutationFn: approveArticle, onSuccess: invalidate })
}

/** PUT /api/articles/{id}/reject {reason} (admin): the rejected Article. */
export const rejectArticle = ({ id, reason }: { id: number; reason: string }) =>
  api.put(`/api/articles/${id}/reject`, { reason }, ArticleSchema)

export function useRejectArticle() {
  const invalidate = useInvalidateLists()
  return useMutation({ mutationFn: rejectArticle, onSuccess: invalidate })
}

/** GET /api/credits/me: unused publication credits (`unlimited` for admins). */
export const getMyCredits = () => api.get('/api/credits/me', PublicationCreditsSchema, { signedIn: true })

export const myCreditsQuery = () => queryOptions({ queryKey: ['credits', 'me'], queryFn: getMyCredits, staleTime: 0 })

export const useMyCredits = () => useQuery(myCreditsQuery())

/**
 * Spec "Plan activation": after a plan is activated, My Articles shows it at once (the article's
 * entry for that plan type is replaced or added) without waiting for a refetch.
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
