import { NEXT_CURSOR_HEADER } from '@spotlight/shared/schemas/articles'
import { NotificationListSchema, type NotificationList } from '@spotlight/shared/schemas/notifications'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api, requestWithHeaders } from '#app/lib/api-client'
import type { Language } from '#app/lib/language'

/**
 * How often the bell asks for news while the page is visible (docs/decisions/0011-notifications.md:
 * a poll, not the STOMP channel). TanStack Query does not poll hidden tabs, and asks at once when
 * the window regains focus.
 */
export const POLL_MS = 15_000

/** Every notifications read starts with this key: marking one read refreshes them all. */
export const notificationsKey = ['notifications'] as const

/**
 * The list's query. `lang` asks for the texts in the page's language: left to the server, they
 * would follow the `lang` cookie, which a page at another language's address (`/vi/...`) does not
 * change.
 */
const listQuery = (language: Language, limit: number, cursor: string | null = null) =>
  new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}), lang: language }).toString()

/** GET /api/notifications: the newest notifications and the unread count, what the bell polls. */
export function getNotifications(language: Language, limit = 10): Promise<NotificationList> {
  return api.get(`/api/notifications?${listQuery(language, limit)}`, NotificationListSchema, { signedIn: true })
}

/** One keyset page of the same list, with the next page's cursor from `X-Next-Cursor` (ADR 0002). */
export async function getNotificationPage(
  language: Language,
  cursor: string | null,
  limit = 20,
): Promise<NotificationList & { nextCursor: string | null }> {
  const { data, headers } = await requestWithHeaders(`/api/notifications?${listQuery(language, limit, cursor)}`, {
    schema: NotificationListSchema,
    signedIn: true,
  })
  return { ...data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null }
}

/** The bell's read, in the page language (the texts come in it: a switch asks again). */
export const latestNotificationsQuery = (language: Language, limit: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'latest', language, limit],
    queryFn: () => getNotifications(language, limit),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // The next poll is the retry.
    retry: false,
  })

/** Every notification, a keyset page at a time (the notifications page). */
export const notificationPagesQuery = (language: Language) =>
  infiniteQueryOptions({
    queryKey: [...notificationsKey, 'pages', language],
    queryFn: ({ pageParam }) => getNotificationPage(language, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnWindowFocus: true,
    staleTime: 0,
  })
