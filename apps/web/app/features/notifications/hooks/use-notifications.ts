import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Notification, NotificationList } from '@spotlight/shared/schemas/notifications'
import { useTranslation } from '#app/lib/i18n'
import { getNotificationPage, getNotifications, markNotificationsRead } from '../api/notifications'

/**
 * How often the bell asks for news while the page is visible (docs/decisions/0011-notifications.md:
 * a poll, not the STOMP channel). TanStack Query does not poll hidden tabs, and asks at once when
 * the window regains focus.
 */
export const POLL_MS = 15_000

/** Every notifications read: marking one read refreshes them all. */
const ALL = ['notifications'] as const

export type Status = 'loading' | 'ready' | 'error'
const statusOf = (query: { isPending: boolean; isError: boolean }): Status =>
  query.isPending ? (query.isError ? 'error' : 'loading') : 'ready'

/** Marks notifications read, showing them read at once, then refreshes every notifications read. */
function useMarkRead() {
  const queryClient = useQueryClient()
  return useCallback(
    async (ids: number[] | 'all') => {
      const at = new Date().toISOString()
      const markItem = (item: Notification) =>
        ids === 'all' || ids.includes(item.id) ? { ...item, readAt: item.readAt ?? at } : item
      queryClient.setQueriesData<NotificationList>({ queryKey: [...ALL, 'latest'] }, (list) =>
        list ? { ...list, items: list.items.map(markItem) } : list,
      )
      try {
        await markNotificationsRead(ids === 'all' ? { all: true } : { ids })
      } finally {
        await queryClient.invalidateQueries({ queryKey: ALL })
      }
    },
    [queryClient],
  )
}

/** The signed-in user's newest notifications and unread count (the bell), kept fresh while visible. */
export function useNotifications(limit = 10) {
  const { i18n } = useTranslation()
  const query = useQuery({
    // The texts come in the page language: a switch asks again.
    queryKey: [...ALL, 'latest', i18n.language, limit],
    queryFn: () => getNotifications(limit),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // The next poll is the retry.
    retry: false,
  })
  return {
    unread: query.data?.unread ?? 0,
    items: query.data?.items ?? [],
    status: query.isError && !query.data ? ('error' as const) : statusOf(query),
    markRead: useMarkRead(),
  }
}

/** Every notification, a keyset page at a time (the notifications page). */
export function useNotificationPages() {
  const { i18n } = useTranslation()
  const query = useInfiniteQuery({
    queryKey: [...ALL, 'pages', i18n.language],
    queryFn: ({ pageParam }) => getNotificationPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnWindowFocus: true,
    staleTime: 0,
  })
  const pages = query.data?.pages ?? []
  return {
    items: pages.flatMap((page) => page.items),
    unread: pages.at(-1)?.unread ?? 0,
    status: query.isError && !query.data ? ('error' as const) : statusOf(query),
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
    markRead: useMarkRead(),
  }
}
