/**
 * Which of our languages a reader gets: the `lang` cookie the language switcher writes, then the
 * best entry of Accept-Language, then the default. One rule for the web's pages, the server's page
 * cache key, notifications, share cards, PiNet metadata, the manifest, the offline page and the
 * service worker. Kept tiny: public pages import it.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages'

/** The cookie the language switcher writes and the page's language is read from first. */
export const LANGUAGE_COOKIE = 'lang'

/**
 * The code in `codes` that best serves an Accept-Language header, or null. Entries are taken by
 * q-value, then by order; malformed ones are skipped. An entry matches a code when, once both are
 * canonical (`in` is `id`, `iw` is `he`) and completed with their likely script and region (`zh-TW`
 * is `zh-Hant-TW`, `zh` is `zh-Hans-CN`), they have the same language and script, and the entry has
 * every region the code names: so `zh-HK` finds `zh-Hant`, `es-MX` finds `es`, `sr-Latn` never finds
 * a Cyrillic `sr`. The most specific matching code wins.
 *
 * Self-contained on purpose (it uses nothing but its arguments and `Intl`): the service worker
 * embeds its source.
 */
export function matchAcceptLanguage(header: string | null | undefined, codes: readonly string[]): string | null {
  if (!header || header.length > 4096) return null
  const RANGE = /^([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)(?:;q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?$/i
  const parse = (tag: string) => {
    try {
      const locale = new Intl.Locale(Intl.getCanonicalLocales(tag)[0]!)
      const full = locale.maximize()
      return { tag: locale.toString(), language: full.language, script: full.script, region: full.region, own: locale }
    } catch {
      return null
    }
  }
  const specificity = (locale: Intl.Locale) => (locale.region ? 2 : 0) + (locale.script ? 1 : 0)
  const known = codes
    .map((code) => ({ code, locale: parse(code) }))
    .filter((entry) => entry.locale !== null)
    // A code naming a region (or a script) is more specific than one that does not: it is tried first.
    .sort((a, b) => specificity(b.locale!.own) - specificity(a.locale!.own))
  const ranges = header
    .split(',')
    .slice(0, 64)
    .map((part, index) => {
      const match = RANGE.exec(part.replace(/\s+/g, ''))
      return match ? { tag: match[1]!, quality: match[2] === undefined ? 1 : Number(match[2]), index } : null
    })
    .filter((range) => range !== null && range.quality > 0)
    .sort((a, b) => b!.quality - a!.quality || a!.index - b!.index)
  for (const range of ranges) {
    const wanted = parse(range!.tag)
    if (!wanted) continue
    const exact = known.find((entry) => entry.locale!.tag === wanted.tag)
    if (exact) return exact.code
    const close = known.find(
      ({ locale }) =>
        locale!.language === wanted.language &&
        locale!.script === wanted.script &&
        (!locale!.own.region || locale!.own.region === wanted.region),
    )
    if (close) return close.code
  }
  return null
}

/** Answers are remembered per header (browsers send few distinct ones); bounded. */
const remembered = new Map<string, Language | null>()

/** The best of our languages in Accept-Language, or null when it names none. */
export function pickFromAcceptLanguage(
  header: string | null | undefined,
  codes: readonly Language[] = LANGUAGES,
): Language | null {
  if (!header) return null
  if (codes !== LANGUAGES) return matchAcceptLanguage(header, codes) as Language | null
  let found = remembered.get(header)
  if (found === undefined) {
    found = matchAcceptLanguage(header, codes) as Language | null
    if (remembered.size >= 1000) remembered.clear()
    remembered.set(header, found)
  }
  return found
}

/** The language of a request: the `lang` cookie, then Accept-Language, then the default. */
export function negotiateLanguage({
  cookie,
  acceptLanguage,
}: {
  /** The whole Cookie header. */
  cookie?: string | null | undefined
  acceptLanguage?: string | null | undefined
}): Language {
  const chosen = readCookie(cookie, LANGUAGE_COOKIE)
  if (isLanguage(chosen)) return chosen
  return pickFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1) continue
    if (pair.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim())
    } catch {
      return null
    }
  }
  return null
}
