import { DEFAULT_LANGUAGE, LANGUAGES } from '@spotlight/shared/domain/languages'
import { describe, expect, it } from 'vitest'
import { howItWorksText } from './how-it-works-text'

const entries = (language: (typeof LANGUAGES)[number]) =>
  Object.entries(howItWorksText(language)).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[key, value] as const]
      : Object.entries(value).map(([part, text]) => [`${key}.${part}`, text] as const),
  )
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()
const DIGIT = /\d/

describe('How it works texts', () => {
  const english = Object.fromEntries(entries(DEFAULT_LANGUAGE))

  it('exist in every language of the registry, every part of every section, none empty', () => {
    for (const language of LANGUAGES) {
      const own = Object.fromEntries(entries(language))
      expect(Object.keys(own).sort(), language).toEqual(Object.keys(english).sort())
      for (const [key, value] of Object.entries(own)) expect(value.trim(), `${language} ${key}`).not.toBe('')
    }
  })

  it('are translated, with the same placeholders and paragraphs as the English text', () => {
    for (const language of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE)) {
      for (const [key, value] of entries(language)) {
        expect(value, `${language} ${key}`).not.toBe(english[key])
        expect(placeholders(value), `${language} ${key}`).toEqual(placeholders(english[key]!))
        expect(value.split(/\n\s*\n/).length, `${language} ${key}`).toBe(english[key]!.split(/\n\s*\n/).length)
      }
    }
  })

  it('write no figure of a rule into the text: each comes from the rule through a placeholder', () => {
    // The only digits allowed are the illustration of the rating rule (1 star, 5 stars, a hundred at 4.8).
    for (const language of LANGUAGES) {
      for (const [key, value] of entries(language)) {
        if (key === 'ratings.body') continue
        expect(DIGIT.test(value), `${language} ${key}: ${value}`).toBe(false)
      }
    }
  })
})
