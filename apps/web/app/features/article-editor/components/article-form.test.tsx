import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MediaConfig } from '@spotlight/shared/schemas/media'
import { makeArticle, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { DRAFT_UPDATE_REDIRECT_MS } from '../hooks/use-save-article'
import { today } from '../utils/article-form-schema'
import { ArticleForm } from './article-form'

afterEach(() => {
  vi.useRealTimers()
})

const CATEGORIES = [
  { id: 1, name: 'Sin categoría', slug: 'sin-categoria', description: null, emoji: null, headerImage: null },
  { id: 2, name: 'Games', slug: 'games', description: null, emoji: '🎮', headerImage: null },
]
const MEDIA_CONFIG: MediaConfig = {
  store: 'local',
  maxVideoBytes: 31457280,
  maxVideoSeconds: 20,
  maxImages: 5,
  maxImageBytes: 15728640,
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function renderForm({
  role = 'USER',
  article = null,
}: { role?: 'USER' | 'ADMIN'; article?: ReturnType<typeof makeArticle> | null } = {}) {
  storeUser(role)
  return renderWithApp(
    <>
      <ArticleForm article={article} isAdmin={role === 'ADMIN'} />
      <Where />
    </>,
    { path: '/user-dashboard/create-article' },
  )
}

const baseRoutes = stubRoutes({
  'GET /api/categories': () => jsonResponse(CATEGORIES),
  'GET /api/media/config': () => jsonResponse(MEDIA_CONFIG),
})

describe('ArticleForm', () => {
  it('refuses an incomplete article with its message and says what each field needs', async () => {
    stubApi(baseRoutes)
    const user = userEvent.setup()
    renderForm()

    const category = await screen.findByLabelText('Category')
    await within(category).findByRole('option', { name: '🎮 Games' })
    const placeholder = within(category).getByRole('option', { name: 'Select a category' })
    expect(placeholder).toBeDisabled()
    expect(within(category).queryByRole('option', { name: 'Sin categoría' })).toBeNull()
    expect(screen.getByLabelText('Publication Date')).toHaveValue(today())

    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }))
    expect(await screen.findByText('Please complete all fields correctly.')).toBeInTheDocument()
    for (const message of [
      'Company/Author Name is required.',
      'App Name is required.',
      'Please select a category.',
      'Title is required.',
      'Description is required.',
      'Content is required.',
    ])
      expect(screen.getByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
  })

  it('rings the content editor while the focus is in it (its text area draws no outline)', async () => {
    stubApi(baseRoutes)
    renderForm()
    const editor = await screen.findByTestId('content-editor')
    expect(editor).toHaveClass('focus:outline-none')
    const frame = screen.getByTestId('content-frame')
    expect(frame).toContainElement(editor)
    expect(frame).toHaveClass('focus-within:ring-2', 'focus-within:ring-violet-600')
  })

  it('limits the title to 100 and the description to 200 characters', async () => {
    stubApi(baseRoutes)
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByLabelText('Title'))
    await user.paste('x'.repeat(101))
    await user.click(screen.getByLabelText('Description'))
    await user.paste('y'.repeat(201))
    await user.click(screen.getByRole('button', { name: 'Save Draft' }))
    expect(await screen.findByText('The title must be 100 characters or less.')).toBeInTheDocument()
    expect(screen.getByText('The description must be 200 characters or less.')).toBeInTheDocument()
    expect(screen.getByText('101/100')).toBeInTheDocument()
  })

  it('offers Publish to admins and Submit for Approval to others', async () => {
    stubApi(baseRoutes)
    renderForm({ role: 'ADMIN' })
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit for Approval' })).toBeNull()
  })

  it('edits a draft: prefilled, saved as a draft, then Drafts after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const article = makeArticle({ id: 7, category: { name: 'Games', slug: 'games' }, content: '<p>Hello</p>' })
    let body: Record<string, unknown> = {}
    stubApi({
      ...baseRoutes,
      'PUT /api/articles/7': (init) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>
        return jsonResponse({ ...article, title: String(body.title) })
      },
    })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    renderForm({ article })
    await within(await screen.findByLabelText('Category')).findByRole('option', { name: '🎮 Games' })
    expect(screen.getByLabelText('Title')).toHaveValue('Chat with Pioneers')
    await user.clear(screen.getByLabelText('Title'))
    await user.type(screen.getByLabelText('Title'), 'Chess')
    await user.click(screen.getByRole('button', { name: 'Save Draft' }))

    expect(await screen.findByText('Draft updated successfully.')).toBeInTheDocument()
    expect(body).toMatchObject({ title: 'Chess', status: 'DRAFT', category: { slug: 'games', name: 'Games' } })
    act(() => vi.advanceTimersByTime(DRAFT_UPDATE_REDIRECT_MS + 100))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/user-dashboard/drafts'))
  })

  it('shows why the server refused the save', async () => {
    const article = makeArticle({ id: 9, category: { name: 'Games', slug: 'games' }, content: '<p>Hello</p>' })
    stubApi({
      ...baseRoutes,
      'PUT /api/articles/9': () =>
        jsonResponse(
          { error: { code: 'ARTICLE_LOCKED', message: 'A published article can no longer be edited.' } },
          409,
        ),
    })
    const user = userEvent.setup()
    renderForm({ article })
    await within(await screen.findByLabelText('Category')).findByRole('option', { name: '🎮 Games' })
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('A published article can no longer be edited.')
  })

  it('says a publication credit is needed when a user without one creates an article', async () => {
    stubApi({
      ...baseRoutes,
      'POST /api/articles': () =>
        jsonResponse(
          { error: { code: 'ARTICLE_CREDIT_REQUIRED', message: 'You need to subscribe to create an article.' } },
          402,
        ),
    })
    const user = userEvent.setup()
    renderForm()
    await within(await screen.findByLabelText('Category')).findByRole('option', { name: '🎮 Games' })
    await user.type(screen.getByLabelText('Company/Author Name'), 'Acme')
    await user.type(screen.getByLabelText('App Name'), 'Chess')
    await user.selectOptions(screen.getByLabelText('Category'), 'games')
    await user.type(screen.getByLabelText('Title'), 'Pi Chess')
    await user.type(screen.getByLabelText('Description'), 'Chess for Pioneers.')
    // ProseMirror reads what is typed through DOM mutations, which jsdom reports.
    const editor = await screen.findByTestId('content-editor')
    act(() => {
      editor.querySelector('p')!.textContent = 'Play chess with Pioneers.'
    })
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You need to subscribe to create an article.')
    expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/advertise')
  })

  it('refuses a header image that would be the sixth image, before uploading anything', async () => {
    const img = (n: number) => `<img src="/media/2026/01/${String(n).repeat(32)}.webp">`
    const article = makeArticle({ id: 5, content: `<p>${[1, 2, 3, 4, 5].map(img).join('')}</p>` })
    const fetchMock = stubApi(baseRoutes)
    const user = userEvent.setup()
    renderForm({ article })
    await user.upload(await screen.findByLabelText('Header Image'), new File(['x'], 'a.png', { type: 'image/png' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The article cannot contain more than 5 images.')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/media?'))).toBe(false)
  })

  it('refuses a video over 30 MB before uploading it', async () => {
    stubApi(baseRoutes)
    const user = userEvent.setup()
    renderForm()
    const big = new File(['x'], 'clip.mp4', { type: 'video/mp4' })
    Object.defineProperty(big, 'size', { value: 31457281 })
    await user.upload(await screen.findByLabelText('Upload Promo Video'), big)
    expect(await screen.findByRole('alert')).toHaveTextContent('The video exceeds 30 MB.')
  })
})
