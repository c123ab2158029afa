/**
 * A category's name and description in a page's language (issue 17): the Spanish ones on a Spanish
 * page when the category has them, the English ones otherwise. The web's pages and the server's
 * share cards and PiNet metadata use the same rule. Kept tiny: public pages import it.
 */
export type NamedCategory = { name: string; nameEs?: string | null }
export type DescribedCategory = { description?: string | null; descriptionEs?: string | null }

export const categoryName = (category: NamedCategory, language: string): string =>
  (language === 'es' && category.nameEs) || category.name

export const categoryDescription = (category: DescribedCategory, language: string): string | null =>
  (language === 'es' && category.descriptionEs) || category.description || (category.descriptionEs ?? null)
