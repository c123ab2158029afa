import { HIDDEN_CATEGORY_SLUG } from '@spotlight/shared/domain/limits'
import { AppError } from '#src/errors/app-error'

/**
 * The hidden catch-all category (`sin-categoria`) is listed nowhere, so its category slider is shown
 * nowhere: a slot there, or a place in its line, would buy nothing. Refused as article creation refuses
 * the category itself.
 */
export const isHiddenCategorySlug = (slug: string | null | undefined) => slug === HIDDEN_CATEGORY_SLUG

export const hiddenCategory = () =>
  new AppError(
    'PROMOTION_CATEGORY_HIDDEN',
    "This article's category is not shown on the site, so it has no category slider: move the article to another category first.",
  )
