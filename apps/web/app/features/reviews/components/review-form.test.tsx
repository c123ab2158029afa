import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Review } from '@spotlight/shared/schemas/reviews'
import { jsonResponse, noContent, renderWithApp } from '#app/test/render'
import { storeUser, stubApi } from '#app/test/support'
import { ReplyForm, ReviewForm } from './review-form'

const suspended = () =>
  jsonResponse({ error: { code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.' } }, 403)

const review: Review = {
  id: 3,
  rating: 4,
  text: 'Nice app',
  author: { username: 'reader3' },
  createdAt: '2026-05-06T10:00:00.000Z',
  editedAt: null,
  helpfulCount: 0,
  viewerFoundHelpful: false,
  reply: null,
}

describe('ReviewForm and ReplyForm, for a suspended account', () => {
  it('say in words that a suspended account cannot review', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/7/reviews/mine': () =>
        jsonResponse({ error: { code: 'REVIEW_NOT_FOUND', message: 'No review.' } }, 404),
      'PUT /api/articles/7/reviews/mine': suspended,
    })
    renderWithApp(<ReviewForm articleId={7} onChanged={() => {}} onClose={() => {}} />)
    const user = userEvent.setup()
    const form = await screen.findByTestId('review-form')
    await user.click(within(form).getByText('4 of 5 stars'))
    await user.click(within(form).getByRole('button', { name: 'Save review' }))
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your account is suspended: it cannot review or reply.',
    )
  })

  it('say it in Spanish to a maker whose reply is refused', async () => {
    storeUser()
    stubApi({ 'PUT /api/reviews/3/reply': suspended })
    renderWithApp(<ReplyForm review={review} onSaved={() => {}} onClose={() => {}} />, { root: { lang: 'es' } })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Tu respuesta pública'), 'Gracias')
    await user.click(screen.getByRole('button', { name: 'Publicar respuesta' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu cuenta está suspendida: no puede escribir reseñas ni responder.',
    )
  })
})

describe('ReviewForm, for the keyboard and screen readers', () => {
  it('after a delete takes away the Delete button, puts the focus on what happened', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/7/reviews/mine': () => jsonResponse({ ...review, status: 'PUBLISHED', hiddenReason: null }),
      'DELETE /api/articles/7/reviews/mine': () => noContent(),
    })
    renderWithApp(<ReviewForm articleId={7} onChanged={() => {}} onClose={() => {}} />)
    const form = await screen.findByTestId('review-form')
    await userEvent.click(await within(form).findByRole('button', { name: 'Delete review' }))
    const status = within(form).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Your review was deleted.'))
    expect(within(form).queryByRole('button', { name: 'Delete review' })).toBeNull()
    expect(document.activeElement).toBe(status)
  })
})
