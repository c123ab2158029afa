/**
 * A category's name and description in the page's language (issue 17): the Spanish ones on a Spanish
 * page when the category has them, the English ones otherwise. Kept tiny: public pages import it.
 */
type Named = { name: string; nameEs?: string | null }
type Described = { description?: string | null; descriptionEs?: string | null }

export const categoryName = (category: Named, language: string) =>
  (language === 'es' && category.nameEs) || category.name

export const categoryDescription = (category: Described, language: string) =>
  (language === 'es' && category.descriptionEs) || category.description || (category.descriptionEs ?? null)

/** What a menu needs of a category (loaders send no more): its slug and names, the Spanish one when set. */
export const menuEntry = ({ slug, name, nameEs }: Named & { slug: string }): Named & { slug: string } =>
  nameEs ? { slug, name, nameEs } : { slug, name }
