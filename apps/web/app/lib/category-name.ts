/** A category's name and description in the page's language: the shared rule (packages/shared). */
import type { NamedCategory } from '@spotlight/shared/domain/category-language'

export { categoryDescription, categoryName } from '@spotlight/shared/domain/category-language'

/** What a menu needs of a category (loaders send no more): its slug and names, its translations' when it has any. */
export const menuEntry = ({
  slug,
  name,
  translations,
}: NamedCategory & { slug: string }): NamedCategory & { slug: string } => {
  const names = Object.entries(translations ?? {}).map(([language, translation]) => [
    language,
    { name: translation.name },
  ])
  return names.length ? { slug, name, translations: Object.fromEntries(names) } : { slug, name }
}
