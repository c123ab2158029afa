import { describe, expect, it } from 'vitest'
import { detectLanguage, pickFromAcceptLanguage, readCookie } from './language'

/** A request for `path` (the home page unless named) with these headers. */
const headers = (init: Record<string, string>, path = '/') =>
  new Request(`http://spotlight.test${path}`, { headers: init })

describe('detectLanguage', () => {
  it('uses the lang cookie first', () => {
    expect(detectLanguage(headers({ cookie: 'a=1; lang=es', 'accept-language': 'en-US' }))).toBe('es')
    expect(detectLanguage(headers({ cookie: 'lang=en', 'accept-language': 'es-ES,es;q=0.9' }))).toBe('en')
  })

  it('ignores a cookie naming a language we do not ship', () => {
    expect(detectLanguage(headers({ cookie: 'lang=fr', 'accept-language': 'es' }))).toBe('es')
  })

  it('falls back to Accept-Language, matching the primary subtag', () => {
    expect(detectLanguage(headers({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }))).toBe('es')
    expect(detectLanguage(headers({ 'accept-language': 'en-GB' }))).toBe('en')
  })

  it('takes a language’s prefix in the path over the cookie and Accept-Language', () => {
    expect(detectLanguage(headers({ cookie: 'lang=en', 'accept-language': 'en' }, '/es/advertise'))).toBe('es')
    expect(detectLanguage(headers({ cookie: 'lang=en' }, '/es'))).toBe('es')
    // The default language has no prefix: `/en/...` is negotiated like any unprefixed path.
    expect(detectLanguage(headers({ cookie: 'lang=es' }, '/en/advertise'))).toBe('es')
    expect(detectLanguage(headers({ cookie: 'lang=es' }, '/espresso'))).toBe('es')
  })

  it('defaults to English without a usable header', () => {
    expect(detectLanguage(headers({}))).toBe('en')
    expect(detectLanguage(headers({ 'accept-language': 'fr-FR,de;q=0.5' }))).toBe('en')
  })
})

describe('pickFromAcceptLanguage', () => {
  it('honours q-values over order', () => {
    expect(pickFromAcceptLanguage('fr;q=1, en;q=0.3, es;q=0.7')).toBe('es')
    expect(pickFromAcceptLanguage('es;q=0, en')).toBe('en')
  })

  it('keeps header order between equal q-values and skips unsupported ones', () => {
    expect(pickFromAcceptLanguage('pt-BR, es, en')).toBe('es')
    expect(pickFromAcceptLanguage('*')).toBeNull()
  })
})

describe('readCookie', () => {
  it('reads one cookie and tolerates junk', () => {
    expect(readCookie('x=1; lang=es; y', 'lang')).toBe('es')
    expect(readCookie('language=es', 'lang')).toBeNull()
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBeNull()
    expect(readCookie(null, 'lang')).toBeNull()
  })
})
