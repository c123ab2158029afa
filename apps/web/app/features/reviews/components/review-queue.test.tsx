import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminReview } from '@spotlight/shared/schemas/reviews'
import { stubApi, storeUser } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { ReviewQueue } from './review-queue'

const flagged: AdminReview = {
  id: 5,
  rating: 5,
  text: 'Enter your passphrase to claim a bonus.',
  author: { username: 'phisher' },
  createdAt: '2026-12-01T10:00:00.000Z',
  editedAt: null,
  helpfulCount: 0,
  viewerFoundHelpful: false,
  reply: null,
  status: 'PENDING',
  hiddenReason: null,
  article: { id: 7, title: 'Pi Chess' },
  replyHiddenReason: null,
  screening: {
    flagged: true,
    findings: [{ rule: 'secret-request', reason: 'Asks for a wallet passphrase.', match: 'Enter your passphrase' }],
  },
}

describe('ReviewQueue', () => {
  it('shows what the scam screening matched in a waiting review, before the admin approves it', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/admin/reviews': () => jsonResponse([flagged]) })
    renderWithApp(<ReviewQueue />, { path: '/admin-dashboard/reviews' })
    const note = await screen.findByRole('note')
    expect(
      within(note).getByText('The scam screening flagged this review. Read what it found before approving:'),
    ).toBeInTheDocument()
    expect(within(note).getByText('Enter your passphrase').tagName).toBe('MARK')
    expect(note).toHaveTextContent('Asks for a wallet passphrase.')
  })
})
