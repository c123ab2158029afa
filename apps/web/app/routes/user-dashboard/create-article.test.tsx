import { act, screen, waitFor } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SUBSCRIBE_REDIRECT_MS } from '#app/features/dashboard/components/subscribe-redirect'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi, storeUser, stubRoutes } from '#app/test/support'
import CreateArticlePage from './create-article'

afterEach(() => {
  vi.useRealTimers()
})

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

const formRoutes = stubRoutes({
  'GET /api/categories': () =>
    jsonResponse([{ id: 2, name: 'Games', slug: 'games', description: null, emoji: null, headerImage: null }]),
  'GET /api/media/config': () =>
    jsonResponse({ store: 'local', maxVideoBytes: 1, maxVideoSeconds: 20, maxImages: 5, maxImageBytes: 1 }),
})

function renderPage({ lang = 'en' as 'en' | 'es' } = {}) {
  return renderWithApp(
    <>
      <CreateArticlePage />
      <Where />
    </>,
    { path: '/user-dashboard/create-article', root: { lang } },
  )
}

const creditsCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/credits/me').length

describe('create-article', () => {
  it('without a credit says so before any field, links the plans and goes to /advertise after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    storeUser()
    stubApi({ ...formRoutes, 'GET /api/credits/me': () => jsonResponse({ available: 0, unlimited: false }) })
    renderPage()

    expect(await screen.findByRole('heading', { name: 'Create Article' })).toBeInTheDocument()
    const notice = await screen.findByTestId('subscribe-redirect')
    expect(notice).toHaveRole('status')
    expect(notice).toHaveTextContent('You need to subscribe to create an article. Redirecting to subscription page...')
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/advertise')
    expect(screen.queryByTestId('article-form')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Header Image')).not.toBeInTheDocument()
    expect(document.querySelector('input[type="file"]')).toBeNull()

    act(() => vi.advanceTimersByTime(SUBSCRIBE_REDIRECT_MS - 100))
    expect(screen.getByTestId('where')).toHaveTextContent('/user-dashboard/create-article')
    act(() => vi.advanceTimersByTime(200))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/advertise'))
  })

  it('says it in Spanish in Spanish', async () => {
    storeUser()
    stubApi({ ...formRoutes, 'GET /api/credits/me': () => jsonResponse({ available: 0, unlimited: false }) })
    renderPage({ lang: 'es' })
    expect(await screen.findByTestId('subscribe-redirect')).toHaveTextContent(
      'Necesitas suscribirte para crear un artículo. Redirigiendo a la página de suscripción...',
    )
    // The Spanish address of the plans.
    expect(screen.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute('href', '/es/advertise')
  })

  it('with a credit shows the form, and keeps it once a saved draft has spent the credit', async () => {
    storeUser()
    let available = 1
    const fetchMock = stubApi({
      ...formRoutes,
      'GET /api/credits/me': () => jsonResponse({ available, unlimited: false }),
    })
    const { queryClient } = renderPage()
    expect(await screen.findByLabelText('Title')).toBeInTheDocument()
    expect(screen.getByLabelText('Header Image')).toBeInTheDocument()
    expect(screen.queryByTestId('subscribe-redirect')).not.toBeInTheDocument()

    // What a saved draft does: the credit is bound to it and the credits read is refetched.
    available = 0
    const before = creditsCalls(fetchMock)
    await act(() => queryClient.invalidateQueries({ queryKey: ['credits'] }))
    expect(creditsCalls(fetchMock)).toBeGreaterThan(before)
    expect(screen.getByLabelText('Title')).toBeInTheDocument()
    expect(screen.queryByTestId('subscribe-redirect')).not.toBeInTheDocument()
  })

  it('shows admins the form without asking for a credit', async () => {
    storeUser('ADMIN')
    const fetchMock = stubApi(formRoutes)
    renderPage()
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument()
    expect(creditsCalls(fetchMock)).toBe(0)
  })

  it('shows the form when the credits cannot be read (the server still checks at creation)', async () => {
    storeUser()
    stubApi({
      ...formRoutes,
      'GET /api/credits/me': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, 500),
    })
    renderPage()
    expect(await screen.findByLabelText('Title')).toBeInTheDocument()
  })
})
