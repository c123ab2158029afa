import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type StubRoutes, makeArticle, stubApi, storeUser, stubRoutes } from '#app/test/support'
import { jsonResponse, renderWithApp } from '#app/test/render'
import { localDraftKey } from '../hooks/use-local-draft'
import { ArticleForm } from './article-form'

const OFFLINE = 'You are offline. Your text is kept; try again when you are back online.'

const routes = stubRoutes({
  'GET /api/categories': () =>
    jsonResponse([{ id: 2, name: 'Games', slug: 'games', description: null, emoji: null, headerImage: null }]),
  'GET /api/media/config': () =>
    jsonResponse({ store: 'local', maxVideoBytes: 31457280, maxVideoSeconds: 20, maxImages: 5, maxImageBytes: 1 }),
})

/** What fetch does with no network: it rejects with a TypeError. */
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'))

/** An upload's XMLHttpRequest with no network: `onerror`, and no answer. */
class UnreachableXhr {
  upload = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    queueMicrotask(() => this.onerror?.())
  }
}

const article = makeArticle({ id: 31, category: { name: 'Games', slug: 'games' }, content: '<p>Hello</p>' })

/** The form on article 31, its save answered by `save` (no save stubbed without it). */
function renderForm(save?: StubRoutes<'PUT /api/articles/31'>['PUT /api/articles/31'], lang: 'en' | 'es' = 'en') {
  storeUser()
  if (save) stubApi({ ...routes, 'PUT /api/articles/31': save })
  else stubApi(routes)
  return renderWithApp(<ArticleForm article={article} isAdmin={false} />, {
    path: '/user-dashboard/edit-article/31',
    root: { lang },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

describe('ArticleForm without a network', () => {
  it('says so when Submit cannot reach the server, and keeps what was typed (here and in the browser)', async () => {
    const user = userEvent.setup()
    renderForm(noNetwork)
    await within(await screen.findByLabelText('Category')).findByRole('option', { name: 'Games' })
    await user.clear(screen.getByLabelText('Title'))
    await user.paste('Typed on the train')
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(localDraftKey('ada', 31)) ?? 'null')?.values.title).toBe(
        'Typed on the train',
      ),
    )

    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE)
    expect(screen.queryByText('Failed to update article. Please try again.')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue('Typed on the train')
    expect(JSON.parse(window.localStorage.getItem(localDraftKey('ada', 31)) ?? 'null')?.values.title).toBe(
      'Typed on the train',
    )
  }, 15_000)

  it('says so for Save Draft too, in Spanish in Spanish', async () => {
    const user = userEvent.setup()
    renderForm(noNetwork, 'es')
    await within(await screen.findByLabelText('Categoría')).findByRole('option', { name: 'Games' })
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes conexión. Tu texto se conserva; inténtalo de nuevo cuando vuelvas a estar en línea.',
    )
  })

  it('says so when an upload cannot reach the server', async () => {
    vi.stubGlobal('XMLHttpRequest', UnreachableXhr)
    const user = userEvent.setup()
    renderForm()
    await user.upload(
      await screen.findByLabelText('Header Image'),
      new File(['x'], 'banner.png', { type: 'image/png' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE)
    expect(screen.queryByText('Failed to upload header image.')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveValue(article.title)
  })

  it('still gives the server’s reason when the server answered', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const user = userEvent.setup()
    renderForm(() =>
      jsonResponse({ error: { code: 'ARTICLE_LOCKED', message: 'A published article can no longer be edited.' } }, 409),
    )
    await within(await screen.findByLabelText('Category')).findByRole('option', { name: 'Games' })
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('A published article can no longer be edited.')
    vi.restoreAllMocks()
  })
})
