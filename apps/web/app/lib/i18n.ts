import { type BackendModule, createInstance, type i18n as I18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Catalogue } from '#app/locales/en'
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from './language'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Catalogue }
  }
}

type CatalogueModule = Record<string, Catalogue>

/**
 * The server (and the tests) hold both catalogues from the start. The browser loads only the
 * page's language before hydrating (root.tsx awaits `loadLanguage`), the other one when the visitor
 * switches (issue 3: only the active catalogue in the first load). One lazy glob for both sides: an
 * eager glob, even behind a build-time false, was still bundled into the client's first chunk with
 * both catalogues; the server and the tests await theirs at module load instead.
 */
const holdsBoth = import.meta.env.SSR || import.meta.env.MODE === 'test'
const lazy = import.meta.glob<CatalogueModule>(['../locales/en.ts', '../locales/es.ts'])

const loaded = new Map<Language, Catalogue>()
if (holdsBoth) {
  for (const language of LANGUAGES) {
    const module = await lazy[`../locales/${language}.ts`]!()
    loaded.set(language, module[language]!)
  }
}

/** Resolves once `language`'s catalogue is at hand; instant when it already is. */
export async function loadLanguage(language: Language): Promise<Catalogue> {
  const known = loaded.get(language)
  if (known) return known
  const module = await lazy[`../locales/${language}.ts`]!()
  const catalogue = module[language]!
  loaded.set(language, catalogue)
  return catalogue
}

/** i18next's hook for a language it does not hold yet (a switch): fetched through `loadLanguage`. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {})
    loadLanguage(language).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error as Error, false),
    )
  },
}

function bundledResources() {
  return Object.fromEntries([...loaded].map(([language, catalogue]) => [language, { translation: catalogue }]))
}

/**
 * A fresh i18next instance in the given language, whose catalogue must already be loaded (the
 * server holds both; the browser loaded the page's before hydrating): init is synchronous, so the
 * server render and the hydration render use the same strings from the first frame (no hydration
 * mismatch, no suspense). One instance per server request and one per tab.
 */
export function createI18n(language: Language): I18n {
  const instance = createInstance()
  void instance
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      resources: bundledResources(),
      // Resources given here are complete for their languages; the backend only fills in others.
      partialBundledLanguages: true,
      lng: language,
      // Spanish is typed against English, so it has every key: no second catalogue to fetch.
      fallbackLng: false,
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
  metaInstance ??= createI18n(loaded.has(language) ? language : DEFAULT_LANGUAGE)
  const catalogue = loaded.get(language)
  if (catalogue && !metaInstance.hasResourceBundle(language, 'translation')) {
    metaInstance.addResourceBundle(language, 'translation', catalogue)
  }
  return metaInstance.getFixedT(language)
}

/** The language a root loader chose, read from route matches (as `meta` receives them). */
export function languageFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === 'root')
  const data = root?.loaderData
  const language = data && typeof data === 'object' && 'lang' in data ? data.lang : undefined
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}
