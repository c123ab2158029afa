import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AdminReply } from '@spotlight/shared/schemas/reviews'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { stubApi, storeUser } from '#app/test/support'
import { ReplyQueue } from './reply-queue'

const held: AdminReply = {
  reviewId: 5,
  article: { id: 7, title: 'Pi Chess' },
  review: { rating: 2, text: 'It crashes.', author: { username: 'reader' } },
  author: { username: 'maker' },
  text: 'Sorry! Enter your passphrase to get a refund.',
  createdAt: '2026-12-01T10:00:00.000Z',
  editedAt: null,
  status: 'PENDING',
  hiddenReason: null,
  screening: {
    flagged: true,
    findings: [{ rule: 'SECRET_REQUEST', reason: 'Asks for a wallet passphrase.', match: 'Enter your passphrase' }],
  },
}

describe('ReplyQueue', () => {
  it('shows a held reply with the review it answers and what the screening matched', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/admin/review-replies': () => jsonResponse([held]) })
    renderWithApp(<ReplyQueue />, { path: '/admin-dashboard/reviews' })
    const item = await screen.findByTestId('queue-reply')
    expect(within(item).getByRole('link', { name: 'Reply by maker on “Pi Chess”' })).toHaveAttribute(
      'href',
      '/articles/7#reviews',
    )
    expect(within(item).getByText('To the review by reader, 2 of 5 stars:')).toBeInTheDocument()
    expect(within(item).getByText('It crashes.')).toBeInTheDocument()
    const note = within(item).getByRole('note')
    expect(note).toHaveTextContent('The scam screening flagged this reply. Read what it found before approving:')
    expect(within(note).getByText('Enter your passphrase').tagName).toBe('MARK')
    expect(note).toHaveTextContent('Asks for a wallet passphrase.')
  })

  it('approves a reply, and hides one only with a reason', async () => {
    storeUser('ADMIN')
    const decisions: unknown[] = []
    stubApi({
      'GET /api/admin/review-replies': () => jsonResponse([held]),
      'POST /api/admin/review-replies/5/decision': (init) => {
        decisions.push(JSON.parse(String(init?.body)))
        return jsonResponse({ ...held, status: 'PUBLISHED' })
      },
    })
    renderWithApp(<ReplyQueue />, { path: '/admin-dashboard/reviews' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Hide reply' }))
    expect(await screen.findByText('Give a reason.')).toBeInTheDocument()
    expect(decisions).toEqual([])
    await user.type(screen.getByLabelText('Reason (the author is told)'), 'Phishing')
    await user.click(screen.getByRole('button', { name: 'Hide reply' }))
    await user.click(screen.getByRole('button', { name: 'Approve reply' }))
    await vi.waitFor(() => expect(decisions).toHaveLength(2))
    expect(decisions).toEqual([{ action: 'HIDE', reason: 'Phishing' }, { action: 'APPROVE' }])
  })

  it('says when no reply waits', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/admin/review-replies': () => jsonResponse([]) })
    renderWithApp(<ReplyQueue />, { path: '/admin-dashboard/reviews' })
    expect(await screen.findByText('No replies are waiting.')).toBeInTheDocument()
  })
})
