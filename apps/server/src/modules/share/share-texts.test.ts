import { DEFAULT_LANGUAGE, LANGUAGES } from '@spotlight/shared/domain/languages'
import { describe, expect, it } from 'vitest'
import { PWA_TEXTS } from './pwa/pwa-texts'
import { SHARE_TEXTS } from './share-texts'

/** A catalogue's entries as text: a string as it is, a function called with its parameter names. */
function texts(catalogue: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'function' ? String(value('«name»', '«app»')) : String(value),
    ]),
  )
}

describe('share and install catalogues', () => {
  it('give every language every text, none empty, each using its parameters', () => {
    const english = texts(SHARE_TEXTS.en)
    for (const language of LANGUAGES) {
      const own = texts(SHARE_TEXTS[language])
      expect(Object.keys(own).sort(), language).toEqual(Object.keys(english).sort())
      for (const [key, value] of Object.entries(own)) {
        expect(value.trim(), `${language} ${key}`).not.toBe('')
        for (const parameter of ['«name»', '«app»'])
          expect(value.includes(parameter), `${language} ${key}`).toBe(english[key]!.includes(parameter))
      }
      for (const [key, value] of Object.entries(PWA_TEXTS[language])) expect(value.trim(), key).not.toBe('')
      expect(Object.keys(PWA_TEXTS[language]).sort()).toEqual(Object.keys(PWA_TEXTS.en).sort())
    }
  })

  it('are translated: no text of another language is the English one, but the brand', () => {
    const brandOnly = new Set(['siteName', 'pageTitle', 'shortName'])
    const english = { ...texts(SHARE_TEXTS.en), ...texts(PWA_TEXTS.en) }
    for (const language of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE)) {
      const own = { ...texts(SHARE_TEXTS[language]), ...texts(PWA_TEXTS[language]) }
      const same = Object.keys(english).filter((key) => !brandOnly.has(key) && own[key] === english[key])
      expect(same, language).toEqual([])
    }
  })
})
