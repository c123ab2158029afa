import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AdminReview } from '@spotlight/shared/schemas/reviews'
import { stubApi, storeUser, withContract } from '#app/test/support'
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

describe('ReviewQueue, past its first page', () => {
  it('shows the next pages of published reviews on "More", from the keyboard, asking once for a double tap', async () => {
    storeUser('ADMIN')
    const published = (id: number): AdminReview => ({
      ...flagged,
      id,
      text: `Published review ${id}`,
      status: 'PUBLISHED',
      screening: { flagged: false, findings: [] },
    })
    // Three pages: the first 100, the next 100 and the last.
    const pages: Record<string, { id: number; next: string | null }> = {
      '': { id: 1, next: 'after-100' },
      'after-100': { id: 101, next: 'after-200' },
      'after-200': { id: 201, next: null },
    }
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.searchParams.get('status') !== 'PUBLISHED') return jsonResponse([])
      const page = pages[url.searchParams.get('cursor') ?? '']!
      const response = jsonResponse([published(page.id)])
      if (page.next) response.headers.set('X-Next-Cursor', page.next)
      return response
    })
    vi.stubGlobal('fetch', withContract(fetchMock))
    renderWithApp(<ReviewQueue />, { path: '/admin-dashboard/reviews' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Published' }))
    expect(await screen.findByText('Published review 1')).toBeInTheDocument()

    screen.getByRole('button', { name: 'More' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Published review 101')).toBeInTheDocument()

    const more = screen.getByRole('button', { name: 'More' })
    act(() => {
      more.click()
      more.click()
    })
    expect(await screen.findByText('Published review 201')).toBeInTheDocument()
    expect(screen.getAllByTestId('queue-review')).toHaveLength(3)
    const asked = (cursor: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(`cursor=${cursor}`))
    expect(asked('after-100')).toHaveLength(1)
    expect(asked('after-200')).toHaveLength(1)
    // The last page: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
  })
})
