import type { PublicArticleListItem } from '@spotlight/shared/schemas/articles'
import { type CallOptions, requestPage } from '#app/lib/api-client'
import { type ArticlePage, type PageRequest, pageQuery } from '../utils/article-page'

/** GET /api/articles/category/{slug}: the published articles of one category, newest first. */
export const listCategoryArticles = (
  slug: string,
  page: PageRequest = {},
  options?: CallOptions,
): Promise<ArticlePage> =>
  requestPage<PublicArticleListItem>(
    `/api/articles/category/${encodeURIComponent(slug)}?${pageQuery(page)}`,
    undefined,
    options,
  )
