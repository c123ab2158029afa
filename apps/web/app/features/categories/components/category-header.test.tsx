import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Category } from '@spotlight/shared/schemas/categories'
import { renderWithApp } from '#app/test/render'
import { CategoryHeader } from './category-header'

const category = (overrides: Partial<Category>): Category => ({
  id: 1,
  name: 'Games',
  slug: 'games',
  description: null,
  translations: {},
  emoji: null,
  headerImage: null,
  ...overrides,
})

/** The header once rendered (the router stub's root loader resolves first), then its credit line or null. */
async function creditOf(value: Category) {
  const view = renderWithApp(<CategoryHeader category={value} />)
  await screen.findByRole('heading', { level: 1, name: value.name })
  const line = screen.queryByText('Image from Unsplash')
  view.unmount()
  return line
}

describe('CategoryHeader image credit', () => {
  it('credits Unsplash under the stock photo of the four credited categories', async () => {
    for (const slug of ['social-and-community', 'marketplaces', 'productivity-tools', 'games'])
      expect(await creditOf(category({ slug })), slug).not.toBeNull()
  })

  it('says nothing under a credited category whose header is its own image', async () => {
    expect(await creditOf(category({ headerImage: '/media/images/board.webp' }))).toBeNull()
  })

  it('says nothing under the stock photo of other categories', async () => {
    expect(await creditOf(category({ name: 'Learning', slug: 'learning' }))).toBeNull()
  })

  it('credits a header image served by Unsplash, whatever the category', async () => {
    const value = category({ slug: 'learning', headerImage: 'https://images.unsplash.com/photo-1?w=1600' })
    expect(await creditOf(value)).not.toBeNull()
  })

  it('is not fooled by a host that only ends in the same letters', async () => {
    expect(await creditOf(category({ headerImage: 'https://notunsplash.com/photo.jpg' }))).toBeNull()
  })
})
