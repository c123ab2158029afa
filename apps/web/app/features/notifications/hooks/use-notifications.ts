import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Notification, NotificationList } from '@spotlight/shared/schemas/notifications'
import { useTranslation } from '#app/lib/i18n'
import { latestNotificationsQuery, notificationPagesQuery, notificationsKey } from '../api/list-notifications'
import { markNotificationsRead } from '../api/mark-notifications-read'

const ALL = notificationsKey

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
  const query = useQuery(latestNotificationsQuery(i18n.language, limit))
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
  const query = useInfiniteQuery(notificationPagesQuery(i18n.language))
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
