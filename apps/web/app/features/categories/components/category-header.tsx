import type { Category } from '@spotlight/shared/schemas/categories'
import { Picture } from '#app/components/article/header-image'
import { useTranslation } from '#app/lib/i18n'
import { categoryDescription, categoryName } from '#app/lib/category-name'

/** Used when a category has no header image of its own (apps/web/public). */
export const DEFAULT_CATEGORY_IMAGE = '/images/category-default.webp'

/**
 * The starting categories whose default header (the stock photo DEFAULT_CATEGORY_IMAGE) carries the
 * attribution line.
 */
export const CREDITED_CATEGORY_SLUGS: ReadonlySet<string> = new Set([
  'social-and-community',
  'marketplaces',
  'productivity-tools',
  'games',
])

/** Photos served by Unsplash itself (an admin may set one as a header image URL). */
const UNSPLASH_HOST = /(?:^|\.)unsplash\.com$/

function isUnsplashUrl(url: string): boolean {
  try {
    return UNSPLASH_HOST.test(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * Whether the header shows an Unsplash photo, so its credit line: the stock default of a credited
 * category, or a header image from Unsplash. A category's own uploaded image is not theirs to credit.
 */
export function showsUnsplashImage(category: Pick<Category, 'slug' | 'headerImage'>): boolean {
  if (!category.headerImage) return CREDITED_CATEGORY_SLUGS.has(category.slug)
  return isUnsplashUrl(category.headerImage)
}

/** Header of the public category page: emoji, name, description (or the default) over the image. */
export function CategoryHeader({ category }: { category: Category }) {
  const { t, i18n } = useTranslation()
  const image = category.headerImage || DEFAULT_CATEGORY_IMAGE
  return (
    <header className="relative isolate overflow-hidden bg-violet-900 text-white" data-testid="category-header">
      {/* The uploaded header's AVIF and WebP copies when it has them: the page's largest paint, fetched first. */}
      <Picture
        variants={category.headerImageVariants}
        sizes="100vw"
        image={
          <img
            src={image}
            alt=""
            width={1600}
            height={500}
            fetchPriority="high"
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
        }
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/80 via-slate-900/50 to-slate-900/20"
      />
      <div className="mx-auto flex min-h-64 max-w-7xl flex-col justify-end px-4 py-12 sm:px-6 lg:px-8">
        {category.emoji && (
          <p className="text-5xl" aria-hidden="true">
            {category.emoji}
          </p>
        )}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{categoryName(category, i18n.language)}</h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90">
          {categoryDescription(category, i18n.language) || t('categories.defaultDescription')}
        </p>
        {showsUnsplashImage(category) && <p className="mt-6 text-xs text-white/80">{t('categories.imageCredit')}</p>}
      </div>
    </header>
  )
}
