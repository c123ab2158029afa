import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import type { PublicCatalogue } from '#app/locales/en'
import type { AppCatalogue } from '#app/locales/en.app'
import type { ReaderCatalogue } from '#app/locales/en.reader'
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES, languageInfo } from './language'

/**
 * The app's translations: dotted keys into a catalogue, `{{name}}` placeholders (numbers formatted
 * with `Intl` in the language's locale) and plural forms chosen by `Intl.PluralRules` (`plural`).
 * It replaced i18next and react-i18next, whose ~18 KB gzip was 15% of a public page's first-load
 * budget for what these few lines do.
 */

/** A language's strings: the public pages' first load, a reader's actions on them, the signed-in screens. */
export type Catalogue = PublicCatalogue & ReaderCatalogue & AppCatalogue

/** Every dotted path to a string of the catalogue: `t` accepts only these. */
type LeafKeys<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : LeafKeys<Tree[Key], `${Prefix}${Key}.`>
}[keyof Tree & string]

export type TranslationKey = LeafKeys<Catalogue>
export type TranslationValues = Readonly<Record<string, string | number>>
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string

type Part = 'public' | 'reader' | 'app'

/**
 * The server (and the tests) hold every catalogue from the start. The browser loads only the
 * page language's public part before hydrating (root.tsx awaits `loadLanguage`); what a reader does
 * after the load (reviews, reports, following, sharing, search suggestions) awaits `loadReaderStrings`,
 * a few KB; the signed-in screens' modules await `loadAppStrings` (both further parts) as they load;
 * and a switch loads the other language's parts wanted so far (decision 0005: only what the page
 * shows in the first load). Lazy globs for both sides: an eager glob, even behind a build-time
 * false, was still bundled into the client's first chunk.
 */
const holdsAll = import.meta.env.SSR || import.meta.env.MODE === 'test'
const publicParts = import.meta.glob<Record<string, object>>([
  '../locales/*.ts',
  '!../locales/*.*.ts',
  '!../locales/limits.ts',
])

// Per language, one object the parts are merged into as they arrive, so a `t` made before the
// signed-in part came finds its strings too.
const catalogues = new Map<Language, Catalogue>()
const loadedParts = new Set<`${Language}/${Part}`>()
const wantedParts = new Set<Part>(holdsAll ? ['public', 'reader', 'app'] : ['public'])

const catalogueOf = (language: Language) => {
  const known = catalogues.get(language)
  if (known) return known
  const created = {} as Catalogue
  catalogues.set(language, created)
  return created
}

async function loadPart(language: Language, part: Part) {
  if (loadedParts.has(`${language}/${part}`)) return
  const modules = part === 'public' ? publicParts : (await import('./i18n-parts')).laterParts
  const file = part === 'public' ? language : `${language}.${part}`
  const module = await modules[`../locales/${file}.ts`]!()
  // Each file exports its catalogue alone (`vi`, `viApp`, `zhHans`…): the one export is it.
  Object.assign(catalogueOf(language), Object.values(module)[0])
  loadedParts.add(`${language}/${part}`)
}

/** Resolves once `language`'s strings are at hand (its further parts too, once they are wanted). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...wantedParts].map((part) => loadPart(language, part)))
}

async function want(...parts: Part[]): Promise<void> {
  for (const part of parts) wantedParts.add(part)
  const pageLanguage = typeof document === 'undefined' ? DEFAULT_LANGUAGE : document.documentElement.lang
  await loadLanguage(isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE)
}

/**
 * For what a reader does on a public page once it has loaded (reviews, reports, following a maker,
 * sharing, search suggestions, the language filter): their strings only, in the page's language, and
 * a later language switch brings them in the new language too.
 */
export function loadReaderStrings(): Promise<void> {
  return want('reader')
}

/**
 * For the modules of the signed-in screens (dashboards, QR pages, the payment flow), awaited at
 * their top level: they render only once their strings are here (the reader's too: the dashboards
 * show reviews and reports), in the page's language, and a later language switch brings them too.
 */
export function loadAppStrings(): Promise<void> {
  return want('reader', 'app')
}

if (holdsAll) await Promise.all(LANGUAGES.map(loadLanguage))

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/**
 * A `t` over one catalogue. An unknown key comes back as itself (visible, never a crash); a
 * placeholder without a value stays as written; a number is written as `locale` writes it (1,234.5
 * in English, 1.234,5 in Vietnamese). Values are not HTML-escaped: React escapes.
 */
export function translator(
  catalogue: Catalogue,
  locale: string = languageInfo(DEFAULT_LANGUAGE).intlLocale,
): TFunction {
  let numbers: Intl.NumberFormat | undefined
  const show = (value: string | number) =>
    typeof value === 'number'
      ? (numbers ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 7 })).format(value)
      : value
  return (key, values) => {
    let node: unknown = catalogue
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    if (typeof node !== 'string') return key
    if (!values) return node
    return node.replace(PLACEHOLDER, (written, name: string) => (name in values ? show(values[name]!) : written))
  }
}

/** A `t` bound to one language, for code that runs outside the React tree (route `meta`). */
export function getFixedT(language: Language): TFunction {
  const known = catalogues.has(language)
  const catalogue = catalogues.get(language) ?? catalogues.get(DEFAULT_LANGUAGE) ?? catalogues.values().next().value
  if (!catalogue) throw new Error('No catalogue is loaded yet')
  return translator(catalogue, languageInfo(known ? language : DEFAULT_LANGUAGE).intlLocale)
}

/** The keys of a count's forms: `one` is used where the language's rules say so (1 in English, 0 and 1 in Hindi). */
type PluralForms = { one: TranslationKey; other: TranslationKey }

const pluralRules = new Map<Language, Intl.PluralRules>()

/** The catalogue key for `count` in `language`: the `one` form or the `other` one, by `Intl.PluralRules`. */
export function plural(language: Language, count: number, forms: PluralForms): TranslationKey {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(languageInfo(language).intlLocale)
    pluralRules.set(language, rules)
  }
  return rules.select(count) === 'one' ? forms.one : forms.other
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
  // `syncedTo`: the page language last followed. A switch changes what is shown, not that.
  const [shown, setShown] = useState({ syncedTo: initial, language: initial })
  const { language } = shown
  const value = useMemo(() => {
    const changeLanguage = async (next: Language) => {
      await loadLanguage(next)
      setShown((current) => ({ ...current, language: next }))
    }
    return { t: getFixedT(language), i18n: { language, changeLanguage } }
  }, [language])
  // The page's language comes from its address: going back from `/es/...` to `/vi/...` follows it.
  useEffect(() => {
    if (shown.syncedTo === initial) return
    let isCurrent = true
    void loadLanguage(initial).then(() => {
      if (isCurrent) setShown({ syncedTo: initial, language: initial })
    })
    return () => {
      isCurrent = false
    }
  }, [initial, shown.syncedTo])
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
