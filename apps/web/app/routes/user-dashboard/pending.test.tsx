import { screen } from '@testing-library/react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, stubApi, storeUser } from '#app/test/support'
import PendingPage from './pending'

/** Arrives on Pending the way the editor sends a maker there after a submit. */
function ArriveAfterSubmit({ articleId }: { articleId: number }) {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate('/user-dashboard/pending', { state: { submitted: articleId } })
  }, [navigate, articleId])
  return null
}

const pending = [makeArticle({ id: 21, title: 'Pi Chess', status: 'PENDING_APPROVAL' })]

describe('Pending', () => {
  it('after a submit, repeats at the top that the article is in review and where the outcome shows', async () => {
    storeUser()
    stubApi({ 'GET /api/articles/pending': () => jsonResponse(pending) })
    renderWithApp(
      <>
        <ArriveAfterSubmit articleId={21} />
        <PendingPage />
      </>,
    )
    const notice = await screen.findByTestId('submitted-notice')
    expect(notice).toHaveRole('status')
    expect(notice).toHaveTextContent('Article submitted for approval successfully.')
    expect(notice).toHaveTextContent('you will be notified either way')
    expect(screen.getByRole('link', { name: 'Your notifications' })).toHaveAttribute(
      'href',
      '/user-dashboard/notifications',
    )
    expect(screen.queryByRole('link', { name: 'See it in Pending' })).not.toBeInTheDocument()
    expect(await screen.findByText('Pi Chess')).toBeInTheDocument()
  })

  it('shows no such notice when opened from the menu', async () => {
    storeUser()
    stubApi({ 'GET /api/articles/pending': () => jsonResponse(pending) })
    renderWithApp(<PendingPage />, { path: '/user-dashboard/pending' })
    expect(await screen.findByText('Pi Chess')).toBeInTheDocument()
    expect(screen.queryByTestId('submitted-notice')).not.toBeInTheDocument()
  })
})
