import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ArticleIdParamsSchema, NEXT_CURSOR_HEADER } from '@spotlight/shared/schemas/articles'
import {
  SEARCH_CORRECTED_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_MORE_THAN_HEADER,
  RelatedArticleSchema,
  SearchResultSchema,
  SearchSuggestionSchema,
  SuggestQuerySchema,
} from '@spotlight/shared/schemas/search'
import { SearchPageQuerySchema } from './search-cursor'
import { createSearchRepository } from './search.repository'
import { createSearchService } from './search.service'
import { createReviewsService } from '#src/modules/reviews/reviews.service'

/**
 * Search answers are never kept by a shared cache, ours included (the public read cache only stores
 * answers marked public): a stream of unique queries must not push out the pages people read, and a
 * write shows in the very next search.
 */
const NOT_STORED = 'no-store'
/** Related articles change with every publication; browsers and CDNs may keep them a minute. */
const RELATED_CACHE = 'public, max-age=60'

/** Mounted at /api/search: wiring only (the service and repository hold the rules and the SQL). */
export const searchModule: FastifyPluginAsyncZod = async (app) => {
  // The cards carry their apps' ratings, kept by the reviews module (one read a page).
  const { ratingsFor } = createReviewsService({ db: app.db })
  const search = createSearchService({ repo: createSearchRepository(app.db), ratings: ratingsFor })

  app.get(
    '/',
    { schema: { querystring: SearchPageQuerySchema, response: { 200: z.array(SearchResultSchema) } } },
    async (request, reply) => {
      const { q, category, limit } = request.query
      const page = await search.search(request.query)
      reply.header('cache-control', NOT_STORED)
      // Past the bound, no count at all (a client reading X-Total-Count must not show the bound as the count).
      if (page.total !== null)
        reply.header(page.moreThan ? TOTAL_MORE_THAN_HEADER : TOTAL_COUNT_HEADER, String(page.total))
      // Typo forgiveness says what it searched instead (percent-encoded: a header holds ASCII only).
      if (page.corrected) reply.header(SEARCH_CORRECTED_HEADER, encodeURIComponent(page.corrected))
      // The next page's address keeps the query and the filter (ADR 0002's headers).
      if (page.nextCursor) {
        const next = new URLSearchParams({
          q,
          ...(category ? { category } : {}),
          limit: String(limit),
          cursor: page.nextCursor,
        })
        reply.header('link', `</api/search?${next.toString()}>; rel="next"`)
        reply.header(NEXT_CURSOR_HEADER, page.nextCursor)
      }
      return page.items
    },
  )

  app.get(
    '/suggest',
    { schema: { querystring: SuggestQuerySchema, response: { 200: z.array(SearchSuggestionSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', NOT_STORED)
      return search.suggest(request.query.q)
    },
  )

  app.get(
    '/related/:id',
    { schema: { params: ArticleIdParamsSchema, response: { 200: z.array(RelatedArticleSchema) } } },
    async (request, reply) => {
      const related = await search.related(request.params.id)
      reply.header('cache-control', RELATED_CACHE)
      return related
    },
  )
}
