import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Follows } from '@spotlight/shared/schemas/follows'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, stubApi } from '#app/test/support'
import { FollowingPage } from './following-page'

const follows: Follows = {
  makers: [],
  categories: [
    {
      slug: 'finances',
      name: 'Finances',
      translations: { es: { name: 'Finanzas' }, vi: { name: 'Tài chính' } },
      followedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
}

describe('FollowingPage', () => {
  it('names each followed category in the page’s language', async () => {
    storeUser()
    stubApi({ 'GET /api/follows': () => jsonResponse(follows) })
    renderWithApp(<FollowingPage />, { root: { lang: 'vi' } })
    const link = await screen.findByRole('link', { name: 'Tài chính' })
    expect(link).toHaveAttribute('href', expect.stringContaining('/category/finances'))
    expect(screen.queryByText('Finances')).toBeNull()
  })

  it('keeps the English name in a language the category has no name in', async () => {
    storeUser()
    stubApi({ 'GET /api/follows': () => jsonResponse(follows) })
    renderWithApp(<FollowingPage />, { root: { lang: 'ko' } })
    expect(await screen.findByRole('link', { name: 'Finances' })).toBeInTheDocument()
  })

  it('says a follow from a link by the category’s name in the page’s language, not its slug', async () => {
    storeUser()
    stubApi({
      'GET /api/follows': () => jsonResponse(follows),
      'PUT /api/follows/categories/finances': () => jsonResponse({ following: true, followers: 1 }),
    })
    renderWithApp(<FollowingPage />, { root: { lang: 'es' }, path: '/?follow=categories&target=finances' })
    const status = await screen.findByRole('status')
    expect(await within(status).findByText(/Finanzas/)).toBeInTheDocument()
    expect(status.textContent).not.toContain('finances')
  })
})
