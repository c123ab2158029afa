/**
 * The language a public page is rendered in, one rule for both sides: the web's root loader renders
 * in it, and the server's page cache keys pages on it (so that every Accept-Language a browser can
 * send maps to one stored page per language, not one page each). Kept tiny: public pages import it.
 */
import { splitLanguagePrefix } from './language-paths'
import { negotiateLanguage } from './language-negotiation'
import type { Language } from './languages'

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages'
export { LANGUAGE_COOKIE, pickFromAcceptLanguage, readCookie } from './language-negotiation'

/**
 * A language's prefix in the path fixes the page's language (`/es/advertise` is Spanish whatever the
 * cookie says); at an unprefixed path the `lang` cookie wins, then the best supported entry of
 * Accept-Language, then the default.
 */
export function pageLanguageOf(
  path: string,
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  return splitLanguagePrefix(path).language ?? negotiateLanguage({ cookie: cookieHeader, acceptLanguage })
}
