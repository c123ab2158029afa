/**
 * The languages Spotlight is written in, one entry each: everything the web, the server's share
 * cards, PiNet metadata, notifications, the manifest and the offline page need to know about a
 * language. Adding a language is adding an entry here plus its catalogues (the typechecker then
 * names every catalogue that lacks it, and `language-card-fonts.ts` the fonts of its share cards).
 * Kept tiny and free of imports: public pages load it (the fonts' list is the server's alone).
 */

export type LanguageInfo = {
  /** BCP 47, with the script where the language is written in more than one (`zh-Hans`, `zh-Hant`). */
  code: string
  /** The `og:locale` of its pages (language_TERRITORY). */
  ogLocale: string
  /** The locale dates and numbers are formatted in. */
  intlLocale: string
  /** Its name in itself, as the language switcher shows it. */
  nativeName: string
  direction: 'ltr' | 'rtl'
}

/** Typed as the general shape, so that code reading an entry handles every value any language may have. */
const language = (info: LanguageInfo): LanguageInfo => info

/** The registry; the first entry is the default language and every other one's fallback. */
export const LANGUAGE_REGISTRY = {
  en: language({
    code: 'en',
    ogLocale: 'en_US',
    intlLocale: 'en-GB',
    nativeName: 'English',
    direction: 'ltr',
  }),
  es: language({
    code: 'es',
    ogLocale: 'es_ES',
    intlLocale: 'es-ES',
    nativeName: 'Español',
    direction: 'ltr',
  }),
  vi: language({
    code: 'vi',
    ogLocale: 'vi_VN',
    intlLocale: 'vi-VN',
    nativeName: 'Tiếng Việt',
    direction: 'ltr',
  }),
  'zh-Hans': language({
    code: 'zh-Hans',
    ogLocale: 'zh_CN',
    intlLocale: 'zh-Hans-CN',
    nativeName: '简体中文',
    direction: 'ltr',
  }),
  'zh-Hant': language({
    code: 'zh-Hant',
    ogLocale: 'zh_TW',
    intlLocale: 'zh-Hant-TW',
    nativeName: '繁體中文',
    direction: 'ltr',
  }),
  ko: language({
    code: 'ko',
    ogLocale: 'ko_KR',
    intlLocale: 'ko-KR',
    nativeName: '한국어',
    direction: 'ltr',
  }),
  id: language({
    code: 'id',
    ogLocale: 'id_ID',
    intlLocale: 'id-ID',
    nativeName: 'Bahasa Indonesia',
    direction: 'ltr',
  }),
  hi: language({
    code: 'hi',
    ogLocale: 'hi_IN',
    intlLocale: 'hi-IN',
    nativeName: 'हिन्दी',
    direction: 'ltr',
  }),
}

export type Language = keyof typeof LANGUAGE_REGISTRY

/** Every language's code, the default first (a non-empty tuple, as `z.enum` takes). */
export const LANGUAGES = Object.keys(LANGUAGE_REGISTRY) as [Language, ...Language[]]
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_REGISTRY, value)
}

export const languageInfo = (language: Language): LanguageInfo => LANGUAGE_REGISTRY[language]
