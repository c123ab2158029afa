import type { Language } from '#app/lib/language'
import { type LegalText, legalTextEn } from './legal-text.en'
import { legalTextEs } from './legal-text.es'
import { legalTextVi } from './legal-text.vi'
import { legalTextZhHans } from './legal-text.zh-Hans'
import { legalTextZhHant } from './legal-text.zh-Hant'
import { legalTextKo } from './legal-text.ko'
import { legalTextId } from './legal-text.id'
import { legalTextHi } from './legal-text.hi'

const TEXTS: Record<Language, LegalText> = {
  en: legalTextEn,
  es: legalTextEs,
  vi: legalTextVi,
  'zh-Hans': legalTextZhHans,
  'zh-Hant': legalTextZhHant,
  ko: legalTextKo,
  id: legalTextId,
  hi: legalTextHi,
}

/**
 * The legal text in `language`, for the legal pages' loaders: the page's own part travels in its
 * loader data, so neither language's text is in the browser's JavaScript (decision 0005: both
 * languages of all three pages were 6.5 KB gzip of every legal page's first load). A language
 * switch revalidates the loaders, so the text follows.
 */
export function legalText(language: Language): LegalText {
  return TEXTS[language]
}
