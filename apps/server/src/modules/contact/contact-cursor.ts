import { z } from 'zod'
import { PageQuerySchema } from '@spotlight/shared/schemas/articles'

const DECODED_PATTERN = /^c1:(\d{1,10})$/

/** Opaque to clients: base64url of the last id of the page (the inbox is ordered by id desc). */
export function encodeContactCursor(id: number): string {
  return Buffer.from(`c1:${id}`, 'utf8').toString('base64url')
}

export function decodeContactCursor(raw: string): number | null {
  const match = DECODED_PATTERN.exec(Buffer.from(raw, 'base64url').toString('utf8'))
  const id = match ? Number(match[1]) : 0
  return id >= 1 && id <= 2_147_483_647 ? id : null
}

/** The shared page query with the cursor decoded to an id; a malformed cursor is a 400 naming `cursor`. */
export const ContactPageQuerySchema = PageQuerySchema.extend({
  cursor: PageQuerySchema.shape.cursor.transform((raw, ctx) => {
    if (raw === undefined) return undefined
    const id = decodeContactCursor(raw)
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid cursor' })
      return z.NEVER
    }
    return id
  }),
})
