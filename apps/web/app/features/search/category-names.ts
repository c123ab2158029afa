import type { NamedCategory } from '@spotlight/shared/domain/category-language'

/** A category as the page's category list holds it: its slug, English name and translated names. */
export type ListedCategory = NamedCategory & { slug: string }

/**
 * The cards with their category's translated names, taken from the page's category list by slug. Search
 * answers carry the English name only (reading the translations for every card would cost each search
 * several microseconds a card); the pages that show cards hold the category list anyway.
 */
export function withCategoryNames<Card extends { category: (NamedCategory & { slug: string }) | null }>(
  cards: readonly Card[],
  categories: readonly ListedCategory[],
): Card[] {
  const bySlug = new Map(categories.map((category) => [category.slug, category]))
  return cards.map((card) => {
    const listed = card.category ? bySlug.get(card.category.slug) : undefined
    return listed?.translations && card.category
      ? { ...card, category: { ...card.category, translations: listed.translations } }
      : card
  })
}
