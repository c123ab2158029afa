import type { SliderPlanType } from '@spotlight/shared/domain/enums'
import { ArticleListSchema, ArticleSchema } from '@spotlight/shared/schemas/articles'
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, requestPage } from '#app/lib/api-client'

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

/**
 * GET /api/articles/pending?limit&cursor (admin): one page of every author's articles awaiting review,
 * the flagged first, then the longest waiting; the next page's cursor in `X-Next-Cursor`, how many
 * wait in all in `X-Total-Count`.
 */
export const listPendingQueue = (cursor: string | null, limit = 50) =>
  requestPage(
    `/api/articles/pending?${new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) }).toString()}`,
    ArticleSchema,
    { signedIn: true },
  )

export const pendingQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: [...allListsKey, 'pending-queue'],
    queryFn: ({ pageParam }) => listPendingQueue(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  })

/** How many articles await review, every author's (the admin's sidebar): one article is read, not the queue. */
export const pendingCountQuery = () =>
  queryOptions({
    queryKey: [...allListsKey, 'pending-count'],
    queryFn: async () => (await listPendingQueue(null, 1)).total ?? 0,
    staleTime: 0,
  })

/**
 * A dashboard list as a screen shows it: the user's own list in one read, or, for an admin's Pending,
 * the review queue a page at a time (with more on demand).
 */
export function useDashboardList(list: DashboardList, role: 'ADMIN' | 'USER') {
  const isQueue = list === 'pending' && role === 'ADMIN'
  const own = useQuery({ ...dashboardArticlesQuery(list), enabled: !isQueue })
  const queue = useInfiniteQuery({ ...pendingQueueQuery(), enabled: isQueue })
  if (!isQueue) return { ...own, hasMore: false, isFetchingMore: false, fetchMore: () => {} }
  return {
    isPending: queue.isPending,
    isError: queue.isError,
    data: queue.data?.pages.flatMap((page) => page.items) ?? [],
    dataUpdatedAt: queue.dataUpdatedAt,
    hasMore: queue.hasNextPage,
    isFetchingMore: queue.isFetchingNextPage,
    fetchMore: () => void queue.fetchNextPage(),
  }
}

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
