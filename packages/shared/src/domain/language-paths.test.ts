import { describe, expect, it } from 'vitest'
import { languageAddresses, localizedPath, splitLanguagePrefix } from './language-paths'
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages'

const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!

describe('language addresses', () => {
  it('keeps the default language at the page’s own path and puts every other under its code', () => {
    expect(localizedPath(DEFAULT_LANGUAGE, '/advertise')).toBe('/advertise')
    expect(localizedPath(DEFAULT_LANGUAGE, '/')).toBe('/')
    expect(localizedPath(other, '/advertise')).toBe(`/${other}/advertise`)
    expect(localizedPath(other, '/')).toBe(`/${other}`)
    expect(localizedPath(other, '/search?q=pi')).toBe(`/${other}/search?q=pi`)
    expect(localizedPath(other, '/?page=2')).toBe(`/${other}?page=2`)
  })

  it('reads the prefix back, for every language', () => {
    for (const language of LANGUAGES) {
      for (const path of ['/', '/articles/12', '/category/games', '/search?q=x']) {
        const split = splitLanguagePrefix(localizedPath(language, path))
        expect(split).toEqual({ language: language === DEFAULT_LANGUAGE ? null : language, path })
      }
    }
  })

  it('takes no prefix from the default language, unknown codes, or words that only start like one', () => {
    expect(splitLanguagePrefix(`/${DEFAULT_LANGUAGE}/advertise`)).toEqual({
      language: null,
      path: `/${DEFAULT_LANGUAGE}/advertise`,
    })
    expect(splitLanguagePrefix('/xx/advertise').language).toBeNull()
    expect(splitLanguagePrefix(`/${other}x/advertise`).language).toBeNull()
    expect(splitLanguagePrefix('/advertise').language).toBeNull()
    expect(splitLanguagePrefix(`/${other.toUpperCase()}/advertise`).language).toBeNull()
  })

  it('lists a page’s address in every language, the default first', () => {
    const addresses = languageAddresses('/contact')
    expect(addresses.map((entry) => entry.language)).toEqual(LANGUAGES)
    expect(addresses[0]).toEqual({ language: DEFAULT_LANGUAGE, path: '/contact' })
    expect(new Set(addresses.map((entry) => entry.path)).size).toBe(LANGUAGES.length)
  })
})
