/**
 * A category's name and description in a page's language: the language's own when the category has
 * them, the English ones otherwise. The web's pages and the server's share cards and PiNet metadata
 * use the same rule. The API carries a category's translations as one object keyed by language
 * (`translations.es.name`), so a new language of the registry needs no new field. Kept tiny: public
 * pages import it.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages'

/** A category's name and description in one language other than the default (its own columns). */
export type CategoryTranslation = { name: string; description?: string | null }
export type CategoryTranslations = Partial<Record<Language, CategoryTranslation>>

export type NamedCategory = { name: string; translations?: Partial<Record<Language, { name: string }>> }
export type DescribedCategory = {
  description?: string | null
  translations?: Partial<Record<Language, { description?: string | null }>>
}

/** The languages a category may be translated into: every one but the default (its own columns). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)

/** The category's translation into `language`, when that is a translated language of the registry. */
const translation = <T>(translations: Partial<Record<Language, T>> | undefined, language: string): T | undefined =>
  translations && language !== DEFAULT_LANGUAGE && Object.hasOwn(translations, language)
    ? translations[language as Language]
    : undefined

export const categoryName = (category: NamedCategory, language: string): string =>
  translation(category.translations, language)?.name || category.name

/** The language's description, else the English one, else any translation's (better than none). */
export const categoryDescription = (category: DescribedCategory, language: string): string | null =>
  translation(category.translations, language)?.description ||
  category.description ||
  (TRANSLATED_LANGUAGES.map((other) => translation(category.translations, other)?.description).find(Boolean) ?? null)
