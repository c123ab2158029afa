import { describe, expect, it } from 'vitest'
import { categoryDescription, categoryName, menuEntry } from './category-name'

describe('category names in the page language', () => {
  it('uses the Spanish name on Spanish pages, the English one otherwise or when there is none', () => {
    expect(categoryName({ name: 'Games', nameEs: 'Juegos' }, 'es')).toBe('Juegos')
    expect(categoryName({ name: 'Games', nameEs: 'Juegos' }, 'en')).toBe('Games')
    expect(categoryName({ name: 'Games', nameEs: null }, 'es')).toBe('Games')
    expect(categoryName({ name: 'Games' }, 'es')).toBe('Games')
  })

  it('falls back to the other description when one is missing', () => {
    expect(categoryDescription({ description: 'All games', descriptionEs: 'Todos' }, 'es')).toBe('Todos')
    expect(categoryDescription({ description: null, descriptionEs: 'Todos' }, 'en')).toBe('Todos')
    expect(categoryDescription({ description: 'All games', descriptionEs: null }, 'es')).toBe('All games')
    expect(categoryDescription({ description: null, descriptionEs: null }, 'es')).toBeNull()
  })

  it('menus carry the Spanish name only when there is one', () => {
    expect(menuEntry({ slug: 'games', name: 'Games', nameEs: null })).toEqual({ slug: 'games', name: 'Games' })
    expect(menuEntry({ slug: 'games', name: 'Games', nameEs: 'Juegos' })).toEqual({
      slug: 'games',
      name: 'Games',
      nameEs: 'Juegos',
    })
  })
})
