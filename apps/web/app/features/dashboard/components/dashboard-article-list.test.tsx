import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Article } from '@spotlight/shared/schemas/articles'
import { type JsonResponse, jsonResponse, noContent, renderWithApp } from '#app/test/render'
import { DashboardArticleList, LIST_MESSAGE_MS } from './dashboard-article-list'
import { type StubRoutes, makeArticle, serverError, stubApi, storeUser } from '#app/test/support'

type List = 'published' | 'drafts' | 'pending' | 'rejected'
type ListRoute = `GET /api/articles/${List}`

/** One list's route stubbed (every list answers the same shape, so one handler type fits them all). */
const listRoute = (list: List, answer: StubRoutes<ListRoute>[ListRoute]) =>
  ({ [`GET /api/articles/${list}`]: answer }) as StubRoutes<ListRoute>

afterEach(() => {
  vi.useRealTimers()
})

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method)

describe('DashboardArticleList', () => {
  it.each([
    ['published', "You haven't published any articles yet.", 'Failed to load published articles.'],
    ['drafts', 'No drafts available.', 'Failed to load drafts.'],
    ['pending', 'You have no pending articles.', 'Failed to load pending articles.'],
    ['rejected', 'No rejected articles available.', 'Failed to load rejected articles.'],
  ] as const)('%s: loading, empty and failure messages', async (list, empty, failed) => {
    storeUser()
    let answer: (response: JsonResponse<Article[]>) => void = () => {}
    const fetchMock = stubApi(
      listRoute(list, () => new Promise<JsonResponse<Article[]>>((resolve) => (answer = resolve))),
    )
    const view = renderWithApp(<DashboardArticleList list={list} />)
    expect(await screen.findByText('Loading articles...')).toBeInTheDocument()
    // The loading text shows before the request leaves; answer only the request actually made.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    answer(jsonResponse([]))
    expect(await screen.findByText(empty)).toBeInTheDocument()
    view.unmount()

    stubApi(listRoute(list, serverError))
    renderWithApp(<DashboardArticleList list={list} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(failed)
  })

  it('My Articles: title, company - app - category, status and unexpired plan badges', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/published': () =>
        jsonResponse([
          makeArticle({
            status: 'PUBLISHED',
            activePlans: [
              { planType: 'MAIN_SLIDER', expirationAt: '2999-03-04T00:00:00.000Z' },
              { planType: 'CATEGORY_SLIDER', expirationAt: '2000-01-01T00:00:00.000Z' },
            ],
          }),
        ]),
    })
    renderWithApp(<DashboardArticleList list="published" />)
    expect(await screen.findByText('Chat with Pioneers')).toBeInTheDocument()
    expect(screen.getByText('Acme - PiChat - Social')).toBeInTheDocument()
    expect(screen.getByText('Status: Published')).toBeInTheDocument()
    const badges = screen.getAllByTestId('plan-badge')
    expect(badges).toHaveLength(1)
    expect(badges[0]).toHaveTextContent('Main Slider')
    expect(badges[0]).not.toHaveTextContent('MAIN_SLIDER')
    expect(badges[0]).toHaveTextContent(/Expires on March 4, 2999/)
  })

  it("gives each article's title the level under the screen's h1 (no skipped level)", async () => {
    storeUser()
    stubApi({ 'GET /api/articles/pending': () => jsonResponse([makeArticle({ status: 'PENDING_APPROVAL' })]) })
    renderWithApp(<DashboardArticleList list="pending" />)
    expect(await screen.findByRole('heading', { level: 2, name: 'Chat with Pioneers' })).toBeInTheDocument()
  })

  it('deletes after confirmation in an accessible modal and shows the message for 3 seconds, or until it loses the focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    storeUser()
    let items = [makeArticle({ status: 'PUBLISHED' })]
    const fetchMock = stubApi({
      'GET /api/articles/published': () => jsonResponse(items),
      'DELETE /api/articles/1': () => {
        items = []
        return noContent()
      },
    })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    renderWithApp(<DashboardArticleList list="published" />)
    await user.click(await screen.findByRole('button', { name: 'Delete' }))

    const dialog = screen.getByRole('dialog', { name: 'Delete Article' })
    expect(dialog).toHaveTextContent('Are you sure you want to delete this published article?')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls(fetchMock, 'DELETE', '/api/articles/1')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByText('Article deleted successfully.')).toBeInTheDocument()
    expect(await screen.findByText("You haven't published any articles yet.")).toBeInTheDocument()
    expect(calls(fetchMock, 'DELETE', '/api/articles/1')).toHaveLength(1)

    // No article left: the message holds the focus, and stays until the focus moves on.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')))
    act(() => vi.advanceTimersByTime(LIST_MESSAGE_MS + 100))
    expect(screen.getByText('Article deleted successfully.')).toBeInTheDocument()
    await user.tab()
    await waitFor(() => expect(screen.queryByText('Article deleted successfully.')).not.toBeInTheDocument())
  })

  it('drafts: Edit follows the role, and a failed delete says so', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/articles/drafts': () => jsonResponse([makeArticle({ id: 7 })]),
      'DELETE /api/articles/7': serverError,
    })
    const user = userEvent.setup()
    renderWithApp(<DashboardArticleList list="drafts" />)
    expect(await screen.findByText('App: PiChat')).toBeInTheDocument()
    expect(screen.getByText('Category: Social')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete draft.')
  })

  it('drafts: Spanish labels in Spanish', async () => {
    storeUser()
    stubApi({ 'GET /api/articles/drafts': () => jsonResponse([makeArticle()]) })
    renderWithApp(<DashboardArticleList list="drafts" />, { root: { lang: 'es' } })
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument()
  })

  it('pending (admin): Publish approves and removes the item', async () => {
    storeUser('ADMIN')
    let items = [makeArticle({ id: 3, status: 'PENDING_APPROVAL' })]
    const fetchMock = stubApi({
      'GET /api/articles/pending': () => jsonResponse(items),
      'PUT /api/articles/3/approve': () => {
        const published = { ...items[0]!, status: 'PUBLISHED' as const }
        items = []
        return jsonResponse(published)
      },
    })
    const user = userEvent.setup()
    renderWithApp(<DashboardArticleList list="pending" />)
    expect(await screen.findByText('Status: In review')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      await screen.findByText('Article published successfully. “Chat with Pioneers” is now public.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('You have no pending articles.')).toBeInTheDocument()
    expect(calls(fetchMock, 'PUT', '/api/articles/3/approve')).toHaveLength(1)
  })

  it('pending (admin): the review queue comes a page at a time, the next on demand', async () => {
    storeUser('ADMIN')
    let answered = 0
    const fetchMock = stubApi({
      'GET /api/articles/pending': () =>
        answered++ === 0
          ? jsonResponse(
              Array.from({ length: 50 }, (_, i) => makeArticle({ id: i + 1, status: 'PENDING_APPROVAL' })),
              200,
              { 'X-Next-Cursor': '0-50', 'X-Total-Count': '51' },
            )
          : jsonResponse([makeArticle({ id: 51, title: 'The 51st', status: 'PENDING_APPROVAL' })], 200, {
              'X-Total-Count': '51',
            }),
    })
    const user = userEvent.setup()
    renderWithApp(<DashboardArticleList list="pending" />)
    expect(await screen.findAllByTestId('dashboard-article')).toHaveLength(50)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('limit=50')
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('The 51st')).toBeInTheDocument()
    expect(screen.getAllByTestId('dashboard-article')).toHaveLength(51)
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    expect(String(fetchMock.mock.calls[1]![0])).toContain('cursor=0-50')
  })

  it('pending (admin): Reject refuses an empty reason, then sends the trimmed one', async () => {
    storeUser('ADMIN')
    let items = [makeArticle({ id: 4, status: 'PENDING_APPROVAL' })]
    const fetchMock = stubApi({
      'GET /api/articles/pending': () => jsonResponse(items),
      'PUT /api/articles/4/reject': () => {
        const rejected = { ...items[0]!, status: 'REJECTED' as const, rejectionReason: 'No' }
        items = []
        return jsonResponse(rejected)
      },
    })
    const user = userEvent.setup()
    renderWithApp(<DashboardArticleList list="pending" />)
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject Article' })
    const reason = within(dialog).getByLabelText('Reason for rejection')
    await user.type(reason, '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a reason for the rejection.')
    expect(calls(fetchMock, 'PUT', '/api/articles/4/reject')).toHaveLength(0)

    await user.type(reason, ' Broken link ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(
      await screen.findByText('Article rejected successfully. “Chat with Pioneers” went back to its maker.'),
    ).toBeInTheDocument()
    const [, init] = calls(fetchMock, 'PUT', '/api/articles/4/reject')[0]!
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Broken link' })
    expect(await screen.findByText('You have no pending articles.')).toBeInTheDocument()
  })

  it('pending (admin): a failed publish says so', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/articles/pending': () => jsonResponse([makeArticle({ id: 5, status: 'PENDING_APPROVAL' })]),
      'PUT /api/articles/5/approve': serverError,
    })
    const user = userEvent.setup()
    renderWithApp(<DashboardArticleList list="pending" />)
    await user.click(await screen.findByRole('button', { name: 'Publish' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to publish article.')
  })

  it('pending (admin): publishing a suspended maker’s article says why it was refused', async () => {
    storeUser('ADMIN')
    stubApi({
      'GET /api/articles/pending': () => jsonResponse([makeArticle({ id: 5, status: 'PENDING_APPROVAL' })]),
      'PUT /api/articles/5/approve': () =>
        jsonResponse({ error: { code: 'MAKER_SUSPENDED', message: 'Suspended (server words).' } }, 409),
    })
    const user = userEvent.setup()
    renderWithApp(<DashboardArticleList list="pending" />)
    await user.click(await screen.findByRole('button', { name: 'Publish' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The maker of this article is suspended')
    expect(alert).not.toHaveTextContent('server words')
  })

  it('pending (user): only Delete', async () => {
    storeUser()
    stubApi({ 'GET /api/articles/pending': () => jsonResponse([makeArticle({ status: 'PENDING_APPROVAL' })]) })
    renderWithApp(<DashboardArticleList list="pending" />)
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
  })

  it('rejected: shows the reason (Motivo in Spanish) and Edit goes to the user edit page', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/rejected': () =>
        jsonResponse([makeArticle({ id: 9, status: 'REJECTED', rejectionReason: 'Broken link' })]),
    })
    const user = userEvent.setup()
    const view = renderWithApp(<DashboardArticleList list="rejected" />)
    expect(await screen.findByText('Reason: Broken link')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    view.unmount()

    renderWithApp(<DashboardArticleList list="rejected" />, { root: { lang: 'es' } })
    expect(await screen.findByText('Motivo: Broken link')).toBeInTheDocument()
  })

  it('the delete confirmation of a promoted article says the promotion ends and payments are not refunded', async () => {
    storeUser()
    stubApi({
      'GET /api/articles/published': () =>
        jsonResponse([
          makeArticle({
            id: 1,
            status: 'PUBLISHED',
            activePlans: [{ planType: 'CATEGORY_SLIDER', expirationAt: '2999-01-01T00:00:00.000Z' }],
          }),
          makeArticle({ id: 2, title: 'Not promoted', status: 'PUBLISHED' }),
        ]),
    })
    const user = userEvent.setup()
    const view = renderWithApp(<DashboardArticleList list="published" />)
    const [promoted, plain] = await screen.findAllByTestId('dashboard-article')
    await user.click(within(promoted!).getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Article' })
    const warning = within(dialog).getByTestId('delete-promotion-warning')
    expect(warning).toHaveTextContent('This article is promoted (Category Slider).')
    expect(warning).toHaveTextContent('Deleting it ends the promotion at once, and payments are not refunded.')
    expect(within(warning).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await user.click(within(plain!).getByRole('button', { name: 'Delete' }))
    expect(within(screen.getByRole('dialog')).queryByTestId('delete-promotion-warning')).not.toBeInTheDocument()
    view.unmount()

    renderWithApp(<DashboardArticleList list="published" />, { root: { lang: 'es' } })
    await user.click(
      within((await screen.findAllByTestId('dashboard-article'))[0]!).getByRole('button', { name: 'Eliminar' }),
    )
    expect(screen.getByTestId('delete-promotion-warning')).toHaveTextContent(
      'Este artículo está promocionado (Carrusel de categoría).',
    )
  })

  it('pending (admin): Review opens the article in full', async () => {
    storeUser('ADMIN')
    stubApi({ 'GET /api/articles/pending': () => jsonResponse([makeArticle({ id: 3, status: 'PENDING_APPROVAL' })]) })
    renderWithApp(<DashboardArticleList list="pending" />)
    expect(await screen.findByRole('link', { name: 'Review: Chat with Pioneers' })).toHaveAttribute(
      'href',
      '/admin-dashboard/pending?review=3',
    )
  })

  // No raw code (PENDING_APPROVAL, CATEGORY_SLIDER...) on any list, in either language.
  it.each(['en', 'es'] as const)('never shows a raw status or plan code (%s)', async (lang) => {
    const codes = /\b(DRAFT|PENDING_APPROVAL|PUBLISHED|REJECTED|STANDARD|CATEGORY_SLIDER|MAIN_SLIDER)\b/
    const plans = [
      { planType: 'CATEGORY_SLIDER' as const, expirationAt: '2999-01-01T00:00:00.000Z' },
      { planType: 'MAIN_SLIDER' as const, expirationAt: '2999-01-01T00:00:00.000Z' },
    ]
    for (const [list, status] of [
      ['published', 'PUBLISHED'],
      ['drafts', 'DRAFT'],
      ['pending', 'PENDING_APPROVAL'],
      ['rejected', 'REJECTED'],
    ] as const) {
      for (const role of ['USER', 'ADMIN'] as const) {
        storeUser(role)
        stubApi(
          listRoute(list, () =>
            jsonResponse([makeArticle({ status, activePlans: plans, rejectionReason: 'Because' })]),
          ),
        )
        const view = renderWithApp(<DashboardArticleList list={list} />, { root: { lang } })
        await screen.findByTestId('dashboard-article')
        expect(view.container.textContent, `${list} ${role}`).not.toMatch(codes)
        view.unmount()
      }
    }
  })
})
