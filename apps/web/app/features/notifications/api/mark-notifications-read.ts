import { MarkReadResultSchema, type MarkReadInput, type MarkReadResult } from '@spotlight/shared/schemas/notifications'
import { api } from '#app/lib/api-client'

/** POST /api/notifications/read: marks the given notifications (or all) read. */
export function markNotificationsRead(input: MarkReadInput): Promise<MarkReadResult> {
  return api.post('/api/notifications/read', input, MarkReadResultSchema)
}
