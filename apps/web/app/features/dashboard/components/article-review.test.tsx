import type { ArticleReview as Review } from '@spotlight/shared/schemas/articles'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, serverError, stubApi, storeUser } from '#app/test/support'
import { ArticleReview } from './article-review'

const review = (overrides: Partial<Review> = {}): Review => ({
  article: makeArticle({
    id: 7,
    status: 'PENDING_APPROVAL',
    title: 'Pi Chess',
    content: '<p>Play chess with Pioneers.</p><p><a href="https://example.com/download">Download</a></p>',
    promoVideo: '/media/videos/chess.mp4',
  }),
  authorUsername: 'rita',
  submittedAt: '2026-03-04T10:30:00.000Z',
  previousRejectionReason: null,
  screening: { flagged: false, findings: [] },
  ...overrides,
})

describe('ArticleReview', () => {
  it('shows the whole article with its author, submission date and previous rejection reason', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/articles/7/review': () => jsonResponse(review({ previousRejectionReason: 'Add screenshots.' })),
    })
    renderWithApp(<ArticleReview articleId={7} />)
    const detail = await screen.findByTestId('article-detail')
    expect(within(detail).getByRole('heading', { name: 'Pi Chess' })).toBeInTheDocument()
    expect(within(detail).getByText('Play chess with Pioneers.')).toBeInTheDocument()
    expect(within(detail).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'https://example.com/download',
    )
    expect(within(detail).getByRole('heading', { name: 'Promotional Video' })).toBeInTheDocument()
    const facts = screen.getByTestId('review-facts')
    expect(facts).toHaveTextContent('Authorrita')
    expect(facts).toHaveTextContent(/SubmittedMarch 4, 2026/)
    expect(facts).toHaveTextContent('StatusIn review')
    expect(facts).toHaveTextContent('Rejected before forAdd screenshots.')
    expect(facts).not.toHaveTextContent('PENDING_APPROVAL')
  })

  it('publishes from the review and says so', async () => {
    storeUser('ADMIN')
    let current = review()
    stubApi({
      'GET /api/articles/7/review': () => jsonResponse(current),
      'PUT /api/articles/7/approve': () => {
        current = { ...current, article: { ...current.article, status: 'PUBLISHED', approved: true } }
        return jsonResponse(current.article)
      },
    })
    const user = userEvent.setup()
    renderWithApp(<ArticleReview articleId={7} />)
    await user.click(await screen.findByRole('button', { name: 'Publish' }))
    expect(await screen.findByTestId('review-outcome')).toHaveTextContent('Article published successfully.')
    expect(await screen.findByText('Published')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument()
  })

  it('says, in the admin’s language, that a suspended maker’s article cannot be published', async () => {
    storeUser('ADMIN')
    const refused = () =>
      jsonResponse({ error: { code: 'MAKER_SUSPENDED', message: 'The maker is suspended (server words).' } }, 409)
    stubApi({ 'GET /api/articles/7/review': () => jsonResponse(review()), 'PUT /api/articles/7/approve': refused })
    const user = userEvent.setup()
    const view = renderWithApp(<ArticleReview articleId={7} />)
    await user.click(await screen.findByRole('button', { name: 'Publish' }))
    const outcome = await screen.findByTestId('review-outcome')
    expect(outcome).toHaveTextContent('The maker of this article is suspended')
    expect(outcome).not.toHaveTextContent('server words')
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument()
    view.unmount()

    renderWithApp(<ArticleReview articleId={7} />, { root: { lang: 'es' } })
    await user.click(await screen.findByRole('button', { name: 'Publicar' }))
    expect(await screen.findByTestId('review-outcome')).toHaveTextContent('El creador de este artículo está suspendido')
  })

  it('rejects with a required reason through a destructive button', async () => {
    storeUser('ADMIN')
    const bodies: unknown[] = []
    stubApi({
      'GET /api/articles/7/review': () => jsonResponse(review()),
      'PUT /api/articles/7/reject': (init) => {
        bodies.push(JSON.parse(String(init?.body)))
        return jsonResponse(makeArticle({ id: 7, status: 'REJECTED', rejectionReason: 'Broken link' }))
      },
    })
    const user = userEvent.setup()
    renderWithApp(<ArticleReview articleId={7} />)
    const reject = await screen.findByRole('button', { name: 'Reject' })
    expect(reject.className).toMatch(/bg-rose-700/)
    await user.click(reject)
    const dialog = screen.getByRole('dialog', { name: 'Reject Article' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a reason for the rejection.')
    expect(bodies).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Reason for rejection'), ' Broken link ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByTestId('review-outcome')).toHaveTextContent('Article rejected successfully.')
    expect(bodies).toEqual([{ reason: 'Broken link' }])
  })

  it('says when the article cannot be loaded, and in Spanish', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/articles/7/review': serverError })
    const view = renderWithApp(<ArticleReview articleId={7} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the article.')
    view.unmount()
    stubApi({ 'GET /api/articles/7/review': () => jsonResponse(review()) })
    renderWithApp(<ArticleReview articleId={7} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('button', { name: 'Rechazar' })).toBeInTheDocument()
    expect(screen.getByTestId('review-facts')).toHaveTextContent('EstadoEn revisión')
  })
})
