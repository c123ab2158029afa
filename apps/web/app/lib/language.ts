/** Languages with a complete catalogue; the first is the default. */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** The cookie the language switcher writes and the root loader reads. */
export const LANGUAGE_COOKIE = 'lang'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * Picks the page language on the server: the `lang` cookie wins, then the best supported entry of
 * Accept-Language (by q-value, then by order), then English.
 */
export function detectLanguage(headers: Headers): Language {
  const fromCookie = readCookie(headers.get('cookie'), LANGUAGE_COOKIE)
  if (isLanguage(fromCookie)) return fromCookie
  return pickFromAcceptLanguage(headers.get('accept-language')) ?? DEFAULT_LANGUAGE
}

export function pickFromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index }
    })
    .filter((range) => range.primary && Number.isFinite(range.quality) && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranges.map((range) => range.primary).find(isLanguage) ?? null
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

/** The `lang` cookie for a choice, kept a year so the next server render uses it (no flash of the other language). */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`
}

/** Remembers the choice in the browser (the switcher once React runs; before, the form posts to /language). */
export function writeLanguageCookie(language: Language) {
  document.cookie = languageCookie(language)
}
