import { categoryName } from '#app/lib/category-name'
import { useTranslation } from '#app/lib/i18n'
import { usePublicCategories } from '#app/lib/list-categories'

/**
 * Names a category given by slug in the page's language: the figures carry only its slug (or its English
 * name), the public categories list (read once a tab) its translations. Until the list arrives, or for a
 * category it lacks, `fallback` (the English name) or the slug.
 */
export function useCategoryLabel(): (slug: string | null, fallback?: string | null) => string {
  const { i18n } = useTranslation()
  const categories = usePublicCategories()
  return (slug, fallback) => {
    const category = slug === null ? undefined : categories.data?.find((candidate) => candidate.slug === slug)
    return category ? categoryName(category, i18n.language) : (fallback ?? slug ?? '')
  }
}
