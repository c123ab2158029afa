import type { PublicArticleListItem } from '@spotlight/shared/schemas/articles'
import { type CallOptions, requestPage } from '#app/lib/api-client'
import { type ArticlePage, type PageRequest, pageQuery } from '../utils/article-page'

/** GET /api/articles: published articles, newest first; the next cursor comes from `X-Next-Cursor`. */
export const listArticles = (page: PageRequest = {}, options?: CallOptions): Promise<ArticlePage> =>
  requestPage<PublicArticleListItem>(`/api/articles?${pageQuery(page)}`, undefined, options)
