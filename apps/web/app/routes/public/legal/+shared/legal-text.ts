import { useTranslation } from 'react-i18next'
import { isLanguage, type Language } from '#app/lib/language'
import { type LegalText, legalTextEn } from './legal-text.en'
import { legalTextEs } from './legal-text.es'

const TEXTS: Record<Language, LegalText> = { en: legalTextEn, es: legalTextEs }

/** The legal text in the page's language. */
export function useLegalText(): LegalText {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return TEXTS[isLanguage(language) ? language : 'en']
}
