import { describe, expect, it } from 'vitest'
import { slugPreview, toInput } from './category-form-values'

const EXISTING = {
  id: 4,
  name: 'Arts & Crafts',
  slug: 'arts-crafts-legacy',
  description: null,
  emoji: null,
  headerImage: null,
  articleCount: 0,
}

describe('the category form values', () => {
  it('shows the slug the shared rule makes from a new name (spec section 5)', () => {
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
      toInput({ name: ' A ', nameEs: ' B ', description: '', descriptionEs: ' ', emoji: '🎲', headerImage: ' ' }),
    ).toEqual({ name: 'A', nameEs: 'B', description: '', descriptionEs: '', emoji: '🎲', headerImage: '' })
  })
})
