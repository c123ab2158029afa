import { describe, expect, it } from 'vitest'
import { isVisibleCategorySlug, SLUG_PATTERN, slugify, titleCaseSlug } from './slug'

describe('category slugs', () => {
  it.each([
    ['Productivity Tools', 'productivity-tools'],
    ['Social & Community', 'social-and-community'],
    ['Travel & Experiences', 'travel-and-experiences'],
    ['  Games  ', 'games'],
    ['Health&Wellness', 'health-and-wellness'],
    ['--Digital   Services!!', 'digital-services'],
    ['Café Crème', 'cafe-creme'],
    ['Web3 / DeFi', 'web3-defi'],
    ['UPPER lower', 'upper-lower'],
    ['!!!', ''],
  ])('%j becomes %j', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })

  it('produces only slugs the pattern accepts', () => {
    for (const name of ['A & B', ' x ', 'Ñandú', 'a--b', '1 2 3']) {
      expect(slugify(name)).toMatch(SLUG_PATTERN)
    }
  })

  it('hides the catch-all category', () => {
    expect(isVisibleCategorySlug('sin-categoria')).toBe(false)
    expect(isVisibleCategorySlug('games')).toBe(true)
  })

  it('title-cases a slug for the category heading', () => {
    expect(titleCaseSlug('social-and-community')).toBe('Social And Community')
    expect(titleCaseSlug('games')).toBe('Games')
  })
})
