import { LANGUAGE_CARD_FONTS } from './language-card-fonts'
import { describe, expect, it } from 'vitest'
import { matchAcceptLanguage, negotiateLanguage, pickFromAcceptLanguage, readCookie } from './language-negotiation'
import { DEFAULT_LANGUAGE, LANGUAGE_REGISTRY, LANGUAGES } from './languages'

/** A registry with languages Spotlight does not ship yet, to test the fallbacks they need. */
const WIDE = ['en', 'es', 'zh-Hans', 'zh-Hant', 'id', 'he', 'pt-BR', 'pt', 'sr-Latn']
const match = (header: string | null) => matchAcceptLanguage(header, WIDE)

describe('matchAcceptLanguage', () => {
  it('tells Simplified from Traditional Chinese by script and by region', () => {
    expect(match('zh-Hans')).toBe('zh-Hans')
    expect(match('zh-Hant')).toBe('zh-Hant')
    expect(match('zh-TW')).toBe('zh-Hant')
    expect(match('zh-HK')).toBe('zh-Hant')
    expect(match('zh-MO')).toBe('zh-Hant')
    expect(match('zh-CN')).toBe('zh-Hans')
    expect(match('zh-SG')).toBe('zh-Hans')
    expect(match('zh')).toBe('zh-Hans')
    expect(match('zh-Hant-CN')).toBe('zh-Hant')
    expect(match('ZH-tw')).toBe('zh-Hant')
  })

  it('never gives a reader a script they did not ask for', () => {
    expect(matchAcceptLanguage('zh-TW', ['en', 'zh-Hans'])).toBeNull()
    expect(matchAcceptLanguage('zh', ['en', 'zh-Hant'])).toBeNull()
    expect(matchAcceptLanguage('sr', WIDE)).toBeNull()
    expect(match('sr-Latn-RS')).toBe('sr-Latn')
  })

  it('reads deprecated codes as their current ones', () => {
    expect(match('in')).toBe('id')
    expect(match('in-ID')).toBe('id')
    expect(match('iw')).toBe('he')
  })

  it('matches a region only where the code names one, preferring the most specific code', () => {
    expect(match('es-MX')).toBe('es')
    expect(match('es-419')).toBe('es')
    expect(match('en-GB')).toBe('en')
    expect(match('pt-BR')).toBe('pt-BR')
    expect(match('pt')).toBe('pt')
    expect(match('pt-PT')).toBe('pt')
    expect(matchAcceptLanguage('pt-PT', ['en', 'pt-BR'])).toBeNull()
  })

  it('honours q-values, then order, and skips q=0', () => {
    expect(match('fr;q=1, en;q=0.3, es;q=0.7')).toBe('es')
    expect(match('es;q=0, en')).toBe('en')
    expect(match('fr, zh-TW;q=0.8, en;q=0.9')).toBe('en')
    expect(match('pt-BR, es, en')).toBe('pt-BR')
    expect(match('de, es, en')).toBe('es')
    expect(match('en ; Q=0.5 , es;q=0.6')).toBe('es')
  })

  it('ignores malformed entries and keeps the good ones', () => {
    expect(match('es;q=abc, en;q=0.1')).toBe('en')
    expect(match('es;q=2, en;q=0.1')).toBe('en')
    expect(match('es;q=-1')).toBeNull()
    expect(match('e$s, <script>, en-')).toBeNull()
    expect(match('x-klingon, i-default, *, es')).toBe('es')
    expect(match(';;;,,,=,es')).toBe('es')
    expect(match('toolonglanguage, es')).toBe('es')
    expect(match('')).toBeNull()
    expect(match(null)).toBeNull()
    expect(match('*')).toBeNull()
  })

  it('stays cheap on hostile headers', () => {
    const started = Date.now()
    expect(match(`${'fr;q=0.5,'.repeat(500)}es`)).toBeNull() // past the header limit: ignored
    expect(match(`${'fr,'.repeat(100)}es`)).toBeNull() // only the first 64 entries count
    expect(match(`${'a'.repeat(5000)}`)).toBeNull()
    expect(Date.now() - started).toBeLessThan(500)
  })

  it('works from its own source alone, as the service worker runs it', () => {
    const standalone = new Function(`return ${matchAcceptLanguage.toString()}`)() as typeof matchAcceptLanguage
    expect(standalone('zh-HK, en;q=0.5', WIDE)).toBe('zh-Hant')
  })
})

describe('negotiateLanguage with the shipped registry', () => {
  it('uses the lang cookie first, only when it names one of our languages', () => {
    expect(negotiateLanguage({ cookie: 'a=1; lang=es', acceptLanguage: 'en-US' })).toBe('es')
    expect(negotiateLanguage({ cookie: 'lang=en', acceptLanguage: 'es-ES,es;q=0.9' })).toBe('en')
    expect(negotiateLanguage({ cookie: 'lang=fr', acceptLanguage: 'es' })).toBe('es')
    expect(negotiateLanguage({ cookie: 'lang=zh-TW', acceptLanguage: null })).toBe(DEFAULT_LANGUAGE)
  })

  it('falls back to Accept-Language, then to the default', () => {
    expect(negotiateLanguage({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' })).toBe('es')
    expect(negotiateLanguage({ acceptLanguage: 'fr-FR,de;q=0.5' })).toBe('en')
    expect(negotiateLanguage({ acceptLanguage: 'ja-JP' })).toBe('en')
    expect(negotiateLanguage({})).toBe('en')
  })

  it('finds the Asian languages by region, script and deprecated code, with q-values and junk', () => {
    const cases: [string, string][] = [
      ['vi-VN', 'vi'],
      ['vi', 'vi'],
      ['VI-vn;q=0.9, en;q=0.8', 'vi'],
      ['en;q=0.5, vi-VN', 'vi'],
      ['zh-TW', 'zh-Hant'],
      ['zh-HK', 'zh-Hant'],
      ['zh-Hant', 'zh-Hant'],
      ['zh-CN', 'zh-Hans'],
      ['zh', 'zh-Hans'],
      ['zh-Hans-SG', 'zh-Hans'],
      ['zh-TW;q=0.4, zh-CN;q=0.6', 'zh-Hans'],
      ['ko-KR', 'ko'],
      ['ko', 'ko'],
      ['in', 'id'],
      ['id-ID', 'id'],
      ['in-ID, en;q=0.1', 'id'],
      ['hi-IN', 'hi'],
      ['hi', 'hi'],
      ['ja-JP, hi;q=0.2', 'hi'],
      ['HI-in', 'hi'],
      ['hi-Deva-IN', 'hi'],
      ['en-IN, hi;q=0.9', 'en'],
      ['mr-IN, hi-IN;q=0.8, en;q=0.5', 'hi'],
      // Hindi in Latin letters (Hinglish) is not the Devanagari catalogue: English serves it better.
      ['hi-Latn', 'en'],
      ['mr-IN', 'en'],
      ['th-TH', 'en'],
      ['xx-YY, zz', 'en'],
      ['vi;q=abc, ko;q=0.3', 'ko'],
      ['<vi>, ko', 'ko'],
      ['vi;q=0, ko;q=0.1', 'ko'],
    ]
    for (const [header, expected] of cases) {
      // Each case once its language is in the registry (an unshipped language falls back to English).
      if (!(LANGUAGES as readonly string[]).includes(expected)) continue
      expect(negotiateLanguage({ acceptLanguage: header }), header).toBe(expected)
    }
    expect(negotiateLanguage({ cookie: 'lang=vi', acceptLanguage: 'es' })).toBe('vi')
    expect(negotiateLanguage({ cookie: 'lang=VI', acceptLanguage: 'es' })).toBe('es')
    expect(negotiateLanguage({ cookie: 'lang=hi', acceptLanguage: 'en-US' })).toBe('hi')
  })

  it('answers a repeated header the same way (answers are remembered)', () => {
    for (let round = 0; round < 3; round++) expect(pickFromAcceptLanguage('de, es;q=0.5')).toBe('es')
    expect(pickFromAcceptLanguage('zh-TW', ['en'])).toBeNull()
  })
})

describe('the registry', () => {
  it('holds, for each language, a canonical code and what the pages and cards need', () => {
    expect(LANGUAGES[0]).toBe(DEFAULT_LANGUAGE)
    for (const language of LANGUAGES) {
      const info = LANGUAGE_REGISTRY[language]
      expect(info.code).toBe(language)
      expect(Intl.getCanonicalLocales(info.code)[0]).toBe(info.code)
      expect(info.ogLocale).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/)
      expect(Intl.getCanonicalLocales(info.intlLocale)[0]).toBe(info.intlLocale)
      expect(info.nativeName.trim()).not.toBe('')
      expect(LANGUAGE_CARD_FONTS[language].length).toBeGreaterThan(0)
      // Every language finds itself.
      expect(negotiateLanguage({ acceptLanguage: info.code })).toBe(language)
    }
  })
})

describe('Hindi in the registry', () => {
  it('is written in Devanagari, left to right, dated and counted as in India, its cards drawn with Devanagari glyphs', () => {
    expect(LANGUAGE_REGISTRY.hi).toEqual({
      code: 'hi',
      ogLocale: 'hi_IN',
      intlLocale: 'hi-IN',
      nativeName: 'हिन्दी',
      direction: 'ltr',
    })
    expect(LANGUAGE_CARD_FONTS.hi.map((face) => face.package)).toContain('@fontsource/noto-sans-devanagari')
    // Hindi's `one` plural form covers 0 and 1: catalogues' `…One` strings must read right for both.
    expect(new Intl.PluralRules('hi-IN').select(0)).toBe('one')
    expect(new Intl.PluralRules('hi-IN').select(2)).toBe('other')
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
