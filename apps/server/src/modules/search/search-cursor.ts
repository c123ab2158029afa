import { z } from 'zod'
import { SearchQuerySchema } from '@spotlight/shared/schemas/search'
import { PublishDateSchema } from '@spotlight/shared/schemas/articles'

/**
 * Where a page of search results ends: the keyset (score, publish_date, id) of its last result, in
 * the order score desc, publish_date desc, id desc. The score is where the words were found (3 title
 * or app holding the query's accented words as typed, 2 title or app, 1 description, company or category,
 * 0 body), the same for the same query, so the next page
 * starts strictly after it (ADR 0002's keyset, with the rank in front). `s1` cursors held a rank in
 * millionths: they no longer decode (a 400), rather than page through the wrong order.
 */
export type SearchCursor = { score: number; publishDate: string; id: number }

const VERSION = 's2'
const DECODED_PATTERN = /^s2:([0-3]):(\d{4}-\d{2}-\d{2}):(\d{1,10})$/
const INT_MAX = 2_147_483_647

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(`${VERSION}:${cursor.score}:${cursor.publishDate}:${cursor.id}`, 'utf8').toString('base64url')
}

export function decodeSearchCursor(raw: string): SearchCursor | null {
  const match = DECODED_PATTERN.exec(Buffer.from(raw, 'base64url').toString('utf8'))
  if (!match) return null
  const score = Number(match[1])
  const publishDate = match[2]!
  const id = Number(match[3])
  if (!PublishDateSchema.safeParse(publishDate).success || id < 1 || id > INT_MAX) return null
  return { score, publishDate, id }
}

/** The search query with the cursor decoded: a malformed cursor is a 400 naming `cursor`, never a 500. */
export const SearchPageQuerySchema = SearchQuerySchema.extend({
  cursor: SearchQuerySchema.shape.cursor.transform((raw, ctx) => {
    if (raw === undefined) return undefined
    const cursor = decodeSearchCursor(raw)
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid cursor' })
      return z.NEVER
    }
    return cursor
  }),
})
