import {
  NotificationListSchema,
  MarkReadResultSchema,
  type MarkReadInput,
  type MarkReadResult,
  type NotificationList,
} from '@spotlight/shared/schemas/notifications'
import { NEXT_CURSOR_HEADER } from '@spotlight/shared/schemas/articles'
import { api, requestWithHeaders } from '#app/lib/api-client'

/** The page of all notifications (issue 20); the bell's panel links to it. */
export const NOTIFICATIONS_PATH = '/user-dashboard/notifications'

/** The newest notifications and the unread count: what the bell polls. */
export function getNotifications(limit = 10): Promise<NotificationList> {
  return api.get(`/api/notifications?limit=${limit}`, NotificationListSchema, { signedIn: true })
}

/** One keyset page for the notifications page, with the next page's cursor from `X-Next-Cursor` (ADR 0002). */
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

export function markNotificationsRead(input: MarkReadInput): Promise<MarkReadResult> {
  return api.post('/api/notifications/read', input, MarkReadResultSchema)
}
