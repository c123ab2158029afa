import { DEFAULT_LANGUAGE, LANGUAGES } from '@spotlight/shared/domain/languages'
import { describe, expect, it } from 'vitest'
import { legalText } from './legal-text'

const entries = (language: (typeof LANGUAGES)[number]) =>
  Object.entries(legalText(language)).flatMap(([page, texts]) =>
    Object.entries(texts).map(([key, value]) => [`${page}.${key}`, value] as const),
  )

describe('legal texts', () => {
  const english = Object.fromEntries(entries(DEFAULT_LANGUAGE))

  it('exist in every language of the registry, every section of every page, none empty', () => {
    for (const language of LANGUAGES) {
      const own = Object.fromEntries(entries(language))
      expect(Object.keys(own).sort(), language).toEqual(Object.keys(english).sort())
      for (const [key, value] of Object.entries(own)) expect(value.trim(), `${language} ${key}`).not.toBe('')
    }
  })

  it('are translated: no section of another language is the English one, paragraphs kept', () => {
    for (const language of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE)) {
      for (const [key, value] of entries(language)) {
        // A one-word title may be spelled alike ("9. Cookies" in Spanish); a sentence may not.
        if (value.split(/\s+/).length > 2) expect(value, `${language} ${key}`).not.toBe(english[key])
        // The page splits paragraphs on blank lines: a translation has as many as the English text.
        expect(value.split(/\n\s*\n/).length, `${language} ${key}`).toBe(english[key]!.split(/\n\s*\n/).length)
      }
    }
  })
})
