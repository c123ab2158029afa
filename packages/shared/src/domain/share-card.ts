/**
 * Share cards (the Open Graph images at /og/...): their size, their addresses, and the version a
 * card's address carries. The version is a hash of what the card shows, computed the same way by
 * the server (which keys its stored cards by it) and the web (which writes it into og:image), so an
 * edit gives a new address and a cached card is never stale.
 */
import { TRANSLATED_LANGUAGES, type CategoryTranslations, type NamedCategory } from './category-language'

export const SHARE_CARD_WIDTH = 1200
export const SHARE_CARD_HEIGHT = 630

/** Bumped when the card's design changes, so every address changes with it. */
export const SHARE_CARD_DESIGN = '1'

/** A short, stable hash (cyrb53) of the card's inputs; not for security, only to tell versions apart. */
export function shareCardVersion(parts: ReadonlyArray<string | null | undefined>): string {
  const text = [SHARE_CARD_DESIGN, ...parts.map((part) => part ?? '')].join('\u0000')
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

export type ArticleCardInput = {
  id: number
  title: string
  app: string
  company: string
  headerImage: string | null
  category: NamedCategory | null
}
/** A category card shows its name and description in the card's language (both are in its version). */
export type CategoryCardInput = {
  slug: string
  name: string
  description?: string | null
  translations?: CategoryTranslations
  emoji?: string | null
  headerImage?: string | null
}

export function articleCardVersion(article: ArticleCardInput): string {
  return shareCardVersion([
    article.title,
    article.company,
    article.app,
    article.category?.name,
    ...TRANSLATED_LANGUAGES.map((language) => article.category?.translations?.[language]?.name),
    article.headerImage,
  ])
}

export function categoryCardVersion(category: CategoryCardInput): string {
  return shareCardVersion([
    category.name,
    ...TRANSLATED_LANGUAGES.map((language) => category.translations?.[language]?.name),
    category.description,
    ...TRANSLATED_LANGUAGES.map((language) => category.translations?.[language]?.description),
    category.emoji,
    category.headerImage,
  ])
}

/** The pages with a card of their own that is not about one article or category. */
export const SITE_CARD_PAGES = ['home', 'advertise'] as const
export type SiteCardPage = (typeof SITE_CARD_PAGES)[number]

export const shareCardPaths = {
  article: (article: ArticleCardInput, lang: string) =>
    `/og/articles/${article.id}.png?lang=${lang}&v=${articleCardVersion(article)}`,
  category: (category: CategoryCardInput, lang: string) =>
    `/og/categories/${encodeURIComponent(category.slug)}.png?lang=${lang}&v=${categoryCardVersion(category)}`,
  // A site card only changes with the design, so its version is the design's.
  site: (page: SiteCardPage, lang: string) =>
    `/og/${page === 'home' ? 'site' : page}.png?lang=${lang}&v=${SHARE_CARD_DESIGN}`,
}
