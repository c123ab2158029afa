import { TRANSLATED_LANGUAGES } from '@spotlight/shared/domain/category-language'
import { describe, expect, it } from 'vitest'
import { slugPreview, toInput, valuesOf } from './category-form-values'

/** The same value for every translated language of the registry. */
const everyLanguage = <T>(value: T) => Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, value]))

const EXISTING = {
  id: 4,
  name: 'Arts & Crafts',
  slug: 'arts-crafts-legacy',
  description: null,
  emoji: null,
  headerImage: null,
  articleCount: 0,
  translations: {},
}

describe('the category form values', () => {
  it('shows the slug the shared rule makes from a new name', () => {
    expect(slugPreview('  Arts & Crafts! ', null)).toBe('arts-and-crafts')
    expect(slugPreview('Música Nueva', null)).toBe('musica-nueva')
    expect(slugPreview('!!!', null)).toBe('')
  })

  it('keeps the existing slug while the name is unchanged, follows a changed one', () => {
    expect(slugPreview('Arts & Crafts', EXISTING)).toBe('arts-crafts-legacy')
    expect(slugPreview('Arts & Crafts ', EXISTING)).toBe('arts-crafts-legacy')
    expect(slugPreview('Arts', EXISTING)).toBe('arts')
  })

  it('sends trimmed values', () => {
    expect(
      toInput({
        name: ' A ',
        description: '',
        translations: { es: { name: ' B ', description: ' ' } },
        emoji: '🎲',
        headerImage: ' ',
      }),
    ).toEqual({
      name: 'A',
      description: '',
      translations: { ...everyLanguage({ name: '', description: '' }), es: { name: 'B', description: '' } },
      emoji: '🎲',
      headerImage: '',
    })
  })

  it('reads each translated language of the registry into the form, blank where there is none', () => {
    expect(valuesOf({ ...EXISTING, translations: { es: { name: 'Artes', description: null } } }).translations).toEqual({
      ...everyLanguage({ name: '', description: '' }),
      es: { name: 'Artes', description: '' },
    })
    expect(valuesOf({ ...EXISTING, translations: {} }).translations).toEqual(
      everyLanguage({ name: '', description: '' }),
    )
  })
})
