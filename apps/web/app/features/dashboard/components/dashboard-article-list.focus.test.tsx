import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { makeArticle, stubApi, storeUser } from '#app/test/support'
import { DashboardArticleList } from './dashboard-article-list'

const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!

describe('DashboardArticleList: the review queue by keyboard', () => {
  it('after Publish or Reject, says which article and hands the focus to the card in its place, then to the status line', async () => {
    storeUser('ADMIN')
    let items = [
      makeArticle({ id: 1, title: 'Pi Chess', status: 'PENDING_APPROVAL' }),
      makeArticle({ id: 2, title: 'Pi Poker', status: 'PENDING_APPROVAL' }),
      makeArticle({ id: 3, title: 'Pi Go', status: 'PENDING_APPROVAL' }),
    ]
    const decide = (id: number, status: 'PUBLISHED' | 'REJECTED') => {
      const article = { ...items.find((item) => item.id === id)!, status, rejectionReason: 'Broken link' }
      items = items.filter((item) => item.id !== id)
      return jsonResponse(article)
    }
    stubApi({
      'GET /api/articles/pending': () => jsonResponse(items),
      'PUT /api/articles/2/approve': () => decide(2, 'PUBLISHED'),
      'PUT /api/articles/3/reject': () => decide(3, 'REJECTED'),
      'PUT /api/articles/1/approve': () => decide(1, 'PUBLISHED'),
    })
    const user = userEvent.setup()
    renderWithApp(<DashboardArticleList list="pending" />)

    within(await vi.waitFor(() => cardOf('Pi Poker')))
      .getByRole('button', { name: 'Publish' })
      .focus()
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(document.activeElement).toBe(cardOf('Pi Go')))
    expect(screen.getByRole('status')).toHaveTextContent('Article published successfully. “Pi Poker” is now public.')

    // The last card goes: the focus moves up to the card above.
    await user.click(within(cardOf('Pi Go')).getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject Article' })
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Broken link')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await vi.waitFor(() => expect(document.activeElement).toBe(cardOf('Pi Chess')))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Article rejected successfully. “Pi Go” went back to its maker.',
    )

    // None left: the status line takes the focus, and keeps its words while it has it.
    within(cardOf('Pi Chess')).getByRole('button', { name: 'Publish' }).focus()
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')))
    expect(screen.getByRole('status')).toHaveTextContent('Article published successfully. “Pi Chess” is now public.')
    expect(screen.getByText('You have no pending articles.')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 3200))
    expect(screen.getByRole('status')).toHaveTextContent('Article published successfully. “Pi Chess” is now public.')
  }, 15_000)
})
