import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeArticle, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { SUBMIT_REDIRECT_MS } from '../hooks/use-save-article'
import { ArticleForm } from './article-form'

afterEach(() => {
  vi.useRealTimers()
})

function Where() {
  const location = useLocation()
  return (
    <p data-testid="where">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  )
}

const article = makeArticle({ id: 21, category: { name: 'Games', slug: 'games' }, content: '<p>Hello</p>' })
const routes = stubRoutes({
  'GET /api/categories': () =>
    jsonResponse([{ id: 2, name: 'Games', slug: 'games', description: null, emoji: null, headerImage: null }]),
  'GET /api/media/config': () =>
    jsonResponse({ store: 'local', maxVideoBytes: 1, maxVideoSeconds: 20, maxImages: 5, maxImageBytes: 1 }),
  'PUT /api/articles/21': () => jsonResponse({ ...article, status: 'PENDING_APPROVAL' }),
})

function renderForm(lang: 'en' | 'es' = 'en') {
  storeUser()
  stubApi(routes)
  return renderWithApp(
    <>
      <ArticleForm article={article} isAdmin={false} />
      <Where />
    </>,
    { path: '/user-dashboard/edit-article/21', root: { lang } },
  )
}

describe('ArticleForm says what follows a submit', () => {
  it('names the review and where to follow it, then opens Pending with the article', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    renderForm()
    await within(await screen.findByLabelText('Category')).findByRole('option', { name: 'Games' })
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }))

    const banner = (await screen.findByText('Article submitted for approval successfully.')).closest('[role="status"]')
    expect(banner).not.toBeNull()
    expect(banner).toHaveTextContent(
      'It is now in review: an admin reads it, then approves or rejects it, and you will be notified either way.',
    )
    expect(within(banner as HTMLElement).getByRole('link', { name: 'See it in Pending' })).toHaveAttribute(
      'href',
      '/user-dashboard/pending',
    )
    expect(within(banner as HTMLElement).getByRole('link', { name: 'Your notifications' })).toHaveAttribute(
      'href',
      '/user-dashboard/notifications',
    )

    act(() => vi.advanceTimersByTime(SUBMIT_REDIRECT_MS + 100))
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/user-dashboard/pending {"submitted":21}'),
    )
  })

  it('says it in Spanish in Spanish', async () => {
    const user = userEvent.setup()
    renderForm('es')
    await within(await screen.findByLabelText('Categoría')).findByRole('option', { name: 'Games' })
    await user.click(screen.getByRole('button', { name: 'Enviar para aprobación' }))
    expect(await screen.findByText(/^Ahora está en revisión: un administrador lo lee/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Verlo en Pendientes' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tus notificaciones' })).toBeInTheDocument()
  })
})
