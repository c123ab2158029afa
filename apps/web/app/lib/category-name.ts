/** A category's name and description in the page's language: the shared rule (packages/shared). */
import type { NamedCategory } from '@spotlight/shared/domain/category-language'

export { categoryDescription, categoryName } from '@spotlight/shared/domain/category-language'

/** What a menu needs of a category (loaders send no more): its slug and names, the Spanish one when set. */
export const menuEntry = ({
  slug,
  name,
  nameEs,
}: NamedCategory & { slug: string }): NamedCategory & { slug: string } =>
  nameEs ? { slug, name, nameEs } : { slug, name }
