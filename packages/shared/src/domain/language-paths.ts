/**
 * Each language's address for a public page: the default language at the page's own path
 * (`/advertise`), every other language under its code (`/es/advertise`, `/zh-Hant/advertise`, `/es`
 * for the home page). The prefix fixes the page's language whatever the cookie says; an unprefixed
 * page is served in the negotiated language. Kept tiny: public pages import it.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from './languages'

/** A first segment shaped like a language code (`es`, `zh-Hant`), known or not (the service worker embeds it). */
export const LANGUAGE_PREFIX = /^\/([a-z]{2,3}(?:-[A-Z][a-z]{3})?)(?=[/?#]|$)/

/** The language a path's prefix names (never the default's, which has none), and the path without it. */
export function splitLanguagePrefix(path: string): { language: Language | null; path: string } {
  const code = LANGUAGE_PREFIX.exec(path)?.[1]
  if (!code || code === DEFAULT_LANGUAGE || !isLanguage(code)) return { language: null, path }
  const rest = path.slice(code.length + 1)
  return { language: code, path: rest.startsWith('/') ? rest : `/${rest}` }
}

/** `path` (unprefixed, starting with `/`) at `language`'s address. */
export function localizedPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path
  return path === '/' ? `/${language}` : `/${language}${path.startsWith('/?') ? path.slice(1) : path}`
}

/** The public pages, which have an address per language (`/es/advertise`); dashboards and QR screens have one. */
const PUBLIC_PAGE =
  /^\/(?:$|[?#]|(?:advertise|featured-articles|contact|privacy-policy|cookie-policy|terms-of-service|how-it-works|search)(?:$|[?#])|(?:articles|category|makers)\/)/

/** `path` at `language`'s address when it is a public page's, else as it is. */
export function languagePath(language: Language, path: string): string {
  return PUBLIC_PAGE.test(path) ? localizedPath(language, path) : path
}

/** The page's address in every language, the default first: what `hreflang` alternates and sitemaps list. */
export function languageAddresses(path: string): { language: Language; path: string }[] {
  return LANGUAGES.map((language) => ({ language, path: localizedPath(language, path) }))
}
