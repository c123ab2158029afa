import { NEXT_CURSOR_HEADER } from '@spotlight/shared/schemas/articles'
import { NotificationListSchema, type NotificationList } from '@spotlight/shared/schemas/notifications'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api, requestWithHeaders } from '#app/lib/api-client'

/**
 * How often the bell asks for news while the page is visible (docs/decisions/0011-notifications.md:
 * a poll, not the STOMP channel). TanStack Query does not poll hidden tabs, and asks at once when
 * the window regains focus.
 */
export const POLL_MS = 15_000

/** Every notifications read starts with this key: marking one read refreshes them all. */
export const notificationsKey = ['notifications'] as const

/** GET /api/notifications: the newest notifications and the unread count, what the bell polls. */
export function getNotifications(limit = 10): Promise<NotificationList> {
  return api.get(`/api/notifications?limit=${limit}`, NotificationListSchema, { signedIn: true })
}

/** One keyset page of the same list, with the next page's cursor from `X-Next-Cursor` (ADR 0002). */
export async function getNotificationPage(
  cursor: string | null,
  limit = 20,
): Promise<NotificationList & { nextCursor: string | null }> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) })
  const { data, headers } = await requestWithHeaders(`/api/notifications?${query.toString()}`, {
    schema: NotificationListSchema,
    signedIn: true,
  })
  return { ...data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null }
}

/** The bell's read, in the page language (the texts come in it: a switch asks again). */
export const latestNotificationsQuery = (language: string, limit: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'latest', language, limit],
    queryFn: () => getNotifications(limit),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // The next poll is the retry.
    retry: false,
  })

/** Every notification, a keyset page at a time (the notifications page). */
export const notificationPagesQuery = (language: string) =>
  infiniteQueryOptions({
    queryKey: [...notificationsKey, 'pages', language],
    queryFn: ({ pageParam }) => getNotificationPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnWindowFocus: true,
    staleTime: 0,
  })
