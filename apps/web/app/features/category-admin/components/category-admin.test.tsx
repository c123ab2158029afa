import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubApi, storeUser } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { CategoryAdmin } from './category-admin'

const games = {
  id: 4,
  name: 'Games',
  slug: 'games',
  description: null,
  emoji: null,
  headerImage: null,
  translations: {},
  articleCount: 2,
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe('deleting a category', () => {
  async function confirmDelete() {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Games' }))
    const group = screen.getByRole('group', { name: 'Delete “Games”?' })
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm delete' }))
  }

  it('whose slider still sells says to wait for its promotions to end, not to try again', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/categories/admin': () => jsonResponse([games]),
      'DELETE /api/categories/4': () =>
        jsonResponse({ error: { code: 'CATEGORY_HAS_PROMOTIONS', message: 'Promotions run until May 2.' } }, 409),
    })
    renderWithApp(<CategoryAdmin />)
    await confirmDelete()
    const message = await screen.findByTestId('category-message')
    expect(message).toHaveTextContent('it can be deleted once they end')
    expect(message).not.toHaveTextContent('Please try again')
  })

  it('that fails otherwise says to try again', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/categories/admin': () => jsonResponse([games]),
      'DELETE /api/categories/4': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, 500),
    })
    renderWithApp(<CategoryAdmin />)
    await confirmDelete()
    expect(await screen.findByTestId('category-message')).toHaveTextContent(
      'Failed to delete category. Please try again.',
    )
  })
})
