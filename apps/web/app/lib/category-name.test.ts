import { describe, expect, it } from 'vitest'
import { categoryDescription, categoryName, menuEntry } from './category-name'

describe('category names in the page language', () => {
  it('uses the Spanish name on Spanish pages, the English one otherwise or when there is none', () => {
    expect(categoryName({ name: 'Games', translations: { es: { name: 'Juegos' } } }, 'es')).toBe('Juegos')
    expect(categoryName({ name: 'Games', translations: { es: { name: 'Juegos' } } }, 'en')).toBe('Games')
    expect(categoryName({ name: 'Games', translations: {} }, 'es')).toBe('Games')
    expect(categoryName({ name: 'Games' }, 'es')).toBe('Games')
    // A language outside the registry, or an inherited key, is no translation.
    expect(categoryName({ name: 'Games', translations: { es: { name: 'Juegos' } } }, 'xx')).toBe('Games')
    expect(categoryName({ name: 'Games', translations: { es: { name: 'Juegos' } } }, 'toString')).toBe('Games')
  })

  it('falls back to the other description when one is missing', () => {
    expect(
      categoryDescription({ description: 'All games', translations: { es: { description: 'Todos' } } }, 'es'),
    ).toBe('Todos')
    expect(categoryDescription({ description: null, translations: { es: { description: 'Todos' } } }, 'en')).toBe(
      'Todos',
    )
    expect(categoryDescription({ description: 'All games', translations: { es: { description: null } } }, 'es')).toBe(
      'All games',
    )
    expect(categoryDescription({ description: null, translations: {} }, 'es')).toBeNull()
  })

  it('menus carry the translated names only, and only when there are some', () => {
    expect(menuEntry({ slug: 'games', name: 'Games', translations: {} })).toEqual({ slug: 'games', name: 'Games' })
    const spanish = { es: { name: 'Juegos', description: 'Todos' } }
    expect(menuEntry({ slug: 'games', name: 'Games', translations: spanish })).toEqual({
      slug: 'games',
      name: 'Games',
      translations: { es: { name: 'Juegos' } },
    })
  })
})
