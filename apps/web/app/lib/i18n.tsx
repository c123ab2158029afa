import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import type { Catalogue } from '#app/locales/en'
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from './language'

/**
 * The app's translations: dotted keys into a catalogue and `{{name}}` placeholders, nothing more
 * (no plurals, formats or nesting are used). It replaced i18next and react-i18next, whose ~18 KB
 * gzip was 15% of a public page's first-load budget (issue 3) for what these few lines do.
 */

type CatalogueModule = Record<string, Catalogue>

/** Every dotted path to a string of the catalogue: `t` accepts only these. */
type LeafKeys<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : LeafKeys<Tree[Key], `${Prefix}${Key}.`>
}[keyof Tree & string]

export type TranslationKey = LeafKeys<Catalogue>
export type TranslationValues = Readonly<Record<string, string | number>>
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string

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

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/**
 * A `t` over one catalogue. An unknown key comes back as itself (visible, never a crash); a
 * placeholder without a value stays as written. Values are not HTML-escaped: React escapes.
 */
export function translator(catalogue: Catalogue): TFunction {
  return (key, values) => {
    let node: unknown = catalogue
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    if (typeof node !== 'string') return key
    if (!values) return node
    return node.replace(PLACEHOLDER, (written, name: string) => (name in values ? String(values[name]) : written))
  }
}

/** A `t` bound to one language, for code that runs outside the React tree (route `meta`). */
export function getFixedT(language: Language): TFunction {
  const catalogue = loaded.get(language) ?? loaded.get(DEFAULT_LANGUAGE) ?? loaded.values().next().value
  if (!catalogue) throw new Error('No catalogue is loaded yet')
  return translator(catalogue)
}

export type I18n = {
  /** The language shown now. */
  language: Language
  /** Loads `language`'s catalogue if needed, then re-renders every string in it. */
  changeLanguage: (language: Language) => Promise<void>
}

const I18nContext = createContext<{ t: TFunction; i18n: I18n } | null>(null)

/**
 * Provides `useTranslation` below it. `language`'s catalogue must already be loaded (the server
 * holds both; the browser loaded the page's before hydrating), so the server render and the
 * hydration render use the same strings from the first frame: no mismatch, no suspense.
 */
export function I18nProvider({ language: initial, children }: { language: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial)
  const value = useMemo(() => {
    const changeLanguage = async (next: Language) => {
      await loadLanguage(next)
      setLanguage(next)
    }
    return { t: getFixedT(language), i18n: { language, changeLanguage } }
  }, [language])
  return <I18nContext value={value}>{children}</I18nContext>
}

/** The page language's `t`, and the language itself with a way to switch it. */
export function useTranslation() {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useTranslation needs an I18nProvider above it')
  return value
}

/** The language a root loader chose, read from route matches (as `meta` receives them). */
export function languageFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === 'root')
  const data = root?.loaderData
  const language = data && typeof data === 'object' && 'lang' in data ? data.lang : undefined
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}
