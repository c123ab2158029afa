import { useTranslation } from '#app/lib/i18n'
import type { Language } from '#app/lib/language'
import { type LegalText, legalTextEn } from './legal-text.en'
import { legalTextEs } from './legal-text.es'

const TEXTS: Record<Language, LegalText> = { en: legalTextEn, es: legalTextEs }

/** The legal text in the page's language. */
export function useLegalText(): LegalText {
  const { i18n } = useTranslation()
  return TEXTS[i18n.language]
}
