import { z } from 'zod'
import { TRANSLATED_LANGUAGES } from '../domain/category-language'
import type { Language } from '../domain/languages'

/**
 * An object keyed by the registry's translated languages (every one but the default), each optional:
 * built from the registry, so a new language needs no change here. Strict: another key is refused.
 */
export const byTranslatedLanguage = <Entry extends z.ZodType>(entry: Entry) =>
  z.strictObject(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, entry.optional()])) as Record<
      Language,
      z.ZodOptional<Entry>
    >,
  )
