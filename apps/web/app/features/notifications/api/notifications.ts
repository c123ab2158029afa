import {
  NotificationListSchema,
  MarkReadResultSchema,
  type MarkReadInput,
  type MarkReadResult,
  type NotificationList,
} from '@spotlight/shared/schemas/notifications'
import { NEXT_CURSOR_HEADER } from '@spotlight/shared/schemas/articles'
import { api, ApiError, notSignedIn, trackTokenRequest } from '#app/lib/api-client'
import { readStoredSession } from '#app/lib/session-store'

/** The page of all notifications (issue 20); the bell's panel links to it. */
export const NOTIFICATIONS_PATH = '/user-dashboard/notifications'

/** The newest notifications and the unread count: what the bell polls. */
export function getNotifications(limit = 10): Promise<NotificationList> {
  return api.get(`/api/notifications?limit=${limit}`, NotificationListSchema, { signedIn: true })
}

/**
 * One keyset page for the notifications page, with the next page's cursor from `X-Next-Cursor`
 * (ADR 0002). The shared client returns bodies only, so this one call reads the header itself.
 */
export async function getNotificationPage(
  cursor: string | null,
  limit = 20,
): Promise<NotificationList & { nextCursor: string | null }> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) })
  const session = readStoredSession().session
  // Only ever a signed-in user's (see the client's `signedIn`): without a session, nothing to ask.
  if (!session) throw notSignedIn()
  const answered = fetch(`/api/notifications?${query.toString()}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${session.accessToken}` },
  })
  const response = await trackTokenRequest(answered).catch(() => {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached.' })
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
    throw new ApiError({
      status: response.status,
      code: body?.error?.code ?? 'UNEXPECTED_RESPONSE',
      message: body?.error?.message ?? `Request failed with status ${response.status}`,
    })
  }
  const page = NotificationListSchema.parse(await response.json())
  return { ...page, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null }
}

export function markNotificationsRead(input: MarkReadInput): Promise<MarkReadResult> {
  return api.post('/api/notifications/read', input, MarkReadResultSchema)
}
