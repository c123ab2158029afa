import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeArticle, stubApi, storeUser } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { ArticlePickerModal } from './article-picker-modal'

afterEach(() => {
  window.localStorage.clear()
})

const articles = [
  makeArticle({
    id: 1,
    title: 'Already promoted',
    status: 'PUBLISHED',
    activePlans: [{ planType: 'CATEGORY_SLIDER', expirationAt: '2999-01-01T00:00:00.000Z' }],
  }),
  makeArticle({ id: 2, title: 'Full category', status: 'PUBLISHED', category: { name: 'Games', slug: 'games' } }),
  makeArticle({ id: 3, title: 'Room left', status: 'PUBLISHED', category: { name: 'Social', slug: 'social' } }),
  makeArticle({ id: 4, title: 'No category', status: 'PUBLISHED', category: null }),
]

describe('ArticlePickerModal (Advertise, slider cards)', () => {
  it('offers only the published articles that can take the plan, with the slots of their category', async () => {
    storeUser()
    // The slot answer depends on the query string (stubApi matches paths only): answer per category here.
    stubApi({}).mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/articles/published') return jsonResponse(articles)
      const slug = url.searchParams.get('categorySlug')
      return jsonResponse({
        totalSlots: 7,
        remainingSlots: slug === 'games' ? 0 : 2,
        categoryName: slug === 'games' ? 'Games' : 'Social',
      })
    })
    const onPick = vi.fn()
    renderWithApp(<ArticlePickerModal planType="CATEGORY_SLIDER" onPick={onPick} onCancel={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Which article do you want to promote?' })
    expect(await within(dialog).findByRole('radio', { name: /Already promoted/ })).toBeDisabled()
    expect(within(dialog).getByText('Already promoted with this plan')).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: /No category/ })).toBeDisabled()
    expect(within(dialog).getByText('This article does not have a category assigned.')).toBeInTheDocument()
    const next = within(dialog).getByRole('button', { name: 'Continue' })
    expect(next).toBeDisabled()

    await userEvent.click(within(dialog).getByRole('radio', { name: /Full category/ }))
    expect(await within(dialog).findByText('No slots left in Games')).toBeInTheDocument()
    expect(next).toBeDisabled()

    await userEvent.click(within(dialog).getByRole('radio', { name: /Room left/ }))
    expect(await within(dialog).findByText('2 of 7 slots left in Social')).toBeInTheDocument()
    expect(next).toBeEnabled()
    await userEvent.click(next)
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }))
  })
})

describe('ArticlePickerModal and the hidden catch-all category', () => {
  // Articles of a deleted category land in `sin-categoria`, which no page shows.
  const uncategorised = makeArticle({
    id: 6,
    title: 'Orphan',
    status: 'PUBLISHED',
    category: { name: 'Sin categoría', slug: 'sin-categoria' },
  })

  function stubArticles() {
    stubApi({}).mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/articles/published') return jsonResponse([uncategorised])
      return jsonResponse({ totalSlots: 7, remainingSlots: 2, categoryName: null })
    })
  }

  it('does not offer a Category Slider there, and says why', async () => {
    storeUser()
    stubArticles()
    renderWithApp(<ArticlePickerModal planType="CATEGORY_SLIDER" onPick={() => {}} onCancel={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('radio', { name: /Orphan/ })).toBeDisabled()
    expect(
      within(dialog).getByText('This article is not in a category shown on the site, so it has no Category Slider.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled()
  })

  it('still offers the Main Slider, which does not depend on the category', async () => {
    storeUser()
    stubArticles()
    renderWithApp(<ArticlePickerModal planType="MAIN_SLIDER" onPick={() => {}} onCancel={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('radio', { name: /Orphan/ })).toBeEnabled()
  })
})

describe('ArticlePickerModal in another language', () => {
  it('names the slots’ category in the page’s language, not the English name the slots answer carries', async () => {
    storeUser()
    const translated = makeArticle({
      id: 5,
      title: 'Wallet',
      status: 'PUBLISHED',
      category: { name: 'Finances', slug: 'finances', translations: { es: { name: 'Finanzas' } } },
    })
    stubApi({}).mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/articles/published') return jsonResponse([translated])
      return jsonResponse({ totalSlots: 7, remainingSlots: 2, categoryName: 'Finances' })
    })
    renderWithApp(<ArticlePickerModal planType="CATEGORY_SLIDER" onPick={() => {}} onCancel={() => {}} />, {
      root: { lang: 'es' },
    })
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Wallet/ }))
    const slots = await within(dialog).findByTestId('picker-slots')
    expect(slots.textContent).toContain('Finanzas')
    expect(slots.textContent).not.toContain('Finances')
  })
})
