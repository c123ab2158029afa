import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi, storeUser } from '#app/test/support'
import UserDashboardLayout from './layout'

// The layout's query client lives as long as the tab (one per test file here): one render per file.
// The banner's other cases (good standing, languages) are in suspension-banner.test.tsx.
describe('the user dashboard of a suspended maker', () => {
  it('says atop the page that the account is suspended, the admins’ reason, and what it means', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/rejected': () => jsonResponse([]),
      'GET /api/suspension': () =>
        jsonResponse({ reason: 'Phishing links in the article.', since: '2026-03-02T10:00:00.000Z' }),
    })
    renderWithApp(<UserDashboardLayout />, { path: '/user-dashboard/my-articles' })
    const banner = await screen.findByRole('alert')
    expect(within(banner).getByText('Your account is suspended')).toBeInTheDocument()
    expect(banner).toHaveTextContent('Reason given by the admins: Phishing links in the article.')
    expect(banner).toHaveTextContent('You can still sign in and read your receipts')
    expect(banner).toHaveTextContent('you cannot publish, review, reply or buy')
    expect(banner).toHaveTextContent('Your articles are off the public pages until the suspension is lifted.')
    expect(banner).toHaveTextContent('Their promotions have stopped and their slots have gone to others')
  })
})
