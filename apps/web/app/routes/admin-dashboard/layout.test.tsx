import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, storeUser, stubApi } from '#app/test/support'
import AdminDashboardLayout from './layout'

/** The dashboard for an admin, `pending` articles awaiting review: the server answers a page and the count. */
function renderAdminDashboard(pending: number, lang: 'en' | 'es' = 'en') {
  storeUser('ADMIN')
  const fetchMock = stubApi({
    'GET /api/articles/pending': () =>
      jsonResponse(
        Array.from({ length: Math.min(pending, 1) }, (_, i) => makeArticle({ id: i + 1, status: 'PENDING_APPROVAL' })),
        200,
        { 'X-Total-Count': String(pending), ...(pending > 1 ? { 'X-Next-Cursor': '0-1' } : {}) },
      ),
  })
  const view = renderWithApp(<AdminDashboardLayout />, { path: '/admin-dashboard/my-articles', root: { lang } })
  return { ...view, fetchMock }
}

const sidebar = async () => within(await screen.findByRole('navigation', { name: /Dashboard|Panel/ }))

describe('the admin dashboard menu', () => {
  it('says how many articles await review on Pending, in words for screen readers', async () => {
    renderAdminDashboard(3)
    const menu = await sidebar()
    const pending = await menu.findByRole('link', { name: 'Pending, 3 articles' })
    expect(pending).toHaveAttribute('href', '/admin-dashboard/pending')
    expect(within(pending).getByTestId('link-count')).toHaveTextContent('3')
  })

  it('counts one in the singular, none without a badge, and speaks Spanish', async () => {
    const { unmount } = renderAdminDashboard(1)
    expect(await (await sidebar()).findByRole('link', { name: 'Pending, 1 article' })).toBeInTheDocument()
    unmount()
    const again = renderAdminDashboard(0)
    const plain = await (await sidebar()).findByRole('link', { name: 'Pending' })
    expect(within(plain).queryByTestId('link-count')).not.toBeInTheDocument()
    again.unmount()
    renderAdminDashboard(2, 'es')
    expect(await (await sidebar()).findByRole('link', { name: 'Pendientes, 2 artículos' })).toBeInTheDocument()
  })

  it('counts thousands waiting without reading them: one article is asked for, the count comes with it', async () => {
    const { fetchMock } = renderAdminDashboard(5_000)
    expect(await (await sidebar()).findByRole('link', { name: 'Pending, 5,000 articles' })).toBeInTheDocument()
    for (const [input] of fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/articles/pending')))
      expect(new URL(String(input), 'http://localhost').searchParams.get('limit')).toBe('1')
  })

  it('keeps the admin in the admin dashboard for their notifications', async () => {
    renderAdminDashboard(0)
    const link = await (await sidebar()).findByRole('link', { name: 'Notifications' })
    expect(link).toHaveAttribute('href', '/admin-dashboard/notifications')
  })

  it('links the suspension screen right after Reports', async () => {
    renderAdminDashboard(0)
    const menu = await sidebar()
    const names = menu.getAllByRole('link').map((link) => link.textContent)
    expect(names.indexOf('Suspensions')).toBe(names.indexOf('Reports') + 1)
    expect(menu.getByRole('link', { name: 'Suspensions' })).toHaveAttribute('href', '/admin-dashboard/suspensions')
  })
})
