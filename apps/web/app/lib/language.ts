import { LANGUAGE_COOKIE } from '@spotlight/shared/domain/language-negotiation'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_REGISTRY, type Language } from '@spotlight/shared/domain/languages'
import { localizedPath, splitLanguagePrefix } from '@spotlight/shared/domain/language-paths'
import { pageLanguageOf } from '@spotlight/shared/domain/page-language'

export { localizedPath, splitLanguagePrefix }

// The registry and the one negotiation rule, shared with the server (its page cache keys pages on it).
export { LANGUAGE_COOKIE, pickFromAcceptLanguage, readCookie } from '@spotlight/shared/domain/language-negotiation'
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  languageInfo,
} from '@spotlight/shared/domain/languages'

/**
 * Picks the page language on the server: a language's prefix in the path (`/es/...`) fixes it;
 * elsewhere the `lang` cookie wins, then the best supported entry of Accept-Language (by q-value,
 * then by order, with script and region fallbacks), then the default.
 */
export function detectLanguage(request: Request): Language {
  const { headers } = request
  return pageLanguageOf(new URL(request.url).pathname, headers.get('cookie'), headers.get('accept-language'))
}

/** `dir` for a page in this language: only a right-to-left language sets it (left to right is the default). */
export function pageDirection(language: string): 'rtl' | undefined {
  return LANGUAGE_REGISTRY[isLanguage(language) ? language : DEFAULT_LANGUAGE].direction === 'rtl' ? 'rtl' : undefined
}

/**
 * `lang` and `dir` for text written in `language` (an article's title, a promoted slide's) on a page in
 * `pageLanguage`: nothing when they are the same, so a screen reader switches voice only where it must;
 * `dir` only when the text runs the other way from the page.
 */
export function textLanguage(
  language: Language | undefined,
  pageLanguage: string,
): { lang?: Language; dir?: 'ltr' | 'rtl' } {
  if (language === undefined || language === pageLanguage) return {}
  const direction = LANGUAGE_REGISTRY[language].direction
  return direction === (pageDirection(pageLanguage) ?? 'ltr') ? { lang: language } : { lang: language, dir: direction }
}

/** The `lang` cookie for a choice, kept a year so the next server render uses it (no flash of the other language). */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`
}

/** Remembers the choice in the browser (the switcher once React runs; before, the form posts to /language). */
export function writeLanguageCookie(language: Language) {
  document.cookie = languageCookie(language)
}

/** `path` under the same language prefix as the request's (none when it had none): a redirect that keeps the reader's address. */
export function atSameAddress(request: Request, path: string): string {
  const language = splitLanguagePrefix(new URL(request.url).pathname).language
  return language ? localizedPath(language, path) : path
}
