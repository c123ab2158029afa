import { z } from 'zod'
import { NotificationPageQuerySchema } from '@spotlight/shared/schemas/notifications'

const DECODED_PATTERN = /^n1:(\d{1,10})$/

/** Opaque to clients: base64url of the last id of the page (notifications are listed by id desc). */
export function encodeNotificationCursor(id: number): string {
  return Buffer.from(`n1:${id}`, 'utf8').toString('base64url')
}

export function decodeNotificationCursor(raw: string): number | null {
  const match = DECODED_PATTERN.exec(Buffer.from(raw, 'base64url').toString('utf8'))
  const id = match ? Number(match[1]) : 0
  return id >= 1 && id <= 2_147_483_647 ? id : null
}

/** The shared page query with the cursor decoded; a malformed cursor is a 400 naming `cursor`. */
export const NotificationQuerySchema = NotificationPageQuerySchema.extend({
  cursor: NotificationPageQuerySchema.shape.cursor.transform((raw, ctx) => {
    if (raw === undefined) return undefined
    const id = decodeNotificationCursor(raw)
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid cursor' })
      return z.NEVER
    }
    return id
  }),
})
