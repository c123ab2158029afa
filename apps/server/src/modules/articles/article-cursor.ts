import { z } from 'zod'
import { PageQuerySchema, PublishDateSchema } from '@spotlight/shared/schemas/articles'

/** Where a page of a public list ends: the keyset (publish_date, id) of its last article. */
export type ArticleCursor = { publishDate: string; id: number }

const VERSION = 'a1'
const DECODED_PATTERN = /^a1:(\d{4}-\d{2}-\d{2}):(\d{1,10})$/

/** Opaque to clients: base64url of a versioned keyset, so the format can change without breaking links. */
export function encodeArticleCursor(cursor: ArticleCursor): string {
  return Buffer.from(`${VERSION}:${cursor.publishDate}:${cursor.id}`, 'utf8').toString('base64url')
}

export function decodeArticleCursor(raw: string): ArticleCursor | null {
  const match = DECODED_PATTERN.exec(Buffer.from(raw, 'base64url').toString('utf8'))
  if (!match) return null
  const publishDate = match[1]!
  const id = Number(match[2])
  if (!PublishDateSchema.safeParse(publishDate).success || id < 1 || id > 2_147_483_647) return null
  return { publishDate, id }
}

/** The shared page query, with the cursor decoded: a malformed cursor is a 400 naming `cursor`, never a 500. */
export const ArticlePageQuerySchema = PageQuerySchema.extend({
  cursor: PageQuerySchema.shape.cursor.transform((raw, ctx) => {
    if (raw === undefined) return undefined
    const cursor = decodeArticleCursor(raw)
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid cursor' })
      return z.NEVER
    }
    return cursor
  }),
})
