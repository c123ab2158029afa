import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ReportGroup } from '@spotlight/shared/schemas/reports'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { storeUser, withContract } from '#app/test/support'
import { ReportQueue } from './report-queue'

const group = (overrides: Partial<ReportGroup> = {}): ReportGroup => ({
  id: 11,
  targetType: 'ARTICLE',
  targetId: 7,
  title: 'Pi Chess',
  authorUsername: 'bob',
  link: '/articles/7',
  isHidden: false,
  counts: { SCAM: 1 },
  reports: [{ id: 11, reason: 'SCAM', note: '', createdAt: '2026-12-01T10:00:00.000Z', reporterAccountDays: 40 }],
  ...overrides,
})

/** The admin's queue and the answer the server gives to a decision. */
function stubQueue(groups: ReportGroup[], decision: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    init?.method === 'POST' ? decision() : jsonResponse(groups),
  )
  vi.stubGlobal('fetch', withContract(fetchMock))
}

const refused = (code: string, message: string, status: number) => jsonResponse({ error: { code, message } }, status)

describe('ReportQueue', () => {
  it('names the kind of item reported in words, in every language', async () => {
    storeUser('ADMIN')
    stubQueue([group(), group({ id: 12, targetType: 'REVIEW', title: 'A review', authorUsername: 'eve' })], () =>
      jsonResponse({ action: 'DISMISS', resolved: 1 }),
    )
    const { unmount } = renderWithApp(<ReportQueue />, { path: '/admin-dashboard/reports' })
    expect(await screen.findByText('Article by bob')).toBeInTheDocument()
    expect(screen.getByText('Review by eve')).toBeInTheDocument()
    unmount()

    renderWithApp(<ReportQueue />, { path: '/es/admin-dashboard/reports', root: { lang: 'es' } })
    expect(await screen.findByText('Artículo de bob')).toBeInTheDocument()
    expect(screen.getByText('Reseña de eve')).toBeInTheDocument()
    expect(screen.queryByText(/ARTICLE|REVIEW/)).toBeNull()
  })

  it('shows the first reports of a heavily reported item, and the rest one tap away', async () => {
    storeUser('ADMIN')
    const reports = Array.from({ length: 50 }, (_, index) => ({
      id: 100 + index,
      reason: 'SCAM' as const,
      note: `Note ${index + 1}`,
      createdAt: '2026-12-01T10:00:00.000Z',
      reporterAccountDays: 40,
    }))
    stubQueue([group({ counts: { SCAM: 50 }, reports })], () => jsonResponse({ action: 'DISMISS', resolved: 50 }))
    renderWithApp(<ReportQueue />, { path: '/admin-dashboard/reports' })
    expect(await screen.findByText('Note 1')).toBeVisible()
    expect(screen.getByText('Note 3')).toBeVisible()
    expect(screen.getByText('Note 4')).not.toBeVisible()
    await userEvent.click(screen.getByText('47 more reports'))
    expect(screen.getByText('Note 50')).toBeVisible()
  })

  it("says why a decision failed in the admin's language, never in the server's English", async () => {
    storeUser('ADMIN')
    stubQueue([group()], () => refused('REPORT_NOT_FOUND', 'No open report with that id.', 404))
    renderWithApp(<ReportQueue />, { path: '/es/admin-dashboard/reports', root: { lang: 'es' } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Decidir' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta denuncia ya se decidió. Vuelve a cargar la página para ver las denuncias abiertas.',
    )
    expect(screen.queryByText('No open report with that id.')).toBeNull()
  })

  it('says an admin cannot be suspended when the maker to suspend is one', async () => {
    storeUser('ADMIN')
    stubQueue([group()], () => refused('FORBIDDEN', 'An admin cannot be suspended.', 403))
    renderWithApp(<ReportQueue />, { path: '/es/admin-dashboard/reports', root: { lang: 'es' } })
    const user = userEvent.setup()
    const card = (await screen.findByText('Pi Chess')).closest('li')!
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Decisión' }), 'SUSPEND_MAKER')
    await user.type(within(card).getByRole('textbox'), 'Phishing app')
    await user.click(within(card).getByRole('button', { name: 'Decidir' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent('No se puede suspender a un administrador.')
  })

  it('falls back to its own words for a failure it cannot name', async () => {
    storeUser('ADMIN')
    stubQueue([group()], () => refused('INTERNAL_ERROR', 'boom', 500))
    renderWithApp(<ReportQueue />, { path: '/admin-dashboard/reports' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Decide' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The decision could not be saved.')
    expect(screen.queryByText('boom')).toBeNull()
  })

  it('says how many items wait, and brings the next page on demand', async () => {
    storeUser('ADMIN')
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const cursor = new URL(String(input), 'http://localhost').searchParams.get('cursor')
      return cursor === '3-11'
        ? jsonResponse([group({ id: 20, targetId: 9, title: 'Pi Poker' })], 200, { 'X-Total-Count': '1234' })
        : jsonResponse([group()], 200, { 'X-Next-Cursor': '3-11', 'X-Total-Count': '1234' })
    })
    vi.stubGlobal('fetch', withContract(fetchMock))
    renderWithApp(<ReportQueue />, { path: '/admin-dashboard/reports' })
    expect(await screen.findByText('1,234 reported items await a decision')).toBeInTheDocument()
    expect(screen.queryByText('Pi Poker')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('Pi Poker')).toBeInTheDocument()
    expect(screen.getByText('Pi Chess')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(String(fetchMock.mock.calls[0]![0])).toContain('limit=20')
  })

  it('after a decision, says it and hands the focus to the card that took its place, then to the status line', async () => {
    storeUser('ADMIN')
    let open = [
      group(),
      group({ id: 12, targetId: 8, title: 'Pi Poker' }),
      group({ id: 13, targetId: 9, title: 'Pi Go' }),
    ]
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method !== 'POST') return jsonResponse(open)
      const id = Number(/reports\/(\d+)\/decision/.exec(String(input))![1])
      open = open.filter((item) => item.id !== id)
      return jsonResponse({ action: 'DISMISS', resolved: 1 })
    })
    vi.stubGlobal('fetch', withContract(fetchMock))
    renderWithApp(<ReportQueue />, { path: '/admin-dashboard/reports' })
    const user = userEvent.setup()
    const poker = (await screen.findByText('Pi Poker')).closest('li')!
    within(poker).getByRole('button', { name: 'Decide' }).focus()
    await user.keyboard('{Enter}')

    expect(await screen.findByRole('status')).toHaveTextContent('Decision on “Pi Poker”: Dismiss.')
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByText('Pi Go').closest('li')))
    expect(screen.queryByText('Pi Poker')).toBeNull()

    // The last cards go: the focus moves up to the card above, then to the status line.
    for (const title of ['Pi Go', 'Pi Chess']) {
      within(screen.getByText(title).closest('li')!).getByRole('button', { name: 'Decide' }).focus()
      await user.keyboard('{Enter}')
      await vi.waitFor(() => expect(screen.queryByText(title)).toBeNull())
    }
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')))
    expect(screen.getByRole('status')).toHaveTextContent('Decision on “Pi Chess”: Dismiss.')
    expect(screen.getByText('No open reports.')).toBeInTheDocument()
  })
})
