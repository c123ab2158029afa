import { z } from 'zod'
import { ArticleLanguageSchema, PageQuerySchema, PublishDateSchema } from '@spotlight/shared/schemas/articles'

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

/** Where a page of the "Top rated" order ends: the last article's ranking score, then its id. */
export type TopRatedCursor = { score: number; id: number }

const TOP_PATTERN = /^t1:(\d{1,3}(?:\.\d{1,20})?(?:e-\d{1,3})?):(\d{1,10})$/

export function encodeTopRatedCursor(cursor: TopRatedCursor): string {
  // String(number) gives the shortest text that reads back as the same double: the keyset stays exact.
  return Buffer.from(`t1:${String(cursor.score)}:${cursor.id}`, 'utf8').toString('base64url')
}

export function decodeTopRatedCursor(raw: string): TopRatedCursor | null {
  const match = TOP_PATTERN.exec(Buffer.from(raw, 'base64url').toString('utf8'))
  if (!match) return null
  const score = Number(match[1])
  const id = Number(match[2])
  if (!Number.isFinite(score) || score > 5 || id < 1 || id > 2_147_483_647) return null
  return { score, id }
}

/** The public lists' orders: newest first (the default), or "Top rated" (Bayesian average). */
export const ArticleOrderSchema = z.enum(['newest', 'top'])
export type ArticleOrder = z.infer<typeof ArticleOrderSchema>

export type ListCursor = { order: 'newest'; at: ArticleCursor } | { order: 'top'; at: TopRatedCursor }

/**
 * The shared page query with `sort` and the cursor decoded (either order's; the service checks it
 * belongs to `sort`): a malformed cursor is a 400 naming `cursor`, never a 500.
 */
export const ArticlePageQuerySchema = PageQuerySchema.extend({
  sort: ArticleOrderSchema.default('newest'),
  /** Only the articles written in this language; absent, every language. */
  language: ArticleLanguageSchema.optional(),
  cursor: PageQuerySchema.shape.cursor.transform((raw, ctx): ListCursor | undefined => {
    if (raw === undefined) return undefined
    const newest = decodeArticleCursor(raw)
    if (newest) return { order: 'newest', at: newest }
    const top = decodeTopRatedCursor(raw)
    if (top) return { order: 'top', at: top }
    ctx.addIssue({ code: 'custom', message: 'is not a valid cursor' })
    return z.NEVER
  }),
})
