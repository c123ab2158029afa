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

describe('ReviewQueue decisions', () => {
  it('says each decision, and after one that takes a review off the list hands the focus to the next', async () => {
    storeUser('ADMIN')
    const review = (id: number, username: string): AdminReview => ({
      ...flagged,
      id,
      author: { username },
      screening: { flagged: false, findings: [] },
      reply: id === 2 ? { text: 'Thanks!', createdAt: '2026-12-02T10:00:00.000Z', editedAt: null } : null,
    })
    let pending = [review(1, 'ana'), review(2, 'ben'), review(3, 'chen')]
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method !== 'POST') return jsonResponse(pending)
      const id = Number(/reviews\/(\d+)\/decision/.exec(String(input))![1])
      const decision = JSON.parse(String(init.body)) as { action: string; target?: string }
      const decided = pending.find((item) => item.id === id)!
      if (decision.target !== 'REPLY') pending = pending.filter((item) => item.id !== id)
      return jsonResponse({ ...decided, status: decision.action === 'APPROVE' ? 'PUBLISHED' : 'HIDDEN' })
    })
    vi.stubGlobal('fetch', withContract(fetchMock))
    renderWithApp(<ReviewQueue />, { path: '/admin-dashboard/reviews' })
    const user = userEvent.setup()
    const cardOf = async (username: string) => (await screen.findByText(new RegExp(`by ${username},`))).closest('li')!

    const ben = await cardOf('ben')
    await user.type(within(ben).getByLabelText(/reason/i), 'Rude reply.')
    await user.click(within(ben).getByRole('button', { name: 'Hide reply' }))
    expect(await screen.findByRole('status')).toHaveTextContent('The reply to ben’s review is hidden.')

    within(await cardOf('ana'))
      .getByRole('button', { name: 'Approve' })
      .focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('Review by ana approved: it is public.')
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getAllByTestId('queue-review')[0]))
    expect(document.activeElement).toHaveTextContent('by ben,')
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
