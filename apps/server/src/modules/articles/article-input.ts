import { ARTICLE_IMAGES_MAX, HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'
import { isAllowedMediaSrc, type MediaOrigins } from '@spotlight/shared/html/allow-list'
import type { ArticleInput } from '@spotlight/shared/schemas/articles'
import { AppError } from '#src/errors/app-error'
import type { CategoriesService } from '#src/modules/categories/categories.service'
import type { ArticleValues } from './article-writes.repository'
import type { ContentSanitizer } from './sanitize-content-pool'
import { sanitizeArticleContent } from './sanitize-content'
import { refuseContentShape } from './sanitize-content-shape'
import type { SanitizeOutcome } from './sanitize-content-worker'

/** A 400 that names the field, in the same shape as a schema validation failure. */
export function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path, message }])
}

function optionalMedia(value: string | null | undefined, path: string, origins: MediaOrigins): string | null {
  if (!value) return null
  if (!isAllowedMediaSrc(value, origins)) throw invalidField(path, 'must be a file uploaded to this site')
  return value
}

/** On the calling thread: for callers without a pool (scripts, unit tests of the service). */
export const inlineSanitizer: Pick<ContentSanitizer, 'run'> = {
  run: async (html, origins): Promise<SanitizeOutcome> => {
    const refused = refuseContentShape(html)
    return refused ? { refused } : { content: sanitizeArticleContent(html, origins) }
  },
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null)

/**
 * Turns a validated body into the columns to store: the category resolved (the hidden catch-all
 * refused), media URLs ours, the content sanitised and checked non-empty, at most 5 images in all.
 * The cheap checks come first; the content's shape check and sanitiser run on `sanitizer` (the worker
 * pool in the app). The status is not decided here.
 */
export async function prepareArticleValues(
  input: ArticleInput,
  deps: {
    categories: Pick<CategoriesService, 'findBySlug'>
    mediaOrigins: MediaOrigins
    sanitizer: Pick<ContentSanitizer, 'run'>
  },
): Promise<Omit<ArticleValues, 'ownerId' | 'status'>> {
  const category = await deps.categories.findBySlug(input.category.slug)
  if (!category || category.slug === HIDDEN_CATEGORY_SLUG)
    throw invalidField('category.slug', 'Please select a valid category.')

  const headerImage = optionalMedia(input.headerImage, 'headerImage', deps.mediaOrigins)
  const promoVideo = optionalMedia(input.promoVideo, 'promoVideo', deps.mediaOrigins)

  const outcome = await deps.sanitizer.run(input.content, deps.mediaOrigins)
  if ('refused' in outcome) throw invalidField('content', outcome.refused)
  const content = outcome.content
  if (content.isEmpty) throw invalidField('content', 'Content cannot be empty after sanitization.')
  if (content.imageCount + (headerImage ? 1 : 0) > ARTICLE_IMAGES_MAX)
    throw invalidField('content', 'The article cannot contain more than 5 images.')

  return {
    company: input.company,
    app: input.app,
    title: input.title,
    description: input.description,
    categoryId: category.id,
    content: content.html,
    publishDate: input.publishDate,
    headerImage,
    headerImagePublicId: headerImage ? (input.headerImagePublicId ?? null) : null,
    headerImageUploadDate: headerImage ? dateOrNull(input.headerImageUploadDate) : null,
    promoVideo,
    promoVideoPublicId: promoVideo ? (input.promoVideoPublicId ?? null) : null,
    promoVideoUploadDate: promoVideo ? dateOrNull(input.promoVideoUploadDate) : null,
    // Optional: a form from before these fields (or a maker without an address yet) leaves them empty.
    appUrl: input.appUrl ?? null,
    piNetwork: input.piNetwork ?? null,
    // Absent (a form from before it): the column's default on create, the stored language on an edit.
    ...(input.language ? { language: input.language } : {}),
  }
}
