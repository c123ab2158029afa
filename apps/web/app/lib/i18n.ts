import { createInstance, type i18n as I18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from '#app/locales/en'
import { es } from '#app/locales/es'
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from './language'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}

const resources = { en: { translation: en }, es: { translation: es } }

/**
 * A fresh i18next instance in the given language. Both catalogues are bundled and init is
 * synchronous, so the server render and the hydration render use the same strings from the first
 * frame (no hydration mismatch, no suspense). One instance per server request and one per tab.
 */
export function createI18n(language: Language): I18n {
  const instance = createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  })
  return instance
}

// Shared by `meta` functions, which run outside React; fixed-language `t` never changes its state.
let metaInstance: I18n | undefined

/** A `t` bound to one language, for code that runs outside the React tree (route `meta`). */
export function getFixedT(language: Language): TFunction {
  metaInstance ??= createI18n(DEFAULT_LANGUAGE)
  return metaInstance.getFixedT(language)
}

/** The language a root loader chose, read from route matches (as `meta` receives them). */
export function languageFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === 'root')
  const data = root?.loaderData
  const language = data && typeof data === 'object' && 'lang' in data ? data.lang : undefined
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}
