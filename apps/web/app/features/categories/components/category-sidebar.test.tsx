import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '#app/test/render'
import { CategorySidebar } from './category-sidebar'

const NINE = [
  'productivity-tools',
  'marketplaces',
  'social-and-community',
  'digital-services',
  'learning',
  'travel-and-experiences',
  'finances',
  'health-and-wellness',
  'games',
].map((slug) => ({ slug, name: slug.replace(/-/g, ' ') }))
const HIDDEN = { slug: 'sin-categoria', name: 'Sin categoría' }

describe('CategorySidebar', () => {
  it('never lists sin-categoria, in the dropdown or in the icon grid', async () => {
    renderWithApp(<CategorySidebar categories={[HIDDEN, ...NINE]} />)
    const grid = await screen.findByTestId('category-grid')
    expect(within(grid).getByRole('heading', { name: 'Explore by Category' })).toBeInTheDocument()
    expect(within(grid).getAllByRole('link')).toHaveLength(9)
    expect(screen.queryByText('Sin categoría')).not.toBeInTheDocument()
    expect(document.querySelector('a[href="/category/sin-categoria"]')).toBeNull()
  })

  it('draws an icon for each of the nine named slugs and links to /category/{slug}', async () => {
    renderWithApp(<CategorySidebar categories={NINE} />)
    const grid = await screen.findByTestId('category-grid')
    for (const { slug } of NINE) {
      const link = within(grid).getByRole('link', { name: slug.replace(/-/g, ' ') })
      expect(link).toHaveAttribute('href', `/category/${slug}`)
      expect(link.querySelector(`svg[data-icon="${slug}"]`)).not.toBeNull()
    }
  })

  it('centres the last category when there are exactly seven', async () => {
    renderWithApp(<CategorySidebar categories={[...NINE.slice(0, 7), HIDDEN]} />)
    const grid = await screen.findByTestId('category-grid')
    const items = within(grid).getAllByRole('listitem')
    expect(items).toHaveLength(7)
    expect(items.filter((item) => item.hasAttribute('data-centred'))).toEqual([items[6]])
  })

  it('centres nothing with another count', async () => {
    renderWithApp(<CategorySidebar categories={NINE.slice(0, 8)} />)
    const grid = await screen.findByTestId('category-grid')
    expect(grid.querySelector('[data-centred]')).toBeNull()
  })

  it("opens the small-screen 'Categories' dropdown on demand", async () => {
    renderWithApp(<CategorySidebar categories={NINE} />)
    const dropdown = await screen.findByTestId('category-dropdown')
    // A native <details>: its <summary> is the toggle, and it opens without any script of ours.
    expect(dropdown.tagName).toBe('DETAILS')
    expect(dropdown).not.toHaveAttribute('open')
    expect(within(dropdown).getByRole('link', { name: 'games' })).not.toBeVisible()
    await userEvent.click(within(dropdown).getByText('Categories'))
    expect(dropdown).toHaveAttribute('open')
    expect(within(dropdown).getByRole('link', { name: 'games' })).toBeVisible()
  })
})
