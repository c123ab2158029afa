import { TRANSLATED_LANGUAGES } from '@spotlight/shared/domain/category-language'
import type { Language } from '@spotlight/shared/domain/languages'
import { slugify } from '@spotlight/shared/domain/slug'
import type { AdminCategory, CategoryInput } from '@spotlight/shared/schemas/categories'

/** A name and description as typed, in one translated language. */
export type TranslationValues = { name: string; description: string }

export type CategoryFormValues = {
  name: string
  description: string
  /** One pair per translated language of the registry. */
  translations: Partial<Record<Language, TranslationValues>>
  emoji: string
  headerImage: string
}

const translationValues = (read: (language: Language) => TranslationValues) =>
  Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, read(language)])) as Partial<
    Record<Language, TranslationValues>
  >

export const EMPTY_VALUES: CategoryFormValues = {
  name: '',
  description: '',
  translations: translationValues(() => ({ name: '', description: '' })),
  emoji: '',
  headerImage: '',
}

export const valuesOf = (category: AdminCategory): CategoryFormValues => ({
  name: category.name,
  description: category.description ?? '',
  translations: translationValues((language) => ({
    name: category.translations[language]?.name ?? '',
    description: category.translations[language]?.description ?? '',
  })),
  emoji: category.emoji ?? '',
  headerImage: category.headerImage ?? '',
})

/**
 * The slug the server will store (the shared rule, `@spotlight/shared/domain/slug`): made from the name, except when
 * editing with the name unchanged, where the existing slug stays.
 */
export function slugPreview(name: string, editing: AdminCategory | null): string {
  if (editing && name.trim() === editing.name) return editing.slug
  return slugify(name)
}

/** The request body: trimmed, empty optional fields sent empty (the server stores them as null). */
export const toInput = (values: CategoryFormValues): CategoryInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  translations: Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => {
      const typed = values.translations[language]
      return [language, { name: typed?.name.trim() ?? '', description: typed?.description.trim() ?? '' }]
    }),
  ),
  emoji: values.emoji.trim(),
  headerImage: values.headerImage.trim(),
})
